// The guided first game of Balloon Cup (machines/balloon-cup/lesson.ts): following every prompt
// reaches every lesson moment on the lesson's deal and ends in the learner's win; a move that
// spoils the lesson is held back and can be taken back or kept; a saved lesson comes back at the
// same step.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { apply, legalMoves } from '../../../src/engine/balloon-cup/index.ts';
import type { Move } from '../../../src/engine/balloon-cup/index.ts';
import { current, fresh, learnerMoves, learnerPlays, lessonMachine, replayLesson, stepOf } from '../../../src/machines/balloon-cup/lesson.ts';
import type { LessonSnapshot } from '../../../src/machines/balloon-cup/lesson.ts';
import { lessonView } from '../../../src/machines/balloon-cup/lesson-view.ts';
import { ACTION_TOPICS, INFO_TOPICS, followMove, spoilOf, TOPIC_CODES } from '../../../src/machines/balloon-cup/lesson-topics.ts';
import type { Topic } from '../../../src/machines/balloon-cup/lesson-topics.ts';
import { ruleFor } from '../../../src/components/rules/codes.ts';
import { lessonText, parseLesson } from '../../../src/components/balloon-cup/lesson-save.ts';

/** The events a learner sends to make `move` (a card then a side; cards to swap then confirm; a claim). */
function eventsFor(move: Move): object[] {
  switch (move.type) {
    case 'place': return [{ type: 'card.select', card: move.card }, { type: 'side.choose', tile: move.tile, side: move.side }];
    case 'exchange': return [...move.discard.map((card) => ({ type: 'discard.toggle', card })), { type: 'exchange.confirm' }];
    case 'claim': return [{ type: 'claim.choose', trophy: move.trophy, sets: move.sets }];
    case 'pass': return [{ type: 'claim.pass' }];
  }
}

/** Follows every prompt from `snapshot` to the end: Next on a note, the suggested move on a decision. */
function followToEnd(actor: ReturnType<typeof createActor<typeof lessonMachine>>): { topics: Topic[]; steps: number } {
  const topics: Topic[] = [];
  for (let guard = 0; guard < 400 && !actor.getSnapshot().hasTag('over'); guard += 1) {
    const snapshot: LessonSnapshot = actor.getSnapshot();
    const view = lessonView(snapshot);
    topics.push(view.step.topic);
    if (view.reading) {
      actor.send({ type: 'lesson.next' });
      continue;
    }
    expect(view.suggested, `step ${view.number} (${view.step.topic}) suggests a move`).not.toBeNull();
    for (const event of eventsFor(view.suggested!)) actor.send(event as never);
    expect(actor.getSnapshot().hasTag('spoiled'), `the suggested move at step ${view.number} spoils nothing`).toBe(false);
  }
  topics.push(lessonView(actor.getSnapshot()).step.topic);
  return { topics, steps: lessonView(actor.getSnapshot()).number };
}

