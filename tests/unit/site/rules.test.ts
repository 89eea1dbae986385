// Rule numbers and the one table from codes to rules (src/components/rules/): every code a reader
// can meet (both engines' refusals and position problems, the cascade solver's verdicts, the
// review's reasons) cites a rule that exists, and every section of every chapter, in every
// language, has its one stable number.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import GithubSlugger from 'github-slugger';
import { describe, expect, test } from 'vitest';
import { ERROR_CODES as BALLOON_CUP_ERRORS } from '../../../src/engine/balloon-cup/result.ts';
import { ERROR_CODES as JUMPING_CUPS_ERRORS } from '../../../src/engine/jumping-cups/result.ts';
import { solveCascade, type CascadeValue } from '../../../src/engine/balloon-cup/cascade-solver.ts';
import { decodeCascade } from '../../../src/engine/balloon-cup/cascade-code.ts';
import { FORM_CODES, RULE_CODES, ruleFor, type LabelCode } from '../../../src/components/rules/codes.ts';
import { RULES, ruleHref, ruleNumber, type RuleGame } from '../../../src/components/rules/numbers.ts';
import { sectionHtml, sectionSource, sectionsIn } from '../../../src/components/rules/sections.ts';
import { ALL_LOCALES, BASE_LOCALE } from '../../../src/i18n/locales.ts';
import { apply } from '../../../src/engine/balloon-cup/apply.ts';
import { beginnerMove } from '../../../src/engine/balloon-cup/bots/heuristic.ts';
import { DEFAULT_OPTIONS } from '../../../src/engine/balloon-cup/options.ts';
import { newGame } from '../../../src/engine/balloon-cup/setup.ts';
import { hintCode } from '../../../src/machines/balloon-cup/game-words.ts';
import { STEP_CODES, stepCode } from '../../../src/machines/balloon-cup/step-codes.ts';
import { CASCADE_STEP_CODES, MISTAKE_CODES } from '../../../src/machines/balloon-cup/cascade-words.ts';
import { PUZZLE_PROBLEM_CODES } from '../../../src/machines/balloon-cup/puzzle.ts';
import { PUZZLE_THEMES } from '../../../src/engine/balloon-cup/puzzle.ts';
import { tell } from '../../../src/machines/balloon-cup/story.ts';
import { VERDICT_CODES } from '../../../src/machines/jumping-cups/verdict-codes.ts';
import { END_REASONS } from '../../../src/engine/jumping-cups/moves.ts';

const CONTENT = join(import.meta.dirname, '../../../content');
const GAMES: readonly RuleGame[] = ['balloon-cup', 'jumping-cups'];
const chapterDir = (game: RuleGame, locale: string) => join(CONTENT, ...(locale === BASE_LOCALE ? [] : [locale]), game, 'rules');
const chapters = (game: RuleGame, locale: string) => readdirSync(chapterDir(game, locale)).filter((f) => f.endsWith('.mdx')).map((f) => ({ id: f.replace(/\.mdx$/, ''), body: readFileSync(join(chapterDir(game, locale), f), 'utf8') }));

