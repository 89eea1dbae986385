// Cascade puzzles mined from seeded games between the site's bots: every claim cascade those games
// reach is put to the exact cascade solver and kept when the decision is real (see isRealDecision).
// Themes and difficulty are facts read from the solver's answer; the trainer's words are built
// from these facts. The same seeds give the same collection.
import { apply } from './apply.ts';
import { NOTHING_KNOWN, botMove, observe } from './bots/index.ts';
import type { BotLevel, Known } from './bots/index.ts';
import { greedyClaim } from './bots/heuristic.ts';
import type { CascadeAction, CascadePosition } from './cascade.ts';
import { applyCascadeAction, cascadeActions } from './cascade.ts';
import type { CascadeActionJson } from './cascade-action.ts';
import { cascadeActionKey, cascadeActionToJson } from './cascade-action.ts';
import { decodeCascade, encodeCascade } from './cascade-code.ts';
import type { ActionEvaluation, CascadeValue } from './cascade-solver.ts';
import { evaluateActions, isWinFor, solveCascade } from './cascade-solver.ts';
import { mover } from './moves.ts';
import { newGame } from './setup.ts';
import type { GameState } from './state.ts';

export const MINED_CASCADE_THEMES = [
  'win-now',
  'order-matters',
  'hold-back',
  'the-other-players-claim',
  'limit-the-damage',
  'compulsory-gift',
  'long-cascade',
] as const;
export type MinedCascadeTheme = (typeof MINED_CASCADE_THEMES)[number];

/** A wrong first action and the best play that refutes it, to the cascade's end. */
export interface MinedRefutation {
  readonly action: CascadeActionJson;
  readonly value: CascadeValue;
  readonly line: readonly CascadeActionJson[];
}

export interface MinedCascade {
  /** Stable id: level pair, game and move number. */
  readonly id: string;
  /** Cascade code of the running cascade (start "phase"). */
  readonly position: string;
  readonly side: 'W' | 'O';
  readonly goal: 'win' | 'avoid-losing';
  readonly value: CascadeValue;
  /** Every best first action (the solver's). */
  readonly answer: readonly CascadeActionJson[];
  /** The solver's main line from the position. */
  readonly line: readonly CascadeActionJson[];
  /** Every worse first action, with its refutation. */
  readonly wrong: readonly MinedRefutation[];
  /** Beginner's greedy choice is among the best actions. */
  readonly beginnerFinds: boolean;
  /** W's claims made compulsorily just before this part began. */
  readonly afterCompulsory: boolean;
  readonly themes: readonly MinedCascadeTheme[];
  readonly difficulty: number;
  readonly points: number;
}

/**
 * The measure of a real decision: the side can still reach a good value (a win, or no winner
 * in this cascade), at most two first actions reach it, and at least two legal first actions
 * reach a worse one (each a claim or pass a player could well choose).
 */
export function isRealDecision(best: number, worse: number, good: boolean): boolean {
  return good && best >= 1 && best <= 2 && worse >= 2;
}

const rank = (value: CascadeValue, position: CascadePosition): number =>
  isWinFor(value, position.part, position.winner) ? 2 : value === 'no-win' ? 1 : 0;

/**
 * Themes, from the solver's facts: a first action that ends the game (win now); W's best claim
 * is one of two claims it makes in the main line while claiming the other first is wrong (order
 * matters); passing is best while a claim is possible and wrong (hold back); O's part (their
 * claim); the best is no winner (limit the damage); W's compulsory claims came just before; the
 * main line has four actions or more (long cascade).
 */
