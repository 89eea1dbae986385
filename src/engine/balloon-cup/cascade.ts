// The claim cascade after a scoring (rules §6), on the players alone: compulsory claims by the
// scoring winner W, then W's part (any number of claims) and O's part (at most one), alternating
// until O declines. A part with no affordable claim passes by itself. Used by the game's `apply`
// and by the cascade solver, so both follow one statement of the flow.
import { COLORS, TRADE_SET_SIZE, TROPHIES_TO_WIN, TROPHY_COST, emptyCounts, other } from './components.ts';
import { cardBit } from './cards.ts';
import type { Color, ColorCounts, Player } from './components.ts';
import type { Options } from './options.ts';
import type { Result } from './result.ts';
import { fail, ok } from './result.ts';
import type { GameEvent, PlayerState, Sets } from './state.ts';
import { checkPayment, compulsoryTrophies, pay, paymentChoices } from './trophies.ts';

export type Players = readonly [PlayerState, PlayerState];

export interface CascadePosition {
  readonly players: Players;
  /** W, who won the scoring. */
  readonly winner: Player;
  /** Whose part it is. */
  readonly part: Player;
  readonly tradeAfterWin: boolean;
}

export type CascadeAction =
  | { readonly type: 'claim'; readonly trophy: Color; readonly sets: Sets }
  | { readonly type: 'pass' };

export interface CascadeStep {
  readonly players: Players;
  /** The cascade still running, waiting for `position.part`; null once it has ended. */
  readonly position: CascadePosition | null;
  /** Set when a claim was a third trophy: the game is over. */
  readonly gameWinner: Player | null;
  /** Cubes paid by the claims of this step (to the box or the bag, as the options say). */
  readonly paid: ColorCounts;
  readonly events: readonly GameEvent[];
}

export function claimedColors(players: Players): Color[] {
  // A plain loop: this runs after every scoring of every random playout.
  const claimed: Color[] = [];
  for (const c of COLORS) if (players[0].trophies.includes(c) || players[1].trophies.includes(c)) claimed.push(c);
  return claimed;
}

export function tradesAllowed(position: Pick<CascadePosition, 'winner' | 'tradeAfterWin'>, player: Player): boolean {
  return !position.tradeAfterWin || player === position.winner;
}

/** Trophy costs by color index (gray 0 … red 4). */
const COST = COLORS.map((c) => TROPHY_COST[c]);

export function hasAffordableClaim(players: Players, player: Player, trades: boolean): boolean {
  const { cubes } = players[player];
  // Fast path (most scorings): no color near its cost and no trade set, so nothing is affordable.
  if (cubes.gray < 3 && cubes.blue < 3 && cubes.green < 3 && cubes.yellow < 3 && cubes.red < 3) return false;
  // canAfford for each color, by color index and with the claimed colors as a bit mask (every
  // scoring asks, and loops over color keys are slow here).
  const held = [cubes.gray, cubes.blue, cubes.green, cubes.yellow, cubes.red];
  let claimed = 0;
  for (const c of players[0].trophies) claimed |= cardBit(c);
  for (const c of players[1].trophies) claimed |= cardBit(c);
  let sets = 0;
  if (trades) for (let k = 0; k < 5; k += 1) if ((claimed >> k) & 1) sets += Math.floor(held[k]! / TRADE_SET_SIZE);
  // Affordable: unclaimed, and the natives plus the trade sets (none without trades) reach the cost.
  for (let k = 0; k < 5; k += 1) if (!((claimed >> k) & 1) && held[k]! + sets >= COST[k]!) return true;
  return false;
}

/** Every action open to the player whose part it is: each claim with each payment, then pass. */
export function cascadeActions(position: CascadePosition): CascadeAction[] {
  const { players, part } = position;
  const claimed = claimedColors(players);
  const trades = tradesAllowed(position, part);
  const actions: CascadeAction[] = [];
  for (const trophy of COLORS) {
    for (const sets of paymentChoices(players[part].cubes, trophy, claimed, trades)) {
      actions.push({ type: 'claim', trophy, sets });
    }
  }
  actions.push({ type: 'pass' });
  return actions;
}

