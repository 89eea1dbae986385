// Trophy claims in the game: the cascade after a scoring (flow in cascade.ts) and, with Option
// claimTiming `own-turn`, claims at the start of one's own turn. Paid cubes go to the box or,
// with Option spentCubes `bag`, back into the bag.
import { COLORS, TROPHIES_TO_WIN, other } from './components.ts';
import type { Color, ColorCounts, Player } from './components.ts';
import type { CascadeStep, Players } from './cascade.ts';
import { applyCascadeAction, claimedColors, hasAffordableClaim, startCascade } from './cascade.ts';
import type { Result } from './result.ts';
import { fail, ok } from './result.ts';
import type { Rng } from './rng.ts';
import { shuffleInPlace } from './rng.ts';
import type { GameEvent, GameState, Sets } from './state.ts';
import { checkPayment, pay } from './trophies.ts';

/** The parts of a state that claims change. */
export type ClaimFields = Pick<GameState, 'players' | 'bag' | 'box' | 'cascade' | 'result'>;

/**
 * Spent cubes: to the box, or (Option `bag`) into the bag, which is then shuffled with the PRNG —
 * **Decision:** the whole bag, since cubes dropped into a bag mix with the ones there.
 */
export function spend(state: Pick<GameState, 'options' | 'bag' | 'box'>, paid: ColorCounts, rng: Rng): Pick<GameState, 'bag' | 'box'> {
  let total = 0;
  for (const c of COLORS) total += paid[c];
  if (total === 0) return { bag: state.bag, box: state.box };
  if (state.options.spentCubes === 'box') {
    const box = { ...state.box };
    for (const c of COLORS) box[c] += paid[c];
    return { bag: state.bag, box };
  }
  const bag: Color[] = [...state.bag];
  for (const c of COLORS) for (let i = 0; i < paid[c]; i += 1) bag.push(c);
  shuffleInPlace(bag, rng);
  return { bag, box: state.box };
}

function gameOver(winner: Player, events: GameEvent[]): GameState['result'] {
  events.push({ type: 'game-over', winner, reason: 'trophies' });
  return { winner, reason: 'trophies' };
}

/** Folds one cascade step (start, claim or pass) into the state's fields. */
export function foldCascadeStep(
  state: Pick<GameState, 'options' | 'bag' | 'box'>, step: CascadeStep, rng: Rng, events: GameEvent[],
): ClaimFields {
  events.push(...step.events);
  const { bag, box } = spend(state, step.paid, rng);
  if (step.gameWinner !== null) {
    return { players: step.players, bag, box, cascade: null, result: gameOver(step.gameWinner, events) };
  }
  const cascade = step.position ? { winner: step.position.winner, part: step.position.part } : null;
  return { players: step.players, bag, box, cascade, result: null };
}

/** The cascade after `winner` won a scoring: compulsory claims, then the first part that can act. */
export function beginCascade(state: Pick<GameState, 'options' | 'bag' | 'box' | 'players'>, winner: Player, rng: Rng, events: GameEvent[]): ClaimFields {
  // Most scorings: neither player can afford any claim (so none is compulsory either: a
  // compulsory claim is an affordable one), and both parts pass at once, as startCascade would.
  const { players } = state;
  if (!hasAffordableClaim(players, winner, true) && !hasAffordableClaim(players, other(winner), !state.options.tradeAfterWin)) {
    events.push({ type: 'passed', player: winner }, { type: 'passed', player: other(winner) }, { type: 'cascade-ended' });
    return { players: state.players, bag: state.bag, box: state.box, cascade: null, result: null };
  }
  return foldCascadeStep(state, startCascade(state.players, winner, state.options), rng, events);
}

/** A claim or pass by the player whose cascade part it is. */
export function cascadeMove(
  state: GameState, action: { type: 'claim'; trophy: Color; sets: Sets } | { type: 'pass' }, rng: Rng, events: GameEvent[],
): Result<ClaimFields> {
  const cascade = state.cascade!;
  const step = applyCascadeAction(
    { players: state.players, winner: cascade.winner, part: cascade.part, tradeAfterWin: state.options.tradeAfterWin }, action,
  );
  if (!step.ok) return step;
  return ok(foldCascadeStep(state, step.value, rng, events));
}

/**
 * Whether a claim at the start of one's own turn may use trades. **Decision** (rules §6): under
 * tradeAfterWin it may not: only a scoring's winner trades, and the player to move never is one
 * (the loser moves next), so waiting a move must not open the trade the cascade refused.
 */
export function ownTurnTradesAllowed(options: GameState['options']): boolean {
  return !options.tradeAfterWin;
}

/**
 * A claim at the start of the claimer's own turn (Option claimTiming `own-turn`). **Decision:**
 * the opponent gets no reply part (the option adds claims, not cascades).
 */
export function ownTurnClaim(state: GameState, trophy: Color, sets: Sets, rng: Rng, events: GameEvent[]): Result<ClaimFields> {
  const player = state.toMove;
  const claimed = claimedColors(state.players);
  if (claimed.includes(trophy)) return fail('trophy-taken', { code: 'move-trophy-taken', color: trophy });
  const payment = checkPayment(state.players[player].cubes, trophy, claimed, ownTurnTradesAllowed(state.options), sets);
  if (!payment.ok) return payment;
  const { cubes, paid } = pay(state.players[player].cubes, trophy, payment.value);
  const updated = { cubes, trophies: [...state.players[player].trophies, trophy] };
  const players: Players = player === 0 ? [updated, state.players[1]] : [state.players[0], updated];
  events.push({ type: 'claimed', player, trophy, sets: payment.value, compulsory: false });
  const { bag, box } = spend(state, paid, rng);
  const result = updated.trophies.length >= TROPHIES_TO_WIN ? gameOver(player, events) : null;
  return ok({ players, bag, box, cascade: null, result });
}
