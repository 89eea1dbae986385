// What the ending island shows, from the stored endings: a picked card may try exactly the sides
// of its proved first moves; a winning move wins, a wrong one carries its proved refutation, and a
// side outside the proof is refused (the board has no other way to place that card there).
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../src/engine/balloon-cup/moves.ts';
import { decodePosition } from '../../../src/engine/balloon-cup/url.ts';
import type { MinedEnding } from '../../../src/engine/balloon-cup/ending-mine.ts';
import { endingView, tryMove } from '../../../src/machines/balloon-cup/ending-view.ts';

const dir = new URL('../../../public/trainer/balloon-cup-endings/', import.meta.url);
const endings = readdirSync(dir).filter((f) => /^\d+\.json$/.test(f))
  .flatMap((f) => JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as MinedEnding[]);

describe('the ending island\'s view', () => {
  it('offers each picked card the sides of its legal first moves, and nothing before a pick', () => {
    for (const ending of endings) {
      const decoded = decodePosition(ending.position);
      if (!decoded.ok) throw new Error(`${ending.id}: ${JSON.stringify(decoded)}`);
      const state = decoded.value;
      expect(endingView(ending, null).sides).toEqual([]);
      for (const card of state.hands[state.toMove]) {
        const legal = legalMoves(state).filter((m) => m.type === 'place' && m.card === card).map((m) => m.type === 'place' && `${m.tile}|${m.side}`).sort();
        const offered = endingView(ending, card).sides.map(({ tile, side }) => `${tile}|${side}`).sort();
        expect(offered, `${ending.id} ${card}`).toEqual(legal);
      }
    }
  });

  it('judges a tried move: the answer wins, a wrong move brings its refutation, an unproved side is refused', () => {
    const ending = endings.find((e) => e.answer[0]!.type === 'place' && e.wrong.some((w) => w.line.length > 0))!;
    expect(tryMove(ending, ending.answer[0]!)).toEqual({ kind: 'wins' });
    const wrong = ending.wrong.find((w) => w.line.length > 0)!;
    expect(tryMove(ending, wrong.move)).toEqual({ kind: 'refuted', line: wrong.line, failure: wrong.failure });
    const first = ending.answer[0]!;
    if (first.type !== 'place') throw new Error('a placement expected');
    const elsewhere = ([1, 2, 3, 4] as const).flatMap((tile) => ([0, 1] as const).map((side) => ({ ...first, tile, side })))
      .find((m) => ![...ending.answer, ...ending.wrong.map((w) => w.move)].some((p) => JSON.stringify(p) === JSON.stringify(m)));
    if (elsewhere) expect(tryMove(ending, elsewhere)).toEqual({ kind: 'unfit' });
  });
});
