// The page's side of the computer player: one Web Worker (bot.worker.ts), started on the first
// question, answering in order. The worker's script is a chunk of the site (imported here for its
// address), so it shares the engine chunks the page already holds. It is sent only the view of
// the seat to act (seat-view.ts), never the other hand or the order of the supply. A short floor
// on the wait lets a person see the "thinking" sign and follow the reply even when Beginner
// answers at once.
import { seatView } from '../../engine/balloon-cup/bots/seat-view.ts';
import type { Move } from '../../engine/balloon-cup/state.ts';
import type { Question } from './bot.worker.ts';
import type { ThinkRequest } from '../../machines/balloon-cup/game.ts';

let worker: Promise<Worker> | null = null;
let nextId = 1;
const waiting = new Map<number, (move: Move) => void>();

async function spawn(): Promise<Worker> {
  const { WORKER_URL } = await import('./bot.worker.ts');
  const w = new Worker(WORKER_URL, { type: 'module' });
  w.onmessage = (event: MessageEvent<{ id: number; move: Move }>) => {
    const resolve = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    resolve?.(event.data.move);
  };
  return w;
}

function ask(kind: 'move' | 'hint', request: Omit<ThinkRequest, 'level'> & { level?: ThinkRequest['level'] }): Promise<Move> {
  worker ??= spawn();
  const id = nextId++;
  const answer = new Promise<Move>((resolve) => waiting.set(id, resolve));
  const question: Question = { id, kind, level: request.level ?? 'strong', view: seatView(request.state, request.known), seed: request.seed };
  // A script that could not be fetched (offline before the first visit) is asked for again next time.
  worker.then((w) => w.postMessage(question), () => { worker = null; });
  return answer;
}

const MIN_WAIT_MS = 450;

export async function think(request: ThinkRequest): Promise<Move> {
  const [move] = await Promise.all([ask('move', request), new Promise((r) => setTimeout(r, MIN_WAIT_MS))]);
  return move;
}

export function advise(request: Omit<ThinkRequest, 'level'>): Promise<Move> {
  return ask('hint', request);
}
