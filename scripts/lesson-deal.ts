// Searches deals for the guided first game (machines/balloon-cup/lesson-topics.ts LESSON_SEED):
// a learner who follows every prompt must meet every topic, win, and finish in few moves.
// Usage: node --experimental-strip-types scripts/lesson-deal.ts [from] [count]
import { fresh, learnerPlays, current, stepOf } from '../src/machines/balloon-cup/lesson.ts';
import { followMove, ACTION_TOPICS, INFO_TOPICS } from '../src/machines/balloon-cup/lesson-topics.ts';
import type { Topic } from '../src/machines/balloon-cup/lesson-topics.ts';

const WANTED: readonly Topic[] = [...ACTION_TOPICS, ...INFO_TOPICS].filter((t) => t !== 'again');
const from = Number(process.argv[2] ?? 1);
const count = Number(process.argv[3] ?? 2000);
const found: string[] = [];
for (let seed = from; seed < from + count; seed += 1) {
  let context = fresh(seed);
  let learner = 0;
  let steps = 1;
  while (current(context).result === null && learner < 80) {
    steps += context.queue.length;
    context = { ...context, queue: [] };
    const next = learnerPlays(context, followMove(current(context), stepOf(context)));
    if (!next) break;
    context = next;
    learner += 1;
  }
  const result = current(context).result;
  const missing = WANTED.filter((t) => !context.seen.includes(t) && t !== 'end');
  if (missing.length <= Number(process.argv[4] ?? 1)) {
    found.push(`${seed}\twinner ${result?.winner}\tlearner moves ${learner}\tsteps ${steps + context.queue.length}\tmissing ${missing.join(',')}\tseen ${context.seen.join(',')}`);
  }
}
console.log(found.join('\n'));
