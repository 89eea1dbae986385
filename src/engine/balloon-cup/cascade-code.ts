// A cascade position as a short URL-safe code, and the checks that keep hand-made positions
// (URLs, puzzle files, the sandbox) to ones a real game can reach.
//
// Code: `<header>.<player 0>.<player 1>`, e.g. `w0p1.BGk2y3.Rk2b3g3y5`
//   header  `w0`/`w1`: who won the scoring (W); `p0`/`p1`: whose part it is; a trailing `t` turns
//           on the trade-after-win variant (only W may trade).
//   player  trophies held as capitals, then cubes as a letter and a count; `-` for nothing.
//   letters k = gray (the K of CMYK), b = blue, g = green, y = yellow, r = red.
// The rulebook example above: Kevin (player 0, W) holds the blue and green trophies, 2 gray and
// 3 yellow; Mike holds red, 2 gray, 3 blue, 3 green, 5 yellow; it is Mike's part.
// Encoding is canonical (colors gray → red, zero counts left out), so one position has one code.
// A link carries the code as `?p=<code>`, and `&start=scoring` when the code is the moment of the
// scoring, before W's compulsory claims (parseCascadeStart; then `p` must be W's).
import { COLORS, CUBES_PER_COLOR, TILE_NUMBERS, TRADE_SET_SIZE, TROPHIES_TO_WIN, TROPHY_COST, emptyCounts, isColor, other } from './components.ts';
import type { Color, ColorCounts, Player } from './components.ts';
import type { CascadePosition, Players } from './cascade.ts';
import { claimedColors } from './cascade.ts';
import { CASCADE_COLOR_LETTERS, encodeCascade } from './cascade-encode.ts';
import type { CascadeProblem, CodeProblem, FailureOf } from './result.ts';
import { fail, ok } from './result.ts';
import { excerpt, keyExcerpt } from '../excerpt.ts';
import type { PlayerState } from './state.ts';
import { compulsoryTrophies } from './trophies.ts';

// Writing a code lives in its own small module: the whole-game page links a cascade to the
// sandbox and needs only that, not the checks below.
export { CASCADE_COLOR_LETTERS, encodeCascade } from './cascade-encode.ts';

const COLOR_OF_LETTER: ReadonlyMap<string, Color> = new Map(COLORS.map((c) => [CASCADE_COLOR_LETTERS[c], c]));

/** Longer input is refused before parsing; a real code is under 50 characters. */
export const MAX_CASCADE_CODE_LENGTH = 200;

export interface CascadeCheckOptions {
  /**
   * The position is the moment of the scoring, before W's compulsory claims (which
   * `startCascade` then makes): W may still hold trophies payable in their own color, and the
   * part must be W's. Otherwise such a W would be a cascade that skipped a compulsory claim.
   */
  readonly atScoring?: boolean;
}

/**
 * Where a code starts (a link's `start`, a puzzle's `start`): `phase`, a cascade already running
 * (W's compulsory claims made, `p` says whose part it is); `scoring`, the moment of the scoring,
 * before W's compulsory claims, which `startCascade` then makes.
 */
export type CascadeStart = 'phase' | 'scoring';
export const CASCADE_STARTS = ['phase', 'scoring'] as const satisfies readonly CascadeStart[];

/** A position checked: the position, or why no game reaches it, as facts (words: sandbox-guide.ts). */
type Checked<T> = { readonly ok: true; readonly value: T } | (FailureOf<CascadeProblem> & { readonly error: 'bad-position' });

function bad(problem: CascadeProblem): FailureOf<CascadeProblem> & { readonly error: 'bad-position' } {
  return fail('bad-position', problem);
}

/** Not in the form a player's pieces take, at `field`. */
function form(field: string, value: unknown): FailureOf<CascadeProblem> & { readonly error: 'bad-position' } {
  return bad({ code: 'cas-form', field, found: excerpt(value) });
}

/** A code's form refused, with its facts. */
function badCode(problem: CodeProblem): FailureOf<CodeProblem> & { readonly error: 'bad-position' } {
  return fail('bad-position', problem);
}

function sideName(position: Pick<CascadePosition, 'winner'>, player: Player): string {
  return `players[${player}] (${player === position.winner ? 'W' : 'O'})`;
}

// ---------------------------------------------------------------------------------------------
// Decoding

function decodePlayer(text: string, player: Player): { readonly ok: true; readonly value: PlayerState } | FailureOf<CodeProblem> {
  const cubes = emptyCounts();
  const trophies: Color[] = [];
  if (text === '-') return ok({ cubes, trophies });
  if (text === '') return badCode({ code: 'code-player-empty', player });
  const seen = new Set<Color>();
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    const lower = ch.toLowerCase();
    const color = COLOR_OF_LETTER.get(lower);
    if (color === undefined) {
      return badCode({ code: 'code-letter', player, letter: ch });
    }
    if (ch !== lower) {
      if (seen.size > 0) return badCode({ code: 'code-trophy-order', player });
      if (trophies.includes(color)) return badCode({ code: 'code-trophy-twice', player, color });
      trophies.push(color);
      i += 1;
      continue;
    }
    let j = i + 1;
    while (j < text.length && text[j]! >= '0' && text[j]! <= '9') j += 1;
    if (j === i + 1) return badCode({ code: 'code-count-missing', player, color });
    if (j - i - 1 > 2) return badCode({ code: 'code-count-large', player, color });
    if (seen.has(color)) return badCode({ code: 'code-cubes-twice', player, color });
    seen.add(color);
    cubes[color] = Number(text.slice(i + 1, j));
    i = j;
  }
  return ok({ cubes, trophies: COLORS.filter((c) => trophies.includes(c)) });
}

