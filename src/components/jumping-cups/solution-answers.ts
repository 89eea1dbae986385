// Answers a position from the shipped solution (public/jumping-cups/solution/, see
// src/engine/jumping-cups/solution.ts) and, for what it does not hold, the engine's solver. The
// play page's worker runs this; the benchmark runs the same code with the chunks read from disk.
//
// Between questions, while the person thinks, it settles ahead the live searches the next
// questions will need (settleAhead): the answer then comes from the solver's table at once.
// The engine's modules are imported one by one, not through its index: the worker then holds no
// code it never runs (the search that proves a position arises in play, the puzzle checks, the
// reader's explanations of every mistake a typed position can hold).
import { gameStatus, legalMoves, play } from '../../engine/jumping-cups/moves.ts';
import { validatePosition } from '../../engine/jumping-cups/read.ts';
import { fail } from '../../engine/jumping-cups/result.ts';
import type { Result } from '../../engine/jumping-cups/result.ts';
import { Solver } from '../../engine/jumping-cups/solver.ts';
import type { Color, Position } from '../../engine/jumping-cups/board.ts';
import type { Solution } from '../../engine/jumping-cups/solver.ts';
import { answer, decodeChunk, lacks, neededChunk, withinStored } from '../../engine/jumping-cups/solution.ts';
import type { Chunk } from '../../engine/jumping-cups/solution.ts';

export const SOLUTION_PATH = '/jumping-cups/solution/';

/** What a chunk is fetched ahead for: the reply to a picked move, or the verdict on the position. */
export type Foresight = 'move' | 'verdict';

export interface Answered {
  readonly solution: Solution;
  readonly ms: number;
  /** Positions in the live solver's table. */
  readonly states: number;
  /** Every move's outcome came from the shipped solution. */
  readonly book: boolean;
  /** Compressed bytes fetched for this answer. */
  readonly fetched: number;
}

/** Chunks kept decoded (a game touches a few dozen; the latest are the ones asked again). */
const KEEP_CHUNKS = 24;
/** The live solver's table is started afresh past this many positions, to bound memory. */
const MAX_STATES = 400_000;

/** Positions settled ahead after one answer, at most (5 + 25 + 125 candidates, duplicates among them). */
const AHEAD = 160;

/** A position as makePosition writes it: 14 squares of `r` and `y` cups, a space, the side to move. */
const WRITTEN = /^(?:[ry]*\/){13}[ry]* [ry]$/;
const COLOR: Readonly<Record<string, Color>> = { r: 'red', y: 'yellow' };

/**
 * The position a question names. The page asks about positions it has checked (moves played, a
 * link it parsed) and wrote with makePosition, so this reads only that form (anything else is
 * refused, not explained as read.ts would) and checks what the rules require of a position.
 */
export function askedPosition(notation: string): Result<Position> {
  if (!WRITTEN.test(notation)) return fail({ code: 'bad-format', reason: 'shape' });
  const [board = '', side = ''] = notation.split(' ');
  return validatePosition({ squares: board.split('/').map((field) => [...field].map((letter) => COLOR[letter]!)), turn: COLOR[side]! });
}

/** The positions the position's moves lead to (games not over). */
function children(position: Position): Position[] {
  return legalMoves(position).flatMap((from) => {
    const moved = play(position, from);
    return moved.ok && !moved.value.status.over ? [moved.value.position] : [];
  });
}

/**
 * The positions past the stored part whose scores the next questions after `asked` need, most
 * likely first. `asked` was either the opponent's turn (its reply is one of the best moves; then
 * the person may ask for the verdict, which needs the scores of their moves' outcomes, or move,
 * and the reply needs the scores of the outcomes of the answers to that move) or the person's (a
 * verdict; their move and the reply to it come next).
 */
function ahead(asked: Position, solution: Solution): Position[] {
  const out: Position[] = [];
  const add = (p: Position) => {
    if (out.length < AHEAD && !withinStored(p)) out.push(p);
  };
  const replies = solution.moves.flatMap((m) => {
    if (m.value !== solution.value || m.plies !== solution.plies) return [];
    const moved = play(asked, m.from);
    return moved.ok && !moved.value.status.over ? [moved.value.position] : [];
  });
  for (const reply of replies) for (const move of children(reply)) add(move);
  for (const move of children(asked)) for (const next of children(move)) add(next);
  for (const reply of replies) for (const move of children(reply)) for (const next of children(move)) add(next);
  return out;
}

