// Every message of a language, rendered for every value of its selectors (each colour, the reader
// or someone else, counts 0, 1, 2, 5, 11, 21, 22, 25), reads as finished text: no placeholder left,
// no doubled spaces or punctuation, and the language's own rules (its glossary's forms for the
// pieces, agreement a reviewer found broken) hold. Parameters that are not selectors get a
// plausible value of their kind; a number that is not a selector is still tried with every count,
// one at a time, because a sentence may print it beside a noun.
//
// To hold another language to it: add its rules to RULES (an empty list still runs the common checks).
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ALL_WORDS } from '../../../src/paraglide/all.ts';
import type { Locale } from '../../../src/i18n/locales.ts';

interface Rule {
  /** What a reader would notice. */
  readonly why: string;
  readonly bad: RegExp;
  /** Only for messages of these areas (all when absent). */
  readonly areas?: readonly string[];
  /** Spacing and punctuation: not checked on messages with markup (`{#strong}`), whose tags render apart. */
  readonly spacing?: true;
}

const COUNTS = [0, 1, 2, 5, 11, 21, 22, 25];

/** Checks every language gets. */
const COMMON: readonly Rule[] = [
  { why: 'a placeholder is left in the text', bad: /\{\s*\w+\s*\}/ },
  { why: 'a value is missing', bad: /\b(undefined|null|NaN)\b|\[object / },
  { why: 'two spaces in a row', bad: / {2}/, spacing: true },
  { why: 'doubled punctuation', bad: /([,;:!?])\s*\1|(?<!\.)\.\s*\.(?!\.)|[,;:]\s*[.!?]|\.\s*[,;:]/, spacing: true },
];

const RU_COLORS = '(?:серый|синий|зелёный|жёлтый|красный)';
const PL_COLORS = '(?:szary|niebieski|zielony|żółty|czerwony)';

/** Each language's own checks: its glossary's forms and the faults its reviews found. */
export const RULES: Partial<Record<Locale, readonly Rule[]>> = {
  ru: [
    { why: 'a card (карта, feminine) named with a masculine colour: «красный 13» for «красная 13»', bad: new RegExp(`${RU_COLORS} \\d`, 'iu') },
    // Counts the test passes (2, 22, 21), not numbers written in the text; not after a preposition that governs the genitive.
    { why: 'after 2–4 (and 22–24) a noun takes the genitive singular: «2 кубика», not «2 кубиков»', bad: /(?<![\d,–-]|(?:из|до|от|без|для|у|с|около) )(?:2|22) (?:кубиков|карт|ходов|тайлов|кубков|стаканчиков|клеток|шагов)(?:(?<![\p{L}\d])(?=[\p{L}\d])|(?<=[\p{L}\d])(?![\p{L}\d]))/u },
    { why: 'after 21 a noun takes the nominative singular', bad: /(?<![\d,–-]|(?:из|до|от|без|для|у|с|около) )21 (?:кубиков|кубика|карты|карт|ходов|хода|шагов|шага)(?:(?<![\p{L}\d])(?=[\p{L}\d])|(?<=[\p{L}\d])(?![\p{L}\d]))/u },
    { why: '«Вы» with a third-person verb', bad: /(?:(?<![\p{L}\d])(?=[\p{L}\d])|(?<=[\p{L}\d])(?![\p{L}\d]))(?:ходит|делает|кладёт|берёт|получает|платит|выигрывает|проигрывает|пасует|меняет|играет) Вы(?:(?<![\p{L}\d])(?=[\p{L}\d])|(?<=[\p{L}\d])(?![\p{L}\d]))|(?:(?<![\p{L}\d])(?=[\p{L}\d])|(?<=[\p{L}\d])(?![\p{L}\d]))Вы (?:снова )?(?:ходит|делает|кладёт|берёт|получает|платит|выигрывает|проигрывает|пасует|меняет|играет)(?:(?<![\p{L}\d])(?=[\p{L}\d])|(?<=[\p{L}\d])(?![\p{L}\d]))/u },
    { why: 'trophies are «карты с кубками»: a bare «Кубки» label sits beside «Кубики» (play audit S6)', bad: /^Кубки(?:(?<![\p{L}\d])(?=[\p{L}\d])|(?<=[\p{L}\d])(?![\p{L}\d]))|(?<!карты? с )(?:(?<![\p{L}\d])(?=[\p{L}\d])|(?<=[\p{L}\d])(?![\p{L}\d]))Кубки:|Кубки нет/u },
  ],
  pl: [
    { why: 'a card (karta, feminine) named with a masculine colour: «czerwony 13» for «czerwona 13»', bad: new RegExp(`${PL_COLORS} \\d`, 'iu') },
    { why: 'a colour in parentheses instead of an agreeing adjective: «trofeum (szary)»', bad: /(?:trofe\w*|kost\w*|kart\w*|kub\w*) \((?:szary|niebieski|zielony|żółty|czerwony)(?:(?<![\p{L}\d])(?=[\p{L}\d])|(?<=[\p{L}\d])(?![\p{L}\d]))/u },
    // Counts the test passes (2, 22), not numbers written in the text; not after a preposition that governs the genitive.
    { why: 'after 2–4 (and 22–24) a noun takes the nominative plural: «2 kostki», not «2 kostek»', bad: /(?<![\d,–-]|(?:z|ze|od|do|bez|dla|u|około|spośród) )(?:2|22) (?:kostek|kart|ruchów|płytek|trofeów|kubków|pól)(?:(?<![\p{L}\d])(?=[\p{L}\d])|(?<=[\p{L}\d])(?![\p{L}\d]))/u },
    { why: '«Ty» with a third-person verb', bad: /(?:(?<![\p{L}\d])(?=[\p{L}\d])|(?<=[\p{L}\d])(?![\p{L}\d]))Ty (?:gra|ma|jest|kładzie|bierze|dobiera|wygrywa|przegrywa|pasuje|wykupuje|płaci)(?:(?<![\p{L}\d])(?=[\p{L}\d])|(?<=[\p{L}\d])(?![\p{L}\d]))/u },
    { why: 'English «solver» in Polish text', bad: /(?:(?<![\p{L}\d])(?=[\p{L}\d])|(?<=[\p{L}\d])(?![\p{L}\d]))solver/iu },
  ],
  de: [
    { why: '«Du» with a third-person verb', bad: /(?:(?<![\p{L}\d])(?=[\p{L}\d])|(?<=[\p{L}\d])(?![\p{L}\d]))Du (?:ist|hat|legt|nimmt|zieht|gewinnt|verliert|erwirbt|tauscht|spielt)(?:(?<![\p{L}\d])(?=[\p{L}\d])|(?<=[\p{L}\d])(?![\p{L}\d]))/u },
    { why: 'a plural verb before one thing: «liegen 1 grauer Würfel»', bad: /(?:(?<![\p{L}\d])(?=[\p{L}\d])|(?<=[\p{L}\d])(?![\p{L}\d]))(?:liegen|sind|gehen) 1 /u },
    { why: 'a colour used as a noun is capitalised: «ist Grau vergeben»', bad: /(?:(?<![\p{L}\d])(?=[\p{L}\d])|(?<=[\p{L}\d])(?![\p{L}\d]))ist (?:grau|blau|grün|gelb|rot) vergeben/u },
    { why: 'the anglicism «Engine»: the site says «Programm»', bad: /Engine/u },
    { why: 'a colour before a noun without its ending: «die grau Trophäe» for «die graue Trophäe»', bad: /(?:(?<![\p{L}\d])(?=[\p{L}\d])|(?<=[\p{L}\d])(?![\p{L}\d]))(?:grau|blau|grün|gelb|rot) (?:Würfel|Karten?|Trophäe|Dreiersatz|Dreiersätze|\d)/u },
  ],
};

const MESSAGES = join(import.meta.dirname, '../../../src/messages');
const AREAS = readdirSync(MESSAGES).sort();
type Variant = { declarations?: string[]; selectors?: string[]; match: Record<string, string> };
type Message = string | Variant[];

function read(area: string, locale: Locale): Record<string, Message> {
  const file = join(MESSAGES, area, `${locale}.json`);
  if (!existsSync(file)) return {};
  const { $schema: _, ...messages } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Message>;
  return messages;
}

const NUMERIC = new Set(['count', 'total', 'cost', 'plies', 'moves', 'height', 'left', 'limit', 'held', 'yours', 'puzzles', 'themes', 'progress', 'needed', 'shown', 'states', 'reachable', 'seconds', 'chunks', 'stored', 'done', 'number', 'n']);
const FIXED_NUMBERS: Record<string, number> = { tile: 4, square: 7, from: 3, to: 7, value: 13, at: 5, index: 2, step: 2, turn: 3, firstSum: 18, secondSum: 12, version: 3, kb: 12, mb: 2, best: 3, chance: 40, marks: 2, top: 2 };

/** The words a page passes for a colour or a name, read from the language's own messages. */
function colorNameOf(locale: Locale, area: string, color: string): string | undefined {
  const words = ALL_WORDS[locale];
  const fn = (area.startsWith('jc') ? words.jcwords : words.bcwords)?.[`color_${color}`] as (() => string) | undefined;
  return fn?.();
}

function inputsOf(message: Message): { inputs: string[]; selectors: Map<string, string[]> } {
  if (typeof message === 'string') return { inputs: [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))], selectors: new Map() };
  const inputs = new Set<string>();
  const selectors = new Map<string, string[]>();
  for (const variant of message) {
    const locals = new Map<string, string>();
    for (const declaration of variant.declarations ?? []) {
      const input = /^input\s+(\w+)/.exec(declaration);
      if (input) inputs.add(input[1]!);
      const local = /^local\s+(\w+)\s*=\s*(\w+)\s*:\s*plural/.exec(declaration);
      if (local) locals.set(local[1]!, local[2]!);
    }
    for (const selector of variant.selectors ?? []) {
      const source = locals.get(selector);
      if (source) {
        selectors.set(source, COUNTS.map(String));
        continue;
      }
      const values = new Set(selectors.get(selector) ?? []);
      for (const key of Object.keys(variant.match)) {
        for (const part of key.split(',')) {
          const [name, value] = part.trim().split('=');
          if (name === selector && value && value !== '*') values.add(value);
        }
      }
      // A colour is one of the game's; any other selector also gets a value none of its keys names.
      const numeric = [...values].every((v) => /^\d+$/.test(v));
      if (!/color$/i.test(selector) && !(numeric && values.size > 0)) values.add('other-value');
      else if (values.size === 0) for (const c of ['gray', 'blue', 'green', 'yellow', 'red']) values.add(c);
      selectors.set(selector, [...values]);
      inputs.add(selector);
    }
    for (const pattern of Object.values(variant.match)) for (const m of pattern.matchAll(/\{(\w+)\}/g)) inputs.add(m[1]!);
  }
  for (const local of message.flatMap((v) => (v.declarations ?? []).map((d) => /^local\s+(\w+)/.exec(d)?.[1]).filter(Boolean))) inputs.delete(local!);
  return { inputs: [...inputs], selectors };
}

