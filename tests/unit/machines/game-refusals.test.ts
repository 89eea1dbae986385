// The play page's game explains what it refuses and plays a hint in one press: a card that fits
// no side is told why as soon as it is chosen (the tiles named are exactly those that carry its
// colour, and the engine refuses it on both sides of each), a side it does not fit answers with
// the engine's reason, and a hint chooses its card and is played by one event.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { apply } from '../../../src/engine/balloon-cup/apply.ts';
import { strongAnswer } from '../../../src/engine/balloon-cup/bots/index.ts';
import { cardColor } from '../../../src/engine/balloon-cup/components.ts';
import type { CardId, Player, TileNumber } from '../../../src/engine/balloon-cup/components.ts';
import { legalMoves } from '../../../src/engine/balloon-cup/moves.ts';
import { DEFAULT_OPTIONS } from '../../../src/engine/balloon-cup/options.ts';
import type { GameState, Move } from '../../../src/engine/balloon-cup/state.ts';
import type { GameSnapshot, ThinkRequest } from '../../../src/machines/balloon-cup/game.ts';
import { saidText } from '../../../src/machines/balloon-cup/game-said.ts';
import { current, gameMachine } from '../../../src/machines/balloon-cup/game.ts';
import { fitsNowhereText } from '../../../src/machines/balloon-cup/fit-words.ts';
import { refusalText } from '../../../src/machines/balloon-cup/story.ts';
import { refusalWords } from '../../../src/machines/balloon-cup/game-words.ts';
import { run, step, eventsFor } from './helpers.ts';

/** A two-people game at its first turn, the device handed to the first player. */
function started(seed: number): GameSnapshot {
  const s = run(gameMachine, {}, [{ type: 'game.start', opponent: 'people', options: DEFAULT_OPTIONS, seed }]);
  return step(gameMachine, s, { type: 'handoff.ready' });
}

/** The cards of the mover's hand that fit no side while another card does. */
function stuckCards(state: GameState): CardId[] {
  const places = legalMoves(state).filter((m) => m.type === 'place');
  if (places.length === 0) return [];
  return state.hands[state.toMove].filter((card) => !places.some((m) => m.type === 'place' && m.card === card));
}

const SIDES = [1, 2, 3, 4].flatMap((tile) => [0, 1].map((side) => ({ tile: tile as TileNumber, side: side as Player })));

describe('refusals in the game', () => {
  it('a card that fits no side is told why when chosen: the tiles of its colour, each refusing it on both sides', () => {
    const seen = { none: 0, full: 0 };
    for (let seed = 1; seed < 40 && (seen.none < 5 || seen.full < 5); seed += 1) {
      let s = started(seed);
      // Through the game, each player placing as Beginner would, checking every turn's stuck cards.
      for (let turn = 0; turn < 60 && !s.hasTag('over'); turn += 1) {
        if (s.hasTag('handoff')) s = step(gameMachine, s, { type: 'handoff.ready' });
        const state = current(s.context);
        for (const card of stuckCards(state)) {
          const chosen = step(gameMachine, s, { type: 'card.select', card });
          const why = fitsNowhereText(state, card);
          expect(chosen.context.selected).toBe(card);
          expect(saidText(chosen.context)).toContain(why);
          expect(chosen.context.announcement.n).toBe(s.context.announcement.n + 1);
          const color = cardColor(card);
          const named = [...why.matchAll(/\d/g)].map((d) => Number(d[0]));
          const ofColor = state.tiles.filter((t) => !t.removed && t.cubes.includes(color)).map((t) => t.number);
          expect(named, why).toEqual(ofColor);
          expect(why).toMatch(ofColor.length === 0 ? /^No tile in play has a \w+ cube\.$/ : /^Only tiles? [\d and]+ ha(s|ve) \w+ cubes, and (both its|all their) sides are full for \w+\.$/);
          for (const tile of named) {
            for (const side of [0, 1] as const) expect(apply(state, { type: 'place', card, tile: tile as TileNumber, side }).ok).toBe(false);
          }
          seen[named.length === 0 ? 'none' : 'full'] += 1;
        }
        const move = legalMoves(state).find((m) => m.type === 'place') ?? legalMoves(state)[0]!;
        s = step(gameMachine, s, ...eventsFor(move));
      }
    }
    expect(seen.none).toBeGreaterThanOrEqual(5);
    expect(seen.full).toBeGreaterThanOrEqual(5);
  });

  it('choosing a card that fits says nothing, and a side it does not fit answers with the engine\'s reason', () => {
    const s = started(3);
    const state = current(s.context);
    const place = legalMoves(state).find((m): m is Extract<Move, { type: 'place' }> => m.type === 'place')!;
    const chosen = step(gameMachine, s, { type: 'card.select', card: place.card });
    expect(chosen.context.announcement).toEqual(s.context.announcement);
    const bad = SIDES.find(({ tile, side }) => !apply(state, { type: 'place', card: place.card, tile, side }).ok)!;
    const refused = step(gameMachine, chosen, { type: 'side.choose', ...bad });
    const move = { type: 'place' as const, card: place.card, ...bad };
    const result = apply(state, move);
    if (result.ok) throw new Error('expected a refusal');
    const reason = refusalText(result, move, state, s.context.names, null);
    // The machine keeps the engine's facts (its code, cited as a rule by the page); the words are the engine's reason.
    expect(refused.context.refusal).toEqual({ kind: 'move', refused: { error: result.error, problem: result.problem }, move });
    expect(refusalWords(refused.context.refusal!, state, s.context.names, null)).toBe(reason);
    expect(saidText(refused.context)).toBe(reason);
    expect(refused.context.moves).toHaveLength(0);
    expect(refused.context.selected).toBe(place.card);
  });
});

describe('the hint', () => {
  it('chooses its card, is announced with its move, and one event plays it', async () => {
    const advise = fromPromise<Move, Omit<ThinkRequest, 'level'>>(async ({ input }) => strongAnswer(input.state, input.known, input.seed).move);
    const actor = createActor(gameMachine.provide({ actors: { advise } }), { input: {} }).start();
    actor.send({ type: 'game.start', opponent: 'people', options: DEFAULT_OPTIONS, seed: 11 });
    actor.send({ type: 'handoff.ready' });
    const before = current(actor.getSnapshot().context);
    // A card chosen first: the hint's own card takes its place.
    actor.send({ type: 'card.select', card: before.hands[0][0]! });
    actor.send({ type: 'hint' });
    let s = await waitFor(actor, (x) => x.context.hint !== null);
    const { move } = s.context.hint!;
    expect(legalMoves(before)).toContainEqual(move);
    if (move.type === 'place') expect(s.context.selected).toBe(move.card);
    if (move.type === 'exchange') expect(s.context.discards).toEqual(move.discard);
    expect(saidText(s.context)).toMatch(/^Hint: .+\. .+/);
    if (move.type === 'place') expect(saidText(s.context)).toContain(`${move.card.replace('-', ' ')} to `);
    actor.send({ type: 'hint.play' });
    s = actor.getSnapshot();
    expect(s.context.moves).toEqual([move]);
    expect(s.context.hint).toBeNull();
    // Without a hint the event does nothing.
    const moves = s.context.moves.length;
    actor.send({ type: 'hint.play' });
    expect(actor.getSnapshot().context.moves).toHaveLength(moves);
    actor.stop();
  });
});
