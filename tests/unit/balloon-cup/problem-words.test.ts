// Every Balloon Cup refusal the engine gives as facts is said in every language as whole
// sentences that carry the same detail: the move number, the letter at fault, the counts. The
// engine's own answers are read here (not hand-made facts), and each language's words are
// checked for the facts they must name and for no placeholder left over.
import { afterAll, describe, expect, it } from 'vitest';
import { readCascadeCode } from '../../../src/engine/balloon-cup/cascade-code.ts';
import { decodeRecord } from '../../../src/engine/balloon-cup/record.ts';
import type { CodeProblem, LinkProblem, MoveProblem } from '../../../src/engine/balloon-cup/result.ts';
import { codeProblemWords } from '../../../src/machines/balloon-cup/code-problem-words.ts';
import { linkProblemWords } from '../../../src/machines/balloon-cup/link-problem-words.ts';
import { moveProblemWords } from '../../../src/machines/balloon-cup/move-problem-words.ts';
import { ALL_WORDS } from '../../../src/paraglide/all.ts';
import { ALL_LOCALES } from '../../../src/i18n/locales.ts';
import { provide } from '../../../src/i18n/runtime.ts';

afterAll(() => provide('en', ALL_WORDS.en));

function link(text: string): LinkProblem {
  const read = decodeRecord(text);
  if (read.ok) throw new Error(`${text} was read`);
  return read.problem;
}

function code(text: string): CodeProblem {
  const read = readCascadeCode(text);
  if (read.ok) throw new Error(`${text} was read`);
  return read.problem;
}

/** Engine answers, each with the facts its words must show in every language. */
const LINKS: Array<[LinkProblem, string[]]> = [
  [link('g1.zz.0.__'), ['1']],
  [link('g3.5.0.0a0b.zzzz'), []],
  [link('zzzz'), []],
  [link('g3.5'), []],
  [link('g'.repeat(20_000)), ['20']],
  [{ code: 'link-lost-move', move: 7, why: 'many' }, ['7']],
  [{ code: 'link-lost-move', move: 7, why: 'none' }, ['7']],
  [{ code: 'link-after-end', move: 41 }, ['41']],
];
const CODES: Array<[CodeProblem, string[]]> = [
  [code('w0p1.BGk2x3.Rk2b3g3y5'), ['x']],
  [code('w0p1.BGk2y3.k2R'), []],
  [code('w9p1.BG.R'), ['w9p1']],
  [code('w0p1.BGk.R'), ['k']],
  [code('w0p1.BBk2.R'), ['B']],
  [code('w0p1..R'), []],
  [code('w0p1.-.-.-'), []],
];
const MOVES: Array<[MoveProblem, string[]]> = [
  [{ code: 'move-sets-held', color: 'red', sets: 2, held: 4 }, ['6', '4']],
  [{ code: 'move-sets-count', color: 'blue', need: 1, given: 2 }, ['1', '2']],
  [{ code: 'move-sets-color', color: 'green' }, []],
  [{ code: 'move-form', field: 'card' }, []],
];

describe.each(ALL_LOCALES)('refusals in %s', (locale) => {
  it('every link, code and move problem is whole sentences naming its facts', () => {
    provide(locale, ALL_WORDS[locale]);
    const cases: Array<[string, string[]]> = [
      ...LINKS.map(([p, facts]): [string, string[]] => [linkProblemWords(p), facts]),
      ...CODES.map(([p, facts]): [string, string[]] => [codeProblemWords(p), facts]),
      ...MOVES.map(([p, facts]): [string, string[]] => [moveProblemWords(p), facts]),
    ];
    for (const [text, facts] of cases) {
      expect(text, text).not.toMatch(/[{}]|undefined|\s\s|\.\./);
      expect(text, text).toMatch(/[.!?]$/);
      expect(text.charAt(0), text).toMatch(/[\p{Lu}«„“‘]/u);
      for (const fact of facts) expect(text, `${locale}: ${text}`).toContain(fact);
    }
    // Different facts, different words: the reasons are told apart in every language.
    expect(new Set(cases.map(([text]) => text)).size).toBe(cases.length);
  });

  it('the first and second player are told apart in a code', () => {
    provide(locale, ALL_WORDS[locale]);
    expect(codeProblemWords(code('w0p1.-.'))).not.toBe(codeProblemWords(code('w0p1..-')));
  });
});
