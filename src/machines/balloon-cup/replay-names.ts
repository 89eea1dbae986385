// The names of a game between two people travel with its replay link (`&p1=…&p2=…`): the game
// record holds moves, not names, and a replay that says "Player 1" loses who played. Names are
// read back as typed names are (tidied, cut short), so a changed link shows no code or markup.
import type { Names } from './story.ts';
import { defaultNames, namesOf } from './names.ts';

/** `&p1=…&p2=…` for the names typed for a game between two people; '' otherwise. */
export function namesQuery(names: Names, people: boolean): string {
  const defaults = defaultNames('people');
  return people && (names[0] !== defaults[0] || names[1] !== defaults[1]) ? `&${new URLSearchParams({ p1: names[0], p2: names[1] })}` : '';
}

/** The names a replay link types (`p1`, `p2`), as read from its address. */
export function typedNames(params: URLSearchParams): readonly [string | null, string | null] {
  return [params.get('p1'), params.get('p2')];
}

/** The players' names a replay link gives: the typed ones between two people, else the defaults. */
export function replayNames(typed: readonly [unknown, unknown], people: boolean): Names {
  return people ? namesOf(typed) : defaultNames('computer');
}