const SAMPLE_NAME: Record<string, string> = { ru: 'Аня', pl: 'Ana', de: 'Ana', it: 'Ana', fr: 'Ana', nl: 'Ana', en: 'Ana' };

/** Every combination of the selectors' values; the other parameters get one plausible value each. */
function* cases(locale: Locale, area: string, message: Message): Generator<Record<string, unknown>> {
  const { inputs, selectors } = inputsOf(message);
  const base: Record<string, unknown> = {};
  for (const input of inputs) {
    if (input in FIXED_NUMBERS) base[input] = FIXED_NUMBERS[input];
    else if (NUMERIC.has(input)) base[input] = 2;
    else if (input === 'colorName') base[input] = colorNameOf(locale, area, area.startsWith('jc') ? 'red' : 'gray') ?? 'gray';
    else if (input === 'player' || input === 'name' || input === 'other' || input === 'winner' || input === 'loser' || input === 'owner') base[input] = SAMPLE_NAME[locale];
    else base[input] = 'текст слово tekst Wort'.split(' ')[['ru', 'pl', 'de'].indexOf(locale) + 1] ?? 'word';
  }
  const axes = [...selectors.entries()];
  const combos: Record<string, unknown>[] = [{}];
  for (const [name, values] of axes) {
    const next: Record<string, unknown>[] = [];
    for (const combo of combos) for (const value of values) next.push({ ...combo, [name]: /^\d+$/.test(value) ? Number(value) : value });
    combos.splice(0, combos.length, ...next);
  }
  for (const combo of combos) {
    const facts = { ...base, ...combo };
    if (typeof facts.color === 'string' && inputs.includes('colorName')) facts.colorName = colorNameOf(locale, area, facts.color) ?? facts.colorName;
    // A card's name as the code builds it, where a message still takes it whole.
    if (inputs.includes('card')) {
      const color = typeof facts.color === 'string' && colorNameOf(locale, 'bc', facts.color) ? facts.color : 'red';
      const cardName = ALL_WORDS[locale].bcwords?.card_name as ((i: Record<string, unknown>) => string) | undefined;
      if (cardName) facts.card = cardName({ color, colorName: colorNameOf(locale, 'bc', color), value: 13 });
    }
    yield facts;
    // A number printed beside a noun: every count, one parameter at a time.
    for (const input of inputs) if (NUMERIC.has(input) && !selectors.has(input)) for (const n of COUNTS) yield { ...facts, [input]: n };
  }
}

