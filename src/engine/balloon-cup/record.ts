// A whole game as a short URL-safe text: its seed, its rules, who played, and its moves, each move
// written as its index in `legalMoves` of the position before it (two characters), so the record
// is compact and can only hold legal moves. A `~` before a move marks a move played after the
// person took back their previous one (an undo). Decoding replays the game and names the first
// problem it meets.
//
//   g1.<seed, base 36>.<flags, base 36>.<moves>
//   flags = options (5 bits: spentCubes bag, claimTiming own-turn, tradeAfterWin, exchangeMin 1,
//   cubeLimit) + 32 × opponent (0 two people, 1 Beginner, 2 Club, 3 Strong)
import { apply } from './apply.ts';
import { legalMoves } from './moves.ts';
import type { Options } from './options.ts';
import type { Result } from './result.ts';
import { err, ok } from './result.ts';
import { newGame } from './setup.ts';
import type { GameEvent, GameState, Move } from './state.ts';

export type Opponent = 'people' | 'beginner' | 'club' | 'strong';
export const OPPONENTS = ['people', 'beginner', 'club', 'strong'] as const satisfies readonly Opponent[];

export interface GameRecord {
  readonly seed: number;
  readonly options: Options;
  readonly opponent: Opponent;
  readonly moves: readonly Move[];
  /** Indices (into `moves`) of moves played after an undo. */
  readonly undone: readonly number[];
}

export interface ReplayedGame {
  readonly record: GameRecord;
  /** states[k] is the position before move k; the last is the position now. */
  readonly states: readonly GameState[];
  readonly events: ReadonlyArray<readonly GameEvent[]>;
}

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_';
export const MAX_RECORD_LENGTH = 4000;

function optionBits(o: Options): number {
  return (o.spentCubes === 'bag' ? 1 : 0) | (o.claimTiming === 'own-turn' ? 2 : 0) | (o.tradeAfterWin ? 4 : 0) | (o.exchangeMin === 1 ? 8 : 0) | (o.cubeLimit ? 16 : 0);
}

function optionsOf(bits: number): Options {
  return {
    spentCubes: bits & 1 ? 'bag' : 'box',
    claimTiming: bits & 2 ? 'own-turn' : 'cascade',
    tradeAfterWin: (bits & 4) !== 0,
    exchangeMin: bits & 8 ? 1 : 0,
    cubeLimit: (bits & 16) !== 0,
  };
}

function sameMove(a: Move, b: Move): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The game's start position. */
export function startOf(record: Pick<GameRecord, 'seed' | 'options'>): GameState {
  return newGame(record.seed, record.options);
}

/** Writes a record; moves must be legal in turn (as a game played through `apply` gives). */
export function encodeRecord(record: GameRecord): string {
  let state = startOf(record);
  let out = '';
  const marks = new Set(record.undone);
  record.moves.forEach((move, k) => {
    const index = legalMoves(state).findIndex((m) => sameMove(m, move));
    if (marks.has(k)) out += '~';
    out += DIGITS[index >> 6]! + DIGITS[index & 63]!;
    const next = apply(state, move);
    if (next.ok) state = next.value.state;
  });
  const flags = optionBits(record.options) + 32 * OPPONENTS.indexOf(record.opponent);
  return `g1.${(record.seed >>> 0).toString(36)}.${flags.toString(36)}.${out}`;
}

/** Reads and replays a record; the error names the first problem in words. */
export function decodeRecord(text: string): Result<ReplayedGame> {
  if (typeof text !== 'string') return err('bad-position', 'the game link is not text');
  if (text.length > MAX_RECORD_LENGTH) return err('bad-position', `the game link is too long (${text.length} characters, at most ${MAX_RECORD_LENGTH})`);
  const parts = text.split('.');
  if (parts.length !== 4 || parts[0] !== 'g1') return err('bad-position', 'the game link is not in the form this site writes (it should start with "g1." and have four parts)');
  const [, seedText, flagsText, movesText] = parts as [string, string, string, string];
  if (!/^[0-9a-z]{1,7}$/.test(seedText)) return err('bad-position', 'the game number in the link is not readable');
  const seed = parseInt(seedText, 36);
  if (seed > 0xffffffff) return err('bad-position', 'the game number in the link is too large');
  if (!/^[0-9a-z]{1,2}$/.test(flagsText) || parseInt(flagsText, 36) >= 128) return err('bad-position', 'the rules and opponent part of the link is not readable');
  const flags = parseInt(flagsText, 36);
  const record: { seed: number; options: Options; opponent: Opponent; moves: Move[]; undone: number[] } = {
    seed, options: optionsOf(flags & 31), opponent: OPPONENTS[flags >> 5]!, moves: [], undone: [],
  };
  let state = startOf(record);
  const states: GameState[] = [state];
  const events: GameEvent[][] = [];
  for (let i = 0; i < movesText.length;) {
    if (movesText[i] === '~') {
      record.undone.push(record.moves.length);
      i += 1;
    }
    const hi = DIGITS.indexOf(movesText[i] ?? '');
    const lo = DIGITS.indexOf(movesText[i + 1] ?? '');
    const n = record.moves.length + 1;
    if (hi < 0 || lo < 0) return err('bad-position', `move ${n} in the link is cut short or has a character this site does not write`);
    i += 2;
    if (state.result) return err('bad-position', `the link goes on after the game ended (move ${n})`);
    const move = legalMoves(state)[hi * 64 + lo];
    if (!move) return err('bad-position', `move ${n} in the link is not a legal move in that position`);
    const next = apply(state, move);
    if (!next.ok) return err('bad-position', `move ${n} in the link is refused: ${next.message}`);
    record.moves.push(move);
    events.push(next.value.events.slice());
    state = next.value.state;
    states.push(state);
  }
  return ok({ record, states, events });
}
