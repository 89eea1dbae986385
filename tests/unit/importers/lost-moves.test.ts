// Saves and links written before g3 wrote an exchange tapped out of hand order as `undefined_`.
// The reader works such a move out when exactly one legal swap lets the rest of the game replay to
// its end as played (no reshuffle after it, which would have used the cards' tapped order);
// otherwise it names the problem ('lost-move') and offers the moves before it.
import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/engine/balloon-cup/apply.ts';
import { legalMoves } from '../../../src/engine/balloon-cup/moves.ts';
import { decodeRecord, encodeRecordAs, moveCode, recoverRecord } from '../../../src/engine/balloon-cup/record.ts';
import type { GameRecord } from '../../../src/engine/balloon-cup/record.ts';
import { botMove } from '../../../src/engine/balloon-cup/bots/index.ts';
import { newGame } from '../../../src/engine/balloon-cup/setup.ts';
import type { Move } from '../../../src/engine/balloon-cup/state.ts';
import { gameMeaning, withLostMoves } from './importers.ts';

/**
 * A seeded game between two Beginners (whose swaps list their cards by rank, not hand order): the
 * first swap listed out of hand order is `lost`, as an earlier version wrote it; the game is kept
 * up to the first reshuffle after it (a game saved then), or to its end.
 */
function gameWithSwap(seed: number): { record: GameRecord; lost: number[] } {
  let state = newGame(seed);
  const moves: Move[] = [];
  const lost: number[] = [];
  while (state.result === null) {
    let move = botMove(state, 'beginner', [], 0);
    const listed = legalMoves(state).some((m) => JSON.stringify(m) === JSON.stringify(move));
    if (move.type === 'exchange' && !listed) {
      if (lost.length === 0) lost.push(moves.length);
      else move = { type: 'exchange', discard: state.hands[state.toMove].filter((c) => (move as { discard: readonly string[] }).discard.includes(c)) };
    }
    const next = apply(state, move);
    if (!next.ok) throw new Error(next.message);
    if (lost.length > 0 && next.value.events.some((e) => e.type === 'reshuffled')) {
      // Reshuffled by the swap itself: not a game to try.
      if (lost[0] === moves.length) lost.pop();
      break;
    }
    moves.push(move);
    state = next.value.state;
  }
  return { record: { seed, options: newGame(seed).options, opponent: 'beginner', moves, undone: [] }, lost };
}

describe('a move written `undefined_` by an earlier version', () => {
  const games = Array.from({ length: 80 }, (_, k) => gameWithSwap(100 + k)).filter((g) => g.lost.length > 0);

  it.each(['g1', 'g2'] as const)('%s: worked out only when the rest of the game tells it, else refused with the moves before it offered', (version) => {
    let workedOut = 0;
    let refused = 0;
    for (const { record, lost } of games) {
      // As an earlier version wrote it: each swap tapped out of order as `undefined_`.
      const text = withLostMoves(encodeRecordAs(version, record), version, lost);
      expect(text).toContain('undefined_');
      const read = decodeRecord(text);
      if (read.ok) {
        workedOut += 1;
        // The same game: the same moves by what they are, the text read back as written.
        expect(read.value.record.moves.map(moveCode)).toEqual(record.moves.map(moveCode));
        expect(read.value.workedOut).toEqual(lost);
        expect(gameMeaning(text, read.value)).toBeNull();
        continue;
      }
      refused += 1;
      expect(read.error).toBe('lost-move');
      expect(read.problem).toMatchObject({ code: 'link-lost-move', move: lost[0]! + 1 });
      const recovered = recoverRecord(text);
      if (lost[0] === 0) expect(recovered).toBeNull();
      else {
        expect(recovered!.reason).toBe('lost');
        expect(recovered!.game.record.moves.map(moveCode)).toEqual(record.moves.slice(0, lost[0]).map(moveCode));
        expect(recovered!.text.startsWith('g3.')).toBe(true);
      }
    }
    // Saved before a reshuffle, a few moves after the swap rarely tell it apart from the other
    // swaps: most such saves are refused, with their moves before the swap offered.
    expect(refused).toBeGreaterThan(0);
    expect(workedOut + refused).toBe(games.length);
  });

  it('a swap lost at the end of a text cut inside `undefined_` is a cut', () => {
    const { record, lost } = games[0]!;
    const text = withLostMoves(encodeRecordAs('g1', { ...record, moves: record.moves.slice(0, lost[0]! + 1) }), 'g1', [lost[0]!]);
    for (let cut = 1; cut < 'undefined_'.length; cut += 1) {
      const answer = decodeRecord(text.slice(0, text.length - cut));
      expect(answer.ok).toBe(false);
      if (!answer.ok) expect(answer.problem.code).toBe('link-cut');
    }
  });

  it('many lost moves in a row are refused quickly, never thrown', () => {
    const answer = decodeRecord(`g1.5.0.${'undefined_'.repeat(300)}`);
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.error).toBe('lost-move');
  });
});
