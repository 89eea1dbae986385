// A whole game as a short URL-safe text: its seed, its rules, who played, and its moves, each move
// written as its index in `legalMoves` of the position before it (two characters), so the record
// is compact and can only hold legal moves. A `~` before a move marks a move played after the
// person took back their previous one (an undo). Decoding replays the game and names the first
// problem it meets.
//
// Games written since takebacks re-deal (flag 128) count their takebacks: a run of `~` before a
// move adds its length to the game's count of takebacks, and a takeback re-deals what the person
// had not seen (redeal.ts) from the seed and that count, before the marked move; a run at the end
// is a takeback whose new move is not played yet. Older games (no flag) have single `~` marks and
// no re-deal, so their saves and links replay as they always did.
//
//   g2.<seed, base 36>.<flags, base 36>.<moves>.<check>   (written since links carry a check)
//   g1.<seed, base 36>.<flags, base 36>.<moves>           (still read: links shared before)
//   flags = options (5 bits: spentCubes bag, claimTiming own-turn, tradeAfterWin, exchangeMin 1,
//   cubeLimit) + 32 × opponent (0 two people, 1 Beginner, 2 Club, 3 Strong) + 128 if takebacks re-deal
//   check = 4 characters: a 24-bit FNV-1a hash of the text before its dot, so a link cut at any
//   point (even between two moves) or changed in one character is refused, never read as another
//   game.
//
// Only the text the encoder writes is read (decoding then encoding gives the same text). A cut
// link is refused with a message saying so, and `recoverRecord` gives the moves before the cut for
// the page to offer. A g1 link cut exactly between two moves cannot be told from a shorter game.
import { apply } from './apply.ts';
import { legalMoves, mover } from './moves.ts';
import type { Options } from './options.ts';
import type { Result } from './result.ts';
import { err, ok } from './result.ts';
import { newGame } from './setup.ts';
import { redeal } from './redeal.ts';
import { NOTHING_KNOWN, observe } from './bots/knowledge.ts';
import type { Known } from './bots/knowledge.ts';
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
  /**
   * For games whose takebacks re-deal (written since): the game's count of takebacks at each
   * move of `undone`, in order (each re-dealt with its count); absent for older games.
   */
  readonly takebacks?: readonly number[];
  /** The count of a takeback whose new move is not played yet (its re-deal is the position now). */
  readonly pendingTakeback?: number;
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

/** The check that ends a g2 link: 4 characters of a 24-bit FNV-1a hash of the text before it. */
export function recordCheck(body: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < body.length; i += 1) h = Math.imul(h ^ body.charCodeAt(i), 0x01000193) >>> 0;
  h &= 0xffffff;
  return DIGITS[(h >> 18) & 63]! + DIGITS[(h >> 12) & 63]! + DIGITS[(h >> 6) & 63]! + DIGITS[h & 63]!;
}

/** The `~` marks before each marked move (and a pending takeback's after the last): one each, or runs counting takebacks. */
function takebackMarks(record: GameRecord): { readonly before: ReadonlyMap<number, string>; readonly after: string } {
  const before = new Map<number, string>();
  let count = 0;
  record.undone.forEach((k, j) => {
    const at = record.takebacks?.[j] ?? count + 1;
    before.set(k, '~'.repeat(record.takebacks ? at - count : 1));
    count = at;
  });
  const after = record.takebacks && record.pendingTakeback !== undefined ? '~'.repeat(record.pendingTakeback - count) : '';
  return { before, after };
}

function movesText(record: GameRecord): string {
  let state = startOf(record);
  let out = '';
  const marks = takebackMarks(record);
  let known: Known = NOTHING_KNOWN;
  record.moves.forEach((move, k) => {
    const mark = marks.before.get(k);
    if (mark) out += mark;
    if (mark && record.takebacks) state = redeal(state, record.opponent, record.seed, record.takebacks[record.undone.indexOf(k)]!, known[0]);
    const index = legalMoves(state).findIndex((m) => sameMove(m, move));
    out += DIGITS[index >> 6]! + DIGITS[index & 63]!;
    const next = apply(state, move);
    if (next.ok) {
      known = observe(known, mover(state), move, next.value.events);
      state = next.value.state;
    }
  });
  return out + marks.after;
}