const HEADER = /^w([01])p([01])(t?)$/;

/** Reads a code (see the top of this file) into a checked position. */
export function decodeCascade(text: string, options: CascadeCheckOptions = {}): { readonly ok: true; readonly value: CascadePosition } | FailureOf<CodeProblem | CascadeProblem> {
  const read = readCascadeCode(text);
  return read.ok ? checkCascadePosition(read.value, options) : read;
}

/**
 * Reads a code's structure alone (header, trophy letters, counts), without asking whether a game
 * can reach the position: the sandbox opens such a link as it is and says what to change.
 */
export function readCascadeCode(text: string): { readonly ok: true; readonly value: CascadePosition } | FailureOf<CodeProblem> {
  if (typeof text !== 'string') return badCode({ code: 'code-not-text' });
  const code = text.trim();
  if (code.length > MAX_CASCADE_CODE_LENGTH) return badCode({ code: 'code-too-long', max: MAX_CASCADE_CODE_LENGTH });
  const parts = code.split('.');
  if (parts.length !== 3) {
    return badCode({ code: 'code-parts' });
  }
  const [head, first, second] = parts as [string, string, string];
  const header = HEADER.exec(head);
  if (!header) {
    return badCode({ code: 'code-header', header: head.length > 20 ? `${head.slice(0, 20)}…` : head });
  }
  const p0 = decodePlayer(first, 0);
  if (!p0.ok) return p0;
  const p1 = decodePlayer(second, 1);
  if (!p1.ok) return p1;
  const position: CascadePosition = {
    players: [p0.value, p1.value],
    winner: Number(header[1]) as Player,
    part: Number(header[2]) as Player,
    tradeAfterWin: header[3] === 't',
  };
  // One position, one code: a code written otherwise (spaces, colors out of order, zero counts)
  // is refused with the code this site writes for it, so no altered link reads as another.
  const written = encodeCascade(position);
  if (written !== text) return badCode({ code: 'code-not-canonical', written });
  return ok(position);
}

/** Reads a link's `start` parameter; a link without one (null) starts mid-cascade. */
export function parseCascadeStart(text: string | null | undefined): { readonly ok: true; readonly value: CascadeStart } | FailureOf<CodeProblem> {
  if (text === null || text === undefined) return ok('phase');
  const value = text.trim();
  if ((CASCADE_STARTS as readonly string[]).includes(value)) return ok(value as CascadeStart);
  const shown = value.length > 30 ? `${value.slice(0, 30)}…` : value;
  return badCode({ code: 'code-start', start: shown });
}

// ---------------------------------------------------------------------------------------------
// Checks

/**
 * Structure alone (counts are whole numbers within the game's cubes, trophies are colors held
 * once): enough to run the cascade. The conformance adapter loads vectors with this.
 */
export function checkPlayerShape(player: PlayerState, field: string, who: Player = 0): Checked<PlayerState> {
  for (const c of COLORS) {
    const n = player.cubes[c];
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) return form(`${field}.cubes.${c}`, n);
    if (n > CUBES_PER_COLOR[c]) return bad({ code: 'cas-cubes-over', field: `${field}.cubes.${c}`, color: c, held: n, total: CUBES_PER_COLOR[c] });
  }
  const seen = new Set<string>();
  for (const t of player.trophies) {
    if (!isColor(t)) return form(`${field}.trophies`, t);
    if (seen.has(t)) return bad({ code: 'cas-trophy-twice', field: `${field}.trophies`, player: who, color: t });
    seen.add(t);
  }
  return ok(player);
}

/**
 * Whether the trophies claimed so far could have been paid for (spent cubes go to the box) with
 * the cubes the players do not hold now. The first trophy of a game is paid in its own color
 * alone; every later one uses its own color first (as many as possible is never worse: each
 * native cube saves a whole set of 3) and a set of 3 cubes of an earlier-claimed color per
 * missing cube. Claim orders are tried in full (at most 4 trophies, 24 orders).
 */
export function paymentsPossible(held: ColorCounts, claimed: readonly Color[]): boolean {
  const left = (c: Color): number => CUBES_PER_COLOR[c] - held[c];
  const tryOrder = (order: readonly Color[]): boolean => {
    let deficit = 0;
    let sets = 0;
    for (const c of order) {
      const natives = Math.min(TROPHY_COST[c], left(c));
      deficit += TROPHY_COST[c] - natives;
      // Trophies up to this one can only have traded colors claimed before it.
      if (deficit > sets) return false;
      sets += Math.floor((left(c) - natives) / TRADE_SET_SIZE);
    }
    return true;
  };
  const permute = (rest: readonly Color[], order: Color[]): boolean =>
    rest.length === 0
      ? tryOrder(order)
      : rest.some((c) => permute(rest.filter((x) => x !== c), [...order, c]));
  return permute(claimed, []);
}


