// A player's panel on the board with nothing to show: Russian and Polish read one whole sentence
// («Карт с кубками пока нет», «Brak kostek»), never the label beside the word for "none"
// («Карты с кубками нет», «Trofea brak»: play audit M1, M8). The board is rendered as the pages
// draw it and read line by line, as a browser splits its boxes; a filled panel still names its label.
import { afterAll, describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { Board } from '../../../src/components/balloon-cup/Board.tsx';
import { newGame } from '../../../src/engine/balloon-cup/setup.ts';
import type { GameState } from '../../../src/engine/balloon-cup/state.ts';
import { ALL_WORDS } from '../../../src/paraglide/all.ts';
import { provide } from '../../../src/i18n/runtime.ts';
import { readLines } from './read-lines.ts';

afterAll(() => provide('en', ALL_WORDS.en));

/** The lines of each player's panel: Anna's (player 0), then Ben's. */
function panels(state: GameState): [string[], string[]] {
  const html = renderToString(h(Board, { state, names: ['Anna', 'Ben'] }));
  const read = (name: string): string[] => readLines(html, `section.bc-player[aria-label="${name}"]`);
  return [read('Anna'), read('Ben')];
}

const CASES = {
  ru: { labels: ['Карты с кубками', 'Выигранные кубики'], none: 'нет', sentences: [/^Карт с кубками (пока )?нет$/, /^Кубиков (пока )?нет$/] },
  pl: { labels: ['Trofea', 'Zdobyte kostki'], none: 'brak', sentences: [/^Brak trofeów$/, /^Brak kostek$/] },
} as const;

describe('a panel with no trophies and no cubes, in ru and pl', () => {
  const start = newGame(7);
  const filled: GameState = { ...start, players: [start.players[0], { cubes: { ...start.players[1].cubes, gray: 2 }, trophies: ['blue'] }] };

  for (const [locale, c] of Object.entries(CASES)) {
    it(`${locale}: says one whole sentence for each, not the label beside «${c.none}»`, () => {
      provide(locale as keyof typeof ALL_WORDS, ALL_WORDS[locale as keyof typeof ALL_WORDS]);
      for (const panel of panels(start)) {
        for (const sentence of c.sentences) expect(panel.filter((l) => sentence.test(l)), panel.join(' | ')).toHaveLength(1);
        expect(panel, panel.join(' | ')).not.toContain(c.none);
        for (const label of c.labels) expect(panel.some((l) => l.startsWith(label)), panel.join(' | ')).toBe(false);
      }
      // A player who holds a trophy and cubes: the label, then what they hold; the other still has none.
      const [empty, holding] = panels(filled);
      for (const label of c.labels) expect(holding, holding.join(' | ')).toContain(label);
      expect(holding.some((l) => c.sentences.some((s) => s.test(l)))).toBe(false);
      expect(empty.filter((l) => c.sentences.some((s) => s.test(l)))).toHaveLength(2);
    });
  }
});