function withClaim(players: Players, player: Player, trophy: Color, sets: Sets): { players: Players; paid: ColorCounts } {
  const { cubes, paid } = pay(players[player].cubes, trophy, sets);
  const updated: PlayerState = { cubes, trophies: [...players[player].trophies, trophy] };
  return { players: player === 0 ? [updated, players[1]] : [players[0], updated], paid };
}

function addCounts(a: ColorCounts, b: ColorCounts): ColorCounts {
  const sum = { ...a };
  for (const c of COLORS) sum[c] += b[c];
  return sum;
}

/** From a part that is about to start, skip every part with no affordable claim. */
function settle(start: CascadePosition, events: GameEvent[]): CascadePosition | null {
  let position = start;
  for (;;) {
    const { players, part, winner } = position;
    if (hasAffordableClaim(players, part, tradesAllowed(position, part))) {
      events.push({ type: 'cascade-part', player: part });
      return position;
    }
    events.push({ type: 'passed', player: part });
    if (part !== winner) break;
    position = { ...position, part: other(winner) };
  }
  events.push({ type: 'cascade-ended' });
  return null;
}

/** Starts the cascade after `winner` won a scoring: compulsory claims first, cheapest first. */
export function startCascade(players: Players, winner: Player, options: Pick<Options, 'tradeAfterWin'>): CascadeStep {
  const events: GameEvent[] = [];
  let current = players;
  let paid = emptyCounts();
  for (const trophy of compulsoryTrophies(players[winner].cubes, claimedColors(players))) {
    const claim = withClaim(current, winner, trophy, {});
    current = claim.players;
    paid = addCounts(paid, claim.paid);
    events.push({ type: 'claimed', player: winner, trophy, sets: {}, compulsory: true });
    if (current[winner].trophies.length >= TROPHIES_TO_WIN) {
      return { players: current, position: null, gameWinner: winner, paid, events };
    }
  }
  const position = settle({ players: current, winner, part: winner, tradeAfterWin: options.tradeAfterWin }, events);
  return { players: current, position, gameWinner: null, paid, events };
}

/** Plays one claim or pass by the player whose part it is. */
export function applyCascadeAction(position: CascadePosition, action: CascadeAction): Result<CascadeStep> {
  const { players, part, winner } = position;
  const events: GameEvent[] = [];
  if (action.type === 'pass') {
    events.push({ type: 'passed', player: part });
    if (part !== winner) {
      events.push({ type: 'cascade-ended' });
      return ok({ players, position: null, gameWinner: null, paid: emptyCounts(), events });
    }
    const next = settle({ ...position, part: other(winner) }, events);
    return ok({ players, position: next, gameWinner: null, paid: emptyCounts(), events });
  }
  const { trophy } = action;
  const claimed = claimedColors(players);
  if (claimed.includes(trophy)) return fail('trophy-taken', { code: 'move-trophy-taken', color: trophy });
  const payment = checkPayment(players[part].cubes, trophy, claimed, tradesAllowed(position, part), action.sets);
  if (!payment.ok) return payment;
  const claim = withClaim(players, part, trophy, payment.value);
  events.push({ type: 'claimed', player: part, trophy, sets: payment.value, compulsory: false });
  if (claim.players[part].trophies.length >= TROPHIES_TO_WIN) {
    return ok({ players: claim.players, position: null, gameWinner: part, paid: claim.paid, events });
  }
  // After W's claim W's part goes on; after O's one claim the part returns to W.
  const next = settle({ ...position, players: claim.players, part: winner }, events);
  return ok({ players: claim.players, position: next, gameWinner: null, paid: claim.paid, events });
}
