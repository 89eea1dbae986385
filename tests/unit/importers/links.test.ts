// Game links are exactly what they say. Links shared before links carried a check (g1) still open
// as the games they were; a link cut anywhere, or changed in one character, is never read as
// another game: a g2 link cut at any point is refused as cut and offers the moves before the cut.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apply } from '../../../src/engine/balloon-cup/apply.ts';
import { legalMoves } from '../../../src/engine/balloon-cup/moves.ts';
import { newGame } from '../../../src/engine/balloon-cup/setup.ts';
import { OPPONENTS, decodeRecord, encodeRecord, encodeRecordAs, encodeRecordV1, recoverRecord } from '../../../src/engine/balloon-cup/record.ts';
import type { GameRecord } from '../../../src/engine/balloon-cup/record.ts';
import type { Move } from '../../../src/engine/balloon-cup/state.ts';
import { FROZEN_LINKS, gameMeaning } from './importers.ts';

/** A game of `count` seeded random legal moves (to its end when count is large). */
function randomGame(seed: number, count: number, options = {}, pick = seed): GameRecord {
  let state = newGame(seed, options);
  const moves: Move[] = [];
  let x = pick;
  while (moves.length < count && state.result === null) {
    const all = legalMoves(state);
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const move = all[x % all.length]!;
    const next = apply(state, move);
    if (!next.ok) break;
    moves.push(move);
    state = next.value.state;
  }
  return { seed, options: newGame(seed, options).options, opponent: OPPONENTS[seed % 4]!, moves, undone: moves.length > 3 ? [1, 3] : [] };
}

describe('links shared before (g1) keep opening as the games they were', () => {
  it.each(FROZEN_LINKS.map((link) => [link.text.slice(0, 24), link] as const))('%s…', (_, link) => {
    const read = decodeRecord(link.text);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.record.moves).toHaveLength(link.moves);
    expect(read.value.states.at(-1)!.result !== null).toBe(link.over);
    expect(encodeRecordV1(read.value.record)).toBe(link.text);
    expect(gameMeaning(link.text, read.value)).toBeNull();
    // Written today, the same game carries a check and reads back the same.
    const today = decodeRecord(encodeRecord(read.value.record));
    expect(today.ok && today.value.record).toEqual(read.value.record);
  });

  it('a g1 link cut inside a move, or after an undo mark, is refused as cut and offers the moves before', () => {
    let cutInside = 0;
    for (const { text } of FROZEN_LINKS) {
      const moves = text.split('.')[3]!;
      const head = text.length - moves.length;
      for (let end = head; end < text.length; end += 1) {
        const cut = text.slice(0, end);
        const read = decodeRecord(cut);
        if (read.ok) {
          // Cut exactly between two moves: a shorter game, which a g1 link cannot tell apart.
          expect(encodeRecordV1(read.value.record)).toBe(cut);
          continue;
        }
        cutInside += 1;
        expect(read.problem.code).toBe('link-cut');
        const recovered = recoverRecord(cut);
        const whole = Math.floor(moves.slice(0, end - head).replace(/~/g, '').length / 2);
        if (whole === 0) expect(recovered).toBeNull();
        else {
          expect(recovered!.game.record.moves.length).toBe(whole);
          // Offered as a link written today (g3).
          expect(recovered!.text.startsWith('g3.')).toBe(true);
        }
      }
    }
    expect(cutInside).toBeGreaterThan(100);
  });
});

describe('only the text the encoder writes is read', () => {
  it.each(['g1.-1.0.', 'g1.01.0.', 'g1.A.0.', 'g1. 1.0.', 'g1.1.-1.', 'g1.1.01.', 'g1.1.+1.', 'g1.1.40.', 'g1.1.0.~', 'g1.1.0.0', 'g1.1.0.~~00', 'g1.1.0..', 'g3.1.0.', 'zzzz', 'g2.1'])('%s is refused as a text the site does not write', (text) => {
    const read = decodeRecord(text);
    expect(read.ok).toBe(false);
    // Other languages name the kind of problem from the code: a garbled link is not an illegal position.
    if (!read.ok) expect(read.error).toBe('bad-format');
  });

  it('refuses moves that do not follow the rules as moves, not as the link\'s form', () => {
    const game = randomGame(5, 3);
    const text = encodeRecordV1(game);
    // The first move's two characters replaced by the highest index: no position has that many moves.
    const changed = `${text.slice(0, text.lastIndexOf('.') + 1)}__${text.slice(text.lastIndexOf('.') + 3)}`;
    const read = decodeRecord(changed);
    expect(read.ok).toBe(false);
    if (!read.ok) expect([read.error, read.problem]).toEqual(['bad-move', { code: 'link-illegal-move', move: 1 }]);
  });
});

/** Where each move's text ends in the game's moves text (g3 moves differ in length): ends[k] after k moves. */
function moveEnds(game: GameRecord, version: 'g2' | 'g3'): number[] {
  return game.moves.map((_, k) => encodeRecordAs(version, { ...game, moves: game.moves.slice(0, k + 1), undone: game.undone.filter((u) => u <= k) }).split('.')[3]!.length);
}

describe.each(['g2', 'g3'] as const)('%s links: every cut refused as cut, every one-character change refused', (version) => {
  const games = [randomGame(5, 1000), randomGame(6, 40, { spentCubes: 'bag', cubeLimit: true }), randomGame(7, 0)];
  it.each(games.map((g) => [g.seed, g] as const))('game %i', (_, game) => {
    const text = encodeRecordAs(version, game);
    expect(text.startsWith(`${version}.`)).toBe(true);
    const read = decodeRecord(text);
    expect(read.ok && read.value.record).toEqual(game);
    const rules = text.split('.').slice(0, 3).join('.').length;
    const ends = moveEnds(game, version);
    for (let end = 0; end < text.length; end += 1) {
      const cut = text.slice(0, end);
      const answer = decodeRecord(cut);
      expect(answer.ok, cut).toBe(false);
      if (answer.ok) continue;
      expect(answer.problem.code, cut).toBe('link-cut');
      const recovered = recoverRecord(cut);
      const whole = end > rules ? ends.filter((e) => e <= cut.split('.')[3]!.length).length : 0;
      if (whole === 0) expect(recovered, cut).toBeNull();
      else {
        // The moves whole before the cut, offered as a complete link.
        const before = recovered!.game.record.moves;
        expect(before).toEqual(game.moves.slice(0, whole));
        expect(decodeRecord(recovered!.text).ok).toBe(true);
      }
    }
    const alphabet = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_~.';
    for (let at = 0; at < text.length; at += 1) {
      const other = alphabet[(alphabet.indexOf(text[at]!) + 1 + at) % alphabet.length]!;
      const changed = text.slice(0, at) + other + text.slice(at + 1);
      if (changed !== text) expect(decodeRecord(changed).ok, changed).toBe(false);
    }
  });

  it('a property: any game written reads back as itself, with every move legal to its end', () => {
    fc.assert(fc.property(fc.nat(), fc.nat({ max: 300 }), fc.boolean(), (seed, count, bag) => {
      const game = randomGame(seed, count, bag ? { spentCubes: 'bag' } : {}, seed + 1);
      for (const text of [encodeRecord(game), encodeRecordV1(game)]) {
        const read = decodeRecord(text);
        expect(read.ok).toBe(true);
        if (read.ok) expect(gameMeaning(text, read.value)).toBeNull();
      }
    }), { numRuns: 60, seed: 18 });
  });
});
