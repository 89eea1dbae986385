/**
 * The reader-facing text of an example, puzzle or question in another language. A translation
 * mirrors its English file's path under content/<locale>/ and holds only the text fields (title,
 * prompt, hint, explanation, source, names); positions, moves and answers stay in the English file, the
 * one source of the rules. In a published locale a missing translation fails the build, so no
 * page mixes two languages.
 */
import { BASE_LOCALE, PUBLISHED_LOCALES, currentLocale, type Locale } from '../../i18n/runtime.ts';

const TEXTS = import.meta.glob<Record<string, unknown>>('../../../content/{de,it,ru,fr,nl,pl}/**/*.json', { eager: true, import: 'default' });

function textAt(locale: Locale, file: string): unknown {
  const key = `../../../content/${locale}/${file.replace(/^content\//, '')}`;
  const text = TEXTS[key];
  if (text === undefined && PUBLISHED_LOCALES.includes(locale)) throw new Error(`No ${locale} translation of ${file} (write content/${locale}/${file.replace(/^content\//, '')})`);
  return text;
}

/** `data` with its text fields in `locale` (the page's by default). `file`: the English file's path. */
export function translated<T extends object>(data: T, file: string, locale: Locale = currentLocale()): T {
  if (locale === BASE_LOCALE) return data;
  const text = textAt(locale, file);
  return text && typeof text === 'object' ? { ...data, ...(text as Partial<T>) } : data;
}

/** One question's text (question, answer) in `locale`, from content/<locale>/<game>/questions.json. */
export function translatedQuestion<T extends { id: string }>(question: T, game: string, locale: Locale = currentLocale()): T {
  if (locale === BASE_LOCALE) return question;
  const list = textAt(locale, `content/${game}/questions.json`);
  const text = Array.isArray(list) ? list.find((q: { id?: string }) => q?.id === question.id) : undefined;
  if (!text && PUBLISHED_LOCALES.includes(locale)) throw new Error(`No ${locale} translation of question ${question.id} in content/${locale}/${game}/questions.json`);
  return text ? { ...question, ...text } : question;
}
