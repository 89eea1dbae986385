// A takeback re-deals what the person has not seen (issue 27), and the record replays it exactly.
import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/engine/balloon-cup/apply.ts';
import { beginnerMove } from '../../../src/engine/balloon-cup/bots/heuristic.ts';
import { DEFAULT_OPTIONS } from '../../../src/engine/balloon-cup/options.ts';
import { decodeRecord, encodeRecord, recordCheck, startOf } from '../../../src/engine/balloon-cup/record.ts';
import type { GameRecord } from '../../../src/engine/balloon-cup/record.ts';
import { redeal } from '../../../src/engine/balloon-cup/redeal.ts';
import type { GameState, Move } from '../../../src/engine/balloon-cup/state.ts';

const sorted = (cards: readonly string[]) => [...cards].sort();

describe('re-deal', () => {
  const dealt = startOf({ seed: 6000, options: DEFAULT_OPTIONS });

  it("against the computer: the person's hand, the table and the computer's shown cards stay; its other cards and the supply are dealt again", () => {
    const shown = dealt.hands[1].slice(0, 3);
    const after = redeal(dealt, 'club', 6000, 1, shown);
    expect(after.hands[0]).toEqual(dealt.hands[0]);
    expect(after.tiles).toEqual(dealt.tiles);
    expect(after.hands[1].slice(0, 3)).toEqual(shown);
    expect(sorted([...after.hands[1], ...after.supply])).toEqual(sorted([...dealt.hands[1], ...dealt.supply]));
    expect(after.hands[1]).not.toEqual(dealt.hands[1]);
    expect(after.supply).not.toEqual(dealt.supply);
    expect(sorted(after.bag)).toEqual(sorted(dealt.bag));
  });

  it('between two people no hand changes, only the supply and the bag; each count deals afresh, the same count the same', () => {
    const once = redeal(dealt, 'people', 6000, 1, []);
    expect(once.hands).toEqual(dealt.hands);
    expect(once.supply).not.toEqual(dealt.supply);
    expect(redeal(dealt, 'people', 6000, 2, []).supply).not.toEqual(once.supply);
    expect(redeal(dealt, 'people', 6000, 1, [])).toEqual(once);
  });
});

/** Beginner against itself for `n` moves from the record's position, through the re-deals the record names. */
function playFrom(state: GameState, n: number): Move[] {
  const moves: Move[] = [];
  for (let i = 0; i < n && !state.result; i += 1) {
    const move = beginnerMove(state);
    const next = apply(state, move);
    if (!next.ok) throw new Error(next.message);
    moves.push(move);
    state = next.value.state;
  }
  return moves;
}

describe('a record of a game whose takebacks re-deal', () => {
  it('writes each takeback as a run of ~ (its count), re-deals before the marked move, and reads back the same text and game', () => {
    const base: GameRecord = { seed: 77, options: DEFAULT_OPTIONS, opponent: 'beginner', moves: playFrom(startOf({ seed: 77, options: DEFAULT_OPTIONS }), 4), undone: [], takebacks: [] };
    // Takebacks 1 and 2 were made at move 4 (the first one's mark went with the move it marked), then 3 at move 6.
    const at4 = decodeRecord(encodeRecord({ ...base, pendingTakeback: 2 }));
    expect(at4.ok).toBe(true);
    if (!at4.ok) return;
    const redealt = at4.value.states.at(-1)!;
    const plain = decodeRecord(encodeRecord(base));
    expect(plain.ok && plain.value.states.at(-1)!.supply).not.toEqual(redealt.supply);
    const more = playFrom(redealt, 2);
    const record: GameRecord = { ...base, moves: [...base.moves, ...more], undone: [4], takebacks: [2], pendingTakeback: 3 };
    const text = encodeRecord(record);
    expect(text.split('.')[3]).toMatch(/^.{8}~~.{4}~$/);
    const read = decodeRecord(text);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.record).toEqual(record);
    expect(read.value.states[4]).toEqual(redealt);
    expect(encodeRecord(read.value.record)).toBe(text);
  });

  it('older records (no re-deal flag) keep single marks and replay as before; a run there is refused', () => {
    const moves = playFrom(startOf({ seed: 78, options: DEFAULT_OPTIONS }), 6);
    const old: GameRecord = { seed: 78, options: DEFAULT_OPTIONS, opponent: 'club', moves, undone: [2] };
    const text = encodeRecord(old);
    const read = decodeRecord(text);
    expect(read.ok && read.value.record).toEqual(old);
    const [head, seed, flags, body] = text.split('.');
    // With its check made right, so only the run is wrong.
    const doubled = `${head}.${seed}.${flags}.${body!.replace('~', '~~')}`;
    const refused = decodeRecord(`${doubled}.${recordCheck(doubled)}`);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toBe('bad-format');
  });
});
