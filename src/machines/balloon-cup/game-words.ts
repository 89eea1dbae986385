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
import { refusalText } from './story.ts';
import type { Refused } from './story-core.ts';
import type { CascadeValue } from '../../engine/balloon-cup/cascade-solver.ts';
import { cardName, colorParams, commaList, cubesText, nameForm, playerParams } from './color-words.ts';
import { m } from '../../paraglide/words/bcgame.ts';
import { m as story } from '../../paraglide/words/bcstory.ts';

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

/** Actions joined as alternatives: "gray (…), or pass". */
export function orList(items: readonly string[]): string {
  return items.reduceRight((rest, first) => (rest === '' ? first : m.or_join({ first, rest })), '');
}

/** The solver's verdict on the running cascade, in two sentences; `you`: the seat read as "you". */
export function verdictText(state: GameState, names: Names, you: Player | null = null): string | null {
  const position = cascadePosition(state);
  if (!position) return null;
  const solution = solveCascade(position);
  const params = { value: valueText(solution.value, position.winner, names), ...playerParams(names[position.part]), best: orList(solution.best.map(actionText)) };
  return position.part === you ? m.verdict_you(params) : m.verdict(params);
}

/** One sentence on why the Strong level would play `move` here; `you`: the seat read as "you". */
export function hintWhy(state: GameState, move: Move, names: Names, you: Player | null = null): string {
  const me = state.cascade ? state.cascade.part : state.toMove;
  switch (move.type) {
    case 'pass':
    case 'claim': {
      if (!state.cascade && move.type === 'claim') return m.hint_claim_early(colorParams(move.trophy));
      return m.hint_solver({ verdict: verdictText(state, names, you) ?? '' });
    }
    case 'exchange':
      return move.discard.length === 0 ? m.hint_keep() : m.hint_swap({ cards: commaList(move.discard.map(cardName)) });
    case 'place': {
      const tile = state.tiles[move.tile - 1]!;
      const cubes = cubesText(tile.cubes);
      const n = tile.cubes.length;
      const mine = move.side === me;
      const sides: [string[], string[]] = [tile.sides[0].slice(), tile.sides[1].slice()];
      sides[move.side].push(move.card);
      if (sides[0].length === n && sides[1].length === n) {
        const { winner } = scoringWinner({ ...tile, sides: sides as never }, me);
        if (winner !== me) return m.hint_complete_lose({ tile: move.tile, other: names[other(me)], otherForm: nameForm(names[other(me)]) });
        return me === you ? m.hint_complete_win_you({ tile: move.tile, cubes }) : m.hint_complete_win({ tile: move.tile, player: names[me], cubes });
      }
      const high = tile.terrain === 'mountain';
      const where = { tile: move.tile, cubes, terrain: tile.terrain, terrainName: high ? story.terrain_mountain() : story.terrain_flatland() };
      if (mine) {
        const level = high ? 'high' : 'low';
        return me === you ? m.hint_own_side_you({ level, ...where }) : m.hint_own_side({ level, ...playerParams(names[me]), ...where });
      }
      return m.hint_other_side({ level: high ? 'low' : 'high', ...playerParams(names[other(me)]), ...where });
    }
  }
}

/**
 * Why the person's try was not played, as facts (the page says it and cites its rule): the
 * engine's refusal of `move` (its code and facts), a side tapped with no card chosen, or the
 * computer player that failed to answer.
 */
export type GameRefusal =
  | { readonly kind: 'move'; readonly refused: Refused; readonly move: Move }
  | { readonly kind: 'no-card' }
  | { readonly kind: 'computer-failed' };

/** Why the person's try was not played, in words; `state`: the position it was tried in. */
export function refusalWords(refusal: GameRefusal, state: GameState, names: Names, you: Player | null = null): string {
  if (refusal.kind === 'no-card') return m.choose_card_first();
  if (refusal.kind === 'computer-failed') return m.computer_failed();
  return refusalText(refusal.refused, refusal.move, state, names, you);
}

/**
 * The code (components/rules/codes.ts) of the rule a hint rests on, as hintWhy explains it: a
 * claim on one's turn the claiming rule, a cascade move the solver's verdict, a swap the rule
 * for when no card fits, a card that completes a tile the scoring, any other card the choice of
 * side.
 */
export function hintCode(state: GameState, move: Move): CascadeValue | 'claim' | 'exchange' | 'win-tile' | 'open-tile' {
  if (move.type === 'claim' || move.type === 'pass') {
    if (!state.cascade && move.type === 'claim') return 'claim';
    const position = cascadePosition(state);
    return position ? solveCascade(position).value : 'claim';
  }
  if (move.type === 'exchange') return 'exchange';
  const tile = state.tiles[move.tile - 1]!;
  const n = tile.cubes.length;
  const after = tile.sides.map((side, p) => side.length + (p === move.side ? 1 : 0));
  return after[0] === n && after[1] === n ? 'win-tile' : 'open-tile';
}