function flagsOf(record: Pick<GameRecord, 'options' | 'opponent' | 'takebacks'>): number {
  return optionBits(record.options) + 32 * OPPONENTS.indexOf(record.opponent) + (record.takebacks ? 128 : 0);
}

/** Writes a record; moves must be legal in turn (as a game played through `apply` gives). */
export function encodeRecord(record: GameRecord): string {
  const body = `g2.${(record.seed >>> 0).toString(36)}.${flagsOf(record).toString(36)}.${movesText(record)}`;
  return `${body}.${recordCheck(body)}`;
}

/** The first version's text (no check), as links shared before g2 were written. */
export function encodeRecordV1(record: GameRecord): string {
  return `g1.${(record.seed >>> 0).toString(36)}.${flagsOf(record).toString(36)}.${movesText(record)}`;
}

/** A record's text in the version it was read in (g1 or g2): decoding then this gives the text. */
export function encodeRecordAs(version: 'g1' | 'g2', record: GameRecord): string {
  return version === 'g1' ? encodeRecordV1(record) : encodeRecord(record);
}

/** A text not as the site writes it ('bad-format'), or moves that do not follow the rules ('bad-move'). */
type Problem = { readonly code: 'bad-format' | 'bad-move'; readonly message: string; readonly cut: boolean; readonly recovered: ReplayedGame | null };
type Read = { readonly ok: true; readonly value: ReplayedGame } | ({ readonly ok: false } & Problem);

const CUT = 'the game link looks cut short';
const FORM = 'the game link is not in the form this site writes';

function refuse(message: string, cut = false, recovered: ReplayedGame | null = null): Read {
  return { ok: false, code: 'bad-format', message, cut, recovered };
}

function refuseMove(message: string): Read {
  return { ok: false, code: 'bad-move', message, cut: false, recovered: null };
}

/** Replays the moves' text; `complete`: the text is known to end where the game's record ends. */
function replayMoves(seed: number, flags: number, text: string, complete: boolean): Read {
  const redealing = (flags & 128) !== 0;
  const record: { seed: number; options: Options; opponent: Opponent; moves: Move[]; undone: number[]; takebacks?: number[]; pendingTakeback?: number } = {
    seed, options: optionsOf(flags & 31), opponent: OPPONENTS[(flags >> 5) & 3]!, moves: [], undone: [], ...(redealing ? { takebacks: [] } : {}),
  };
  let state = startOf(record);
  const states: GameState[] = [state];
  const events: GameEvent[][] = [];
  let known: Known = NOTHING_KNOWN;
  let count = 0;
  const sofar = (): ReplayedGame => ({
    record: { ...record, moves: record.moves.slice(), undone: record.undone.slice(), ...(record.takebacks ? { takebacks: record.takebacks.slice() } : {}) },
    states: states.slice(), events: events.slice(),
  });
  for (let i = 0; i < text.length;) {
    const n = record.moves.length + 1;
    let run = 0;
    while (text[i] === '~') { run += 1; i += 1; }
    const marked = run > 0;
    // Older games mark a takeback with one `~`; a run is written only by games that re-deal.
    if (run > 1 && !redealing) return refuse(FORM);
    const unredealt = state;
    if (marked && redealing) {
      // The takeback's re-deal is the position before the marked move (the hook for redeal.ts).
      count += run;
      state = redeal(state, record.opponent, seed, count, known[0]);
      states[states.length - 1] = state;
      if (i === text.length && complete) {
        record.pendingTakeback = count;
        break;
      }
    }
    const high = text[i];
    const low = text[i + 1];
    // The text ends inside a move (a `~` or one character of two): cut.
    if (high === undefined || (low === undefined && DIGITS.includes(high))) {
      states[states.length - 1] = unredealt;
      return refuse(CUT, true, sofar());
    }
    const hi = DIGITS.indexOf(high);
    const lo = low === undefined ? -1 : DIGITS.indexOf(low);
    if (hi < 0 || lo < 0) return refuse(`move ${n} in the link has a character this site does not write`);
    i += 2;
    if (state.result) return refuseMove(`the link goes on after the game ended (move ${n})`);
    const move = legalMoves(state)[hi * 64 + lo];
    if (!move) return refuseMove(`move ${n} in the link is not a legal move in that position`);
    const next = apply(state, move);
    if (!next.ok) return refuseMove(`move ${n} in the link is refused: ${next.message}`);
    if (marked) record.undone.push(record.moves.length);
    if (marked && record.takebacks) record.takebacks.push(count);
    known = observe(known, mover(state), move, next.value.events);
    record.moves.push(move);
    events.push(next.value.events.slice());
    state = next.value.state;
    states.push(state);
  }
  if (!complete) return refuse(CUT, true, sofar());
  return { ok: true, value: sofar() };
}

