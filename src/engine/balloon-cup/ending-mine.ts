// Open-hands endings mined from seeded games between the site's bots: the last turns of each
// game are put to the exact ending search (ending-search.ts) and kept when the decision is real
// (see isRealEnding). Themes and difficulty are facts read from the proof; the same seeds give
// the same collection, and proveMinedEnding re-derives every stored field from the position.
import { apply } from './apply.ts';
import { NOTHING_KNOWN, botMove, observe } from './bots/index.ts';
import type { BotLevel, Known } from './bots/index.ts';
import { COLORS } from './components.ts';
import type { Color } from './components.ts';
import type { EndingFailure, EndingGoal, EndingProof } from './ending-search.ts';
import { EndingSearchLimit, proveEnding } from './ending-search.ts';
import { mover } from './moves.ts';
import { newGame } from './setup.ts';
import type { GameState, Move } from './state.ts';
import { decodePosition, encodePosition } from './url.ts';

export const ENDING_THEMES = ['score-now', 'quiet-move', 'their-side', 'trophy-race', 'tempting-score'] as const;
export type EndingTheme = (typeof ENDING_THEMES)[number];

export interface MinedEnding {
  /** Stable id: level pair, game and move number ("e-bb-12-70"). */
  readonly id: string;
  /** Position code (url.ts): both hands, supply and bag in their order. */
  readonly position: string;
  readonly goal: EndingGoal;
  /** Turns of the solver's own (1–3) within which the goal must be reached. */
  readonly turns: number;
  /** Every first move that reaches the goal against every defence. */
  readonly answer: readonly Move[];
  /** Every other first move, with the opponent's refutation played out. */
  readonly wrong: ReadonlyArray<{ readonly move: Move; readonly line: readonly Move[]; readonly failure: EndingFailure }>;
  /** Beginner's (greedy) move is among the answers. */
  readonly beginnerFinds: boolean;
  readonly themes: readonly EndingTheme[];
  readonly difficulty: number;
}

/** A real decision: one or two first moves win, at least three lose. */
export function isRealEnding(proof: EndingProof): boolean {
  return proof.winning.length >= 1 && proof.winning.length <= 2 && proof.wrong.length >= 3;
}

const scores = (state: GameState, move: Move): boolean => {
  const played = apply(state, move);
  return played.ok && played.value.events.some((e) => e.type === 'scored');
};

const sameMove = (a: Move, b: Move): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Themes from the proof's facts: a winning move scores a tile at once (score now) or scores
 * nothing (quiet move); a winning move goes on the opponent's side (their side); the goal is one
 * trophy (trophy race); a scoring move loses (tempting score).
 */
export function endingThemes(state: GameState, goal: EndingGoal, proof: EndingProof): EndingTheme[] {
  const themes = new Set<EndingTheme>();
  for (const move of proof.winning) {
    themes.add(scores(state, move) ? 'score-now' : 'quiet-move');
    if (move.type === 'place' && move.side !== state.toMove) themes.add('their-side');
  }
  if (goal.kind === 'trophy') themes.add('trophy-race');
  if (proof.wrong.some((w) => scores(state, w.move))) themes.add('tempting-score');
  return ENDING_THEMES.filter((t) => themes.has(t));
}

/**
 * Difficulty from facts, 1–5: +1 a turn for each turn past the first, +1 when one move alone
 * wins, +1 when Beginner's move loses, +1 with eight or more losing first moves.
 */
export function endingDifficulty(turns: number, proof: EndingProof, beginnerFinds: boolean): number {
  const points = (turns - 1) + (proof.winning.length === 1 ? 1 : 0) + (beginnerFinds ? 0 : 1) + (proof.wrong.length >= 8 ? 1 : 0);
  return Math.min(5, Math.max(1, points));
}

/** Node limit per proof: positions that need more are left out (their proof would slow the build). */
export const ENDING_NODE_LIMIT = 20_000;

/** The ending at `state` for `goal` in exactly `turns` (fewer do not reach it), or null. */
export function examineEnding(state: GameState, goal: EndingGoal, turns: number, id: string): MinedEnding | null {
  if (state.cascade || state.exchanged || state.result) return null;
  let proof: EndingProof;
  try {
    if (turns > 1 && proveEnding(state, goal, turns - 1, ENDING_NODE_LIMIT).winning.length > 0) return null;
    proof = proveEnding(state, goal, turns, ENDING_NODE_LIMIT);
  } catch (error) {
    if (error instanceof EndingSearchLimit) return null;
    throw error;
  }
  if (!isRealEnding(proof) || proof.winning.concat(proof.wrong.map((w) => w.move)).some((m) => m.type !== 'place')) return null;
  const natural = botMove(state, 'beginner', [], 0);
  const beginnerFinds = proof.winning.some((m) => sameMove(m, natural));
  const themes = endingThemes(state, goal, proof);
  // A natural move must lose: Beginner's greedy choice, or a move that scores at once.
  if (beginnerFinds && !themes.includes('tempting-score')) return null;
  return {
    id,
    position: encodePosition(state),
    goal,
    turns,
    answer: proof.winning,
    wrong: proof.wrong,
    beginnerFinds,
    themes,
    difficulty: endingDifficulty(turns, proof, beginnerFinds),
  };
}

