// A whole game against Beginner, played through the play page's game machine to its end: the long
// play the browser test used to click move by move (tests/e2e/balloon-cup-play.spec.ts now resumes
// a saved game near its end and clicks the last moves). The person chooses as that test's clicks do.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { botMove } from '../../../src/engine/balloon-cup/bots/index.ts';
import { legalMoves } from '../../../src/engine/balloon-cup/moves.ts';
import { decodeRecord } from '../../../src/engine/balloon-cup/record.ts';
import { DEFAULT_OPTIONS } from '../../../src/engine/balloon-cup/options.ts';
import type { GameState, Move } from '../../../src/engine/balloon-cup/state.ts';
import type { ThinkRequest } from '../../../src/machines/balloon-cup/game.ts';
import { current, gameMachine, recordText, saveText } from '../../../src/machines/balloon-cup/game.ts';
import { run, eventsFor } from './helpers.ts';

const engineThink = fromPromise<Move, ThinkRequest>(async ({ input }) => botMove(input.state, input.level, input.known, input.seed));

/**
 * The person's move, as tests/e2e/helpers.ts `playOneMove` clicks it: the first claim offered, else
 * (only an exchange left) a swap of the first card in the hand, else the first card of the hand
 * that fits somewhere, on the first side that takes it.
 */
function clicked(state: GameState): Move {
  const moves = legalMoves(state);
  const claim = moves.find((m) => m.type === 'claim') ?? moves.find((m) => m.type === 'pass');
  if (claim) return claim;
  const places = moves.filter((m): m is Extract<Move, { type: 'place' }> => m.type === 'place');
  if (places.length === 0) return { type: 'exchange', discard: [state.hands[0][0]!] };
  for (const card of state.hands[0]) {
    const place = places.find((m) => m.card === card);
    if (place) return place;
  }
  throw new Error('a place with no card of the hand');
}

describe('a whole game against Beginner', () => {
  it.each([2024, 7, 99])('game %i plays to its end through the machine, every move taken, and its save and link hold the finished game', async (seed) => {
    const machine = gameMachine.provide({ actors: { think: engineThink } });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'game.start', opponent: 'beginner', options: DEFAULT_OPTIONS, seed });
    let s = actor.getSnapshot();
    for (let turn = 0; turn < 300 && !s.hasTag('over'); turn += 1) {
      s = await waitFor(actor, (x) => x.hasTag('human') || x.hasTag('over'));
      if (s.hasTag('over')) break;
      const before = s.context.moves.length;
      for (const e of eventsFor(clicked(current(s.context)))) actor.send(e);
      s = actor.getSnapshot();
      expect(s.context.moves.length, JSON.stringify(s.context.refusal)).toBeGreaterThan(before);
    }
    expect(s.hasTag('over')).toBe(true);
    const final = current(s.context);
    // Three trophies won (the winner holds them), or blocked with no winner.
    if (final.result!.reason === 'trophies') expect(final.players[final.result!.winner!]!.trophies.length).toBeGreaterThanOrEqual(3);
    else expect(final.result).toEqual({ winner: null, reason: 'blocked' });
    // The link replays the finished game; the save resumes it, over.
    const replay = decodeRecord(recordText(s.context));
    expect(replay.ok && replay.value.states.at(-1)).toEqual(final);
    const resumed = run(gameMachine, { saved: saveText(s.context) });
    expect(resumed.hasTag('over')).toBe(true);
    expect(resumed.context.moves).toEqual(s.context.moves);
    actor.stop();
  });
});
