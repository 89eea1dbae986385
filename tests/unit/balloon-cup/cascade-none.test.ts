// The cascade table of the Balloon Cup puzzles and the cascade sandbox with nothing to show: each
// empty fact reads as one whole sentence in Russian and Polish («Карт с кубками пока нет (для
// победы нужно 3)», «Brak kostek»), never its label beside the word for "none" («Карты с кубками
// (0 из 3) нет», «Kostki brak»: play audit M1, as the board's panel, board-none.test.ts). The
// table is rendered as the pages draw it and read line by line, as a browser splits its boxes; a
// fact with something to show still names its label.
import { afterAll, describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { CascadeTable } from '../../../src/components/balloon-cup/CascadeTable.tsx';
import type { Players } from '../../../src/engine/balloon-cup/cascade.ts';
import { newGame } from '../../../src/engine/balloon-cup/setup.ts';
import { ALL_WORDS } from '../../../src/paraglide/all.ts';
import { provide } from '../../../src/i18n/runtime.ts';
import { readLines } from './read-lines.ts';

afterAll(() => provide('en', ALL_WORDS.en));

/** The lines of each player's panel (Anna's, then Ben's) and of the table's own facts. */
function read(players: Players): { panels: [string[], string[]]; table: string[] } {
  const html = renderToString(h(CascadeTable, { players, names: ['Anna', 'Ben'], winner: 0, part: 0 }));
  const panel = (name: string) => readLines(html, `section.bc-player[aria-label="${name}"]`);
  return { panels: [panel('Anna'), panel('Ben')], table: readLines(html, '.bc-table-facts') };
}

const CASES = {
  ru: {
    none: ['нет', 'пока нет'],
    labels: { trophies: 'Карты с кубками', cubes: 'Кубики', free: 'Свободные карты с кубками', trade: 'Цвета для обмена' },
    trophies: 'Карт с кубками пока нет (для победы нужно 3)',
    cubes: 'Кубиков нет',
    free: 'Свободных карт с кубками нет',
    trade: 'Цветов для обмена пока нет (3 за 1)',
  },
  pl: {
    none: ['brak', 'jeszcze brak'],
    labels: { trophies: 'Trofea', cubes: 'Kostki', free: 'Wolne trofea', trade: 'Kolory do zamiany' },
    trophies: 'Na razie brak trofeów (do wygranej potrzeba 3)',
    cubes: 'Brak kostek',
    free: 'Brak wolnych trofeów',
    trade: 'Na razie brak kolorów do zamiany (3 za 1)',
  },
} as const;

describe('the cascade table with empty facts, in ru and pl', () => {
  const { players: start } = newGame(7);
  // Anna holds nothing; Ben holds cubes and every trophy, so none is free and every colour trades.
  const late: Players = [start[0], { cubes: { ...start[1].cubes, gray: 3, blue: 1 }, trophies: ['gray', 'blue', 'green', 'yellow', 'red'] }];

  for (const [locale, c] of Object.entries(CASES)) {
    it(`${locale}: says one whole sentence for each empty fact, not its label beside «${c.none.join('» or «')}»`, () => {
      provide(locale as keyof typeof ALL_WORDS, ALL_WORDS[locale as keyof typeof ALL_WORDS]);
      const noLabelBesideNone = (all: string[]) => {
        for (const none of c.none) expect(all, all.join(' | ')).not.toContain(none);
        for (const label of Object.values(c.labels)) expect(all.filter((l) => l.startsWith(label) && c.none.some((n) => l.endsWith(n))), all.join(' | ')).toEqual([]);
      };

      // At the start: nobody holds a trophy or a cube, and no colour trades yet.
      const first = read(start);
      for (const panel of first.panels) {
        expect(panel, panel.join(' | ')).toContain(c.trophies);
        expect(panel, panel.join(' | ')).toContain(c.cubes);
        expect(panel.some((l) => l.startsWith(c.labels.trophies) || l.startsWith(c.labels.cubes)), panel.join(' | ')).toBe(false);
        noLabelBesideNone(panel);
      }
      expect(first.table, first.table.join(' | ')).toContain(c.trade);
      expect(first.table, first.table.join(' | ')).toContain(c.labels.free.concat(locale === 'ru' ? ' (цена)' : ' (koszt)'));
      noLabelBesideNone(first.table);

      // Late: Anna still has nothing; Ben's trophies and cubes under their labels; no trophy is free.
      const second = read(late);
      expect(second.panels[0]).toEqual(expect.arrayContaining([c.trophies, c.cubes]));
      const ben = second.panels[1];
      expect(ben.some((l) => l.startsWith(`${c.labels.trophies} (5 `)), ben.join(' | ')).toBe(true);
      expect(ben, ben.join(' | ')).toContain(c.labels.cubes);
      expect(ben).not.toEqual(expect.arrayContaining([c.trophies]));
      expect(ben).not.toEqual(expect.arrayContaining([c.cubes]));
      expect(second.table, second.table.join(' | ')).toContain(c.free);
      expect(second.table.some((l) => l.startsWith(c.labels.trade)), second.table.join(' | ')).toBe(true);
      expect(second.table).not.toContain(c.trade);
      noLabelBesideNone(second.table);
    });
  }
});
