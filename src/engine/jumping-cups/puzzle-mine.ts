// "Win in N" puzzles mined from seeded games: positions from the last plies of games between
// random-but-sensible players, kept when the exact solver says the side to move wins in N of its
// own moves (N ≤ 6), only one or two first moves win that fast, and the natural move (the one
// that carries a cup farthest) loses. Everything here is a fact from the solver or the board;
// the trainer's words are built from these facts. The same seed gives the same collection.
import type { Color, Position } from './board.ts';
import { TRACK_LENGTH, opponent, stackAt } from './board.ts';
import type { EndReason } from './moves.ts';
import { gameStatus, legalMoves, play } from './moves.ts';
import { makePosition } from './read.ts';
import type { Solution } from './solver.ts';
import { Solver } from './solver.ts';
import { makeRng, nextFloat } from '../balloon-cup/rng.ts';

/** Themes read from the solution's facts (see themesOf). */
export const MINED_THEMES = ['fill-the-gaps', 'leave-no-move', 'springboards', 'cover-their-cup', 'tower-jump', 'quiet-move'] as const;
export type MinedTheme = (typeof MINED_THEMES)[number];

export const MAX_MINED_MOVES = 6;

export interface MinedPuzzle {
  /** Stable id: the game's number and the ply, so a regenerated collection keeps its links. */
  readonly id: string;
  readonly position: string;
  readonly winner: Color;
  /** Win in this many of the winner's own moves. */
  readonly moves: number;
  /** Every first move (start square) that wins within `moves`. */
  readonly answer: readonly number[];
  /** The natural move: the one that carries a cup farthest; it loses. */
  readonly natural: number;
  /** Plies the opponent needs to win after the natural move (counted from the natural move itself). */
  readonly naturalLossPlies: number;
  /** Legal first moves in all, and how many of them lose. */
  readonly legal: number;
  readonly losing: number;
  /** The solver's main line, start squares, both sides, ending the game. */
  readonly line: readonly number[];
  /** How the main line ends. */
  readonly ending: EndReason;
  readonly themes: readonly MinedTheme[];
  /** 1 (easiest) to 5, from `points` (see difficultyOf). */
  readonly difficulty: number;
  readonly points: number;
}

/** Squares a move carries its cup, the chain included (off the track counts to where it would land). */
export function reach(position: Position, from: number): number {
  const moved = play(position, from);
  if (!moved.ok) return 0;
  return Math.abs(moved.value.path.at(-1)! - from);
}

function staysOn(position: Position, from: number): boolean {
  const moved = play(position, from);
  return moved.ok && !moved.value.leftTrack;
}

/** Legal moves that keep the cup on the track (all legal moves when every one leaves it). */
export function sensibleMoves(position: Position): number[] {
  const moves = legalMoves(position);
  const on = moves.filter((from) => staysOn(position, from));
  return on.length > 0 ? on : moves;
}

/**
 * The natural move: of the moves that keep the cup on the track, the farthest reach, then the cup
 * nearest its goal (highest for red, lowest for yellow).
 */
export function naturalMove(position: Position): number {
  const moves = sensibleMoves(position);
  let best = moves[0]!;
  for (const from of moves) {
    const d = reach(position, from) - reach(position, best);
    const nearer = position.turn === 'red' ? from > best : from < best;
    if (d > 0 || (d === 0 && nearer)) best = from;
  }
  return best;
}

/** The main line from a won position: the winner's fastest winning move, the loser's longest resistance. */
export function mainLine(position: Position, solver: Solver): { line: number[]; ending: EndReason } {
  const line: number[] = [];
  let at = position;
  for (;;) {
    const status = gameStatus(at);
    if (status.over) return { line, ending: status.reason };
    const solution = solver.solve(at);
    const pick = solution.moves.filter((m) => m.value === solution.value && m.plies === solution.plies).sort((a, b) => a.from - b.from)[0]!;
    line.push(pick.from);
    const moved = play(at, pick.from);
    if (!moved.ok) throw new Error('internal: main line move refused');
    at = moved.value.position;
  }
}

/** Moves of the winner in the main line (after the first) where only one move keeps the fastest win. */
function onlyMoves(position: Position, line: readonly number[], solver: Solver): number {
  let at = position;
  let count = 0;
  for (let i = 0; i < line.length; i += 1) {
    if (i > 0 && i % 2 === 0) {
      const s = solver.solve(at);
      if (s.moves.filter((m) => m.value === 'win' && m.plies === s.plies).length === 1) count += 1;
    }
    const moved = play(at, line[i]!);
    if (!moved.ok) break;
    at = moved.value.position;
  }
  return count;
}

/**
 * The themes a puzzle shows: how its main line ends (the winner's finish filled, or the loser left
 * with no move or forced off the track), and what the winner's moves in it do: bounce on the
 * chain rule, land on the opponent's free cup, jump from a stack of three or more; "quiet move"
 * when every winning first move carries its cup less far than the natural move.
 */
