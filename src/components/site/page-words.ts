/**
 * Words for a page's own scripts (example-frames.ts, chapter-progress.ts), which have no island
 * entry to provide them and must not fetch another language's: the server writes the areas they
 * read into the page, in its language (`pageWordsJson`, rendered by BaseLayout as
 * <script type="application/json" data-page-words>), and the script provides them before it runs
 * (`providePageWords`). Each message is written with its parameters as placeholders and filled in
 * the browser, so these areas hold no plural choices (a selector would see no number).
 */
import { provide, type Locale } from '../../i18n/runtime.ts';
import type { Part } from '../shared/rich.ts';

/** The areas page scripts read. */
export const PAGE_SCRIPT_AREAS = ['progress', 'notices'] as const;

const OPEN = '\u0001';
const CLOSE = '\u0002';
const holes = new Proxy({}, { get: (_, name) => `${OPEN}${String(name)}${CLOSE}` });

type Written = { text: string; parts?: Part[] };

/** The areas as JSON, each message written with its parameters left open (server side). */
export function pageWordsJson(words: Record<string, Record<string, unknown>>): string {
  const out: Record<string, Record<string, Written>> = {};
  for (const area of PAGE_SCRIPT_AREAS) {
    out[area] = {};
    for (const [key, message] of Object.entries(words[area] ?? {})) {
      if (typeof message !== 'function') continue;
      const fn = message as ((inputs: unknown) => string) & { parts?: (inputs: unknown) => Part[] };
      out[area][key] = { text: fn(holes), ...(fn.parts ? { parts: fn.parts(holes) } : {}) };
    }
  }
  return JSON.stringify(out).replace(/</g, '\\u003c');
}

const fill = (text: string, inputs: Record<string, unknown> = {}): string =>
  text.replace(new RegExp(`${OPEN}(\\w+)${CLOSE}`, 'g'), (_, name: string) => String(inputs[name] ?? ''));

/** Provides the areas the page wrote, in the page's language (browser side). */
export function providePageWords(): void {
  const source = document.querySelector('script[data-page-words]')?.textContent;
  if (!source) return;
  const written = JSON.parse(source) as Record<string, Record<string, Written>>;
  const areas: Record<string, Record<string, unknown>> = {};
  for (const [area, messages] of Object.entries(written)) {
    areas[area] = Object.fromEntries(Object.entries(messages).map(([key, { text, parts }]) => {
      const message = (inputs?: Record<string, unknown>) => fill(text, inputs);
      if (parts) {
        Object.assign(message, {
          parts: (inputs?: Record<string, unknown>) => parts.map((part) => (part.type === 'text' ? { ...part, value: fill(part.value, inputs) } : part)),
        });
      }
      return [key, message];
    }));
  }
  provide(document.documentElement.lang as Locale, areas);
}
