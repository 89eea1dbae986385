// The guided first game's lessons as facts (issue 31): which rule is introduced when, read from
// the game itself, so the story adapts to whatever fine move the learner makes. A topic is
// introduced once, at the first moment it matters: an action topic when the learner is about to
// act (what to do now and why), an info topic right after the moves that showed it (a scoring,
// a refill, a claim), read before the learner acts again. Facts only: the page words them.
import { apply, legalMoves, mover, newGame } from '../../engine/balloon-cup/index.ts';
import { beginnerMove } from '../../engine/balloon-cup/bots/heuristic.ts';
import type { Color, GameEvent, GameState, Move, Player, Terrain, TileNumber } from '../../engine/balloon-cup/index.ts';

/** The lesson's deal: chosen by scripts/lesson-deal.ts so every moment below arises when the prompts are followed. */
export const LESSON_SEED = 829;

/** The learner's seat and the computer's. */
export const LEARNER: Player = 0;
export const COMPUTER: Player = 1;

export const ACTION_TOPICS = ['choose', 'fits', 'draw', 'side', 'complete', 'exchange', 'claim', 'trade', 'answer', 'play'] as const;
export const INFO_TOPICS = ['mountain', 'flatland', 'tie', 'refill', 'again', 'price', 'claimed', 'end'] as const;
export type ActionTopic = (typeof ACTION_TOPICS)[number];
export type InfoTopic = (typeof INFO_TOPICS)[number];
export type Topic = ActionTopic | InfoTopic;

/** The rule each topic cites, as a code of the codes→rules table (components/rules/codes.ts). */
export const TOPIC_CODES: Readonly<Record<Topic, string>> = {
  choose: 'not-in-hand',
  fits: 'side-full-for-color',
  draw: 'not-in-hand',
  side: 'open-tile',
  complete: 'scored',
  exchange: 'exchange',
  claim: 'claim',
  trade: 'bad-sets',
  answer: 'cascade-part',
  play: 'game-over',
  mountain: 'scored',
  flatland: 'scored',
  tie: 'scored-tie',
  refill: 'refilled',
  again: 'play-again',
  price: 'claim',
  claimed: 'claimed',
  end: 'game-over',
};

/** The lesson codes this module adds to the codes→rules table. */
export const LESSON_CODES = ['refilled', 'play-again'] as const;
export type LessonCode = (typeof LESSON_CODES)[number];

/** The numbers a topic's words need (a tile, a player, sums, a colour). */
export interface TopicFacts {
  readonly tile?: TileNumber;
  readonly player?: Player;
  readonly sums?: readonly [number, number];
  readonly terrain?: Terrain;
  readonly color?: Color;
  readonly count?: number;
}

export interface LessonStep {
  readonly topic: Topic;
  readonly facts: TopicFacts;
}

export function start(seed: number = LESSON_SEED): GameState {
  return newGame(seed, {}, LEARNER);
}

/** Whether the topic is one the learner reads before acting (a "Next" step). */
export function isInfo(topic: Topic): topic is InfoTopic {
  return (INFO_TOPICS as readonly string[]).includes(topic);
}

function scoredIn(events: readonly GameEvent[]) {
  return events.filter((e): e is Extract<GameEvent, { type: 'scored' }> => e.type === 'scored');
}

/** What the moves just played showed for the first time: info topics, in the order they happened. */
export function newInfo(played: readonly { readonly move: Move; readonly before: GameState; readonly events: readonly GameEvent[] }[], seen: readonly Topic[]): LessonStep[] {
  const out: LessonStep[] = [];
  const known = new Set<Topic>(seen);
  const add = (topic: InfoTopic, facts: TopicFacts) => {
    if (known.has(topic)) return;
    known.add(topic);
    out.push({ topic, facts });
  };
  for (const { before, events } of played) {
    const placer = mover(before);
    for (const e of events) {
      if (e.type === 'scored') {
        const facts = { tile: e.tile, player: e.winner, sums: e.sums, terrain: e.terrain };
        if (e.sums[0] === e.sums[1]) add('tie', facts);
        else add(e.terrain, facts);
        if (e.winner !== placer) add('again', { tile: e.tile, player: placer });
        add('price', { player: e.winner });
      }
      if (e.type === 'refilled') add('refill', { tile: e.tile, count: e.cubes.length });
      if (e.type === 'claimed') add('claimed', { player: e.player, color: e.trophy });
    }
  }
  return out;
}

/** Whether `move` completes a tile, and who wins it. */
function completion(state: GameState, move: Move): { tile: TileNumber; winner: Player } | null {
  if (move.type !== 'place') return null;
  const result = apply(state, move);
  if (!result.ok) return null;
  const scored = scoredIn(result.value.events)[0];
  return scored ? { tile: scored.tile, winner: scored.winner } : null;
}

