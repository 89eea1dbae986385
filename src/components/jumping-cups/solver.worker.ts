// The play page's solver, off the main thread: the shipped solution's chunks, fetched as needed,
// and the engine's solver for positions past them (solution-answers.ts).
import { SOLUTION_PATH, createAnswerer, warmUp } from './solution-answers.ts';
import type { Foresight } from './solution-answers.ts';

/** The question being answered, so a reply worked out without the stored solution is said. */
let current = 0;
const ask = createAnswerer(async (n) => {
  const response = await fetch(`${SOLUTION_PATH}${n}.bin`);
  if (!response.ok) throw new Error(`solution chunk ${n}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}, { workingOut: () => self.postMessage({ id: current, workingOut: true }) });

let asked = false;
self.onmessage = (event: MessageEvent<{ id: number; notation: string } | { foresee: string; kind: Foresight }>) => {
  if ('foresee' in event.data) return ask.foresee(event.data.foresee, event.data.kind);
  asked = true;
  const { id, notation } = event.data;
  current = id;
  ask(notation).then(
    (answered) => self.postMessage({ id, ...answered }),
    (error: unknown) => self.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
};

// The worker starts as the island hydrates, before the person's first question: a small search now
// gets the search code compiled before a live answer needs it; a question cuts it short.
void warmUp(() => asked);
