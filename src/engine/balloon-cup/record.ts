// A whole game as a short URL-safe text: its seed, its rules, who played, and its moves, each move
// written as what it is, so the same move always has the same text (whatever order its cards were
// chosen in) and only legal moves are read. A `~` before a move marks a move played after the
// person took back their previous one (an undo). Decoding replays the game and names the first
// problem it meets.
//
// Games written since takebacks re-deal (flag 128, g3 only) count their takebacks: a run of `~`
// before a move adds its length to the game's count of takebacks, and a takeback re-deals what the
// person had not seen (redeal.ts) from the seed and that count, before the marked move; a run at
// the end is a takeback whose new move is not played yet. Older games (no flag) have single `~`
// marks and no re-deal, so their saves and links replay as they always did.
//
//   g3.<seed, base 36>.<flags, base 36>.<moves>.<check>   (written since moves are written by what they are)
//   g2.<seed, base 36>.<flags, base 36>.<indices>.<check> (still read: links and saves written before)
//   g1.<seed, base 36>.<flags, base 36>.<indices>         (still read: links shared before g2)
//   flags = options (5 bits: spentCubes bag, claimTiming own-turn, tradeAfterWin, exchangeMin 1,
//   cubeLimit) + 32 × opponent (0 two people, 1 Beginner, 2 Club, 3 Strong) + 128 if takebacks re-deal
//   check = 4 characters: a 24-bit FNV-1a hash of the text before its dot, so a link cut at any
//   point (even between two moves) or changed in one character is refused, never read as another
//   game.
//
// A g3 move, in the 64 digits 0-9 a-z A-Z - _ (a card is its canonical index 0–44, ALL_CARDS):
//   placement  <card><slot>             slot = 2 × (tile − 1) + side (0–7)
//   exchange   <45 + k><card>…          k = 0–4 cards, in canonical order (the set, not the taps)
//   pass       <50>
//   claim      <51 + trophy><m><set>…   trophy and colors gray 0 … red 4; m = 0–4 trade-set
//              colors, each set = 8 × color + count (1–7), colors in canonical order
// g1 and g2 wrote a move as its index in `legalMoves` (two digits); an exchange whose cards were
// listed in another order than the hand matched no index and was written `undefined_`. Such a
// move is worked out when exactly one legal swap lets the rest of the game replay to its end as
// it was played; otherwise the moves before it are offered, as for a cut link.
//
// Only the text the encoder writes is read (decoding then encoding gives the same text; a g1/g2
// text with a worked-out move gives its g3 text). A cut link is refused with facts saying so (code link-cut),
// and `recoverRecord` gives the moves before the cut for the page to offer. A g1 link cut exactly
// between two moves cannot be told from a shorter game.
import { apply } from './apply.ts';
import { CARD_INDEX, COLOR_INDEX } from './cards.ts';
import { ALL_CARDS, COLORS } from './components.ts';
import type { CardId } from './components.ts';
import { legalMoves, mover } from './moves.ts';
import type { Options } from './options.ts';
import type { FailureOf, LinkProblem, LostWhy } from './result.ts';
import { fail, ok } from './result.ts';
import { newGame } from './setup.ts';
import type { GameEvent, GameState, Move, Sets } from './state.ts';
import { redeal } from './redeal.ts';
import { NOTHING_KNOWN, observe } from './bots/knowledge.ts';
import type { Known } from './bots/knowledge.ts';

export type Opponent = 'people' | 'beginner' | 'club' | 'strong';
export const OPPONENTS = ['people', 'beginner', 'club', 'strong'] as const satisfies readonly Opponent[];

export type RecordVersion = 'g1' | 'g2' | 'g3';

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
  /** Indices of moves a g1/g2 text wrote `undefined_`, worked out from the moves after them. */
  readonly workedOut?: readonly number[];
}

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_';
export const MAX_RECORD_LENGTH = 4000;

/** g3's first digits of a move: a placement's card below 45, then exchanges of 0–4 cards, pass, claims. */
const EXCHANGE = 45;
const PASS = 50;
const CLAIM = 51;
/** What g1/g2 wrote for a move that matched no legal move (index −1). */
const LOST = 'undefined_';
/** Moves replayed while working out lost moves, at most: a hostile text cannot keep the page busy. */
const SEARCH_BUDGET = 60_000;

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

