/**
 * Links to a Jumping Cups position on the play page, written to be read: the notation's slashes
 * stay slashes and its space is a `+` (`/jumping-cups/play/?p=r/r/r/r/r/////y/y/y/y/y+r`), which
 * is what a person sees in the share field and in the address bar. `URLSearchParams` reads it back
 * unchanged; anything else that needs escaping still is.
 */
export const PLAY_PATH = '/jumping-cups/play/';

export function positionParam(notation: string): string {
  return encodeURIComponent(notation).replace(/%2F/gi, '/').replace(/%20/g, '+');
}

export function playHref(notation: string): string {
  return `${PLAY_PATH}?p=${positionParam(notation)}`;
}

/** The explorer (every move's value) for a position, written the same way. */
export const ANALYSIS_PATH = '/jumping-cups/analysis/';

export function analysisHref(notation: string): string {
  return `${ANALYSIS_PATH}?p=${positionParam(notation)}`;
}
