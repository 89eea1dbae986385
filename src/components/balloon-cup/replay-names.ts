// The names of a game between two people travel with its replay link (`&p1=…&p2=…`): the game
// record holds moves, not names, and a replay that says "Player 1" loses who played. Names are
// read back as typed names are (tidied, cut short), so a changed link shows no code or markup.
import type { Names } from '../../machines/balloon-cup/story.ts';
import { defaultNames, namesOf } from '../../machines/balloon-cup/names.ts';

/** `&p1=…&p2=…` for the names typed for a game between two people; '' otherwise. */
export function namesQuery(names: Names, people: boolean): string {
  const defaults = defaultNames('people');
  return people && (names[0] !== defaults[0] || names[1] !== defaults[1]) ? `&${new URLSearchParams({ p1: names[0], p2: names[1] })}` : '';
}

/** The players' names a replay link gives: the typed ones between two people, else the defaults. */
export function replayNames(params: URLSearchParams, people: boolean): Names {
  return people ? namesOf([params.get('p1'), params.get('p2')]) : defaultNames('computer');
}
