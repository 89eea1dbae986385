// Answers a position from the shipped solution (public/jumping-cups/solution/, see
// src/engine/jumping-cups/solution.ts) and, for what it does not hold, the engine's solver. The
// play page's worker runs this; the benchmark runs the same code with the chunks read from disk.
import { Solver, parsePosition } from '../../engine/jumping-cups/index.ts';
import type { Solution } from '../../engine/jumping-cups/index.ts';
import { answer, decodeChunk, lacks, neededChunk } from '../../engine/jumping-cups/solution.ts';
import type { Chunk } from '../../engine/jumping-cups/solution.ts';

export const SOLUTION_PATH = '/jumping-cups/solution/';

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

/** Chunks kept decoded; a game touches a few dozen at most. */
const KEEP_CHUNKS = 48;
/** The live solver's table is started afresh past this many positions, to bound memory. */
const MAX_STATES = 400_000;

async function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
  // A server may already have undone the gzip (Content-Encoding); then the bytes are the chunk.
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** `load(n)` returns chunk n's file as shipped (gzipped). */
export function createAnswerer(load: (chunk: number) => Promise<Uint8Array>) {
  const chunks = new Map<number, Promise<Chunk>>();
  let solver = new Solver(16);
  let mirrorFirst = false;

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

  return async function ask(notation: string): Promise<Answered> {
    const t0 = performance.now();
    const parsed = parsePosition(notation);
    if (!parsed.ok) throw new Error(parsed.message);
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
    // A chunk that failed to load only costs time: the solver answers everything.
    const { solution, searched } = answer(parsed.value, held.direct, solver, held.mirror);
    return { solution, ms: performance.now() - t0, states: solver.states, book: searched === 0, fetched };
  };
}

/**
 * Runs the live search once on a late position (about 11,000 states), so that the engine has
 * compiled the search code before the first answer needs it. The worker does this as it starts.
 */
export function warmUp(): void {
  const late = parsePosition('//r/ry//yy//yr/r/r/y/// r');
  if (late.ok) new Solver(12).solve(late.value);
}
