// The guided first game of Jumping Cups, played as a learner would: each step's suggested move,
// the opponent answering at the Beginner level from the exact solution (as on the page).
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { Solver, parsePosition, legalMoves, play } from '../../../src/engine/jumping-cups/index.ts';
import { answer, neededChunk } from '../../../src/engine/jumping-cups/solution.ts';
import { spoilOf, withReply, lessonView } from '../../../src/machines/jumping-cups/lesson.ts';
import type { Topic } from '../../../src/machines/jumping-cups/lesson.ts';
import { chunk } from '../jumping-cups/solution-data.ts';

const solver = new Solver();
const machine = withReply(async (notation) => {
  const parsed = parsePosition(notation);
  if (!parsed.ok) throw new Error(parsed.message);
  const n = neededChunk(parsed.value);
  return { solution: answer(parsed.value, n === null ? null : chunk(n), solver).solution, ms: 0, states: 0, book: true };
});

type Actor = ReturnType<typeof createActor<typeof machine>>;
const ready = (actor: Actor) => waitFor(actor, (s) => s.hasTag('choose-cup') || s.hasTag('over') || s.hasTag('spoiled') || s.hasTag('broken'));

/** Picks the cup on `from` and makes its move (its landing square, or the confirm off the track). */
function move(actor: Actor, from: number) {
  actor.send({ type: 'cup.pick', square: from });
  const preview = actor.getSnapshot().context.preview!;
  if (preview.leftTrack) actor.send({ type: 'move.confirm' });
  else actor.send({ type: 'cup.pick', square: preview.path.at(-1)! });
}

/** Follows the prompts to the end; the topics in the order introduced, and the steps taken. */
async function followPrompts(actor: Actor) {
  const topics: Topic[] = [];
  let steps = 0;
  for (;;) {
    const s = await ready(actor);
    if (!s.hasTag('choose-cup')) return { topics, steps, snapshot: s };
    const view = lessonView(s);
    expect(view.prompt.length).toBeGreaterThan(20);
    if (view.topic) topics.push(view.topic);
    steps += 1;
    move(actor, view.example!.from);
  }
}

describe('the guided first game', () => {
  it('follows the prompts to the end: every rule introduced once, each with its move, and a win', async () => {
    const actor = createActor(machine, { input: {} }).start();
    const first = lessonView(actor.getSnapshot());
    expect(first).toMatchObject({ step: 1, topic: 'height', cite: 'lesson-height', example: { from: 5, to: 6 } });
    const { topics, steps, snapshot } = await followPrompts(actor);
    expect(snapshot.hasTag('over')).toBe(true);
    expect(new Set(topics).size).toBe(topics.length);
    expect([...topics].sort()).toEqual(['block', 'bounce', 'finish', 'height', 'stack']);
    const end = lessonView(snapshot);
    expect(end.won).toBe(true);
    expect(end.ending).toMatch(/won your first game/);
    expect(end.saved).toBeNull();
    // A first game, not a marathon.
    expect(steps).toBeLessThan(40);
    actor.stop();
  });

  it('any legal move is accepted and the next step is read from the position it makes', async () => {
    const actor = createActor(machine, { input: {} }).start();
    // Not the suggested front cup: the back one.
    move(actor, 1);
    const s = await ready(actor);
    expect(s.hasTag('choose-cup')).toBe(true);
    const view = lessonView(s);
    expect(view.step).toBe(2);
    expect(view.topic).toBe('stack');
    // The stack it suggests is one a move of this position makes.
    const moved = play(s.context.position, view.example!.from);
    expect(moved.ok && moved.value.position.squares[view.example!.to - 1]!.length).toBe(2);
    actor.stop();
  });

  it('a move that spoils the lesson is explained, cites its rule, and can be taken back to the same step', async () => {
    const actor = createActor(machine, { input: {} }).start();
    // Follow the prompts until some move would spoil the game (off the track or an instant loss).
    let spoiler: number | undefined;
    for (let i = 0; i < 60 && spoiler === undefined; i += 1) {
      const s = await ready(actor);
      const position = s.context.position;
      spoiler = legalMoves(position).find((from) => {
        const r = play(position, from);
        return r.ok && spoilOf(r.value.position, r.value.status, r.value.leftTrack) !== null;
      });
      if (spoiler === undefined) move(actor, lessonView(s).example!.from);
    }
    expect(spoiler).toBeDefined();
    const before = lessonView(actor.getSnapshot());
    move(actor, spoiler!);
    const spoiled = actor.getSnapshot();
    expect(spoiled.hasTag('spoiled')).toBe(true);
    const view = lessonView(spoiled);
    expect(view.spoil).toMatch(/Take the move back/);
    expect(view.cite).toMatch(/^spoil-/);
    expect(view.announcement.text).toContain(view.spoil!);
    actor.send({ type: 'lesson.take-back' });
    const back = lessonView(await ready(actor));
    expect(back).toMatchObject({ step: before.step, topic: before.topic, prompt: before.prompt, squares: before.squares });
    actor.stop();
  });

  it('a learner who leaves comes back to the same step, and the game goes on from there', async () => {
    const actor = createActor(machine, { input: {} }).start();
    for (let i = 0; i < 4; i += 1) move(actor, lessonView(await ready(actor)).example!.from);
    const left = lessonView(await ready(actor));
    expect(left.saved).not.toBeNull();
    actor.stop();
    // A new visit: from the input, or sent once the page has read the browser's storage.
    for (const start of [(saved: string) => createActor(machine, { input: { saved } }).start(), (saved: string) => {
      const a = createActor(machine, { input: {} }).start();
      a.send({ type: 'lesson.resume', saved });
      return a;
    }]) {
      const again = start(left.saved!);
      const view = lessonView(await ready(again));
      expect(view).toMatchObject({ step: left.step, topic: left.topic, prompt: left.prompt, squares: left.squares, example: left.example });
      const { snapshot } = await followPrompts(again);
      expect(snapshot.hasTag('over')).toBe(true);
      again.stop();
    }
    // Something unreadable is ignored: the lesson starts from the beginning.
    const fresh = createActor(machine, { input: { saved: '{"v":1,"position":"nonsense","met":[],"step":3}' } }).start();
    expect(lessonView(fresh.getSnapshot())).toMatchObject({ step: 1, topic: 'height' });
    fresh.stop();
  });
});