describe('every code a reader can meet cites its rule', () => {
  const engines: Record<RuleGame, readonly string[]> = { 'balloon-cup': BALLOON_CUP_ERRORS, 'jumping-cups': JUMPING_CUPS_ERRORS };
  for (const game of GAMES) {
    test(`${game}: every refusal and position problem is in the table`, () => {
      const missing = engines[game].filter((code) => !(code in RULE_CODES[game]));
      expect(missing).toEqual([]);
    });
    test(`${game}: a code cites no rule only when it is about a link's or text's form`, () => {
      const none = Object.entries(RULE_CODES[game]).filter(([, n]) => n === null).map(([code]) => code).sort();
      expect(none).toEqual([...FORM_CODES[game]].sort());
    });
    test(`${game}: every cited number is a rule of the game`, () => {
      const unknown = Object.entries(RULE_CODES[game]).filter(([, n]) => n !== null && !(n in RULES[game]));
      expect(unknown).toEqual([]);
    });
  }

  test('the cascade verdicts the solver gives cite the claim cascade', () => {
    const verdicts = ['winner-wins', 'other-wins', 'no-win'] as const satisfies readonly CascadeValue[];
    const rulebook = decodeCascade('w0p1.BGk2y3.Rk2b3g3y5');
    if (!rulebook.ok) throw new Error(rulebook.message);
    expect(verdicts).toContain(solveCascade(rulebook.value).value);
    for (const value of verdicts) expect(ruleHref('balloon-cup', ruleFor('balloon-cup', value)!)).toMatch(/^\/balloon-cup\/rules\/claim-cascade\//);
  });

  test('Jumping Cups: the solver\'s values, a puzzle\'s and practice\'s ends and every way a game ends cite the end-of-game rules', () => {
    for (const code of [...VERDICT_CODES, ...END_REASONS]) expect(ruleHref('jumping-cups', ruleFor('jumping-cups', code) ?? ''), code).toMatch(/^\/jumping-cups\/rules\/winning-and-blocking\//);
  });

  test('the review\'s reasons cite the rule they rest on', () => {
    expect(ruleHref('balloon-cup', ruleFor('balloon-cup', 'win-tile')!)).toBe('/balloon-cup/rules/scoring/#add-up-both-sides');
    expect(ruleHref('balloon-cup', ruleFor('balloon-cup', 'exchange')!)).toBe('/balloon-cup/rules/when-no-card-fits/');
    expect(ruleHref('balloon-cup', ruleFor('balloon-cup', 'claim')!)).toBe('/balloon-cup/rules/trophies/#claiming-with-cubes-of-the-right-color');
  });

  test('a game\'s told steps and its hints cite a rule: scorings (an equal total its own), swaps, claims, cascades and the end', () => {
    const cited = new Map<string, string>();
    for (const seed of [3, 11, 31, 2024]) {
      let state = newGame(seed, DEFAULT_OPTIONS);
      while (!state.result) {
        const move = beginnerMove(state);
        // Any move the Strong level could suggest cites a rule of the game.
        expect(ruleFor('balloon-cup', hintCode(state, move)), JSON.stringify(move)).not.toBeNull();
        const next = apply(state, move);
        if (!next.ok) throw new Error(next.message);
        for (const step of tell(state, next.value)) {
          const code = stepCode(step);
          if (code) cited.set(code, ruleFor('balloon-cup', code)!);
        }
        state = next.value.state;
      }
    }
    expect([...cited.values()].every((n) => n in RULES['balloon-cup'])).toBe(true);
    expect(cited.get('scored')).toBe('5.1');
    expect(cited.get('claimed')).toBe('7.1');
    expect(cited.get('game-over') ?? cited.get('game-blocked')).toMatch(/^9\./);
    for (const code of STEP_CODES) expect(ruleFor('balloon-cup', code), code).not.toBeNull();
    expect(ruleHref('balloon-cup', ruleFor('balloon-cup', 'scored-tie')!)).toBe('/balloon-cup/rules/scoring/#equal-totals');
    expect(ruleHref('balloon-cup', ruleFor('balloon-cup', 'game-blocked')!)).toBe('/balloon-cup/rules/end-of-the-game/#blocked-games');
  });

  test('a puzzle\'s steps, refutations, problems and themes each cite their own rule', () => {
    const puzzleCodes = [...CASCADE_STEP_CODES, ...MISTAKE_CODES, ...PUZZLE_PROBLEM_CODES, ...PUZZLE_THEMES];
    expect(puzzleCodes.filter((code) => ruleFor('balloon-cup', code) === null)).toEqual([]);
    expect(ruleHref('balloon-cup', ruleFor('balloon-cup', 'mistake-unlocked')!)).toBe('/balloon-cup/rules/trophies/#the-3-for-1-trade');
    expect(ruleHref('balloon-cup', ruleFor('balloon-cup', 'claimed-trade')!)).toBe('/balloon-cup/rules/trophies/#the-3-for-1-trade');
    expect(ruleHref('balloon-cup', ruleFor('balloon-cup', 'third-trophy')!)).toBe('/balloon-cup/rules/end-of-the-game/#the-third-trophy');
    expect(ruleHref('balloon-cup', ruleFor('balloon-cup', 'compulsory-claim')!)).toBe('/balloon-cup/rules/trophies/#claiming-with-cubes-of-the-right-color');
  });

  test('a refused card that does not fit cites which cards fit; a forced placement cites must place', () => {
    expect(ruleHref('balloon-cup', ruleFor('balloon-cup', 'side-full-for-color')!)).toBe('/balloon-cup/rules/placing-cards/#which-cards-fit');
    expect(ruleHref('balloon-cup', ruleFor('balloon-cup', 'must-place')!)).toBe('/balloon-cup/rules/placing-cards/#you-must-place-if-you-can');
    expect(ruleHref('jumping-cups', ruleFor('jumping-cups', 'not-your-cup')!)).toBe('/jumping-cups/rules/track-and-set-up/#which-cups-may-move');
    // A Jumping Cups game over cites how it ended.
    expect(ruleHref('jumping-cups', ruleFor('jumping-cups', 'finish')!)).toBe('/jumping-cups/rules/winning-and-blocking/#filling-your-finish-squares');
    expect(ruleHref('jumping-cups', ruleFor('jumping-cups', 'blocked')!)).toBe('/jumping-cups/rules/winning-and-blocking/#leaving-the-other-side-without-a-move');
    expect(ruleHref('jumping-cups', ruleFor('jumping-cups', 'left-track')!)).toBe('/jumping-cups/rules/winning-and-blocking/#leaving-the-track-loses');
  });
});

test('the board\'s labels open the rule each names', () => {
  const labels = { 'trade-sets': '/balloon-cup/rules/trophies/#the-3-for-1-trade', 'spent-box': '/balloon-cup/rules/editions-and-variants/#where-spent-cubes-go', 'free-trophies': '/balloon-cup/rules/trophies/#claiming-with-cubes-of-the-right-color', 'trophy-claims': '/balloon-cup/rules/claim-cascade/' } as const satisfies Record<LabelCode, string>;
  for (const [code, href] of Object.entries(labels)) expect(ruleHref('balloon-cup', ruleFor('balloon-cup', code)!), code).toBe(href);
});

describe('every rule section has one stable number, the same in every language', () => {
  for (const game of GAMES) {
    for (const locale of ALL_LOCALES) {
      test(`${game} in ${locale}: each chapter and section is numbered, and each number is a section`, () => {
        const places = chapters(game, locale).flatMap((c) => sectionsIn(c.body).map((s) => (s.anchor ? `${c.id}#${s.anchor}` : c.id)));
        expect(places.filter((p) => ruleNumber(game, ...(p.split('#') as [string, string?])) === null)).toEqual([]);
        expect(Object.values(RULES[game]).filter((p) => !places.includes(p))).toEqual([]);
      });
    }
    test(`${game}: the English anchors are the ones the Markdown processor gives`, () => {
      for (const chapter of chapters(game, BASE_LOCALE)) {
        const slugger = new GithubSlugger();
        const expected = [...chapter.body.matchAll(/^## (.+)$/gm)].map((m) => slugger.slug(m[1]!.replace(/[*_`]/g, '')));
        expect(sectionsIn(chapter.body).flatMap((s) => (s.anchor ? [s.anchor] : []))).toEqual(expected);
      }
    });
    test(`${game}: a chapter's number is its place in the learning order, its sections follow it`, () => {
      for (const [number, place] of Object.entries(RULES[game])) {
        const [chapter] = place.split('#');
        const order = Number(/^order: (\d+)$/m.exec(readFileSync(join(chapterDir(game, BASE_LOCALE), `${chapter}.mdx`), 'utf8'))?.[1]);
        expect(number.split('.')[0], place).toBe(String(order));
      }
    });
  }
});

describe('a rule preview holds the section\'s own words', () => {
  const placing = readFileSync(join(chapterDir('balloon-cup', 'de'), 'placing-cards.mdx'), 'utf8');
  const html = sectionHtml(sectionSource(placing, 'which-cards-fit'), (c) => `<${c}>`, (p) => `/de${p}`);
  test('its paragraphs and list, without the live example or the next section', () => {
    expect(html).toContain('<li>Eine Seite nimmt <strong>so viele Karten einer Farbe auf, wie Würfel dieser Farbe</strong>');
    expect(html).toContain('&lt;blue&gt; &lt;blue&gt; &lt;yellow&gt; &lt;red&gt;');
    expect(html).not.toContain('Example');
    expect(html).not.toContain('Deine Seite oder die andere');
  });
  test('a chapter\'s opening, with its links in the page\'s language', () => {
    const opening = sectionHtml(sectionSource(placing, null), (c) => c, (p) => `/de${p}`);
    expect(opening).toContain('href="/de/balloon-cup/rules/scoring/"');
    expect(opening).not.toContain('Welche Karten passen');
  });
});
