// Sentences that name pieces, written whole (issue 28): a list of cubes is joined from phrases that
// agree in themselves, a payment is such a list, and a count of cards is a number the sentence
// declines. Checked in the three languages that decline, for 1, 2 and 5 of a thing.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Color } from '../../../src/engine/balloon-cup/components.ts';
import { cubesText } from '../../../src/machines/balloon-cup/color-words.ts';
import { paymentText } from '../../../src/machines/balloon-cup/payment-words.ts';
import { cascadeProblemWords } from '../../../src/machines/balloon-cup/cascade-problem-words.ts';
import { ALL_WORDS } from '../../../src/paraglide/all.ts';
import { m as story } from '../../../src/paraglide/words/bcstory.ts';
import { m as analysis } from '../../../src/paraglide/words/bcanalysis.ts';
import { BASE_LOCALE, provide } from '../../../src/i18n/runtime.ts';
import type { Locale } from '../../../src/i18n/locales.ts';

const many = (color: Color, n: number): Color[] => Array.from({ length: n }, () => color);
const speak = (locale: Locale) => provide(locale, ALL_WORDS[locale]);

afterAll(() => speak(BASE_LOCALE));

/** What each language must print, for 1, 2 and 5 of a thing. */
const CASES: Record<'ru' | 'pl' | 'de', {
  red: [string, string, string];
  mixed: string;
  sideFull: [string, string, string];
  exchange: [string, string, string];
  payments: { grayAllOwn: string; grayOneOwnTwoSets: string; greenOwn: string };
  scored: string;
}> = {
  ru: {
    red: ['1 красный кубик', '2 красных кубика', '5 красных кубиков'],
    mixed: '1 серый кубик, 2 синих кубика и 5 жёлтых кубиков',
    sideFull: ['кладётся 1 карта этого цвета', 'кладутся 2 карты этого цвета', 'кладётся 5 карт этого цвета'],
    exchange: ['обменять 1 карту: ', 'обменять 2 карты: ', 'обменять 5 карт: '],
    payments: { grayAllOwn: '3 серых кубика', grayOneOwnTwoSets: '1 серый кубик и 2 тройки синих кубиков', greenOwn: '5 зелёных кубиков' },
    scored: 'Кубики забирает Ana: 1 серый кубик и 2 синих кубика.',
  },
  pl: {
    red: ['1 czerwona kostka', '2 czerwone kostki', '5 czerwonych kostek'],
    mixed: '1 szara kostka, 2 niebieskie kostki i 5 żółtych kostek',
    sideFull: ['mieści się więc tylko 1 karta w tym kolorze', 'mieszczą się więc tylko 2 karty w tym kolorze', 'mieści się więc tylko 5 kart w tym kolorze'],
    exchange: ['wymiana: ', 'wymiana: ', 'wymiana: '],
    payments: { grayAllOwn: '3 szare kostki', grayOneOwnTwoSets: '1 szara kostka i 2 zestawy po 3 niebieskie', greenOwn: '5 zielonych kostek' },
    scored: 'Kostki bierze Ana: 1 szara kostka i 2 niebieskie kostki.',
  },
  de: {
    red: ['1 roter Würfel', '2 rote Würfel', '5 rote Würfel'],
    mixed: '1 grauer Würfel, 2 blaue Würfel und 5 gelbe Würfel',
    sideFull: ['nimmt jede Seite 1 Karte dieser Farbe auf', 'nimmt jede Seite 2 Karten dieser Farbe auf', 'nimmt jede Seite 5 Karten dieser Farbe auf'],
    exchange: ['Karten wechseln: ', 'Karten wechseln: ', 'Karten wechseln: '],
    payments: { grayAllOwn: '3 graue Würfel', grayOneOwnTwoSets: '1 grauer Würfel und 2 blaue Dreiersätze', greenOwn: '5 grüne Würfel' },
    scored: 'Die Würfel bekommt Ana: 1 grauer Würfel und 2 blaue Würfel.',
  },
};

