// What the last moves did, as facts the machines keep (the position before each move and its path,
// how the game ended, whose move it is, why the opponent chose its reply), and in words for the
// views: one sentence a hop, then the ending or whose turn it is.
import { winnerMoves } from '../../engine/jumping-cups/index.ts';
import type { Color, GameStatus, MoveResult, Position } from '../../engine/jumping-cups/index.ts';
import { m } from '../../paraglide/words/jcmoves.ts';
import { replyForcesWin, replyHoldsOut } from './play-words.ts';
import { journey, playerName, statusWords } from './story.ts';

export type Told =
  /** A move from `before`; `reply`: the opponent's, told as its reply. */
  | { readonly kind: 'move'; readonly before: Position; readonly move: Pick<MoveResult, 'from' | 'path' | 'leftTrack'>; readonly reply: boolean }
  | { readonly kind: 'ending'; readonly status: GameStatus }
  | { readonly kind: 'to-move'; readonly color: Color }
  /** Why the opponent (`color`) chose its reply: the win it forces, or how long it holds out. */
  | { readonly kind: 'reply-why'; readonly color: Color; readonly value: 'win' | 'loss'; readonly plies: number };

/** A move and what followed it: how the game ended, or (`toMove`) whose turn it is now. */
export function tellMove(before: Position, move: Pick<MoveResult, 'from' | 'path' | 'leftTrack' | 'status' | 'position'>, options: { reply?: boolean; toMove?: boolean } = {}): Told[] {
  const { status } = move;
  const after: Told[] = status.over ? [{ kind: 'ending', status }] : options.toMove ? [{ kind: 'to-move', color: move.position.turn }] : [];
  return [{ kind: 'move', before, move: { from: move.from, path: move.path, leftTrack: move.leftTrack }, reply: options.reply ?? false }, ...after];
}

export function toldWords(told: readonly Told[]): string[] {
  return told.flatMap((fact): string[] => {
    switch (fact.kind) {
      case 'move': {
        const lines = journey(fact.before, fact.move);
        return fact.reply ? [m.reply_line({ line: lines[0] ?? '' }), ...lines.slice(1)] : lines;
      }
      case 'ending':
        return [statusWords(fact.status)];
      case 'to-move':
        return [m.to_move({ color: fact.color, player: playerName(fact.color) })];
      case 'reply-why':
        return [fact.value === 'win' ? replyForcesWin(fact.color, playerName(fact.color), winnerMoves(fact.plies)) : replyHoldsOut(fact.color, playerName(fact.color), fact.plies)];
    }
  });
}