describe('the guided first game', () => {
  it('following every prompt meets every lesson moment once, each citing a rule, and ends in the learner\'s win', () => {
    const actor = createActor(lessonMachine, { input: {} }).start();
    const { topics, steps } = followToEnd(actor);
    const state = current(actor.getSnapshot().context);
    expect(state.result?.winner).toBe(0);
    // The moments issue 31 names: a card and a side, what fits, the draw, completing a tile,
    // mountain, flatland and tie scorings, the refill and discard, the exchange, trophies and
    // their price, a claim in the cascade with a trade, the end.
    const wanted: Topic[] = ['choose', 'fits', 'draw', 'side', 'complete', 'mountain', 'flatland', 'tie', 'refill', 'exchange', 'price', 'claimed', 'trade', 'end'];
    for (const topic of wanted) expect(topics, topic).toContain(topic);
    // Each moment is introduced once ('play' is the plain prompt between them).
    const once = topics.filter((t) => t !== 'play');
    expect(new Set(once).size).toBe(once.length);
    for (const topic of [...ACTION_TOPICS, ...INFO_TOPICS]) expect(ruleFor('balloon-cup', TOPIC_CODES[topic]), topic).not.toBeNull();
    expect(topics.at(-1)).toBe('end');
    expect(steps).toBe(topics.length);
  });

  it('a move that hands a tile to the computer is held back with its reason; taken back, the same step asks again', () => {
    const actor = createActor(lessonMachine, { input: {} }).start();
    // Follow the prompts to the first decision where some placement would spoil the lesson.
    let spoiling: Move | undefined;
    for (let guard = 0; guard < 200 && !spoiling; guard += 1) {
      const view = lessonView(actor.getSnapshot());
      if (view.reading) { actor.send({ type: 'lesson.next' }); continue; }
      spoiling = legalMoves(view.state).find((mv) => mv.type === 'place' && spoilOf(view.state, mv));
      if (!spoiling) for (const event of eventsFor(view.suggested!)) actor.send(event as never);
    }
    expect(spoiling).toBeDefined();
    const before = actor.getSnapshot();
    const moves = before.context.moves.length;
    for (const event of eventsFor(spoiling!)) actor.send(event as never);
    const held = actor.getSnapshot();
    expect(held.hasTag('spoiled')).toBe(true);
    expect(lessonView(held).spoil).toMatchObject({ kind: 'gift' });
    // Nothing was played yet: the computer has not replied.
    expect(held.context.moves.length).toBe(moves);
    actor.send({ type: 'lesson.takeback' });
    const back = actor.getSnapshot();
    expect(back.hasTag('acting')).toBe(true);
    expect(lessonView(back).step).toEqual(lessonView(before).step);
    expect(back.context.selected).toBeNull();
    // Kept instead, it is played and the computer replies with its cubes.
    for (const event of eventsFor(spoiling!)) actor.send(event as never);
    actor.send({ type: 'lesson.keep' });
    const kept = actor.getSnapshot().context;
    expect(kept.moves.length).toBeGreaterThan(moves);
    expect(kept.moves[moves]).toEqual(spoiling);
  });

  it('declining a claim that would be the third trophy is held back as well', () => {
    // On the lesson's deal the last decision is a trade claim for the third trophy.
    let context = fresh();
    for (let guard = 0; guard < 200 && current(context).result === null; guard += 1) {
      context = { ...context, queue: [] };
      const state = current(context);
      if (state.cascade && legalMoves(state).some((mv) => mv.type === 'claim') && state.players[0].trophies.length === 2) break;
      context = learnerPlays(context, followMove(state, stepOf(context)))!;
    }
    const state = current(context);
    expect(state.cascade).not.toBeNull();
    expect(spoilOf(state, { type: 'pass' })).toMatchObject({ kind: 'win-missed' });
  });

  it('a saved lesson comes back at the same step, with the same board', () => {
    const actor = createActor(lessonMachine, { input: {} }).start();
    // Half way: 12 decisions in, one note of a batch read.
    let decisions = 0;
    while (decisions < 12 || !actor.getSnapshot().hasTag('reading')) {
      const view = lessonView(actor.getSnapshot());
      if (view.reading) { actor.send({ type: 'lesson.next' }); continue; }
      for (const event of eventsFor(view.suggested!)) actor.send(event as never);
      decisions += 1;
    }
    actor.send({ type: 'lesson.next' });
    const left = actor.getSnapshot();
    const saved = { moves: JSON.parse(JSON.stringify(learnerMoves(left.context))) as unknown[], read: left.context.read };
    const back = createActor(lessonMachine, { input: { saved } }).start().getSnapshot();
    expect(back.value).toEqual(left.value);
    expect(lessonView(back).step).toEqual(lessonView(left).step);
    expect(lessonView(back).number).toBe(lessonView(left).number);
    expect(current(back.context)).toEqual(current(left.context));
    // A save that is not this lesson's (a move not legal on its deal) starts the lesson afresh.
    expect(replayLesson({ moves: [{ type: 'place', card: 'red-1', tile: 9, side: 0 }], read: 0 })).toBeNull();
    const other = createActor(lessonMachine, { input: { saved: { moves: [{ type: 'pass' }], read: 0 } } }).start().getSnapshot();
    expect(other.context.moves).toEqual([]);
    expect(apply(current(other.context), { type: 'pass' }).ok).toBe(false);
  });
});

describe('the guided game\'s save', () => {
  it('keeps the learner\'s moves and the notes read, reads back only what it writes', () => {
    const save = { moves: [{ type: 'place', card: 'red-2', tile: 4, side: 1 }], read: 1 };
    expect(parseLesson(lessonText(save))).toEqual(save);
    expect(parseLesson('{"v":2,"m":[],"r":0}')).toBeNull();
    expect(parseLesson('{"v":1,"m":[],"r":-1}')).toBeNull();
    expect(parseLesson(lessonText(save).slice(0, -3))).toBeNull();
  });
});
