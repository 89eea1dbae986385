// Every importer of untrusted input, with the valid inputs its mutations start from and the error
// codes it may answer with (shared by the property test and `npm run fuzz`).
import { readFileSync } from 'node:fs';
import { apply } from '../../../src/engine/balloon-cup/apply.ts';
import { cascadePlayersFromJson, decodeCascade } from '../../../src/engine/balloon-cup/cascade-code.ts';
import { legalMoves } from '../../../src/engine/balloon-cup/moves.ts';
import { makePosition, parseOptions, parsePosition } from '../../../src/engine/balloon-cup/position.ts';
import { PUZZLE_ERROR_CODES, checkPuzzle } from '../../../src/engine/balloon-cup/puzzle.ts';
import { ERROR_CODES } from '../../../src/engine/balloon-cup/result.ts';
import { newGame } from '../../../src/engine/balloon-cup/setup.ts';
import type { GameState } from '../../../src/engine/balloon-cup/state.ts';
import { decodePosition, encodePosition } from '../../../src/engine/balloon-cup/url.ts';
import { decodeRecord, encodeRecord, encodeRecordAs, recordCheck, recordVersion, startOf } from '../../../src/engine/balloon-cup/record.ts';
import type { Opponent, ReplayedGame } from '../../../src/engine/balloon-cup/record.ts';
import { encodeCascade } from '../../../src/engine/balloon-cup/cascade-encode.ts';
import { makePosition as makeNotation } from '../../../src/engine/jumping-cups/notation.ts';
import type { Position as JumpingPosition } from '../../../src/engine/jumping-cups/board.ts';
import type { Options } from '../../../src/engine/balloon-cup/options.ts';
import type { Move } from '../../../src/engine/balloon-cup/state.ts';
import { checkPuzzle as checkJumpingPuzzle } from '../../../src/engine/jumping-cups/puzzle.ts';
import { START_NOTATION, parsePosition as parseNotation } from '../../../src/engine/jumping-cups/notation.ts';
import { ERROR_CODES as JC_ERROR_CODES } from '../../../src/engine/jumping-cups/result.ts';
import { Solver } from '../../../src/engine/jumping-cups/solver.ts';
import { parseProgress, progressText } from '../../../src/components/site/progress.ts';
import { SAVE_VERSION, readSave } from '../../../src/machines/balloon-cup/game.ts';

export interface Importer {
  readonly name: string;
  /** The importer on one input; its answer must be a result, never an exception. */
  readonly run: (input: unknown) => unknown;
  readonly codes: readonly string[];
  /** Valid inputs the mutations start from. */
  readonly seeds: readonly unknown[];
  /** For text formats: the characters mutations draw from. */
  readonly alphabet?: string;
  /**
   * What is wrong with an accepted answer, or null: a text format must be read only as the text it
   * would write (decoding then encoding gives the same text), and a game must replay to its end.
   */
  readonly meaning?: (input: unknown, value: never) => string | null;
}

/** Real game links as the site wrote them before links carried a check (g1), kept as written. */
export const FROZEN_LINKS: readonly { readonly text: string; readonly moves: number; readonly over: boolean }[] = [
  { text: 'g1.39u.w.0d090n040n~06090207000c03010x040c030c0d0c0b0403060b000300030003020300090c05020503', moves: 40, over: false },
  { text: 'g1.25.h.020l0k0g010f0k09020b0405060704000c03070102070205020305060b040b0e0203040002070c07060b00030m06070004020n0d000h040a050d06040607000302070a0g0003060b0b0i010b02000305060301', moves: 83, over: true },
  { text: 'g1.1xg1.32.0u0n0p~0d0l0h0e04010f06090c0j000b0e~03040404020001060b0404020500070i070h05020j0007000d0d00020102030607000a080206000003080401050801030706010e03080501070505000900050001000208011a0100012w1R040Z1K2v22030S1902', moves: 101, over: true },
  { text: 'g1.0.1s.', moves: 0, over: false },
];

