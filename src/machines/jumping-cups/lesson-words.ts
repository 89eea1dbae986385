// The guided first game's sentences (src/messages/jclearn/): each step's rule and the move that
// shows it, a spoiling move's reason, the end. The lesson machine keeps the facts; its view calls these.
import { m } from '../../paraglide/words/jclearn.ts';
import type { SpoilCode, Topic } from './lesson-topics.ts';

interface ExampleMove {
  readonly from: number;
  readonly to: number;
}

/** What to do at a step and why: its rule with a move that shows it, or a free move. */
export function stepWords(topic: Topic | null, example: ExampleMove | null, trap: (ExampleMove & { readonly path: readonly number[] }) | null = null, allSafe = true): string {
  if (!example) return m.step_forced();
  if (trap) return m.step_bounce_off({ from: trap.from, at: trap.path[0] ?? trap.from, other: example.from });
  const { from, to } = example;
  switch (topic) {
    case 'height':
      return m.step_height({ from });
    case 'stack':
      return m.step_stack({ from, to });
    case 'finish':
      return m.step_finish({ from, to });
    case 'bounce':
      return m.step_bounce({ from, to });
    case 'block':
      return m.step_block({ from, to });
    case null:
      return allSafe ? m.step_free({ from, to }) : m.step_careful({ from, to });
  }
}

export function spoilWords(code: SpoilCode, square: number | null): string {
  if (code === 'spoil-left-track') return m.spoil_left_track();
  return code === 'spoil-finish' ? m.spoil_finish({ square: square ?? 0 }) : m.spoil_blocked({ square: square ?? 0 });
}

export function endingWords(won: boolean, ending: string): string {
  return won ? m.won({ ending }) : m.lost({ ending });
}