export function themesOf(position: Position, answer: readonly number[], line: readonly number[], ending: EndReason): MinedTheme[] {
  const themes = new Set<MinedTheme>([ending === 'finish' ? 'fill-the-gaps' : 'leave-no-move']);
  let at = position;
  for (let i = 0; i < line.length; i += 1) {
    const from = line[i]!;
    const moved = play(at, from);
    if (!moved.ok) break;
    if (i % 2 === 0) {
      const { path } = moved.value;
      if (path.length > 1) themes.add('springboards');
      const landing = path.at(-1)!;
      if (landing >= 1 && landing <= TRACK_LENGTH && stackAt(at, landing).at(-1) === opponent(at.turn)) themes.add('cover-their-cup');
      if (stackAt(at, from).length >= 3) themes.add('tower-jump');
    }
    at = moved.value.position;
  }
  const natural = reach(position, naturalMove(position));
  if (answer.every((from) => reach(position, from) < natural - 1)) themes.add('quiet-move');
  return MINED_THEMES.filter((t) => themes.has(t));
}

/**
 * Difficulty points: N − 1 (0–5), +1 when three or more first moves lose, +1 when the only
 * winning first move is unique, +1 for each later "only move" of the winner in the main line
 * (at most 2), +1 when the natural move's loss takes 6 plies or more (its refutation is deep).
 * Difficulty = ⌈points / 2⌉, from 1 to 5.
 */
export function difficultyOf(points: number): number {
  return Math.min(5, Math.max(1, Math.ceil(points / 2)));
}

export function examinePosition(position: Position, solver: Solver, id: string, solution: Solution = solver.solve(position)): MinedPuzzle | null {
  if (solution.value !== 'win') return null;
  const moves = Math.ceil(solution.plies / 2);
  if (moves > MAX_MINED_MOVES) return null;
  const answer = solution.moves.filter((m) => m.value === 'win' && m.plies === solution.plies).map((m) => m.from);
  const legal = solution.moves.length;
  const losing = solution.moves.filter((m) => m.value === 'loss').length;
  if (answer.length > 2 || legal < 3 || losing < 1) return null;
  const natural = naturalMove(position);
  const naturalEval = solution.moves.find((m) => m.from === natural)!;
  if (naturalEval.value !== 'loss') return null;
  const { line, ending } = mainLine(position, solver);
  const only = Math.min(2, onlyMoves(position, line, solver));
  const points = (moves - 1) + (losing >= 3 ? 1 : 0) + (answer.length === 1 ? 1 : 0) + only + (naturalEval.plies >= 6 ? 1 : 0);
  return {
    id,
    position: makePosition(position),
    winner: position.turn,
    moves,
    answer,
    natural,
    naturalLossPlies: naturalEval.plies,
    legal,
    losing,
    line,
    ending,
    themes: themesOf(position, answer, line, ending),
    difficulty: difficultyOf(points),
    points,
  };
}

/**
 * One seeded game from `start`: each side plays its natural move half the time and a random legal
 * move that keeps its cup on the track otherwise, the way a beginner races. Returns the positions in order, the last one over.
 */
export function seededGame(start: Position, seed: number): Position[] {
  const rng = makeRng(seed >>> 0 || 1);
  const out: Position[] = [start];
  let at = start;
  while (!gameStatus(at).over) {
    const moves = sensibleMoves(at);
    const from = nextFloat(rng) < 0.5 ? naturalMove(at) : moves[Math.floor(nextFloat(rng) * moves.length)]!;
    const moved = play(at, from);
    if (!moved.ok) throw new Error('internal: seeded move refused');
    at = moved.value.position;
    out.push(at);
  }
  return out;
}

export interface MineOptions {
  readonly seed: number;
  readonly games: number;
  /** Plies before each game's end that are examined. */
  readonly window?: number;
}

/** Puzzles from `games` seeded games (game g uses seed + g), one position at most per game ply, no repeats. */
export function minePuzzles(start: Position, options: MineOptions, solver = new Solver(18)): MinedPuzzle[] {
  const seen = new Set<string>();
  const out: MinedPuzzle[] = [];
  const window = options.window ?? 13;
  for (let g = 0; g < options.games; g += 1) {
    const game = seededGame(start, options.seed + g);
    for (let ply = Math.max(0, game.length - 1 - window); ply < game.length - 1; ply += 1) {
      const position = game[ply]!;
      const text = makePosition(position);
      if (seen.has(text)) continue;
      seen.add(text);
      const puzzle = examinePosition(position, solver, `g${options.seed + g}-${ply}`);
      if (puzzle !== null) out.push(puzzle);
    }
  }
  return out;
}

/** The shipped collection's seeds: `npm run puzzles:generate` mines these games and nothing else. */
export const JC_COLLECTION = { seed: 1, games: 240 } as const;

/** Puzzles per data file: a file stays far below 30 KB gzipped. */
export const JC_CHUNK_SIZE = 80;

/** What is wrong with a stored puzzle, as facts: the field that differs from the solver's, or a refused position. */
export type MinedProblem = { readonly field: keyof MinedPuzzle | 'shape' | 'not-a-puzzle' };

/**
 * Proves a stored puzzle: its position is examined afresh by the solver and every field (the
 * answer, the natural move and its loss, the themes, the difficulty) must be what the solver
 * finds. null when it holds.
 */
export function proveMined(stored: unknown, position: Position | null, solver: Solver): MinedProblem | null {
  if (typeof stored !== 'object' || stored === null || position === null) return { field: 'shape' };
  const record = stored as Record<string, unknown>;
  const fresh = examinePosition(position, solver, String(record.id));
  if (fresh === null) return { field: 'not-a-puzzle' };
  for (const key of Object.keys(fresh) as Array<keyof MinedPuzzle>) {
    if (JSON.stringify(fresh[key]) !== JSON.stringify(record[key])) return { field: key };
  }
  if (Object.keys(record).length !== Object.keys(fresh).length) return { field: 'shape' };
  return null;
}
