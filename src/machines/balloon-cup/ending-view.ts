// What the open-hands ending island shows of a proved ending: the sides the picked card may try
// (every first move the build proved, winning or not) and what a tried move is. The build proved
// every first move (ending-search.ts), so a move is looked up, never searched here.
import type { CardId, Player, TileNumber } from '../../engine/balloon-cup/components.ts';
import type { EndingFailure } from '../../engine/balloon-cup/ending-search.ts';
import type { Move } from '../../engine/balloon-cup/state.ts';

export interface ProvedMoves {
  readonly answer: readonly Move[];
  readonly wrong: ReadonlyArray<{ readonly move: Move; readonly line: readonly Move[]; readonly failure: EndingFailure }>;
}

export type Tried =
  | { readonly kind: 'wins' }
  | { readonly kind: 'refuted'; readonly line: readonly Move[]; readonly failure: EndingFailure }
  | { readonly kind: 'unfit' };

const keyOf = (move: Move): string => (move.type === 'place' ? `${move.card}|${move.tile}|${move.side}` : JSON.stringify(move));

/** The tile sides the picked card may go to (none before a card is picked). */
export function endingView(ending: ProvedMoves, picked: CardId | null): { readonly sides: ReadonlyArray<{ tile: TileNumber; side: Player }> } {
  const sides = [...ending.answer, ...ending.wrong.map((w) => w.move)]
    .filter((move) => move.type === 'place' && move.card === picked)
    .map((move) => move as Extract<Move, { type: 'place' }>)
    .map(({ tile, side }) => ({ tile, side }));
  return { sides };
}

/** A tried first move: one that wins, one the opponent's proved reply refutes, or a side it does not fit. */
export function tryMove(ending: ProvedMoves, move: Move): Tried {
  const key = keyOf(move);
  if (ending.answer.some((a) => keyOf(a) === key)) return { kind: 'wins' };
  const wrong = ending.wrong.find((w) => keyOf(w.move) === key);
  return wrong ? { kind: 'refuted', line: wrong.line, failure: wrong.failure } : { kind: 'unfit' };
}
