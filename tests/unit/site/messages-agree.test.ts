// Sentences that agree (issue 28, point 2): a message that names a colour, a side, a player's move
// or a number of cards receives the facts and chooses its own forms, so each language declines
// and conjugates as its grammar needs. These checks read every message of every language as
// written (src/messages/<area>/<locale>.json) and fail on the ways a sentence used to be glued
// from translated pieces: an ending stuck to a word passed in (German "{colorName}e Trophäe"), a
// side passed as a finished phrase ("{side}"), a player's name joined to a finished move
// ("{player}: {move}"), a count of cards passed as a phrase ("{cards}") where the sentence must
// agree with it, a Polish colour in parentheses ("pole 14 (czerwony)").
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ALL_LOCALES as LOCALES } from '../../../src/i18n/locales.ts';

type Variant = { declarations?: string[]; selectors?: string[]; match: Record<string, string> };
type Message = string | Variant[];

const MESSAGES = join(import.meta.dirname, '../../../src/messages');
const AREAS = readdirSync(MESSAGES).sort();

function read(area: string, locale: string): Record<string, Message> {
  const file = join(MESSAGES, area, `${locale}.json`);
  if (!existsSync(file)) return {};
  const { $schema: _, ...messages } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Message>;
  return messages;
}

const textsOf = (message: Message): string[] => (typeof message === 'string' ? [message] : message.flatMap((v) => Object.values(v.match)));
const inputsOf = (message: Message): Set<string> => new Set([
  ...textsOf(message).flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)),
  ...(typeof message === 'string' ? [] : message.flatMap((v) => (v.declarations ?? []).map((d) => /^input\s+(\w+)/.exec(d)?.[1]).filter((x): x is string => !!x))),
]);

/** Every message of every language, as `[where, message]`. */
const ALL: [string, Message][] = LOCALES.flatMap((locale) =>
  AREAS.flatMap((area) => Object.entries(read(area, locale)).map(([key, message]): [string, Message] => [`${locale} ${area}.${key}`, message])));

/** Where a check fails, with the text that fails it. */
function offenders(check: (message: Message) => string | null): string[] {
  return ALL.flatMap(([where, message]) => { const found = check(message); return found === null ? [] : [`${where}: ${found}`]; });
}

describe('every message chooses its own forms', () => {
  test('the messages of all seven languages are read', () => {
    expect(new Set(ALL.map(([where]) => where.split(' ')[0]))).toEqual(new Set(LOCALES));
    expect(ALL.length).toBeGreaterThan(1000);
  });

  test('no ending is stuck to a parameter ("{colorName}e Trophäe"): the message matches on the fact and writes the declined word', () => {
    expect(offenders((message) => textsOf(message).find((t) => /\{\w+\}\p{L}/u.test(t)) ?? null)).toEqual([]);
  });

  test('no side is passed as a finished phrase ("{side}"): the message matches on its owner (ownerForm) in the case it needs', () => {
    // (A message may match on a side as a fact, `side=first`; it may not print one given as words.)
    expect(offenders((message) => textsOf(message).find((t) => t.includes('{side}')) ?? null)).toEqual([]);
  });

  test('no player\'s name is joined to a finished move or sentence ("{player}: {move}")', () => {
    expect(offenders((message) => textsOf(message).find((t) => /^\{player\}\s*\p{P}?\s*\{\w+\}\p{P}?$/u.test(t)) ?? null)).toEqual([]);
  });

  test('a reshuffle, an exchange and a face-down hand count their cards in the message, which agrees with the count', () => {
    const counted = ['bcstory.reshuffled', 'bcstory.move_exchange', 'bcstory.move_by_exchange', 'bcboard.face_down', 'bcboard.face_down_one_shown', 'bcboard.face_down_shown'];
    const found: string[] = [];
    for (const [where, message] of ALL) {
      if (!counted.includes(where.split(' ')[1]!)) continue;
      const plural = typeof message !== 'string' && message.some((v) => (v.declarations ?? []).some((d) => /:\s*plural/.test(d)));
      if (inputsOf(message).has('cards') || !plural) found.push(`${where}: ${textsOf(message)[0]}`);
    }
    expect(found).toEqual([]);
    expect(ALL.filter(([where]) => counted.includes(where.split(' ')[1]!)).length).toBe(counted.length * LOCALES.length);
  });

  test('Polish names a colour as an agreeing adjective, never in parentheses ("pole 14 (czerwony)")', () => {
    const pl = offenders((message) => textsOf(message).find((t) => /\((?:szar|niebiesk|zielon|żółt|czerwon)\p{L}*\)/iu.test(t)) ?? null);
    expect(pl.filter((where) => where.startsWith('pl '))).toEqual([]);
  });

  test('German names a colour by matching on it, never by printing a colour word passed in ("{count}× {colorName}")', () => {
    // A screen reader's label before a count ("grau: 3") stands alone and agrees with nothing.
    const de = offenders((message) => textsOf(message).find((t) => t.includes('{colorName}')) ?? null)
      .filter((where) => where.startsWith('de ') && !where.startsWith('de bcwords.count_label:'));
    expect(de).toEqual([]);
  });

  test('a sentence is never handed in finished ({why}, {totals}, {card}): the message that says it matches on the facts', () => {
    // Issue 28 point 4. A reason follows its move as a sentence of its own (the hint, a replay's
    // refusal); a card is named from its colour and value. A message printing one of these fails
    // here unless it is still listed (the list is empty: keep it so).
    const STILL_JOINED: Record<string, readonly string[]> = {};
    const PHRASES = ['why', 'totals', 'card'];
    const found: string[] = [];
    for (const [where, message] of ALL) {
      const key = where.split(' ')[1]!;
      const printed = PHRASES.filter((p) => textsOf(message).some((t) => t.includes(`{${p}}`)));
      const unlisted = printed.filter((p) => !(STILL_JOINED[key] ?? []).includes(p));
      if (unlisted.length > 0) found.push(`${where}: {${unlisted.join('}, {')}}`);
    }
    expect(found).toEqual([]);
  });

  test('in Russian, Polish and German a list of pieces ({cubes}, {cards}, {payment}) stands alone, after a colon or dash or in parentheses', () => {
    // Such a list is built by Intl.ListFormat from whole phrases that agree in themselves ("2 синих
    // кубика", "1 szara kostka", "1 grauer Würfel"), each in the nominative, the form a list takes
    // when it stands alone. Where a verb or preposition governs it ("забирает {cubes}", German "mit
    // {cubes}"), its case would be wrong ("1 gelber Würfel" after "nimmt"), so a message of these
    // three languages prints it only where no case is asked of it. A count of pieces is never a
    // list: it is a number the message declines ({count}).
    const LISTS = ['cubes', 'cards', 'payment'];
    const found: string[] = [];
    for (const [where, message] of ALL) {
      if (!/^(?:ru|pl|de) /.test(where)) continue;
      for (const text of textsOf(message)) {
        for (const list of LISTS) {
          for (const hit of text.matchAll(new RegExp(`\\{${list}\\}`, 'g'))) {
            const before = text.slice(0, hit.index);
            if (before === '' || /(?:[:(]|\s[–—])\s*$/.test(before)) continue;
            found.push(`${where}: …${before.slice(-30)}{${list}}`);
          }
        }
      }
    }
    expect(found).toEqual([]);
  });
});