// `RENDER_LOCALES=ru,pl` runs only those.
const only = (process.env.RENDER_LOCALES ?? '').split(',').filter(Boolean);
const LOCALES = (Object.keys(RULES) as Locale[]).filter((locale) => only.length === 0 || only.includes(locale));

describe.each(LOCALES)('every %s message, rendered for every value of its selectors', (locale) => {
  test.each(AREAS)('area "%s"', (area) => {
    const allRules = [...COMMON, ...(RULES[locale] ?? [])].filter((r) => !r.areas || r.areas.includes(area));
    const compiled = ALL_WORDS[locale][area] ?? {};
    const found: string[] = [];
    for (const [key, message] of Object.entries(read(area, locale))) {
      const render = compiled[key] as ((inputs: Record<string, unknown>) => string) | undefined;
      if (!render) continue;
      const markup = JSON.stringify(message).includes('{#');
      const rules = allRules.filter((r) => !(markup && r.spacing));
      const seen = new Set<string>();
      for (const facts of cases(locale, area, message)) {
        const text = String(render(facts));
        if (seen.has(text)) continue;
        seen.add(text);
        for (const rule of rules) if (rule.bad.test(text)) found.push(`${area}.${key} ${JSON.stringify(facts)}: ${rule.why}\n    «${text}»`);
      }
    }
    expect(found, found.slice(0, 30).join('\n')).toEqual([]);
  });
});
