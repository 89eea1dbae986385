// The play page's solver worker (src/components/jumping-cups/solver.worker.ts) as a Node worker
// thread, for the benchmark: the same answerer and warm-up in a fresh engine instance (so a first
// answer runs cold, as on a fresh page), with the chunks read from disk instead of fetched.
// Messages: {id, notation} → {id, ms, fetched, heap}; {foresee} (no answer, as from the page when
// a cup is picked); 'ready' once warmed up.
import { readFileSync } from 'node:fs';
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { createAnswerer, warmUp } from '../../src/components/jumping-cups/solution-answers.ts';

const CHUNKS = new URL('../../public/jumping-cups/solution/', import.meta.url);
const ask = createAnswerer(async (n) => new Uint8Array(readFileSync(new URL(`${n}.bin`, CHUNKS))));

parentPort!.on('message', (message: { id: number; notation: string } | { foresee: string }) => {
  if ('foresee' in message) return ask.foresee(message.foresee);
  const { id, notation } = message;
  ask(notation).then((answered) => {
    const heap = getHeapStatistics();
    parentPort!.postMessage({ id, ms: answered.ms, fetched: answered.fetched, heap: heap.total_heap_size + heap.external_memory });
  });
});

await warmUp();
parentPort!.postMessage('ready');