describe.each(Object.keys(CASES) as ('ru' | 'pl' | 'de')[])('whole sentences in %s', (locale) => {
  const want = CASES[locale];

  it('a list of cubes counts each colour in a phrase that agrees with its number, joined the language\'s way', () => {
    speak(locale);
    expect([1, 2, 5].map((n) => cubesText(many('red', n)))).toEqual(want.red);
    expect(cubesText(['yellow', 'blue', 'gray', 'yellow', 'blue', 'yellow', 'yellow', 'yellow'])).toBe(want.mixed);
  });

  it('a payment is the trophy colour\'s cubes and the trade sets, each agreeing with its count', () => {
    speak(locale);
    expect(paymentText('gray', {})).toBe(want.payments.grayAllOwn);
    expect(paymentText('gray', { blue: 2 })).toBe(want.payments.grayOneOwnTwoSets);
    expect(paymentText('green', {})).toBe(want.payments.greenOwn);
  });

  it('a full side counts its cards in the sentence, which agrees with 1, 2 and 5', () => {
    speak(locale);
    [1, 2, 5].forEach((count, k) => {
      const text = story.refused_side_full({
        tile: 3, count, color: 'red', colorName: 'red', owner: 'Ana', ownerForm: 'a',
        cubes: cubesText(many('red', count)),
      });
      expect(text).toContain(want.sideFull[k]);
      expect(text).toContain(want.red[k]);
    });
  });

  it('an exchange on the analysis board names its cards after a colon, with the count agreeing', () => {
    speak(locale);
    [1, 2, 5].forEach((count, k) => {
      expect(analysis.exchange_cards({ count, cards: 'x' })).toBe(`${want.exchange[k]}x`);
    });
  });

  it('the cubes a scoring brings stand after a colon, where their nominative is right', () => {
    speak(locale);
    const text = story.scored({ tile: 2, first: 'Ana', firstSum: 9, second: 'Ben', secondSum: 4, player: 'Ana', reason: 'mountain', cubes: cubesText(['blue', 'gray', 'blue']) });
    expect(text).toContain(want.scored);
  });
});

// Names: a person's name cannot be declined, so a Russian or Polish sentence puts it where the
// nominative is right (the subject, a label after a colon, "сторона, где играет Аня"), never right
// after a word that governs the genitive, dative or instrumental ("игрока Аня", "dla gracza Ana").
const NAME_PARAMS = ['player', 'owner', 'them', 'opponent', 'other', 'hidden'];
const GOVERNING: Record<'ru' | 'pl', string[]> = {
  ru: ['игрока', 'игроку', 'игроком', 'игроке', 'у', 'для', 'за', 'от', 'к', 'с', 'со', 'без', 'против', 'при', 'о', 'об', 'между', 'над', 'перед', 'кого', 'кому', 'кем'],
  pl: ['gracza', 'graczowi', 'graczem', 'graczu', 'dla', 'od', 'do', 'u', 'z', 'ze', 'przez', 'bez', 'przeciw', 'przy', 'o', 'nad', 'pod', 'przed', 'między', 'kogo', 'komu', 'kim'],
};

/** Every variant's text of every message of a locale, as [area.key, text]. */
function variants(locale: string): [string, string][] {
  const out: [string, string][] = [];
  for (const area of readdirSync('src/messages')) {
    let json: Record<string, unknown>;
    try { json = JSON.parse(readFileSync(`src/messages/${area}/${locale}.json`, 'utf8')); } catch { continue; }
    for (const [key, value] of Object.entries(json)) {
      if (key === '$schema') continue;
      const texts = typeof value === 'string' ? [value] : Object.values((value as [{ match: Record<string, string> }])[0].match);
      for (const text of texts) out.push([`${area}.${key}`, text]);
    }
  }
  return out;
}

describe.each(['ru', 'pl'] as const)('names in %s', (locale) => {
  it('a name never follows a word that governs another case than the nominative', () => {
    const after = new RegExp(`(\\S+)\\s+\\{(${NAME_PARAMS.join('|')})\\}`, 'g');
    const wrong = variants(locale).flatMap(([key, text]) => [...text.matchAll(after)]
      .filter((hit) => GOVERNING[locale].includes(hit[1]!.toLowerCase().replace(/^[«„(]/, '')))
      .map((hit) => `${key}: ${hit[0]}`));
    expect([...new Set(wrong)]).toEqual([]);
  });
});

describe('colour words of a German trophy list (review D10)', () => {
  it('names the colours as nouns, capitalised', () => {
    speak('de');
    const { problem } = cascadeProblemWords({ field: 'trophies', code: 'cas-unpaid', colors: ['gray', 'blue', 'red'] }, ['Ana', 'Ben']);
    expect(problem).toContain('Trophäen in Grau, Blau und Rot');
    expect(problem).not.toMatch(/\b(grau|blau|rot)\b/);
  });
});

describe('Russian trophy sentences use the glossary\'s card with a cup (STYLE.ru.md)', () => {
  it('no sentence claims or names a bare "{colour} кубок"; each says "карта с … кубком"', () => {
    const bare = variants('ru').filter(([, text]) => /(^|[^«])\{(colorName|replyName)\} кубок/.test(text) && /получ|уже/.test(text));
    expect(bare.map(([key]) => key)).toEqual([]);
  });

  it('a claim in the story names the card in the instrumental for each colour', () => {
    speak('ru');
    const forms = { gray: 'серым', blue: 'синим', green: 'зелёным', yellow: 'жёлтым', red: 'красным' } as const;
    for (const [color, form] of Object.entries(forms)) {
      const text = story.claimed({ player: 'Аня', color: color as Color, colorName: 'x', payment: '3 кубика' });
      expect(text).toBe(`Аня получает карту с ${form} кубком и платит: 3 кубика.`);
    }
  });
});