/** The learner's placements so far (a turn's count of the lesson: first card, second, ...). */
function placedCount(moves: readonly Move[], states: readonly GameState[]): number {
  return moves.filter((move, k) => move.type === 'place' && mover(states[k]!) === LEARNER).length;
}

/** The last step: who won (no player when the game ended blocked). */
export function endStep(state: GameState): LessonStep {
  const winner = state.result?.winner ?? null;
  return { topic: 'end', facts: winner === null ? {} : { player: winner } };
}

/**
 * The action topic for the learner's decision now: the first rule not yet introduced that this
 * decision shows, or 'play' when nothing new is at hand.
 */
export function actionStep(state: GameState, moves: readonly Move[], states: readonly GameState[], seen: readonly Topic[]): LessonStep {
  const fresh = (t: Topic) => !seen.includes(t);
  const legal = legalMoves(state);
  if (state.cascade) {
    const claims = legal.filter((mv): mv is Extract<Move, { type: 'claim' }> => mv.type === 'claim');
    const trade = claims.find((mv) => Object.keys(mv.sets).length > 0);
    const plain = claims.find((mv) => Object.keys(mv.sets).length === 0);
    if (trade && fresh('trade')) return { topic: 'trade', facts: { color: trade.trophy } };
    if (plain && fresh('claim')) return { topic: 'claim', facts: { color: plain.trophy } };
    if (state.cascade.winner !== LEARNER && fresh('answer')) return { topic: 'answer', facts: {} };
    return { topic: 'play', facts: { count: state.players[LEARNER].trophies.length } };
  }
  if (legal.every((mv) => mv.type === 'exchange')) return { topic: fresh('exchange') ? 'exchange' : 'play', facts: { count: state.players[LEARNER].trophies.length } };
  if (fresh('complete')) {
    for (const mv of legal) {
      const done = completion(state, mv);
      if (done && done.winner === LEARNER) return { topic: 'complete', facts: { tile: done.tile } };
    }
  }
  const n = placedCount(moves, states);
  const early: readonly ActionTopic[] = ['choose', 'fits', 'draw', 'side'];
  const next = early[n];
  if (next && fresh(next)) return { topic: next, facts: {} };
  return { topic: 'play', facts: { count: state.players[LEARNER].trophies.length } };
}

/**
 * Why a move would throw the lesson away, or null when it is fine: completing a tile the
 * computer then wins (its cubes go to the computer) while another card could have been placed,
 * or declining a claim that would be the learner's third trophy.
 */
export type Spoil =
  | { readonly kind: 'gift'; readonly tile: TileNumber }
  | { readonly kind: 'win-missed'; readonly color: Color };

export function spoilOf(state: GameState, move: Move): Spoil | null {
  if (mover(state) !== LEARNER) return null;
  const legal = legalMoves(state);
  if (move.type === 'pass' && state.cascade) {
    const win = legal.find((mv): mv is Extract<Move, { type: 'claim' }> => mv.type === 'claim' && state.players[LEARNER].trophies.length === 2);
    return win ? { kind: 'win-missed', color: win.trophy } : null;
  }
  const done = completion(state, move);
  if (!done || done.winner === LEARNER) return null;
  const better = legal.some((mv) => mv.type === 'place' && completion(state, mv)?.winner !== COMPUTER);
  return better ? { kind: 'gift', tile: done.tile } : null;
}

/**
 * The move a learner following the prompts makes (the lesson's own script, for choosing the
 * deal and for the tests): the completion the prompt asks for, a claim when one is offered,
 * else the Beginner's choice, never a move that spoils the lesson.
 */
export function followMove(state: GameState, step: LessonStep): Move {
  const legal = legalMoves(state);
  if (step.topic === 'complete') {
    const done = legal.find((mv) => completion(state, mv)?.winner === LEARNER);
    if (done) return done;
  }
  if (state.cascade) {
    const claims = legal.filter((mv) => mv.type === 'claim');
    const pick = step.topic === 'trade' ? claims.find((mv) => mv.type === 'claim' && Object.keys(mv.sets).length > 0) : claims[0];
    if (pick) return pick;
  }
  const bot = beginnerMove(state);
  if (!spoilOf(state, bot)) return bot;
  return legal.find((mv) => !spoilOf(state, mv)) ?? bot;
}

/** The computer's reply: the Beginner's move (one-move heuristic, deterministic). */
export function computerMove(state: GameState): Move {
  return beginnerMove(state);
}