function roundTrip(input: unknown, written: string): string | null {
  return written === input ? null : `accepted ${JSON.stringify(String(input).slice(0, 80))}, which is written ${JSON.stringify(written.slice(0, 80))}`;
}

/**
 * A g1/g2 text as an earlier version wrote it when a move matched no legal move: `undefined_` in
 * place of each move the reader worked out (and, in g2, the check of that text).
 */
export function withLostMoves(text: string, version: 'g1' | 'g2', lost: readonly number[]): string {
  const parts = text.split('.');
  let k = 0;
  const moves = parts[3]!.replace(/~?../g, (move) => {
    const marked = move.startsWith('~');
    const out = lost.includes(k) ? `${marked ? '~' : ''}undefined_` : move;
    k += 1;
    return out;
  });
  const body = [...parts.slice(0, 3), moves].join('.');
  return version === 'g1' ? body : `${body}.${recordCheck(body)}`;
}

/** A g2 link of a seeded random game with its first swap of 2+ cards written `undefined_`. */
function lostSwapLink(): string {
  const record = { seed: 13, options: newGame(13).options, opponent: 'club' as const, moves: randomMoves(13, 1000), undone: [] };
  const at = record.moves.findIndex((m) => m.type === 'exchange' && m.discard.length >= 2);
  return withLostMoves(encodeRecordAs('g2', record), 'g2', [at]);
}

/** A game read from a link: the same text written back, and its moves replay legally to the state read. */
export function gameMeaning(input: unknown, game: ReplayedGame): string | null {
  const text = String(input);
  const version = recordVersion(text) ?? 'g3';
  const written = encodeRecordAs(version, game.record);
  const back = roundTrip(input, version !== 'g3' && game.workedOut ? withLostMoves(written, version, game.workedOut) : written);
  if (back) return back;
  let state = startOf(game.record);
  for (const [k, move] of game.record.moves.entries()) {
    if (state.result) return `move ${k + 1} is played after the game ended`;
    const next = apply(state, move);
    if (!next.ok) return `move ${k + 1} is not legal: ${next.message}`;
    state = next.value.state;
  }
  return JSON.stringify(state) === JSON.stringify(game.states.at(-1)) ? null : 'the moves replay to another position than the one read';
}

/** A game `moves` random legal moves in (seeded), for mid-game seeds with cascades and trophies. */
function midGame(seed: number, moves: number): GameState {
  let state = newGame(seed);
  let x = seed;
  for (let i = 0; i < moves && state.result === null; i += 1) {
    const all = legalMoves(state);
    if (all.length === 0) break;
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const applied = apply(state, all[x % all.length]);
    if (!applied.ok) break;
    state = applied.value.state;
  }
  return state;
}

/** The moves of a seeded random game, for game-record seeds. */
function randomMoves(seed: number, count: number, options = {}): Move[] {
  let state = newGame(seed, options);
  const moves: Move[] = [];
  let x = seed;
  while (moves.length < count && state.result === null) {
    const all = legalMoves(state);
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const move = all[x % all.length];
    const applied = move && apply(state, move);
    if (!applied || !applied.ok) break;
    moves.push(move);
    state = applied.value.state;
  }
  return moves;
}

const states = [newGame(1), midGame(2, 40), midGame(3, 120), midGame(4, 400), newGame(5, { spentCubes: 'bag', cubeLimit: true })];
const content = new URL('../../../content/', import.meta.url);
const bcPuzzle: unknown = JSON.parse(readFileSync(new URL('puzzles/balloon-cup/all-in-on-gray.json', content), 'utf8'));
const jcPuzzle = JSON.parse(readFileSync(new URL('jumping-cups/puzzles/bounce-into-place.json', content), 'utf8')) as Record<string, unknown>;
const solver = new Solver(16);

