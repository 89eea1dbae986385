/**
 * The questions players ask, per game (content/<game>/questions.json): each answer with the link to
 * its rule (a chapter and a section anchor) and to the live example that shows it. The `checks`
 * stored beside each answer are played through the engine by tests/unit/site/questions.test.ts.
 */
import { getCollection } from 'astro:content';
import { chaptersIn, exampleIdsIn } from './chapters.ts';
import { translated, translatedQuestion } from './translations.ts';
import { currentLocale, localHref } from '../../i18n/runtime.ts';
import balloonCup from '../../../content/balloon-cup/questions.json';
import jumpingCups from '../../../content/jumping-cups/questions.json';

export type QuestionGame = 'balloon-cup' | 'jumping-cups';

export interface QuestionEntry {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
  /** Path of the rule: /<game>/rules/<chapter>/#<section>. */
  readonly rule: string;
  /** Id of the live example that shows it. */
  readonly show: string;
}

export interface ResolvedQuestion extends QuestionEntry {
  readonly ruleTitle: string;
  readonly exampleHref: string;
  readonly exampleTitle: string;
}

export const QUESTIONS_HREF: Readonly<Record<QuestionGame, string>> = {
  'balloon-cup': '/balloon-cup/questions/',
  'jumping-cups': '/jumping-cups/questions/',
};

const DATA: Readonly<Record<QuestionGame, readonly QuestionEntry[]>> = { 'balloon-cup': balloonCup, 'jumping-cups': jumpingCups };

/** The game's questions with their links' titles; an unknown chapter or example fails the build. */
export async function questionsOf(game: QuestionGame): Promise<ResolvedQuestion[]> {
  const locale = currentLocale();
  const chapters = await chaptersIn(game === 'balloon-cup' ? 'balloonCupRules' : 'jumpingCupsRules', locale);
  const examples = game === 'balloon-cup' ? await getCollection('balloonCupExamples') : await getCollection('jumpingCupsExamples');
  return DATA[game].map((english) => {
    const q = translatedQuestion(english, game, locale);
    const slug = /\/rules\/([a-z0-9-]+)\//.exec(q.rule)?.[1];
    const chapter = chapters.find((c) => c.id === slug);
    const home = chapters.find((c) => exampleIdsIn(c.body).includes(q.show));
    const example = examples.find((e) => e.id === q.show);
    if (!chapter || !home || !example) throw new Error(`questions: ${q.id} links to a chapter or example that does not exist (${q.rule}, ${q.show})`);
    return { ...q, rule: localHref(q.rule, locale), ruleTitle: chapter.data.title, exampleHref: localHref(`/${game}/rules/${home.id}/#${q.show}`, locale), exampleTitle: translated(example.data, example.filePath ?? '', locale).title };
  });
}