function read(text: string): Read {
  if (typeof text !== 'string') return refuse('the game link is not text');
  if (text.length > MAX_RECORD_LENGTH) return refuse(`the game link is too long (${text.length} characters, at most ${MAX_RECORD_LENGTH})`);
  const parts = text.split('.');
  const version = parts[0];
  if (version !== 'g1' && version !== 'g2') {
    if ('g1.'.startsWith(text) || 'g2.'.startsWith(text)) return refuse(CUT, true);
    return refuse(FORM);
  }
  const wanted = version === 'g1' ? 4 : 5;
  if (parts.length > wanted) return refuse(FORM);
  const [, seedText = '', flagsText] = parts;
  if (parts.length < 3) return refuse(CUT, true);
  const seed = parseInt(seedText, 36);
  // Base 36 as the encoder writes it: no leading zero, no capital, no sign, at most 32 bits.
  if (!(seed >= 0 && seed <= 0xffffffff) || seed.toString(36) !== seedText) return refuse('the game number in the link is not readable');
  if (flagsText === undefined || parts.length < 4) return refuse(CUT, true);
  const flags = parseInt(flagsText, 36);
  // Flag 128 (takebacks re-deal) is written only in g2 links.
  if (!(flags >= 0 && flags < (version === 'g1' ? 128 : 256)) || flags.toString(36) !== flagsText) return refuse('the rules and opponent part of the link is not readable');
  const moves = parts[3]!;
  if (version === 'g1') return replayMoves(seed, flags, moves, true);
  if (parts.length === 4) return replayMoves(seed, flags, moves, false);
  const check = parts[4]!;
  const body = text.slice(0, text.length - check.length - 1);
  if (check.length < 4 && recordCheck(body).startsWith(check)) {
    const game = replayMoves(seed, flags, moves, true);
    return game.ok ? refuse(CUT, true, game.value) : game;
  }
  if (check !== recordCheck(body)) return refuse('the game link has been changed or mistyped: its check does not match its moves');
  return replayMoves(seed, flags, moves, true);
}

/** Reads and replays a record (g2, or g1 as shared before); the error names the first problem in words. */
export function decodeRecord(text: string): Result<ReplayedGame> {
  const answer = read(text);
  return answer.ok ? ok(answer.value) : err(answer.code, answer.message);
}

/**
 * For a link that looks cut: the game of the moves before the cut and its complete link, for the
 * person to choose; null for a link that is not cut or where no whole move comes before the cut.
 */
export function recoverRecord(text: string): { readonly game: ReplayedGame; readonly text: string } | null {
  const answer = read(text);
  if (answer.ok || !answer.cut || !answer.recovered || answer.recovered.record.moves.length === 0) return null;
  return { game: answer.recovered, text: encodeRecord(answer.recovered.record) };
}