/**
 * Jumping Cups positions are proven to arise in play; fuzzing keeps that search short (a position
 * past the limit is refused as unsettled, which is still an answer).
 */
export const limits = { jcWork: 20_000 };

export const IMPORTERS: readonly Importer[] = [
  {
    name: 'Position JSON (parsePosition)',
    run: (input) => parsePosition(input),
    codes: ERROR_CODES,
    seeds: states.map((s) => makePosition(s)),
  },
  {
    name: 'rule options (parseOptions)',
    run: (input) => parseOptions(input),
    codes: ERROR_CODES,
    seeds: [{ spentCubes: 'bag', claimTiming: 'own-turn', tradeAfterWin: true, exchangeMin: 1, cubeLimit: true }, {}],
    // Options are a value, not a text: what is read is read again the same (missing ones are the defaults).
    meaning: (_, value: Options) => {
      const again = parseOptions(value);
      return again.ok && JSON.stringify(again.value) === JSON.stringify(value) ? null : 'options read differ when read again';
    },
  },
  {
    name: 'cascade JSON (cascadePlayersFromJson)',
    run: (input) => cascadePlayersFromJson(input),
    codes: ERROR_CODES,
    seeds: [[{ trophies: ['red'], cubes: { gray: 2, blue: 3, green: 3, yellow: 5 } }, { trophies: ['blue', 'green'], cubes: { gray: 2, yellow: 3 } }]],
  },
  {
    name: 'cascade code (decodeCascade)',
    run: (input) => decodeCascade(input as string),
    codes: ERROR_CODES,
    seeds: ['w0p1.BGk2y3.Rk2b3g3y5', 'w1p1.GRk2b2g1r3.k1b3g3y5r3', 'w0p0t.-.-'],
    alphabet: 'wp01t.-KBGYRkbgyr0123456789',
    meaning: (input, value) => roundTrip(input, encodeCascade(value)),
  },
  {
    name: 'game record link (decodeRecord)',
    run: (input) => decodeRecord(input as string),
    codes: ERROR_CODES,
    seeds: [
      encodeRecord({ seed: 11, options: newGame(11).options, opponent: 'beginner', moves: randomMoves(11, 60), undone: [7] }),
      encodeRecord({ seed: 12, options: { ...newGame(12).options, cubeLimit: true, spentCubes: 'bag' }, opponent: 'people', moves: randomMoves(12, 25, { cubeLimit: true, spentCubes: 'bag' }), undone: [] }),
      'g1.0.0.',
      ...FROZEN_LINKS.map((link) => link.text),
      encodeRecord({ seed: 13, options: newGame(13).options, opponent: 'club', moves: randomMoves(13, 1000), undone: [2, 9] }),
      encodeRecord({ seed: 0, options: newGame(0).options, opponent: 'people', moves: [], undone: [] }),
      // As an earlier version wrote a swap it could not index: `undefined_`.
      lostSwapLink(),
    ],
    alphabet: 'g123.~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_',
    meaning: (input, value) => gameMeaning(input, value),
  },
  {
    name: 'Balloon Cup puzzle file (checkPuzzle)',
    run: (input) => checkPuzzle(input),
    codes: PUZZLE_ERROR_CODES,
    seeds: [bcPuzzle],
  },
  {
    name: 'position link code (decodePosition)',
    run: (input) => decodePosition(input as string),
    codes: ERROR_CODES,
    seeds: states.map((s) => encodePosition(s)),
    alphabet: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_',
    meaning: (input, value) => roundTrip(input, encodePosition(value)),
  },
  {
    name: 'Jumping Cups notation (parsePosition)',
    run: (input) => parseNotation(input, { workLimit: limits.jcWork }),
    codes: JC_ERROR_CODES,
    seeds: [START_NOTATION, jcPuzzle.position, '//r/rrr///r//yy//yy//y/ r', '/y///rrr///ryyy///y/// y', '/y////rrrrr/y////y//yy/ y'],
    alphabet: 'ry/ ',
    meaning: (input, value: JumpingPosition) => roundTrip(input, makeNotation(value)),
  },
  {
    name: 'Jumping Cups puzzle file (checkPuzzle)',
    run: (input) => checkJumpingPuzzle(input, solver, { workLimit: limits.jcWork }),
    codes: ['bad-puzzle', 'wrong-winner', 'wrong-moves', ...JC_ERROR_CODES],
    seeds: [{ position: jcPuzzle.position, winner: jcPuzzle.winner, moves: jcPuzzle.moves }],
  },
  {
    name: 'saved progress (parseProgress)',
    run: (input) => parseProgress(input),
    codes: ['bad-progress'],
    seeds: ['{"/balloon-cup/rules/placing-cards/":["ex-a","ex-b"],"/jumping-cups/rules/finish-rule/":["ex-chain-once"]}'],
    alphabet: '{}[]":,/abex-_\\u0',
    // No stored text (null) reads as no progress; any text read is the text written for it.
    meaning: (input, value) => (input === null || input === undefined ? null : roundTrip(input, progressText(value))),
  },
  {
    name: 'saved whole game (readSave)',
    // Its answer names the problem (a code and details) for the page's notice to word; as a result: ok, or a refusal with the code.
    run: (input) => {
      const read = readSave(input as string);
      return read.ok ? { ok: true, value: read.context } : { ok: false, error: 'bad-save', message: read.problem.code };
    },
    codes: ['bad-save'],
    seeds: [
      JSON.stringify({ v: SAVE_VERSION, g: encodeRecord({ seed: 21, options: newGame(21).options, opponent: 'strong', moves: randomMoves(21, 50), undone: [3] }) }),
      JSON.stringify({ v: SAVE_VERSION, g: 'g1.0.0.' }),
      JSON.stringify({ v: SAVE_VERSION, g: FROZEN_LINKS[0]!.text }),
      JSON.stringify({ v: SAVE_VERSION, g: FROZEN_LINKS[1]!.text, n: ['Ana', 'Ben'] }),
    ],
    alphabet: '{}":,vg123.~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_',
    // The text written for the game read, and the game replays legally to the position resumed.
    meaning: (input, context: { seed: number; options: Options; opponent: Opponent; moves: Move[]; undone: number[]; states: GameState[]; names: readonly string[] }) => {
      const record = { seed: context.seed, options: context.options, opponent: context.opponent, moves: context.moves, undone: context.undone };
      const { g, n } = JSON.parse(String(input)) as { g: string; n?: unknown };
      const version = recordVersion(g) ?? 'g3';
      const back = decodeRecord(g);
      const lost = back.ok ? back.value.workedOut : undefined;
      const text = encodeRecordAs(version, record);
      const written = { v: SAVE_VERSION, g: version !== 'g3' && lost ? withLostMoves(text, version, lost) : text, ...(n === undefined ? {} : { n: context.names }) };
      return roundTrip(input, JSON.stringify(written))
        ?? gameMeaning(g, { record, states: context.states, events: [], ...(lost ? { workedOut: lost } : {}) });
    },
  },
];

/** Longest message an importer may give: a short excerpt of the input at most. */
export const MAX_MESSAGE = 800;

/** What is wrong with an importer's answer, or null for a proper result. */
export function answerProblem(importer: Importer, answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return 'not a result object';
  const r = answer as { ok?: unknown; error?: unknown; message?: unknown };
  if (r.ok === true) return null;
  if (r.ok !== false) return 'neither ok: true nor ok: false';
  if (typeof r.error !== 'string' || !importer.codes.includes(r.error)) return `unknown error code ${String(r.error)}`;
  if (typeof r.message !== 'string' || r.message.length === 0) return 'no message';
  if (r.message.length > MAX_MESSAGE) return `a message of ${r.message.length} characters`;
  return null;
}
