// What the Balloon Cup overview tells a newcomer is enough to start a first game (play audit S8):
// a run of chapters from the first, read from the chapter files of every language, that teaches
// how to place a card and how a tile is won, and leaves trophies and the cascade for later (the
// game offers each claim as a choice when it comes).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { firstGameChapters } from '../../../src/components/site/first-game.ts';
import { ALL_LOCALES, BASE_LOCALE } from '../../../src/i18n/locales.ts';

const CONTENT = join(import.meta.dirname, '../../../content');
const chapterDir = (locale: string) => join(CONTENT, ...(locale === BASE_LOCALE ? [] : [locale]), 'balloon-cup', 'rules');

function chapters(locale: string) {
  return readdirSync(chapterDir(locale)).filter((f) => f.endsWith('.mdx')).map((f) => {
    const text = readFileSync(join(chapterDir(locale), f), 'utf8');
    return { id: f.replace(/\.mdx$/, ''), short: /^short:\s*(.+)$/m.exec(text)?.[1]?.trim() ?? '', data: { order: Number(/^order:\s*(\d+)$/m.exec(text)?.[1]) } };
  });
}

describe('the chapters enough to start a first game of Balloon Cup', () => {
  const english = firstGameChapters(chapters(BASE_LOCALE));

  test('start at chapter 1, run without a gap, and teach placing and scoring but not trophies or the cascade', () => {
    expect(english.map((c) => c.data.order)).toEqual(english.map((_, i) => i + 1));
    const ids = english.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining(['placing-cards', 'scoring']));
    expect(ids).not.toContain('trophies');
    expect(ids).not.toContain('claim-cascade');
  });

  for (const locale of ALL_LOCALES) {
    test(`${locale}: the same chapters, each with a short title to name it`, () => {
      const run = firstGameChapters(chapters(locale));
      expect(run.map((c) => c.id)).toEqual(english.map((c) => c.id));
      for (const c of run) expect(c.short, c.id).not.toBe('');
    });
  }
});
