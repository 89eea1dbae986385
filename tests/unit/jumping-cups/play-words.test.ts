// The game page's sentences count moves right for one and for many ("1 move", never "1 moves"),
// and a position link reads as the notation while the page reads it back unchanged.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_LOCALES as LOCALES } from '../../../src/i18n/locales.ts';
import * as words from '../../../src/machines/jumping-cups/play-words.ts';
import { playHref } from '../../../src/components/jumping-cups/links.ts';
import { START_NOTATION, legalMoves, makePosition, parsePosition, play } from '../../../src/engine/jumping-cups/index.ts';

const sentencesWith = (n: number): string[] => [
  words.solvedIn(n),
  words.replyForcesWin('yellow', 'Yellow', n),
  words.replyHoldsOut('yellow', 'Yellow', n),
  words.puzzleLetWin('yellow', 'Yellow', n),
  words.puzzleTooSlow(n, n + 2, n + 1),
  words.verdictWinSpoken(n, n, [5]),
  words.verdictLoseSpoken(n),
  words.verdictWin(n, n),
  words.verdictLose(n),
  words.verdictMove(3, 'win', n),
  words.verdictMove(3, 'loss', n),
  words.puzzleLimit(n, 0),
];

describe('Jumping Cups play sentences', () => {
  it('never say "1 moves" or "1 of your moves"', () => {
    for (const s of sentencesWith(1)) expect(s).not.toMatch(/\b1 (?:more )?moves\b|\b1 of (?:your|its) moves\b/);
    expect(words.solvedIn(1)).toBe('Solved: you won in 1 move.');
  });

  it('count several moves in the plural', () => {
    expect(words.solvedIn(3)).toBe('Solved: you won in 3 moves.');
    expect(words.verdictLose(54)).toContain('54 moves');
    for (const s of sentencesWith(2)) expect(s).not.toMatch(/\b2 move\b/);
  });
});

describe('position links', () => {
  it('show the notation readably and read back as the same position', () => {
    const notations = [START_NOTATION, 'y/y//y/////yr/r/r/r/yr/ r', 'y////rry///r/yr/r///yy/ r'];
    // And every position one move from the start, for both sides' stacks.
    const start = parsePosition(START_NOTATION);
    if (!start.ok) throw new Error(start.message);
    for (const from of legalMoves(start.value)) {
      const next = play(start.value, from);
      if (next.ok) notations.push(makePosition(next.value.position));
    }
    for (const notation of notations) {
      const href = playHref(notation);
      expect(href).not.toContain('%');
      expect(href).toBe(`/jumping-cups/play/?p=${notation.replace(' ', '+')}`);
      expect(new URL(href, 'https://example.org').searchParams.get('p')).toBe(notation);
    }
  });
});

describe('the play page says how strong the opponent is at each level', () => {
  // The play page offers Beginner, Casual and Perfect: its intro, heading and lead may not promise
  // a flawless opponent to someone playing Beginner. Read from the messages of every language.
  const read = (area: string, locale: string): Record<string, string> => JSON.parse(readFileSync(`src/messages/${area}/${locale}.json`, 'utf8'));
  for (const locale of LOCALES) {
    it(`names every level in its intro, and speaks of the solved game only for Perfect (${locale})`, () => {
      const page = read('jcpages', locale);
      const levels = read('jclevels', locale);
      for (const level of ['level_beginner', 'level_casual', 'level_perfect']) expect(page.play_intro).toContain(levels[level]);
      // The lead, which tells how the solved game is played, is said of the Perfect level.
      expect(page.play_lead).toContain(levels.level_perfect);
      // The heading promises no perfection: it names no level at all.
      for (const level of ['level_beginner', 'level_casual', 'level_perfect']) expect(page.play_heading!.toLowerCase()).not.toContain(levels[level]!.toLowerCase().slice(0, 6));
    });
  }
});
