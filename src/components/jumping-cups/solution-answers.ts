// Answers a position from the shipped solution (public/jumping-cups/solution/, see
// src/engine/jumping-cups/solution.ts) and, for what it does not hold, the engine's solver. The
// play page's worker runs this; the benchmark runs the same code with the chunks read from disk.
import { Solver, parsePosition } from '../../engine/jumping-cups/index.ts';
import type { Solution } from '../../engine/jumping-cups/index.ts';
import { answer, decodeChunk, neededChunk } from '../../engine/jumping-cups/solution.ts';
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
    const n = neededChunk(parsed.value);
    const got = n === null ? null : await chunk(n).catch(() => null);
    if (solver.states > MAX_STATES) solver = new Solver(16);
    // A chunk that failed to load only costs time: the solver answers everything.
    const { solution, searched } = answer(parsed.value, got?.chunk ?? null, solver);
    return { solution, ms: performance.now() - t0, states: solver.states, book: searched === 0, fetched: got?.fetched ?? 0 };
  };
}
