// What three pages serve before any script runs, so nothing moves or blocks as their islands start
// (Lighthouse, issues 31 and 33): the analysis board keeps the room of every move's row while the
// estimates come (one empty row per legal move of the dealt first turn, hidden from screen
// readers), the Jumping Cups explorer likewise while the solution is read (and its value's room),
// and the guided game's first step is in the page itself (its prompt and the learner's hand, inert
// until the island makes it live), in every language.
import { parse } from 'node-html-parser';
import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { pageHtml } from '../shared/built.ts';
import { PUBLISHED_LOCALES, BASE_LOCALE } from '../../src/i18n/locales.ts';
import { analysisMachine, current as analysed } from '../../src/machines/balloon-cup/analysis.ts';
import { legalMoves } from '../../src/engine/balloon-cup/moves.ts';
import { legalMoves as jcLegalMoves } from '../../src/engine/jumping-cups/index.ts';
import { exploreMachine } from '../../src/machines/jumping-cups/explore.ts';
import { current, fresh, stepOf } from '../../src/machines/balloon-cup/lesson.ts';
import { TOPIC_CODES } from '../../src/machines/balloon-cup/lesson-topics.ts';
import { ruleFor } from '../../src/components/rules/codes.ts';

const prefixes = PUBLISHED_LOCALES.map((locale) => (locale === BASE_LOCALE ? '' : `/${locale}`));

describe('the analysis board as served', () => {
  const moves = legalMoves(analysed(createActor(analysisMachine, { input: {} }).getSnapshot().context)).length;
  for (const prefix of prefixes) {
    test(`${prefix || '/'}: an empty row for each of the ${moves} moves, and the summary's room, while it estimates`, () => {
      const page = parse(pageHtml(`${prefix}/balloon-cup/analysis/`));
      const pending = page.querySelector('.bca-rows.is-pending');
      expect(pending?.getAttribute('aria-hidden')).toBe('true');
      expect(pending?.querySelectorAll('li.bca-row .bca-row-button')).toHaveLength(moves);
      expect(page.querySelectorAll('.bca-rows:not(.is-pending)')).toHaveLength(0);
      const status = page.querySelector('.bc-prompt .bca-status');
      expect(status?.querySelector('.bca-stand-in[aria-hidden="true"]')?.text.trim()).not.toBe('');
      expect(status?.querySelector('[data-estimating] progress')).not.toBeNull();
    });
  }
});

describe('the Jumping Cups explorer as served', () => {
  const moves = jcLegalMoves(createActor(exploreMachine, { input: {} }).getSnapshot().context.position).length;
  for (const prefix of prefixes) {
    test(`${prefix || '/'}: an empty row for each of the ${moves} moves, and the value's room with its rule, while the solution is read`, () => {
      const page = parse(pageHtml(`${prefix}/jumping-cups/analysis/`));
      const pending = page.querySelector('.jc-rows.is-pending');
      expect(pending?.getAttribute('aria-hidden')).toBe('true');
      expect(pending?.querySelectorAll('li.jc-row .jc-row-button')).toHaveLength(moves);
      const status = page.querySelector('.jc-prompt .jc-status');
      expect(status?.querySelector('.jc-stand-in[aria-hidden="true"]')?.text.trim()).not.toBe('');
      expect(status?.querySelector('.jc-stand-in .rule-cite')?.text.trim()).not.toBe('');
      expect(status?.querySelector('[data-thinking]')).not.toBeNull();
    });
  }
});

describe('the guided first game as served', () => {
  const context = fresh();
  const topic = stepOf(context).topic;
  const rule = ruleFor('balloon-cup', TOPIC_CODES[topic]);
  const hand = current(context).hands[0].length;
  for (const prefix of prefixes) {
    test(`${prefix || '/'}: step 1 (${topic}) with the prompt, the board and the learner's ${hand} cards, inert until live`, () => {
      const page = parse(pageHtml(`${prefix}/balloon-cup/learn/`));
      const app = page.querySelector('astro-island .bcl-app');
      expect(app).not.toBeNull();
      expect(app!.getAttribute('data-step')).toBe('1');
      expect(app!.getAttribute('data-topic')).toBe(topic);
      expect(app!.hasAttribute('inert')).toBe(true);
      expect(app!.querySelector('.bcl-text')?.text.trim()).not.toBe('');
      // Its rule cited, as the live lesson cites it.
      expect(app!.querySelector('.bcl-text .rule-cite')?.getAttribute('data-rule')).toBe(rule);
      expect(app!.querySelectorAll('.bc-player-0 .bc-hand-card')).toHaveLength(hand);
      expect(page.querySelector('.bcp-loading')).toBeNull();
    });
  }
});
