// The players' names. Against the computer they are "You" and "Computer"; between two people the
// set-up form may name them (kept with the saved game), else they are "Player 1" and "Player 2".
// A name is read from what a person typed: spaces tidied, invisible characters dropped, cut short.
import type { Names } from './story.ts';
import { m } from '../../paraglide/words/bcwords.ts';

/** The names a game gives its players when none are typed, in the page's language. */
export function defaultNames(kind: 'people' | 'computer'): Names {
  return kind === 'people' ? [m.name_player_1(), m.name_player_2()] : [m.name_you(), m.name_computer()];
}

/** The longest name kept (the set-up form's fields allow as many characters). */
export const MAX_NAME_LENGTH = 20;

/** A typed name, tidied; null when nothing usable is left. */
export function cleanName(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const name = [...raw.replace(/[\p{C}]/gu, '').replace(/\s+/g, ' ').trim()].slice(0, MAX_NAME_LENGTH).join('').trim();
  return name === '' ? null : name;
}

/** Whether `saved` is two names as namesOf gives them: each tidied, and not the same. */
export function tidyNames(saved: unknown): boolean {
  return Array.isArray(saved) && saved.length === 2 && saved.every((name) => cleanName(name) === name) && saved[0] !== saved[1];
}

/** The two names of a game between two people, from typed (or saved) names; each falls back to its default, and so does a second name equal to the first. */
export function namesOf(chosen: unknown): Names {
  const defaults = defaultNames('people');
  const list = Array.isArray(chosen) ? chosen : [];
  const first = cleanName(list[0]) ?? defaults[0];
  const second = cleanName(list[1]);
  const other = second === null || second.toLowerCase() === first.toLowerCase() ? defaults[1] : second;
  return [first, other === first ? defaults[0] : other];
}
