// What the whole game's page shows (game-view.ts), derived from the machine's snapshot: the open
// decision, the sides a chosen card fits, the status as a fact, undo. Checked against the
// engine's own legal moves on real games, never against a copy of the view's code.
import { describe, expect, it } from 'vitest';
import { beginnerMove } from '../../../src/engine/balloon-cup/bots/heuristic.ts';
import { legalMoves, mover } from '../../../src/engine/balloon-cup/moves.ts';
import { DEFAULT_OPTIONS } from '../../../src/engine/balloon-cup/options.ts';
import type { CardId } from '../../../src/engine/balloon-cup/components.ts';
import type { GameState } from '../../../src/engine/balloon-cup/state.ts';
import type { GameSnapshot } from '../../../src/machines/balloon-cup/game.ts';
import { current, gameMachine } from '../../../src/machines/balloon-cup/game.ts';
import { gameView } from '../../../src/machines/balloon-cup/game-view.ts';
import type { GameView } from '../../../src/machines/balloon-cup/game-view.ts';
import { sideKey } from '../../../src/machines/balloon-cup/side-key.ts';
import { run, step, eventsFor } from './helpers.ts';

function shown(s: GameSnapshot): GameView {
  const view = gameView(s);
  expect(view).not.toBeNull();
  return view!;
}

/** A game between two people, played by Beginner for both until `stop` (the device handed over as asked). */
function hotSeatUntil(seed: number, stop: (s: GameSnapshot) => boolean): GameSnapshot {
  let s = run(gameMachine, {}, [{ type: 'game.start', opponent: 'people', options: DEFAULT_OPTIONS, seed }]);
  for (let i = 0; i < 3000 && !s.hasTag('over'); i += 1) {
    if (s.hasTag('handoff')) {
      s = step(gameMachine, s, { type: 'handoff.ready' });
      continue;
    }
    if (stop(s)) return s;
    s = step(gameMachine, s, ...eventsFor(beginnerMove(current(s.context))));
  }
  return s;
}

const placesOf = (state: GameState, card: CardId) => legalMoves(state).filter((m) => m.type === 'place' && m.card === card);

describe('the whole game view', () => {
  it('shows nothing before the game starts: the page shows its set-up form', () => {
    expect(gameView(run(gameMachine, {}))).toBeNull();
  });

  it('asks the person for a card, then lights exactly the sides the engine accepts it on', () => {
    const s = run(gameMachine, {}, [{ type: 'game.start', opponent: 'club', options: DEFAULT_OPTIONS, seed: 42 }]);
    const view = shown(s);
    expect(view.status).toEqual({ kind: 'choose-card', player: 0 });
    expect(view.moves).toEqual(legalMoves(current(s.context)));
    expect(view.placing).toBe(true);
    expect(view.undoable).toBe(false);

    const state = current(s.context);
    const card = state.hands[0].find((c) => placesOf(state, c).length > 0)!;
    const chosen = shown(step(gameMachine, s, { type: 'card.select', card }));
    expect(chosen.status).toEqual({ kind: 'choose-side', player: 0, card });
    expect(chosen.pressed).toEqual(new Set([card]));
    expect(chosen.selectedFits).toBe(true);
    expect(chosen.fitsNowhere).toBeNull();
    expect(chosen.targets).toEqual(new Set(placesOf(state, card).map((m) => (m.type === 'place' ? sideKey(m.tile, m.side) : ''))));
  });

  it('says when the chosen card fits no side, and names the card', () => {
    let found: { s: GameSnapshot; card: CardId } | null = null;
    for (let seed = 1; seed < 200 && !found; seed += 1) {
      const s = run(gameMachine, {}, [{ type: 'game.start', opponent: 'club', options: DEFAULT_OPTIONS, seed }]);
      const state = current(s.context);
      const card = state.hands[0].find((c) => placesOf(state, c).length === 0);
      if (card && legalMoves(state).some((m) => m.type === 'place')) found = { s, card };
    }
    expect(found).not.toBeNull();
    const view = shown(step(gameMachine, found!.s, { type: 'card.select', card: found!.card }));
    expect(view.status).toEqual({ kind: 'fits-nowhere', player: 0, card: found!.card });
    expect(view.fitsNowhere).toBe(found!.card);
    expect(view.targets?.size).toBe(0);
    expect(view.selectedFits).toBe(false);
  });

  it('waits for the computer after the person moves: no moves offered, the status says so, undo is open', () => {
    const s = run(gameMachine, {}, [{ type: 'game.start', opponent: 'club', options: DEFAULT_OPTIONS, seed: 42 }]);
    const move = legalMoves(current(s.context)).find((m) => m.type === 'place')!;
    const after = step(gameMachine, s, ...eventsFor(move));
    expect(after.hasTag('thinking')).toBe(true);
    const view = shown(after);
    expect(view.status).toEqual({ kind: 'thinking' });
    expect(view.moves).toEqual([]);
    expect(view.human).toBe(false);
    expect(view.undoable).toBe(false);
  });

  it('offers the claims of a cascade to the player whose part it is, with the cascade for the sandbox', () => {
    let s: GameSnapshot | null = null;
    for (let seed = 1; seed < 40 && !s; seed += 1) {
      const found = hotSeatUntil(seed, (x) => x.hasTag('human') && current(x.context).cascade !== null);
      if (!found.hasTag('over')) s = found;
    }
    expect(s).not.toBeNull();
    const state = current(s!.context);
    const view = shown(s!);
    expect(view.claiming).toBe(true);
    expect(view.placing).toBe(false);
    expect(view.moves).toEqual(legalMoves(state));
    expect(view.status).toEqual({ kind: 'cascade', player: mover(state), winner: state.cascade!.part === state.cascade!.winner });
    expect(view.cascadeCode).toMatch(/\./);
  });

  it('asks for cards to swap when none fits, and says whether one card may be swapped', () => {
    let s: GameSnapshot | null = null;
    for (let seed = 1; seed < 200 && !s; seed += 1) {
      const found = hotSeatUntil(seed, (x) => x.hasTag('human') && !current(x.context).cascade && legalMoves(current(x.context)).some((m) => m.type === 'exchange'));
      if (!found.hasTag('over')) s = found;
    }
    expect(s).not.toBeNull();
    const state = current(s!.context);
    const card = state.hands[mover(state)][0]!;
    const view = shown(step(gameMachine, s!, { type: 'discard.toggle', card }));
    expect(view.exchanging).toBe(true);
    expect(view.placing).toBe(false);
    expect(view.status).toEqual({ kind: 'exchange', player: mover(state), one: state.options.exchangeMin === 1 });
    expect(view.pressed).toEqual(new Set([card]));
  });

  it('tells the end as a fact: the winner, or none for a blocked game', () => {
    const s = hotSeatUntil(5, () => false);
    expect(s.hasTag('over')).toBe(true);
    const result = current(s.context).result!;
    const view = shown(s);
    expect(view.status).toEqual({ kind: 'over', winner: result.winner, you: false });
    expect(view.undoable).toBe(false);
    expect(view.moves).toEqual([]);
  });
});