/** The start of every turn of a seeded bot game, with its ply. */
export function gameTurns(seed: number, a: BotLevel, b: BotLevel): Array<{ state: GameState; ply: number }> {
  let state: GameState = newGame(seed);
  let known: Known = NOTHING_KNOWN;
  const out: Array<{ state: GameState; ply: number }> = [];
  for (let ply = 0; !state.result && ply < 2000; ply += 1) {
    const player = mover(state);
    if (!state.cascade && !state.exchanged) out.push({ state, ply });
    const level = player === seed % 2 ? a : b;
    const move = botMove(state, level, known[player], (seed * 7919 + ply * 104729) >>> 0);
    const played = apply(state, move);
    if (!played.ok) throw new Error(`internal: game ${seed}: illegal bot move`);
    known = observe(known, player, move, played.value.events);
    state = played.value.state;
  }
  return out;
}

const LEVEL_LETTER: Readonly<Record<BotLevel, string>> = { beginner: 'b', club: 'c', strong: 's' };

/** Games per level pair of the shipped collection, from game 1 (`npm run puzzles:generate`). */
export const ENDING_COLLECTION: ReadonlyArray<{ readonly pair: readonly [BotLevel, BotLevel]; readonly games: number }> = [
  { pair: ['beginner', 'beginner'], games: 40 },
  { pair: ['beginner', 'club'], games: 12 },
  { pair: ['club', 'club'], games: 8 },
];

/** How many of each game's last turn starts are examined. */
export const LAST_TURNS = 6;

/**
 * A game's endings: from each of its last turn starts, the quickest win of the game (1–3 turns)
 * if it is a real decision, else the quickest race for one still unclaimed trophy (1–2 turns),
 * the first color (gray → red) that gives a real one.
 */
export function gameEndings(seed: number, pair: readonly [BotLevel, BotLevel], seen: Set<string>): MinedEnding[] {
  const out: MinedEnding[] = [];
  for (const { state, ply } of gameTurns(seed, pair[0], pair[1]).slice(-LAST_TURNS)) {
    const code = encodePosition(state);
    if (seen.has(code)) continue;
    seen.add(code);
    const id = `e-${LEVEL_LETTER[pair[0]]}${LEVEL_LETTER[pair[1]]}-${seed}-${ply}`;
    let found: MinedEnding | null = null;
    for (let turns = 1; turns <= 3 && !found; turns += 1) found = examineEnding(state, { kind: 'game' }, turns, id);
    const claimed = new Set<Color>([...state.players[0].trophies, ...state.players[1].trophies]);
    for (const trophy of COLORS) {
      if (found) break;
      if (claimed.has(trophy)) continue;
      for (let turns = 1; turns <= 2 && !found; turns += 1) found = examineEnding(state, { kind: 'trophy', trophy }, turns, id);
    }
    if (found) out.push(found);
  }
  return out;
}

export function mineEndingCollection(): MinedEnding[] {
  const seen = new Set<string>();
  return ENDING_COLLECTION.flatMap(({ pair, games }) => {
    const out: MinedEnding[] = [];
    for (let seed = 1; seed <= games; seed += 1) out.push(...gameEndings(seed, pair, seen));
    return out;
  });
}

export const ENDING_CHUNK_SIZE = 20;

/** What is wrong with a stored ending: the field that differs from the search's proof. */
export type MinedEndingProblem = { readonly field: keyof MinedEnding | 'shape' | 'position' | 'not-an-ending' };

/**
 * Proves a stored ending: its position is decoded and examined afresh by exhaustive search;
 * every field (answer, refutations, themes, difficulty) must be what the search finds. null when it holds.
 */
export function proveMinedEnding(stored: unknown): MinedEndingProblem | null {
  if (typeof stored !== 'object' || stored === null) return { field: 'shape' };
  const record = stored as Record<string, unknown>;
  const goal = record.goal as EndingGoal | undefined;
  if (typeof record.position !== 'string' || typeof record.turns !== 'number' || typeof goal !== 'object' || goal === null) return { field: 'shape' };
  const decoded = decodePosition(record.position);
  if (!decoded.ok) return { field: 'position' };
  const fresh = examineEnding(decoded.value, goal, record.turns, String(record.id));
  if (fresh === null) return { field: 'not-an-ending' };
  for (const key of Object.keys(fresh) as Array<keyof MinedEnding>) {
    if (JSON.stringify(fresh[key]) !== JSON.stringify(record[key])) return { field: key };
  }
  if (Object.keys(record).length !== Object.keys(fresh).length) return { field: 'shape' };
  return null;
}