export function cascadeThemes(position: CascadePosition, best: readonly CascadeAction[], line: readonly CascadeAction[], wrong: readonly ActionEvaluation[], value: CascadeValue, afterCompulsory: boolean): MinedCascadeTheme[] {
  const themes = new Set<MinedCascadeTheme>();
  for (const action of best) {
    const step = applyCascadeAction(position, action);
    if (step.ok && step.value.gameWinner === position.part) themes.add('win-now');
  }
  if (position.part === position.winner) {
    const laterOwn = new Set<string>();
    let at: CascadePosition | null = position;
    for (const action of line) {
      if (at === null) break;
      if (at.part === position.part && action.type === 'claim') laterOwn.add(action.trophy);
      const step = applyCascadeAction(at, action);
      at = step.ok ? step.value.position : null;
    }
    if (laterOwn.size >= 2 && wrong.some((w) => w.action.type === 'claim' && laterOwn.has(w.action.trophy))) themes.add('order-matters');
  }
  if (best.some((a) => a.type === 'pass') && wrong.some((w) => w.action.type === 'claim')) themes.add('hold-back');
  if (position.part !== position.winner) themes.add('the-other-players-claim');
  if (value === 'no-win') themes.add('limit-the-damage');
  if (afterCompulsory) themes.add('compulsory-gift');
  if (line.length >= 4) themes.add('long-cascade');
  return MINED_CASCADE_THEMES.filter((t) => themes.has(t));
}

/**
 * Difficulty points: +1 with four or more wrong first actions, +1 when one action alone is
 * best, +1 when the main line has three actions or more, +1 when the shortest refutation has
 * two actions or more (the mistake is not punished at once), +2 when Beginner's greedy choice
 * is wrong (only the search levels find it). Difficulty = points, from 1 to 5.
 */
export function cascadeDifficulty(points: number): number {
  return Math.min(5, Math.max(1, points));
}

export function examineCascade(position: CascadePosition, id: string, afterCompulsory: boolean): MinedCascade | null {
  const evaluations = evaluateActions(position);
  const solution = solveCascade(position);
  const good = rank(solution.value, position) >= 1;
  const best = evaluations.filter((e) => e.value === solution.value);
  const wrong = evaluations.filter((e) => rank(e.value, position) < rank(solution.value, position));
  if (!isRealDecision(best.length, wrong.length, good)) return null;
  const greedy = greedyClaim(cascadeActions(position)) as CascadeAction;
  const beginnerFinds = best.some((b) => cascadeActionKey(b.action) === cascadeActionKey(greedy));
  const shortest = Math.min(...wrong.map((w) => w.line.length));
  const points = (wrong.length >= 4 ? 1 : 0) + (best.length === 1 ? 1 : 0) + (solution.pv.length >= 3 ? 1 : 0) + (shortest >= 2 ? 1 : 0) + (beginnerFinds ? 0 : 2);
  const bestActions = best.map((b) => b.action);
  return {
    id,
    position: encodeCascade(position),
    side: position.part === position.winner ? 'W' : 'O',
    goal: rank(solution.value, position) === 2 ? 'win' : 'avoid-losing',
    value: solution.value,
    answer: bestActions.map(cascadeActionToJson),
    line: solution.pv.map(cascadeActionToJson),
    wrong: wrong.map((w) => ({ action: cascadeActionToJson(w.action), value: w.value, line: w.line.map(cascadeActionToJson) })),
    beginnerFinds,
    afterCompulsory,
    themes: cascadeThemes(position, bestActions, solution.pv, wrong, solution.value, afterCompulsory),
    difficulty: cascadeDifficulty(points),
    points,
  };
}

export const LEVEL_PAIRS: ReadonlyArray<readonly [BotLevel, BotLevel]> = [
  ['beginner', 'beginner'], ['beginner', 'club'], ['club', 'club'], ['beginner', 'strong'], ['club', 'strong'], ['strong', 'strong'],
];

/** The cascade positions one seeded bot game reaches, with whether compulsory claims opened each part. */
export function gameCascades(seed: number, a: BotLevel, b: BotLevel): Array<{ position: CascadePosition; ply: number; afterCompulsory: boolean }> {
  let state: GameState = newGame(seed);
  let known: Known = NOTHING_KNOWN;
  const out: Array<{ position: CascadePosition; ply: number; afterCompulsory: boolean }> = [];
  let compulsory = false;
  for (let ply = 0; !state.result && ply < 2000; ply += 1) {
    const player = mover(state);
    if (state.cascade) {
      out.push({ ply, afterCompulsory: compulsory, position: { players: state.players, winner: state.cascade.winner, part: state.cascade.part, tradeAfterWin: state.options.tradeAfterWin } });
    }
    const level = player === seed % 2 ? a : b;
    const move = botMove(state, level, known[player], (seed * 7919 + ply * 104729) >>> 0);
    const played = apply(state, move);
    if (!played.ok) throw new Error(`internal: game ${seed}: illegal bot move`);
    compulsory = played.value.events.some((e) => e.type === 'claimed' && e.compulsory);
    known = observe(known, player, move, played.value.events);
    state = played.value.state;
  }
  return out;
}

