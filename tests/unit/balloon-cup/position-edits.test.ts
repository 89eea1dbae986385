// The analysis board's set-up by tapping (src/machines/balloon-cup/position-edits.ts): edits of a
// position's pieces, the code the engine writes for the result (which reopens that position), and an
// impossible set-up refused with the engine's own problem, in the board's words.
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, cardColor, emptyCounts, other } from '../../../src/engine/balloon-cup/components.ts';
import type { CardId, Color } from '../../../src/engine/balloon-cup/components.ts';
import { newGame } from '../../../src/engine/balloon-cup/setup.ts';
import { decodePosition, encodePosition } from '../../../src/engine/balloon-cup/url.ts';
import {
  addHandCard, addSideCard, buildCode, changeTileCube, setWonCubes, draftOf, freeCards, removeHandCard, removeSideCard, setTrophy, setTurn,
  addDiscard, addKnownCard, changeBagCube, changeSupply, changeUnknown, draftKnown, judged, setBag, setGone, setOption, setTerrain, supplySize, unknownCards,
} from '../../../src/machines/balloon-cup/position-edits.ts';
import { knownText, readKnown } from '../../../src/machines/balloon-cup/analysis.ts';
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

describe('set-up edits of the full rules, each judged by the engine', () => {
  const me = start.toMove;
  const them = other(me);

  function kept(before: Draft, after: Draft): Draft {
    const verdict = judged(before, after);
    if (!verdict.ok) throw new Error(`refused: ${verdict.problem.code}`);
    return verdict.draft;
  }

  function refused(before: Draft, after: Draft) {
    const verdict = judged(before, after);
    if (verdict.ok) throw new Error('the engine let an impossible edit through');
    return verdict.problem;
  }

  it('the other hand as the seat to move knows it: known cards and a count of unseen ones reach the code and the link', () => {
    let draft = draftOf(start);
    expect(unknownCards(draft)).toHaveLength(8);
    for (let i = 0; i < 3; i += 1) draft = kept(draft, changeUnknown(draft, -1));
    const seen = freeCards(draft).at(-1)!;
    draft = kept(draft, addKnownCard(draft, seen));
    expect(unknownCards(draft)).toHaveLength(5);
    const { state } = built(draft);
    expect(state.hands[them]).toHaveLength(6);
    expect(state.hands[them]).toContain(seen);
    expect(state.hands[me]).toEqual(start.hands[me]);
    // The board reads the link's known cards back as what the mover knows.
    const known = draftKnown(draft);
    expect(known[me]).toEqual([seen]);
    expect(readKnown(knownText(known), state)).toEqual(known);
    // A ninth card is refused with the engine's reason, and the draft stays.
    const full = [1, 2].reduce((d) => kept(d, changeUnknown(d, 1)), draft);
    const problem = refused(full, changeUnknown(full, 1));
    expect(problem).toMatchObject({ code: 'pos-hand-over', player: them, count: 9 });
    // Whose turn changes whose knowledge is edited: the new mover has seen nothing yet.
    expect(unknownCards(setTurn(full, them))).toEqual(full.hands[me]);
  });

  it('the discard pile (top card first) and a smaller supply reach the code; the rest is out of the position', () => {
    let draft = draftOf(start);
    const [a, b] = freeCards(draft);
    draft = kept(draft, addDiscard(draft, a!));
    draft = kept(draft, addDiscard(draft, b!));
    const whole = supplySize(draft);
    draft = kept(draft, changeSupply(changeSupply(draft, -1), -1));
    expect(supplySize(draft)).toBe(whole - 2);
    const { state } = built(draft);
    expect(state.discard).toEqual([b, a]);
    expect(state.supply).toHaveLength(whole - 2);
    const listed = state.supply.length + state.discard.length + state.hands[0].length + state.hands[1].length + state.tiles.reduce((n, t) => n + t.sides[0].length + t.sides[1].length, 0);
    expect(listed).toBe(ALL_CARDS.length - 2);
    // The supply never grows past the cards listed nowhere.
    expect(supplySize(changeSupply(changeSupply(changeSupply(draft, 1), 1), 1))).toBe(whole);
  });

  it('a tile\'s terrain, and a tile gone only when the bag could not refill it (the conformance README)', () => {
    let draft = draftOf(start);
    const face = start.tiles[3].terrain === 'mountain' ? 'flatland' : 'mountain';
    draft = kept(draft, setTerrain(draft, 4, face));
    expect(built(draft).state.tiles[3].terrain).toBe(face);

    // A bag left out holds every other cube: tile 4 could be refilled, so it cannot be gone.
    const problem = refused(draft, setGone(draft, 4, true));
    expect(problem).toMatchObject({ code: 'tile-gone-refillable', tile: 4 });
    expect(positionProblemWords(problem)).toBe(m.pos_tile({ tile: 4 }));
    // With the bag emptied (its other cubes out of the position) it can, and with three cubes, too few for tile 4.
    draft = kept(draft, setBag(draft, emptyCounts()));
    draft = kept(draft, setGone(draft, 4, true));
    for (let i = 0; i < 3; i += 1) draft = kept(draft, changeBagCube(draft, 'red', 1));
    const { state } = built(draft);
    expect(state.tiles[3].removed).toBe(true);
    expect(state.bag).toEqual(['red', 'red', 'red']);
    expect(refused(draft, changeBagCube(draft, 'red', 1))).toMatchObject({ code: 'tile-gone-refillable', tile: 4 });
    // Back in play, it takes the bag's cubes.
    const back = kept(draft, setGone(changeBagCube(draft, 'red', 1), 4, false));
    expect(built(back).state.tiles[3].cubes).toEqual(['red', 'red', 'red', 'red']);
  });

  it('rule options reach the code, and an option the table breaks is refused', () => {
    let draft = draftOf(start);
    draft = kept(draft, setOption(draft, 'exchangeMin', 1));
    draft = kept(draft, setOption(draft, 'spentCubes', 'bag'));
    expect(built(draft).state.options).toMatchObject({ exchangeMin: 1, spentCubes: 'bag', claimTiming: 'cascade' });

    // Three gray cubes on tile 3: more than the cube limit lets onto one tile (gray costs 3).
    let gray = draftOf(start);
    for (const c of start.tiles[2].cubes) gray = changeTileCube(gray, 3, c, -1);
    for (let i = 0; i < 3; i += 1) gray = changeTileCube(gray, 3, 'gray', 1);
    built(gray);
    expect(refused(gray, setOption(gray, 'cubeLimit', true)).code).toBe('pos-cube-limit');
  });

  it('a draft already impossible (a tile\'s cubes mid-edit) is not blamed on the next edit', () => {
    const extra = changeTileCube(draftOf(start), 1, 'gray', 1);
    const next = setOption(extra, 'exchangeMin', 1);
    expect(judged(extra, next)).toEqual({ ok: true, draft: next });
  });
});
