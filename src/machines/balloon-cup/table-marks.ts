// What the play page's board marks, read from the game so far: the tile sides the chosen card may
// go to (the engine's legal moves, so full sides and colors a tile lacks stay unlit), each
// player's last placed card while it is still on the table, and the computer's card that has
// just arrived. Pure functions of the moves and positions; no rules of their own.
import { legalMoves, mover } from '../../engine/balloon-cup/index.ts';
import type { CardId, GameState, Move, Player } from '../../engine/balloon-cup/index.ts';
import { sideKey } from './side-key.ts';

/** The tile sides the engine accepts `card` on now (sideKey form). */
export function placeTargets(state: GameState, card: CardId | null): ReadonlySet<string> {
  if (!card) return new Set();
  return new Set(
    legalMoves(state).flatMap((m) => (m.type === 'place' && m.card === card ? [sideKey(m.tile, m.side)] : [])),
  );
}

function onTable(state: GameState, card: CardId): boolean {
  return state.tiles.some((t) => !t.removed && (t.sides[0].includes(card) || t.sides[1].includes(card)));
}

/** Each player's last placed card, when it still lies beside a tile. */
export function lastPlaced(moves: readonly Move[], states: readonly GameState[]): ReadonlyMap<CardId, Player> {
  const now = states[states.length - 1];
  const marks = new Map<CardId, Player>();
  if (!now) return marks;
  const seen = new Set<Player>();
  for (let k = moves.length - 1; k >= 0 && seen.size < 2; k -= 1) {
    const move = moves[k]!;
    const who = mover(states[k]!);
    if (seen.has(who) || move.type !== 'place') continue;
    seen.add(who);
    if (onTable(now, move.card)) marks.set(move.card, who);
  }
  return marks;
}

/** The card the last move put on the table, when `isComputer` says that move was the computer's. */
export function arrivingCard(moves: readonly Move[], states: readonly GameState[], isComputer: (p: Player) => boolean): CardId | null {
  const k = moves.length - 1;
  const move = moves[k];
  const now = states[states.length - 1];
  if (!move || move.type !== 'place' || !now || !isComputer(mover(states[k]!))) return null;
  return onTable(now, move.card) ? move.card : null;
}