/** Games per level pair of the shipped collection, from game 1 (`npm run puzzles:generate`). */
export const CASCADE_COLLECTION: ReadonlyArray<{ readonly pair: readonly [BotLevel, BotLevel]; readonly games: number }> = [
  { pair: ['beginner', 'beginner'], games: 12000 },
  { pair: ['beginner', 'club'], games: 60 },
  { pair: ['club', 'club'], games: 30 },
  { pair: ['beginner', 'strong'], games: 4 },
  { pair: ['club', 'strong'], games: 3 },
  { pair: ['strong', 'strong'], games: 2 },
];

export const CASCADE_CHUNK_SIZE = 60;

const LEVEL_LETTER: Readonly<Record<BotLevel, string>> = { beginner: 'b', club: 'c', strong: 's' };

/** The id of a cascade from game `seed` of a pair at move `ply`: "bc-12-40". */
export function cascadeId(pair: readonly [BotLevel, BotLevel], seed: number, ply: number): string {
  return `${LEVEL_LETTER[pair[0]]}${LEVEL_LETTER[pair[1]]}-${seed}-${ply}`;
}

/** Puzzles from games 1..games of one level pair (no position twice across `seen`). */
export function mineCascadeGames(pair: readonly [BotLevel, BotLevel], from: number, games: number, seen: Set<string> = new Set()): MinedCascade[] {
  const out: MinedCascade[] = [];
  for (let seed = from; seed < from + games; seed += 1) {
    for (const { position, ply, afterCompulsory } of gameCascades(seed, pair[0], pair[1])) {
      const code = encodeCascade(position);
      if (seen.has(code)) continue;
      seen.add(code);
      const puzzle = examineCascade(position, cascadeId(pair, seed, ply), afterCompulsory);
      if (puzzle !== null) out.push(puzzle);
    }
  }
  return out;
}

/** Every pair's games in CASCADE_COLLECTION order (one `seen` set, so no position twice). */
export function mineCascadeCollection(): MinedCascade[] {
  const seen = new Set<string>();
  return CASCADE_COLLECTION.flatMap(({ pair, games }) => mineCascadeGames(pair, 1, games, seen));
}

/** What is wrong with a stored cascade puzzle: the field that differs from the solver's facts. */
export type MinedCascadeProblem = { readonly field: keyof MinedCascade | 'shape' | 'position' | 'not-a-puzzle' };

/**
 * Proves a stored puzzle: its code is decoded (a position a game can reach) and examined afresh;
 * every field (answer, main line, wrong actions and their refutations, themes, difficulty) must
 * be what the solver finds. null when it holds.
 */
export function proveMinedCascade(stored: unknown): MinedCascadeProblem | null {
  if (typeof stored !== 'object' || stored === null) return { field: 'shape' };
  const record = stored as Record<string, unknown>;
  if (typeof record.position !== 'string' || typeof record.afterCompulsory !== 'boolean') return { field: 'shape' };
  const decoded = decodeCascade(record.position);
  if (!decoded.ok) return { field: 'position' };
  const fresh = examineCascade(decoded.value, String(record.id), record.afterCompulsory);
  if (fresh === null) return { field: 'not-a-puzzle' };
  for (const key of Object.keys(fresh) as Array<keyof MinedCascade>) {
    if (JSON.stringify(fresh[key]) !== JSON.stringify(record[key])) return { field: key };
  }
  if (Object.keys(record).length !== Object.keys(fresh).length) return { field: 'shape' };
  return null;
}
