// The play page's sentences: the running score, why the Strong level suggests a move, and the
// cascade verdict. Like story.ts it answers no rules question: sums and winners come from the
// engine, verdicts from the cascade solver.
import { COLORS, TRADE_SET_SIZE, TROPHY_COST, other } from '../../engine/balloon-cup/index.ts';
import type { Color, Player } from '../../engine/balloon-cup/index.ts';
import type { CascadePosition } from '../../engine/balloon-cup/index.ts';
import { claimedColors } from '../../engine/balloon-cup/index.ts';
import { solveCascade } from '../../engine/balloon-cup/index.ts';
import { scoringWinner } from '../../engine/balloon-cup/index.ts';
import type { GameState, Move } from '../../engine/balloon-cup/index.ts';
import { actionText, valueText } from './verdict-words.ts';
import type { Names } from './story.ts';
import { cardName } from './story.ts';

export interface ScoreLine {
  readonly color: Color;
  readonly cubes: number;
  readonly cost: number;
  /** Who holds the trophy, if anyone. */
  readonly holder: Player | null;
}

export interface Score {
  readonly lines: readonly ScoreLine[];
  readonly trophies: number;
  /** Sets of 3 cubes of claimed colours, usable as trades. */
  readonly sets: number;
}

/** Each player's cubes towards each trophy and the trade sets they hold. */
export function scoreOf(state: GameState, player: Player): Score {
  const claimed = claimedColors(state.players);
  const { cubes, trophies } = state.players[player];
  let sets = 0;
  for (const c of claimed) sets += Math.floor(cubes[c] / TRADE_SET_SIZE);
  const lines = COLORS.map((color) => ({
    color,
    cubes: cubes[color],
    cost: TROPHY_COST[color],
    holder: state.players[0].trophies.includes(color) ? 0 as const : state.players[1].trophies.includes(color) ? 1 as const : null,
  }));
  return { lines, trophies: trophies.length, sets };
}

export function cascadePosition(state: GameState): CascadePosition | null {
  const c = state.cascade;
  return c ? { players: state.players, winner: c.winner, part: c.part, tradeAfterWin: state.options.tradeAfterWin } : null;
}

/** The solver's verdict on the running cascade, in two sentences. */
export function verdictText(state: GameState, names: Names): string | null {
  const position = cascadePosition(state);
  if (!position) return null;
  const solution = solveCascade(position);
  const best = solution.best.map(actionText).join(', or ');
  return `${valueText(solution.value, position.winner, names)} Best now for ${names[position.part]}: ${best}.`;
}

/** One sentence on why the Strong level would play `move` here. */
export function hintWhy(state: GameState, move: Move, names: Names): string {
  const me = state.cascade ? state.cascade.part : state.toMove;
  switch (move.type) {
    case 'pass':
    case 'claim': {
      if (!state.cascade) return `Claiming the ${move.type === 'claim' ? move.trophy : ''} trophy now, at the start of the turn, secures it before the other player can.`;
      const verdict = verdictText(state, names);
      return `The cascade solver rates this best: ${verdict ?? ''}`.trim();
    }
    case 'exchange':
      return move.discard.length === 0
        ? 'Nothing fits and these cards may fit soon, so keep them and let the turn pass.'
        : `Nothing fits, so swap the cards whose colors have the fewest places on the tiles (${move.discard.map(cardName).join(', ')}).`;
    case 'place': {
      const tile = state.tiles[move.tile - 1]!;
      const cubes = tile.cubes.join(', ');
      const n = tile.cubes.length;
      const mine = move.side === me;
      const sides: [string[], string[]] = [tile.sides[0].slice(), tile.sides[1].slice()];
      sides[move.side].push(move.card);
      if (sides[0].length === n && sides[1].length === n) {
        const { winner } = scoringWinner({ ...tile, sides: sides as never }, me);
        return winner === me
          ? `It completes tile ${move.tile} with ${names[me]} ahead, so ${names[me]} wins its cubes (${cubes}) now.`
          : `It completes tile ${move.tile}; the cubes go to ${names[other(me)]}, but every other move costs more.`;
      }
      const high = tile.terrain === 'mountain';
      if (mine) {
        return `A ${high ? 'high' : 'low'} card on ${names[me]}'s own side of ${tile.terrain} tile ${move.tile} works towards winning its cubes (${cubes}).`;
      }
      return `A ${high ? 'low' : 'high'} card on ${names[other(me)]}'s side of ${tile.terrain} tile ${move.tile} makes it harder for them to win its cubes (${cubes}).`;
    }
  }
}

const YOU_VERBS: Readonly<Record<string, string>> = {
  puts: 'put', draws: 'draw', swaps: 'swap', claims: 'claim', passes: 'pass', shows: 'show', holds: 'hold', wins: 'win',
  takes: 'take', has: 'have', cannot: 'cannot', lost: 'lost', places: 'place',
};

/** The shared sentences say "Ana's side", "Ana draws"; for the person named "You" they read "your side", "You draw". */
export function personal(text: string): string {
  return text
    .replace(/\bYou's\b/g, 'your')
    .replace(/\bYou (puts|draws|swaps|claims|passes|shows|holds|wins|takes|has|places)\b/g, (_, verb: string) => `You ${YOU_VERBS[verb]}`)
    .replace(/\bYou: /g, '');
}
