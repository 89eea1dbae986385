// The messages in every language (src/messages/<area>/<locale>.json): a published language has
// every message English has, with the same parameters, and counts read right in each language's
// plural forms (Russian and Polish have three) at 1, 2, 5 and 21.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ALL_WORDS } from '../../../src/paraglide/all.ts';
import { ALL_LOCALES, PUBLISHED_LOCALES, type Locale } from '../../../src/i18n/locales.ts';

const MESSAGES = join(import.meta.dirname, '../../../src/messages');
const AREAS = readdirSync(MESSAGES);
type Message = string | { declarations?: string[]; selectors?: string[]; match: Record<string, string> }[];
const read = (area: string, locale: Locale): Record<string, Message> => {
  const file = join(MESSAGES, area, `${locale}.json`);
  if (!existsSync(file)) return {};
  const { $schema: _, ...messages } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Message>;
  return messages;
};
const patterns = (message: Message): string[] => (typeof message === 'string' ? [message] : message.flatMap((m) => Object.values(m.match)));
const params = (message: Message): string[] => {
  const declared = typeof message === 'string' ? [] : message.flatMap((m) => (m.declarations ?? []).filter((d) => d.startsWith('input ')).map((d) => d.slice(6).trim()));
  const used = patterns(message).flatMap((p) => [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!));
  const locals = typeof message === 'string' ? [] : message.flatMap((m) => (m.declarations ?? []).filter((d) => d.startsWith('local ')).map((d) => d.split(/\s+/)[1]!));
  return [...new Set([...declared, ...used])].filter((p) => !locals.includes(p)).sort();
};

// Every published language, and any other named in WORDS_CHECK (e.g. `WORDS_CHECK=ru,pl`), so a
// translation can be held to the same standard before its language goes live.
const asked = (process.env.WORDS_CHECK ?? '').split(',');
const translated = ALL_LOCALES.filter((locale) => locale !== 'en' && (PUBLISHED_LOCALES.includes(locale) || asked.includes(locale)));

describe.runIf(translated.length > 0).each(translated)('messages in %s', (locale) => {
  test.each(AREAS)('area "%s" has every English message, with the same parameters', (area) => {
    const english = read(area, 'en');
    const ours = read(area, locale);
    expect(Object.keys(ours).sort()).toEqual(Object.keys(english).sort());
    for (const [key, message] of Object.entries(english)) {
      // A translation may leave a parameter out (a language that needs no name there) but never invent one.
      expect(params(ours[key]!).filter((p) => !params(message).includes(p)), `${area}.${key}`).toEqual([]);
    }
  });
});

/** Messages that choose their words by a count: [area, key, the count's parameter]. */
const pluralMessages = AREAS.flatMap((area) => Object.entries(read(area, 'en')).flatMap(([key, message]) => {
  if (typeof message === 'string') return [];
  const plural = message.flatMap((m) => m.declarations ?? []).map((d) => /^local \w+ = (\w+): plural/.exec(d)?.[1]).find(Boolean);
  return plural ? [[area, key, plural] as const] : [];
}));

test.each(ALL_LOCALES)('no %s message is left over from one English no longer has', (locale) => {
  for (const area of AREAS) {
    const english = read(area, 'en');
    expect(Object.keys(read(area, locale)).filter((key) => !(key in english)), area).toEqual([]);
  }
});

describe.runIf(pluralMessages.length > 0).each(['en' as const, ...translated])('plural forms in %s', (locale) => {
  const rules = new Intl.PluralRules(locale);
  test.each(pluralMessages)('%s.%s reads right at 1, 2, 5 and 21', (area, key, count) => {
    const say = ALL_WORDS[locale][area]![key] as (inputs: Record<string, unknown>) => string;
    const inputs = (n: number) => ({ count: n, player: 'Ana', name: 'Ana', color: 'red', colorName: 'red', value: 7, tile: 2, total: 9, [count]: n });
    const said = new Map([1, 2, 5, 21].map((n) => [n, say(inputs(n)).replace(/\d+/g, '#')] as const));
    for (const [n, text] of said) expect(text.trim(), `${n}: no text`).not.toBe('');
    // Counts of one plural category read alike; Russian and Polish tell 1, 2 and 5 apart.
    for (const n of [2, 5, 21]) if (rules.select(n) === rules.select(1)) expect(said.get(n), `${n} reads as 1`).toBe(said.get(1));
    if (rules.select(5) === rules.select(21)) expect(said.get(21), '21 reads as 5').toBe(said.get(5));
    // Russian and Polish tell 1, 2 and 5 apart, except where the count stands in a case whose
    // plural has one form for both (Polish locative "w 2 ruchach", "w 5 ruchach"): then the
    // message still writes its `few` form out, so a forgotten one cannot pass.
    if (locale === 'ru' || locale === 'pl') {
      expect(said.get(2), '2 reads as 1').not.toBe(said.get(1));
      expect(said.get(5), '5 reads as 1').not.toBe(said.get(1));
      const written = read(area, locale)[key]!;
      const fewWritten = typeof written !== 'string' && written.some((m) => Object.keys(m.match).some((k) => k.endsWith('=few')));
      if (!fewWritten) expect(said.get(2), '2 reads as 5 and no few form is written').not.toBe(said.get(5));
    }
  });
});
