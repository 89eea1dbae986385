// Issue 30: a verdict list cites "leaving the track" once, under the list, when several moves leave
// the track (not on every row); a single such move keeps its citation on its own row.
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { RowsRule, citesOnRow } from '../../../src/components/jumping-cups/MoveTexts.tsx';
import { ALL_WORDS } from '../../../src/paraglide/all.ts';

const sentence = (ALL_WORDS.en.setup!.rows_rule_left_track as () => string)();

describe('the rule several verdict rows share', () => {
  it('is cited once under the list when two or more moves leave the track', () => {
    const codes = [null, 'left-track', null, 'left-track', 'left-track'];
    expect(codes.filter((code) => citesOnRow(code, codes))).toEqual([]);
    expect(renderToString(h(RowsRule, { codes }))).toContain(sentence);
  });

  it('stays on the row when only one move leaves the track, with no line under the list', () => {
    const codes = [null, 'left-track', null];
    expect(codes.map((code) => citesOnRow(code, codes))).toEqual([false, true, false]);
    expect(renderToString(h(RowsRule, { codes }))).toBe('');
  });
});
