// The replay page's machine (game-replay.ts): a recorded game read from its link, stepped through
// by the replays' one cursor (replay-cursor.ts), saying when a step goes past either end; its view
// shows the engine's replay views and tells each move. Records come from games the game machine
// played, so they are what the play page writes.
import { describe, expect, it } from 'vitest';
import { beginnerMove } from '../../../src/engine/balloon-cup/bots/heuristic.ts';
import { DEFAULT_OPTIONS } from '../../../src/engine/balloon-cup/options.ts';
import { decodeRecord } from '../../../src/engine/balloon-cup/record.ts';
import { replayViews } from '../../../src/engine/balloon-cup/replay-view.ts';
import type { GameSnapshot } from '../../../src/machines/balloon-cup/game.ts';
import { current, gameMachine, recordText } from '../../../src/machines/balloon-cup/game.ts';
import type { GameReplayEvent, GameReplayState } from '../../../src/machines/balloon-cup/game-replay.ts';
import { gameReplayStart, gameReplayStep, gameReplayView } from '../../../src/machines/balloon-cup/game-replay.ts';
import { moveLabel } from '../../../src/machines/balloon-cup/story.ts';
import { run, step, eventsFor } from './helpers.ts';

/** The record of a game between two people, played by Beginner for `moves` moves (or to the end). */
function recorded(seed: number, moves = Infinity): string {
  let s: GameSnapshot = run(gameMachine, {}, [{ type: 'game.start', opponent: 'people', options: DEFAULT_OPTIONS, seed }]);
  for (let i = 0; i < 3000 && !s.hasTag('over') && s.context.moves.length < moves; i += 1) {
    s = s.hasTag('handoff') ? step(gameMachine, s, { type: 'handoff.ready' }) : step(gameMachine, s, ...eventsFor(beginnerMove(current(s.context))));
  }
  return recordText(s.context);
}

const after = (state: GameReplayState, ...events: GameReplayEvent[]) => events.reduce(gameReplayStep, state);

describe('the replay page', () => {
  const g = recorded(4, 12);

  it('opens at the move its link names, kept within the game', () => {
    expect(gameReplayStart({ g, m: 5 }).at).toBe(5);
    expect(gameReplayStart({ g, m: 99 }).at).toBe(12);
    expect(gameReplayStart({ g, m: null }).at).toBe(0);
  });

  it('steps by the replays’ cursor and says when a step would go past either end', () => {
    let state = gameReplayStart({ g, m: null });
    expect(state.said).toBeNull();
    state = after(state, 'prev');
    expect(state.at).toBe(0);
    expect(state.said?.kind).toBe('first');
    state = after(state, 'next', 'next');
    expect(state.at).toBe(2);
    expect(state.said?.kind).toBe('move');
    state = after(state, 'last');
    expect(state.at).toBe(12);
    const n = state.said!.n;
    state = after(state, 13);
    expect(state.said).toEqual({ kind: 'last', n: n + 1 });
    // Going to the move already shown says nothing.
    expect(after(state, 12)).toBe(state);
    expect(after(gameReplayStart({ g, m: 0 }), 'first').said).toBeNull();
  });

  it('shows the engine’s replay view of each move, tells it, and lists every move', () => {
    const read = decodeRecord(g);
    if (!read.ok) throw new Error(read.message);
    const { states, events, record } = read.value;
    const views = replayViews(states, record.moves, events);
    const view = gameReplayView(gameReplayStart({ g, m: 3 }));
    if (view.kind !== 'replay') throw new Error(view.kind);
    expect(view.board).toEqual(views[3]);
    expect(view.told.length).toBeGreaterThan(0);
    expect(view.moves.map((m) => m.label)).toEqual(record.moves.map((move, k) => moveLabel(move, view.names, states[k]!, null)));
    expect(view.finished).toBe(false);
    const start = gameReplayView(gameReplayStart({ g, m: 0 }));
    expect(start.kind === 'replay' && start.told).toEqual([]);
  });

  it('lets a finished game be reviewed', () => {
    const whole = recorded(6);
    const view = gameReplayView(gameReplayStart({ g: whole, m: null }));
    expect(view.kind === 'replay' && view.finished).toBe(true);
  });

  it('names a link without a game, and a record it cannot read', () => {
    expect(gameReplayView(gameReplayStart({ g: null, m: null }))).toEqual({ kind: 'none' });
    const bad = gameReplayView(gameReplayStart({ g: 'zzz', m: null }));
    expect(['cannot', 'cut']).toContain(bad.kind);
    if (bad.kind === 'cannot') expect(bad.problem?.code).toMatch(/\w/);
  });
});