/** Everything about the two players that a reachable position needs. */
export function checkCascadePlayers(players: Players): Checked<Players> {
  for (const player of [0, 1] as const) {
    const shape = checkPlayerShape(players[player], `players[${player}]`, player);
    if (!shape.ok) return shape;
    if (players[player].trophies.length >= TROPHIES_TO_WIN) {
      return bad({ code: 'cas-game-won', field: `players[${player}].trophies`, player, count: players[player].trophies.length });
    }
  }
  const both = players[0].trophies.find((t) => players[1].trophies.includes(t));
  if (both !== undefined) return bad({ code: 'cas-trophy-both', field: 'trophies', color: both });
  const held = emptyCounts();
  for (const c of COLORS) {
    held[c] = players[0].cubes[c] + players[1].cubes[c];
    if (held[c] > CUBES_PER_COLOR[c]) {
      return bad({ code: 'cas-cubes-over', field: `cubes.${c}`, color: c, held: held[c], total: CUBES_PER_COLOR[c] });
    }
  }
  const claimed = claimedColors(players);
  if (!paymentsPossible(held, claimed)) return bad({ code: 'cas-unpaid', field: 'cubes', colors: claimed });
  return ok(players);
}

/** Cubes one scoring can win: the largest tile holds 4. */
export const MAX_CUBES_PER_SCORING = Math.max(...TILE_NUMBERS);

/**
 * A running cascade (or, with `atScoring`, the moment of the scoring) a real game can reach.
 * Cubes only come from winning a scoring, and every claim a player can pay in its own color is
 * made right then (compulsory), while later claims only spend cubes: so outside that moment
 * nobody holds a trophy's cost in its own color with that trophy unclaimed, and at the moment
 * of the scoring W holds at most the won tile's cubes (≤ 4) beyond that.
 */
export function checkCascadePosition(position: CascadePosition, options: CascadeCheckOptions = {}): Checked<CascadePosition> {
  const { winner, part } = position;
  if (winner !== 0 && winner !== 1) return form('winner', winner);
  if (part !== 0 && part !== 1) return form('part', part);
  if (typeof position.tradeAfterWin !== 'boolean') return form('tradeAfterWin', position.tradeAfterWin);
  const players = checkCascadePlayers(position.players);
  if (!players.ok) return players;
  const claimed = claimedColors(position.players);
  for (const player of [winner, other(winner)]) {
    const held = position.players[player].cubes;
    const field = `${sideName(position, player)}.cubes`;
    if (player === winner && options.atScoring) {
      const over = COLORS.filter((c) => !claimed.includes(c)).reduce((sum, c) => sum + Math.max(0, held[c] - TROPHY_COST[c] + 1), 0);
      if (over > MAX_CUBES_PER_SCORING) {
        return bad({ code: 'cas-won-too-many', field, player, over, max: MAX_CUBES_PER_SCORING });
      }
      continue;
    }
    const forced = compulsoryTrophies(held, claimed)[0];
    if (forced === undefined) continue;
    return bad({ code: 'cas-claim-open', field: `${field}.${forced}`, player, color: forced, count: held[forced], winner: player === winner });
  }
  if (options.atScoring && part !== winner) return bad({ code: 'cas-scoring-part', field: 'part', winner, part });
  return ok(position);
}

/** Reads players as the vectors write them: `[{trophies, cubes}, …]`, missing colors are 0. */
export function cascadePlayersFromJson(input: unknown, field = 'players'): Checked<Players> {
  if (!Array.isArray(input) || input.length !== 2) return form(field, input);
  const out: PlayerState[] = [];
  for (const player of [0, 1] as const) {
    const at = `${field}[${player}]`;
    const raw: unknown = input[player];
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return form(at, raw);
    // Own fields only: an object's inherited members are not a player's trophies or cubes.
    const record = raw as Record<string, unknown>;
    const trophies = Object.hasOwn(record, 'trophies') && record.trophies !== undefined ? record.trophies : [];
    const cubes = Object.hasOwn(record, 'cubes') && record.cubes !== undefined ? record.cubes : {};
    if (!Array.isArray(trophies)) return form(`${at}.trophies`, trophies);
    if (typeof cubes !== 'object' || cubes === null || Array.isArray(cubes)) return form(`${at}.cubes`, cubes);
    if (trophies.length > COLORS.length) return form(`${at}.trophies`, trophies);
    const counts = emptyCounts();
    for (const [key, value] of Object.entries(cubes)) {
      if (!isColor(key)) return form(`${at}.cubes.${keyExcerpt(key)}`, key);
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return form(`${at}.cubes.${key}`, value);
      counts[key] = value;
    }
    const shape = checkPlayerShape({ cubes: counts, trophies: trophies as Color[] }, at, player);
    if (!shape.ok) return shape;
    out.push(shape.value);
  }
  return ok([out[0]!, out[1]!]);
}