async function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
  // A server may already have undone the gzip (Content-Encoding); then the bytes are the chunk.
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** `load(n)` returns chunk n's file as shipped (gzipped). */
export function createAnswerer(load: (chunk: number) => Promise<Uint8Array>, hooks: { readonly workingOut?: (notation: string) => void } = {}) {
  const chunks = new Map<number, Promise<Chunk>>();
  let solver = new Solver(16);
  let mirrorFirst = false;
  // Work settled ahead between questions, one position per task so a question waits for one at
  // most; the list itself is made in the first task, after the answer has gone.
  let last: { asked: Position; solution: Solution } | null = null;
  let queue: Position[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let idle: ((states: number) => void)[] = [];
  const settleNext = () => {
    timer = null;
    if (last) {
      // A fresh table for a new round when the old one is large: what it held was for earlier moves.
      if (solver.states > MAX_STATES / 2) solver = new Solver(16);
      queue = ahead(last.asked, last.solution);
      last = null;
    }
    const next = queue.shift();
    if (!next || solver.states > MAX_STATES) {
      queue = [];
      for (const resolve of idle) resolve(solver.states);
      idle = [];
      return;
    }
    solver.evaluate(next);
    timer = setTimeout(settleNext, 0);
  };
  function settleAhead(asked: Position, solution: Solution): void {
    if (gameStatus(asked).over) return;
    last = { asked, solution };
    timer ??= setTimeout(settleNext, 0);
  }

  async function chunk(n: number): Promise<{ chunk: Chunk; fetched: number }> {
    let fetched = 0;
    let pending = chunks.get(n);
    if (pending) chunks.delete(n);
    else {
      pending = load(n).then(async (bytes) => {
        fetched = bytes.length;
        const decoded = decodeChunk(await gunzip(bytes));
        if (!decoded) throw new Error(`solution chunk ${n} is damaged`);
        return decoded;
      });
      pending.catch(() => chunks.delete(n));
    }
    chunks.set(n, pending);
    if (chunks.size > KEEP_CHUNKS) chunks.delete(chunks.keys().next().value!);
    return { chunk: await pending, fetched };
  }

  // Chunks fetched ahead for the questions to come: for a move (a cup picked, the move not yet
  // made: the reply's chunk) and for a verdict (the pointer or focus on "What does the solver
  // say?": the current position's chunk). One of each per question, so a person changing their
  // mind costs at most one chunk besides the answers' own.
  const foreseen = { move: false, verdict: false };
  function foresee(notation: string, kind: Foresight = 'move'): void {
    if (foreseen[kind]) return;
    const parsed = askedPosition(notation);
    if (!parsed.ok) return;
    const n = neededChunk(parsed.value, mirrorFirst);
    if (n === null) return;
    foreseen[kind] = true;
    // A failure costs nothing here: the question fetches the chunk again.
    chunk(n).catch(() => undefined);
  }

  async function ask(notation: string): Promise<Answered> {
    const t0 = performance.now();
    foreseen.move = false;
    foreseen.verdict = false;
    const parsed = askedPosition(notation);
    if (!parsed.ok) throw new Error(parsed.message);
    // A question ends the work settled ahead for the one before.
    queue = [];
    last = null;
    // A game where yellow moved first is stored mirrored: the chunk of the mirrored position, tried
    // first once a game has needed it, and the other one only when the first lacks a score.
    const held: { direct: Chunk | null; mirror: Chunk | null } = { direct: null, mirror: null };
    let fetched = 0;
    if (neededChunk(parsed.value) !== null) {
      for (const mirrored of mirrorFirst ? [true, false] : [false, true]) {
        const got = await chunk(neededChunk(parsed.value, mirrored)!).catch(() => null);
        held[mirrored ? 'mirror' : 'direct'] = got?.chunk ?? null;
        fetched += got?.fetched ?? 0;
        if (!lacks(parsed.value, held.direct, held.mirror)) {
          mirrorFirst = mirrored;
          break;
        }
      }
    }
    if (solver.states > MAX_STATES) solver = new Solver(16);
    // A chunk that failed to load (offline, a failed fetch) only costs time: the solver answers
    // everything. The page is told first, so it can say why the answer takes longer.
    if (neededChunk(parsed.value) !== null && held.direct === null && held.mirror === null) hooks.workingOut?.(notation);
    const { solution, searched } = answer(parsed.value, held.direct, solver, held.mirror);
    settleAhead(parsed.value, solution);
    return { solution, ms: performance.now() - t0, states: solver.states, book: searched === 0, fetched };
  }

  /** Once the work settled ahead of the next question is done: the live table's size (for tests). */
  const settled = (): Promise<number> => (timer === null && last === null ? Promise.resolve(solver.states) : new Promise((resolve) => idle.push(resolve)));
  return Object.assign(ask, { settled, foresee });
}

/** A gzipped chunk holding no positions (one zero byte: no groups). */
const EMPTY_CHUNK = new Uint8Array([31, 139, 8, 0, 0, 0, 0, 0, 2, 3, 99, 0, 0, 141, 239, 2, 210, 1, 0, 0, 0]);

/**
 * Gets the engine ready for the first answer: unpacks and reads an empty chunk (so the unpacking
 * is set up) and runs the live search on a late position (about 11,000 states, so the search code
 * is compiled). The worker does this as it starts, a move's outcome per task, and stops as soon
 * as `stop()` says a question has come.
 */
export async function warmUp(stop: () => boolean = () => false): Promise<void> {
  decodeChunk(await gunzip(EMPTY_CHUNK));
  const late = askedPosition('//r/ry//yy//yr/r/r/y/// r');
  if (!late.ok) return;
  const solver = new Solver(12);
  const pieces = children(late.value);
  return new Promise((resolve) => {
    const step = () => {
      const next = pieces.shift();
      if (!next || stop()) return resolve();
      solver.evaluate(next);
      setTimeout(step, 0);
    };
    setTimeout(step, 0);
  });
}