/** The game's start position. */
export function startOf(record: Pick<GameRecord, 'seed' | 'options'>): GameState {
  return newGame(record.seed, record.options);
}

/** The check that ends a g2/g3 link: 4 characters of a 24-bit FNV-1a hash of the text before it. */
export function recordCheck(body: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < body.length; i += 1) h = Math.imul(h ^ body.charCodeAt(i), 0x01000193) >>> 0;
  h &= 0xffffff;
  return DIGITS[(h >> 18) & 63]! + DIGITS[(h >> 12) & 63]! + DIGITS[(h >> 6) & 63]! + DIGITS[h & 63]!;
}

/**
 * A move's g3 text: what it is, the same however it was built (an exchange's cards in any order,
 * a claim's sets in any key order give one text). Moves must be well-formed (as `apply` took them).
 */
export function moveCode(move: Move): string {
  switch (move.type) {
    case 'place':
      return DIGITS[CARD_INDEX.get(move.card)!]! + DIGITS[2 * (move.tile - 1) + move.side]!;
    case 'exchange': {
      const cards = move.discard.map((card) => CARD_INDEX.get(card)!).sort((a, b) => a - b);
      return DIGITS[EXCHANGE + cards.length]! + cards.map((i) => DIGITS[i]!).join('');
    }
    case 'pass':
      return DIGITS[PASS]!;
    case 'claim': {
      const colors = COLORS.filter((c) => (move.sets[c] ?? 0) > 0);
      return DIGITS[CLAIM + COLOR_INDEX[move.trophy]]! + DIGITS[colors.length]! + colors.map((c) => DIGITS[8 * COLOR_INDEX[c] + move.sets[c]!]!).join('');
    }
  }
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

function movesText(record: GameRecord, version: RecordVersion): string {
  let state = startOf(record);
  let out = '';
  const marks = takebackMarks(record);
  let known: Known = NOTHING_KNOWN;
  record.moves.forEach((move, k) => {
    const mark = marks.before.get(k);
    if (mark) out += mark;
    if (mark && record.takebacks) state = redeal(state, record.opponent, record.seed, record.takebacks[record.undone.indexOf(k)]!, known[0]);
    if (version === 'g3') out += moveCode(move);
    else {
      // g1/g2 as they were written, for links shared before (a move matching no legal move cannot occur here:
      // moves are legal in turn, and are compared by what they are).
      const code = moveCode(move);
      const index = legalMoves(state).findIndex((m) => moveCode(m) === code);
      out += DIGITS[index >> 6]! + DIGITS[index & 63]!;
    }
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

function bodyOf(version: RecordVersion, record: GameRecord): string {
  return `${version}.${(record.seed >>> 0).toString(36)}.${flagsOf(record).toString(36)}.${movesText(record, version)}`;
}

/** Writes a record (g3); moves must be legal in turn (as a game played through `apply` gives). */
export function encodeRecord(record: GameRecord): string {
  const body = bodyOf('g3', record);
  return `${body}.${recordCheck(body)}`;
}

/** The first version's text (no check), as links shared before g2 were written. */
export function encodeRecordV1(record: GameRecord): string {
  return bodyOf('g1', record);
}

/** A record's text in a given version: decoding a text then this in its version gives the text. */
export function encodeRecordAs(version: RecordVersion, record: GameRecord): string {
  if (version === 'g1') return encodeRecordV1(record);
  if (version === 'g3') return encodeRecord(record);
  const body = bodyOf('g2', record);
  return `${body}.${recordCheck(body)}`;
}

/** The version a record's text says it is written in, or null. */
export function recordVersion(text: string): RecordVersion | null {
  const v = text.slice(0, 3);
  return v === 'g1.' || v === 'g2.' || v === 'g3.' ? (v.slice(0, 2) as RecordVersion) : null;
}

/**
 * A text not as the site writes it ('bad-format'), moves that do not follow the rules
 * ('bad-move'), or a move an earlier version of the site did not write down and that the moves
 * after it do not tell ('lost-move').
 */
type Code = 'bad-format' | 'bad-move' | 'lost-move';
type Problem = { readonly code: Code; readonly facts: LinkProblem; readonly cut: boolean; readonly recovered: ReplayedGame | null };
type Read = { readonly ok: true; readonly value: ReplayedGame } | ({ readonly ok: false } & Problem);

const CUT: LinkProblem = { code: 'link-cut' };
const FORM: LinkProblem = { code: 'link-form' };

function refuse(facts: LinkProblem, cut = false, recovered: ReplayedGame | null = null): Read & { ok: false } {
  return { ok: false, code: 'bad-format', facts, cut, recovered };
}

function refuseMove(facts: LinkProblem): Read & { ok: false } {
  return { ok: false, code: 'bad-move', facts, cut: false, recovered: null };
}

/** One move read from the text at a position: how to find it among the legal moves, where it ends. */
type Step =
  | { readonly kind: 'move'; readonly marked: boolean; readonly end: number; readonly pick: (state: GameState) => Move | undefined }
  /** A g1/g2 move written `undefined_`. */
  | { readonly kind: 'lost'; readonly marked: boolean; readonly end: number }
  /** A run of `~` that ends the text: a takeback whose new move is not played yet (games that re-deal). */
  | { readonly kind: 'pending'; readonly run: number }
  /** The text ends inside this move. */
  | { readonly kind: 'cut' }
  | { readonly kind: 'bad' };

type StepReader = (text: string, at: number) => Step;

function digit(text: string, at: number): number {
  const c = text[at];
  return c === undefined ? -1 : DIGITS.indexOf(c);
}

/** The `~` run at `at`: its length. */
function tildes(text: string, at: number): number {
  let run = 0;
  while (text[at + run] === '~') run += 1;
  return run;
}

/** g1/g2: two digits, a move's index in legalMoves; or `undefined_`. One `~` marks a takeback. */
const indexStep: StepReader = (text, at) => {
  const marked = text[at] === '~';
  const i = marked ? at + 1 : at;
  if (text[i] === '~') return { kind: 'bad' };
  if (text.startsWith(LOST, i)) return { kind: 'lost', marked, end: i + LOST.length };
  // Cut inside a move: a lone `~`, one digit of two, or a beginning of `undefined_`.
  const rest = text.slice(i, i + LOST.length);
  if (rest.length === 0 || (rest.length === 1 && digit(text, i) >= 0) || (rest.length < LOST.length && LOST.startsWith(rest))) return { kind: 'cut' };
  const hi = digit(text, i);
  const lo = digit(text, i + 1);
  if (hi < 0 || lo < 0) return { kind: 'bad' };
  const index = hi * 64 + lo;
  return { kind: 'move', marked, end: i + 2, pick: (state) => legalMoves(state)[index] };
};

/** g3: a move written as what it is; only its canonical text is read. A run of `~` before it
 * counts takebacks (`run` in `run()`, which reads the run and passes what follows it). */
const codeStep: StepReader = (text, at) => {
  const marked = text[at] === '~';
  const i = marked ? at + tildes(text, at) : at;
  if (marked && i >= text.length) return { kind: 'pending', run: i - at };
  if (i >= text.length) return { kind: 'cut' };
  const first = digit(text, i);
  if (first < 0 || first > CLAIM + 4) return { kind: 'bad' };
  let move: Move;
  let end: number;
  if (first < EXCHANGE) {
    const slot = digit(text, i + 1);
    if (i + 1 >= text.length) return { kind: 'cut' };
    if (slot < 0 || slot > 7) return { kind: 'bad' };
    move = { type: 'place', card: ALL_CARDS[first]!, tile: ((slot >> 1) + 1) as 1 | 2 | 3 | 4, side: (slot & 1) as 0 | 1 };
    end = i + 2;
  } else if (first < PASS) {
    const count = first - EXCHANGE;
    const discard: CardId[] = [];
    for (let k = 1; k <= count; k += 1) {
      if (i + k >= text.length) return { kind: 'cut' };
      const card = digit(text, i + k);
      // Cards as the set's canonical text: each a card, in increasing order.
      if (card < 0 || card >= ALL_CARDS.length || (k > 1 && card <= CARD_INDEX.get(discard[k - 2]!)!)) return { kind: 'bad' };
      discard.push(ALL_CARDS[card]!);
    }
    move = { type: 'exchange', discard };
    end = i + 1 + count;
  } else if (first === PASS) {
    move = { type: 'pass' };
    end = i + 1;
  } else {
    if (i + 1 >= text.length) return { kind: 'cut' };
    const count = digit(text, i + 1);
    if (count < 0 || count > 4) return { kind: 'bad' };
    const sets: Partial<Record<(typeof COLORS)[number], number>> = {};
    let last = -1;
    for (let k = 0; k < count; k += 1) {
      const at2 = i + 2 + k;
      if (at2 >= text.length) return { kind: 'cut' };
      const set = digit(text, at2);
      const color = set >> 3;
      if (set < 0 || color > 4 || (set & 7) === 0 || color <= last) return { kind: 'bad' };
      last = color;
      sets[COLORS[color]!] = set & 7;
    }
    move = { type: 'claim', trophy: COLORS[first - CLAIM]!, sets: sets as Sets };
    end = i + 2 + count;
  }
  const code = moveCode(move);
  return { kind: 'move', marked, end, pick: (state) => legalMoves(state).find((m) => moveCode(m) === code) };
};

/** A game being read: the record's fields so far (copied when a lost move branches). */
interface Progress {
  readonly moves: Move[];
  readonly undone: number[];
  readonly states: GameState[];
  readonly events: GameEvent[][];
  readonly workedOut: number[];
  /** Games that re-deal on a takeback: the count at each marked move, the count so far, what each seat has seen. */
  readonly takebacks: number[] | null;
  count: number;
  pending: number | null;
  known: Known;
}

function copy(p: Progress): Progress {
  return { moves: p.moves.slice(), undone: p.undone.slice(), states: p.states.slice(), events: p.events.slice(), workedOut: p.workedOut.slice(), takebacks: p.takebacks?.slice() ?? null, count: p.count, pending: p.pending, known: p.known };
}

/** What a game that re-deals needs to re-deal a takeback: its seed and opponent. */
interface Dealing {
  readonly seed: number;
  readonly opponent: Opponent;
}

/** Reading to the end of the text: the game(s) it gives (how many, the first), or the first problem. */
type Outcome =
  | { readonly kind: 'done'; readonly game: Progress; readonly cut: boolean }
  /** `lost`: a lost move that no candidate fits ('none'), or more than one ('many'), or the search's budget ran out. */
  | { readonly kind: 'fail'; readonly problem: Problem; readonly game: Progress | null; readonly lost?: 'none' | 'many' | 'slow' };

interface Search {
  work: number;
  /** A candidate was given up because the discard pile was reshuffled after it. */
  reshuffled: boolean;
}

/** Moves that could have been written `undefined_`: exchanges of 2+ cards and claims with 2+ set colors (their cards or keys in another order). */
function lostCandidates(state: GameState): Move[] {
  return legalMoves(state).filter((m) => (m.type === 'exchange' && m.discard.length >= 2) || (m.type === 'claim' && Object.keys(m.sets).length >= 2));
}

/**
 * Replays the text from `at` onto `game` (which it extends; branches copy it). `afterLostSwap`:
 * a lost exchange came before, so a reshuffle of the discard pile (which held its cards in the
 * order they were chosen) would make the rest another game than the one played.
 */
function run(text: string, at: number, game: Progress, readStep: StepReader, search: Search, afterLostSwap: boolean, dealing: Dealing): Outcome {
  let state = game.states[game.states.length - 1]!;
  for (let i = at; i < text.length;) {
    const n = game.moves.length + 1;
    const step = readStep(text, i);
    if (step.kind === 'cut') return { kind: 'done', game, cut: true };
    if (step.kind === 'bad') return { kind: 'fail', problem: refuse({ code: 'link-bad-character', move: n }), game: null };
    const run = step.kind === 'pending' ? step.run : step.marked ? tildes(text, i) : 0;
    // Older games mark a takeback with one `~`; a run is written only by games that re-deal.
    if (run > 1 && !game.takebacks) return { kind: 'fail', problem: refuse(FORM), game: null };
    if (step.kind === 'pending') {
      // A run of `~` at the end: cut, unless the game re-deals (a takeback not yet followed by a move).
      if (!game.takebacks) return { kind: 'done', game, cut: true };
      game.count += run;
      game.pending = game.count;
      game.states[game.states.length - 1] = redeal(state, dealing.opponent, dealing.seed, game.count, game.known[0]);
      return { kind: 'done', game, cut: false };
    }
    if (state.result) return { kind: 'fail', problem: refuseMove({ code: 'link-after-end', move: n }), game: null };
    if (step.kind === 'lost') return workOut(text, step, game, readStep, search, dealing);
    if (run > 0 && game.takebacks) {
      // The takeback's re-deal is the position before the marked move.
      game.count += run;
      state = redeal(state, dealing.opponent, dealing.seed, game.count, game.known[0]);
      game.states[game.states.length - 1] = state;
    }
    const move = step.pick(state);
    if (!move) return { kind: 'fail', problem: refuseMove({ code: 'link-illegal-move', move: n }), game: null };
    const next = apply(state, move);
    if (!next.ok) return { kind: 'fail', problem: refuseMove({ code: 'link-illegal-move', move: n }), game: null };
    search.work += 1;
    if (afterLostSwap && next.value.events.some((e) => e.type === 'reshuffled')) {
      search.reshuffled = true;
      return { kind: 'fail', problem: refuseMove({ code: 'link-unwritten-reshuffle', move: n }), game: null };
    }
    if (step.marked) {
      game.undone.push(game.moves.length);
      game.takebacks?.push(game.count);
    }
    game.known = observe(game.known, mover(state), move, next.value.events);
    game.moves.push(move);
    game.events.push(next.value.events.slice());
    state = next.value.state;
    game.states.push(state);
    i = step.end;
  }
  return { kind: 'done', game, cut: false };
}

/** A move written `undefined_`: each legal candidate with which the rest replays to its end; exactly one is kept. */
function workOut(text: string, step: Step & { kind: 'lost' }, game: Progress, readStep: StepReader, search: Search, dealing: Dealing): Outcome {
  const state = game.states[game.states.length - 1]!;
  const n = game.moves.length + 1;
  const give = (lost: Exclude<LostWhy, 'reshuffled'>): Outcome => ({
    kind: 'fail', game, lost,
    problem: { code: 'lost-move', facts: { code: 'link-lost-move', move: n, why: lost === 'none' && search.reshuffled ? 'reshuffled' : lost }, cut: false, recovered: null },
  });
  let found: (Outcome & { kind: 'done' }) | null = null;
  for (const move of lostCandidates(state)) {
    if (search.work > SEARCH_BUDGET) return give('slow');
    const next = apply(state, move);
    search.work += 1;
    if (!next.ok) continue;
    const swap = move.type === 'exchange';
    if (swap && next.value.events.some((e) => e.type === 'reshuffled')) {
      search.reshuffled = true;
      continue;
    }
    const branch = copy(game);
    if (step.marked) branch.undone.push(branch.moves.length);
    branch.workedOut.push(branch.moves.length);
    branch.known = observe(branch.known, mover(state), move, next.value.events);
    branch.moves.push(move);
    branch.events.push(next.value.events.slice());
    branch.states.push(next.value.state);
    const rest = run(text, step.end, branch, readStep, search, swap, dealing);
    // A later lost move with several answers (or too long to work out) leaves this one open too.
    if (rest.kind === 'fail' && (rest.lost === 'many' || rest.lost === 'slow')) return give(rest.lost);
    if (rest.kind === 'fail') continue;
    if (found) return give('many');
    found = rest;
  }
  return found ?? give('none');
}

function replayMoves(version: RecordVersion, seed: number, flags: number, text: string, complete: boolean): Read {
  const record = { seed, options: optionsOf(flags & 31), opponent: OPPONENTS[(flags >> 5) & 3]! };
  const redealing = (flags & 128) !== 0;
  const game: Progress = { moves: [], undone: [], states: [startOf(record)], events: [], workedOut: [], takebacks: redealing ? [] : null, count: 0, pending: null, known: NOTHING_KNOWN };
  const out = run(text, 0, game, version === 'g3' ? codeStep : indexStep, { work: 0, reshuffled: false }, false, record);
  const replayed = (p: Progress): ReplayedGame => ({
    record: {
      ...record, moves: p.moves, undone: p.undone,
      ...(p.takebacks ? { takebacks: p.takebacks } : {}), ...(p.pending !== null && complete ? { pendingTakeback: p.pending } : {}),
    },
    states: p.states, events: p.events,
    ...(p.workedOut.length > 0 ? { workedOut: p.workedOut } : {}),
  });
  if (out.kind === 'fail') {
    // A lost move: the moves before it are offered, as for a cut link.
    if (out.problem.code === 'lost-move' && out.game) return { ok: false, ...out.problem, recovered: replayed(out.game) };
    return { ok: false, ...out.problem };
  }
  if (out.cut || !complete) return refuse(CUT, true, replayed(out.game));
  return { ok: true, value: replayed(out.game) };
}

function read(text: string): Read {
  if (typeof text !== 'string') return refuse({ code: 'link-not-text' });
  if (text.length > MAX_RECORD_LENGTH) return refuse({ code: 'link-too-long', length: text.length, max: MAX_RECORD_LENGTH });
  const parts = text.split('.');
  const version = recordVersion(text);
  if (version === null) {
    if ('g1.'.startsWith(text) || 'g2.'.startsWith(text) || 'g3.'.startsWith(text)) return refuse(CUT, true);
    return refuse(FORM);
  }
  const wanted = version === 'g1' ? 4 : 5;
  if (parts.length > wanted) return refuse(FORM);
  const [, seedText = '', flagsText] = parts;
  if (parts.length < 3) return refuse(CUT, true);
  const seed = parseInt(seedText, 36);
  // Base 36 as the encoder writes it: no leading zero, no capital, no sign, at most 32 bits.
  if (!(seed >= 0 && seed <= 0xffffffff) || seed.toString(36) !== seedText) return refuse({ code: 'link-game-number' });
  if (flagsText === undefined || parts.length < 4) return refuse(CUT, true);
  const flags = parseInt(flagsText, 36);
  // Flag 128 (takebacks re-deal) is written only in g3 links.
  if (!(flags >= 0 && flags < (version === 'g3' ? 256 : 128)) || flags.toString(36) !== flagsText) return refuse({ code: 'link-rules' });
  const moves = parts[3]!;
  if (version === 'g1') return replayMoves(version, seed, flags, moves, true);
  if (parts.length === 4) return replayMoves(version, seed, flags, moves, false);
  const check = parts[4]!;
  const body = text.slice(0, text.length - check.length - 1);
  if (check.length < 4 && recordCheck(body).startsWith(check)) {
    const game = replayMoves(version, seed, flags, moves, true);
    return game.ok ? refuse(CUT, true, game.value) : game;
  }
  if (check !== recordCheck(body)) return refuse({ code: 'link-changed' });
  return replayMoves(version, seed, flags, moves, true);
}

/** Reads and replays a record (g3, or g2/g1 as written before); a refusal gives the first problem as facts. */
export function decodeRecord(text: string): { readonly ok: true; readonly value: ReplayedGame } | FailureOf<LinkProblem> {
  const answer = read(text);
  return answer.ok ? ok(answer.value) : fail(answer.code, answer.facts);
}

/**
 * For a link that looks cut, or whose move an earlier version did not write down (`lost`): the
 * game of the moves before the cut (or that move) and its complete link, for the person to
 * choose; null for other links, or where no whole move comes before.
 */
export function recoverRecord(text: string): { readonly game: ReplayedGame; readonly text: string; readonly reason: 'cut' | 'lost' } | null {
  const answer = read(text);
  if (answer.ok || !(answer.cut || answer.code === 'lost-move') || !answer.recovered || answer.recovered.record.moves.length === 0) return null;
  return { game: answer.recovered, text: encodeRecord(answer.recovered.record), reason: answer.cut ? 'cut' : 'lost' };
}
