/**
 * The rules of a game in one language, for the pages (server only: it reads the chapters): each
 * number with its title, its address and what exercises it (the examples in its section and the
 * questions that link to it). BaseLayout writes the page's game's list into the page
 * (RuleIndex.astro), where a citation and its preview read it, so no island carries a title.
 */
import { getCollection } from 'astro:content';
import { chaptersIn } from '../site/chapters.ts';
import { questionsOf } from '../site/questions.ts';
import { translated } from '../site/translations.ts';
import { localHref, type Locale } from '../../i18n/runtime.ts';
import { RULES, ruleHref, ruleNumber, type RuleGame } from './numbers.ts';
import { sectionsIn } from './sections.ts';
import { ruleFor } from './codes.ts';
import { m } from '../../paraglide/words/rules.ts';

export interface UsedBy {
  readonly href: string;
  readonly title: string;
}

export interface RuleEntry {
  readonly number: string;
  readonly title: string;
  /** In the page's locale. */
  readonly href: string;
  readonly examples: readonly UsedBy[];
  readonly questions: readonly UsedBy[];
}

const cache = new Map<string, Promise<RuleEntry[]>>();

/** Every rule of `game` in `locale`, in number order. */
export function ruleIndex(game: RuleGame, locale: Locale): Promise<RuleEntry[]> {
  const key = `${game}:${locale}`;
  if (!cache.has(key)) cache.set(key, build(game, locale));
  return cache.get(key)!;
}

async function build(game: RuleGame, locale: Locale): Promise<RuleEntry[]> {
  const chapters = await chaptersIn(game === 'balloon-cup' ? 'balloonCupRules' : 'jumpingCupsRules', locale);
  const examples = game === 'balloon-cup' ? await getCollection('balloonCupExamples') : await getCollection('jumpingCupsExamples');
  const questions = await questionsOf(game);
  const entries: RuleEntry[] = [];
  for (const chapter of chapters) {
    for (const section of sectionsIn(chapter.body ?? '')) {
      const number = ruleNumber(game, chapter.id, section.anchor ?? undefined);
      if (!number) throw new Error(`rules: ${game}/${chapter.id}#${section.anchor} has no number in src/components/rules/numbers.ts`);
      const path = ruleHref(game, number)!;
      entries.push({
        number,
        title: section.title ?? chapter.data.title,
        href: localHref(path, locale),
        examples: section.examples.map((id) => {
          const found = examples.find((e) => e.id === id);
          return { href: `#${id}`, title: found ? translated(found.data, found.filePath ?? '', locale).title : id };
        }),
        questions: questions.filter((q) => q.rule === localHref(path, locale)).map((q) => ({ href: `${localHref(`/${game}/questions/`, locale)}#${q.id}`, title: q.question })),
      });
    }
  }
  const order = Object.keys(RULES[game]);
  return entries.sort((a, b) => order.indexOf(a.number) - order.indexOf(b.number));
}

/** The rule `code` cites, by number and label, for a citation the server renders (RuleCite's fallback). */
export async function citeOf(game: RuleGame, code: string, locale: Locale): Promise<{ number: string; label: string } | null> {
  const number = ruleFor(game, code);
  const entry = number ? (await ruleIndex(game, locale)).find((e) => e.number === number) : undefined;
  return entry ? { number: entry.number, label: m.cite({ number: entry.number, title: entry.title }) } : null;
}
