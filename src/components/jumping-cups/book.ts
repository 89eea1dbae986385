// The opening book's compact form (content/jumping-cups/solved.json, written by
// scripts/jumping-cups-book.ts): per position, one signed number per legal move in ascending order
// of start square, the move's outcome for the mover: +p a win in p plies, -p a loss in p plies.
// Everything else in the solver's Solution follows from those numbers and the position.
import { legalMoves, parsePosition, play } from '../../engine/jumping-cups/index.ts';
import type { MoveEvaluation, Solution } from '../../engine/jumping-cups/index.ts';

export type CompactSolution = readonly number[];

export function compactSolution(solution: Solution): number[] {
  return solution.moves.map((m) => (m.value === 'win' ? m.plies : -m.plies));
}

/** The Solution a compact entry stands for; an error when it does not fit the position. */
export function expandSolution(notation: string, compact: CompactSolution): Solution {
  const parsed = parsePosition(notation);
  if (!parsed.ok) throw new Error(`book: ${notation}: ${parsed.message}`);
  const froms = legalMoves(parsed.value);
  if (froms.length === 0 || froms.length !== compact.length) throw new Error(`book: ${notation}: ${compact.length} outcomes for ${froms.length} legal moves`);
  const moves: MoveEvaluation[] = froms.map((from, i) => {
    const signed = compact[i]!;
    const moved = play(parsed.value, from);
    if (!moved.ok || !Number.isInteger(signed) || signed === 0) throw new Error(`book: ${notation}: bad outcome ${signed} for square ${from}`);
    return { from, value: signed > 0 ? 'win' : 'loss', plies: Math.abs(signed), leftTrack: moved.value.leftTrack };
  });
  const wins = moves.filter((m) => m.value === 'win');
  if (wins.length > 0) return { value: 'win', plies: Math.min(...wins.map((m) => m.plies)), bestMoves: wins.map((m) => m.from), moves };
  return { value: 'loss', plies: Math.max(...moves.map((m) => m.plies)), bestMoves: [], moves };
}
