// The analysis board's set-up by tapping (src/machines/balloon-cup/position-edits.ts): edits of a
// position's pieces, the code the engine writes for the result (which reopens that position), and an
// impossible set-up refused with the engine's own problem, in the board's words.
import { describe, expect, it } from 'vitest';
import { cardColor } from '../../../src/engine/balloon-cup/components.ts';
import type { CardId, Color } from '../../../src/engine/balloon-cup/components.ts';
import { newGame } from '../../../src/engine/balloon-cup/setup.ts';
import { decodePosition, encodePosition } from '../../../src/engine/balloon-cup/url.ts';
import {
  addHandCard, addSideCard, buildCode, changeTileCube, setWonCubes, draftOf, freeCards, removeHandCard, removeSideCard, setTrophy, setTurn,
} from '../../../src/machines/balloon-cup/position-edits.ts';
import type { Draft } from '../../../src/machines/balloon-cup/position-edits.ts';
import { positionProblemWords } from '../../../src/machines/balloon-cup/position-code-words.ts';
import { m } from '../../../src/paraglide/words/bcanalysis.ts';

const start = newGame(2026);

function built(draft: Draft) {
  const result = buildCode(draft);
  if (!result.ok) throw new Error(`refused: ${result.problem.code}`);
  return result;
}

describe('set-up edits', () => {
  it('an unedited draft builds the position it started from (its table, hands, players and turn)', () => {
    const { code } = built(draftOf(start));
    const back = decodePosition(code);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.value.tiles).toEqual(start.tiles);
    expect(back.value.hands).toEqual(start.hands);
    expect(back.value.players).toEqual(start.players);
    expect(back.value.toMove).toBe(start.toMove);
    expect(new Set(back.value.supply)).toEqual(new Set(start.supply));
  });

  it('tile cubes, whose turn, a hand, a side, trophies and won cubes reach the code', () => {
    const one = start.tiles[0].cubes[0]!;
    const other: Color = one === 'red' ? 'blue' : 'red';
    let draft = changeTileCube(draftOf(start), 1, one, -1);
    draft = changeTileCube(draft, 1, other, 1);
    draft = setTurn(draft, start.toMove === 0 ? 1 : 0);
    const mover = draft.toMove;
    const dropped = draft.hands[mover][0]!;
    draft = removeHandCard(draft, mover, dropped);
    const fits = freeCards(draft).find((c) => cardColor(c) === other)!;
    draft = addSideCard(draft, 1, 0, fits);
    draft = setTrophy(draft, 1, 'gray', true);
    draft = setWonCubes(draft, 0, 'yellow', start.players[0].cubes.yellow + 1);
    const { code, state } = built(draft);
    expect(encodePosition(state)).toBe(code);
    const back = decodePosition(code);
    if (!back.ok) throw new Error(back.message);
    expect(back.value.tiles[0].cubes).toEqual([other]);
    expect(back.value.tiles[0].sides[0]).toEqual([fits]);
    expect(back.value.toMove).toBe(mover);
    expect(back.value.hands[mover]).not.toContain(dropped);
    expect(back.value.hands[mover]).toHaveLength(start.hands[mover].length - 1);
    expect(back.value.players[1].trophies).toEqual(['gray']);
    expect(back.value.players[0].cubes.yellow).toBe(start.players[0].cubes.yellow + 1);
    // The trophy's price left the game: the bag no longer holds it.
    expect(back.value.bag.length).toBeLessThan(start.bag.length);
  });

  it('a card is added only from the supply, and taking it back frees it again', () => {
    const draft = draftOf(start);
    const held = draft.hands[0][0]!;
    expect(addHandCard(draft, 1, held)).toBe(draft);
    const free = freeCards(draft)[0]!;
    const added = addHandCard(draft, 1, free);
    expect(added.hands[1]).toContain(free);
    expect(freeCards(added)).not.toContain(free);
    const taken = removeHandCard(added, 1, free);
    expect(freeCards(taken)).toContain(free);
    const side = addSideCard(draft, 4, 1, free);
    expect(freeCards(removeSideCard(side, 4, 1, free))).toContain(free);
    // Never fewer than no cubes.
    const none = start.tiles[0].cubes[0] === 'gray' ? 'blue' : 'gray';
    expect(changeTileCube(draft, 1, none, -1).tiles[0]!.cubes).toEqual(start.tiles[0].cubes);
    expect(setWonCubes(draft, 0, 'red', -1).players[0].cubes.red).toBe(0);
    expect(setWonCubes(draft, 0, 'gray', 99).players[0].cubes.gray).toBe(5);
  });

  it('an impossible set-up is refused with the engine\'s reason, named in the board\'s words', () => {
    const extra = changeTileCube(draftOf(start), 1, 'gray', 1);
    const result = buildCode(extra);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem).toMatchObject({ code: 'pos-tile-cubes', tile: 1, count: 2 });
    expect(positionProblemWords(result.problem)).toBe(m.pos_tile({ tile: 1 }));

    // A card beside a tile with no cube of its colour cannot be there.
    const color = start.tiles[0].cubes[0]!;
    const misfit: CardId = freeCards(draftOf(start)).find((c) => cardColor(c) !== color)!;
    const side = buildCode(addSideCard(draftOf(start), 1, 0, misfit));
    expect(side.ok).toBe(false);
    if (!side.ok) expect(side.problem).toMatchObject({ code: 'pos-card-fit', tile: 1, card: misfit });

    // Nine cards in a hand: more than a hand holds.
    const nine = addHandCard(draftOf(start), 0, freeCards(draftOf(start))[0]!);
    const hand = buildCode(nine);
    expect(hand.ok).toBe(false);
    if (!hand.ok) expect(hand.problem).toMatchObject({ code: 'pos-hand-over', player: 0, count: 9 });
  });
});
