// Every English, Italian, French and Dutch message, rendered for every value of its selectors
// (each colour, each way of naming a player: the reader, the computer, a name; counts 0, 1, 2, 5,
// 11, 21, 22, 25; each card value a sentence chooses words by), with the facts its callers give
// (the player's name and its form from nameForm, the card's name from cardName): no placeholder
// left, no doubled space or punctuation, no glossary's "never" word, and none of each language's
// known classes of error (the translation reviews'): French "de Ana", Italian "Tu ha", Dutch
// "afzien" for a pass, "de grijs trofee".
import { afterAll, describe, expect, test } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_WORDS } from '../../../src/paraglide/all.ts';
import { provide, type Locale } from '../../../src/i18n/runtime.ts';
import { cardName, nameForm } from '../../../src/machines/balloon-cup/color-words.ts';
import { readGlossary } from '../../shared/glossary.ts';

const MESSAGES = join(import.meta.dirname, '../../../src/messages');
const AREAS = readdirSync(MESSAGES).sort();
const LOCALES = ['en', 'it', 'fr', 'nl'] as const satisfies readonly Locale[];
const COUNTS = [0, 1, 2, 5, 11, 21, 22, 25];
const COLORS = ['gray', 'blue', 'green', 'yellow', 'red'] as const;

type Variant = { declarations?: string[]; selectors?: string[]; match: Record<string, string> };
type Message = string | Variant[];
const read = (area: string, locale: string): Record<string, Message> => {
  const file = join(MESSAGES, area, `${locale}.json`);
  if (!existsSync(file)) return {};
  const { $schema: _, ...messages } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Message>;
  return messages;
};
const inputsOf = (message: Message): string[] => {
  if (typeof message === 'string') return [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const declared = message.flatMap((v) => (v.declarations ?? []).filter((d) => d.startsWith('input ')).map((d) => d.slice(6).trim()));
  const used = message.flatMap((v) => Object.values(v.match).flatMap((p) => [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)));
  const locals = message.flatMap((v) => (v.declarations ?? []).filter((d) => d.startsWith('local ')).map((d) => d.split(/\s+/)[1]!));
  return [...new Set([...declared, ...used])].filter((p) => !locals.includes(p));
};
/** The inputs a message counts with (`local xPlural = x: plural`). */
const countedOf = (message: Message): string[] => typeof message === 'string' ? [] :
  message.flatMap((v) => (v.declarations ?? []).map((d) => /^local \w+ = (\w+): plural/.exec(d)?.[1]).filter((x): x is string => !!x));
/** Values a message's own match keys name for an input (`color=red` → red). */
const keyedValues = (message: Message, input: string): string[] => typeof message === 'string' ? [] :
  [...new Set(message.flatMap((v) => Object.keys(v.match).flatMap((key) => key.split(',').map((part) => part.trim().split('=')).filter(([s, value]) => s === input && value !== '*').map(([, value]) => value!))))];

/** Every combination of the given axes' values. */
function* combos(axes: [string, unknown[]][], at = 0, acc: Record<string, unknown> = {}): Generator<Record<string, unknown>> {
  if (at === axes.length) { yield { ...acc }; return; }
  const [name, values] = axes[at]!;
  for (const value of values) yield* combos(axes, at + 1, { ...acc, [name]: value });
}

/** Renders one message of `locale` for every value of what it chooses by. */
function renderings(area: string, key: string, locale: Locale): { inputs: Record<string, unknown>; text: string }[] {
  const english = read(area, 'en')[key]!;
  const ours = read(area, locale)[key] ?? english;
  const inputs = [...new Set([...inputsOf(english), ...inputsOf(ours)])];
  const counted = new Set([...countedOf(english), ...countedOf(ours)]);
  const words = ALL_WORDS[locale];
  const bc = words.bcwords as Record<string, (i?: Record<string, unknown>) => string>;
  const jc = words.jcwords as Record<string, () => string>;
  const colorName = (c: string) => bc[`color_${c}`]!();
  // The reader is named only where a message can name them: by a case of its own (`playerForm=you`),
  // else by a `<key>_you` message beside it, which is checked on its own, or never (its callers pass
  // the two people's, the examples' or the puzzles' names).
  const canNameReader = (input: string) => [english, ours].some((msg) => keyedValues(msg, input).includes('you'));
  const names = (input: string) => [...(canNameReader(input) ? [bc.name_you!()] : []), ...(GAME_AREAS.test(area) ? [bc.name_computer!()] : []), bc.name_example_first!(), bc.name_example_second!(), 'Ugo', 'Otto'];
  const named = inputs.filter((i) => /Form$/.test(i)).map((i) => i.replace(/Form$/, ''));
  const axes: [string, unknown[]][] = [];
  for (const input of inputs) {
    if (counted.has(input)) axes.push([input, COUNTS]);
    else if (input === 'color' || input === 'colorName') { if (!axes.some(([a]) => a === 'color')) axes.push(['color', [...COLORS]]); }
    else if (/Form$/.test(input) || named.includes(input)) { const base = input.replace(/Form$/, ''); if (!axes.some(([a]) => a === base)) axes.push([base, names(`${base}Form`)]); }
    else if (NAME_INPUTS.test(input)) {
      // Jumping Cups names its players by colour; the computer plays only on the Balloon Cup game page.
      const bcNames = [...(GAME_AREAS.test(area) ? [bc.name_computer!()] : []), bc.name_example_first!(), bc.name_example_second!()];
      axes.push([input, /^(jc|puzzles)/.test(area) ? [jc.player_red!(), jc.player_yellow!()] : bcNames]);
    }
    else if (input === 'cardValue' || input === 'card') { if (!axes.some(([a]) => a === 'card')) axes.push(['card', ['red-1', 'gray-4', 'blue-8', 'green-11', 'yellow-13']]); }
    else {
      const keyed = [...keyedValues(english, input), ...keyedValues(ours, input)];
      if (keyed.length > 0) axes.push([input, [...new Set([...keyed, 'other'])]]);
    }
  }
  const out: { inputs: Record<string, unknown>; text: string }[] = [];
  const say = (words as Record<string, Record<string, (i: Record<string, unknown>) => string>>)[area]![key]!;
  for (const combo of combos(axes)) {
    const values: Record<string, unknown> = {};
    for (const input of inputs) values[input] = input in combo ? combo[input] : sample(input);
    if ('color' in combo) values.colorName = colorName(combo.color as string);
    for (const input of inputs.filter((i) => /Form$/.test(i))) {
      const base = input.replace(/Form$/, '');
      values[input] = nameForm(String(values[base]));
    }
    if ('card' in combo) {
      values.card = cardName(combo.card as never);
      values.cardValue = String(combo.card).split('-')[1];
    }
    out.push({ inputs: values, text: say(values) });
  }
  return out;
}

/** Areas whose sentences may name the computer (the game page's). */
const GAME_AREAS = /^(bcgame|bcboard|bcstory|bcplay|review)$/;

/** Inputs that take a Balloon Cup player's name. */
const NAME_INPUTS = /^(player|other|them|hidden)$/;

/** A plain value for an input no selector chooses by. */
function sample(input: string): unknown {
  if (/^(count|tile|move|value|total|cost|plies|made|square|to|from|number|n|height|limit|most|now|ply|need|left|step|index|of|at|version)$/.test(input)) return 3;
  return 'XX';
}

/** Known classes of error, per language: [what it is, the pattern]. */
const ERRORS: Record<(typeof LOCALES)[number], [string, RegExp][]> = {
  en: [["a 'You' with a third person's verb or an owner's 's", /\bYou(?:'s| has| is| does| chooses| chose[s]?\b)/]],
  fr: [
    ['"de"/"que" before a vowel, not elided ("de Ana")', /(?<!\p{L})(?:[dD]e|[qQ]ue|[lL]orsque|[pP]uisque) (?=[AEIOUYÀÂÉÈÊÎÔÛaeiouyàâéèêîôû])/u],
    ['the computer named as a bare name after a preposition ("de Ordinateur")', /\b(?:de|à|que) Ordinateur/],
    ['"Vous" with a third-person verb or after a preposition', /\bVous (?:a|est|joue|pose|gagne|perd|choisit|revendique|passe|rend)\b|\b(?:à|de) Vous\b/],
    ['a participle in the plural after 0 or 1 ("1 choisies")', /\b[01] \p{L}+(?:ées|ies|ises|ues)\b/u],
    ['an ordinary space before : ; ! ? (the style sheet wants U+00A0)', / [:;!?](?:\s|$)/],
  ],
  it: [
    ['"Tu" with a third-person verb or after a preposition', /\bTu (?:ha|è|gioca|mette|sceglie|vince|perde|conquista|passa)\b|\b(?:a|di|da) Tu\b/],
    ['a card named without its article ("Dove va 4 grigio?")', /\b(?:va|hai|ha|Metti|mette|per|è|selezionato)\s+\d+\s+(?:grigio|blu|verde|giallo|rosso)\b|^\d+ (?:grigio|blu|verde|giallo|rosso) selezionat/],
    ['"a" before a name beginning with a (it takes "ad")', /\b[aA] (?=A)/],
    ['the computer named as a bare name ("di Computer")', /\b(?:di|a|da) Computer\b/],
    ['a participle in the plural after 1 ("1 scelte")', /\b1 (?:scelte|fatte)\b/],
  ],
  nl: [
    ['an uninflected colour before "trofee" ("de grijs trofee")', /\bde (?:grijs|blauw|groen|geel|rood) trofee\b/],
    ['"Jij" with a third-person verb', /\bJij (?:heeft|is)\b/],
    ['the computer named as a bare name after a preposition', /\b(?:van|aan|voor) Computer\b/],
  ],
};

/** Words a glossary forbids for a piece, used here for something else: [message] → stems. */
const ALLOWED: Partial<Record<Locale, Record<string, string[]>>> = {
  // "il campo di ricerca", "da un campo all'altro": a form's fields, not a tile's side
  it: { 'home.search_lead': ['camp'], 'bcpage.sandbox_tab': ['camp'] },
};

/** Whether a rendering tells of a pass (the tile's winner's): Dutch says "passen" there, never "afzien". */
const passContext = (inputs: Record<string, unknown>): boolean => inputs.kind === 'pass';

afterAll(() => provide('en', ALL_WORDS.en));

describe.each(LOCALES)('every %s message, rendered for each value it chooses by', (locale) => {
  const never = locale === 'en' ? [] : Object.values(readGlossary(locale).terms).flatMap((t) => t.never);
  test.each(AREAS)('area "%s"', (area) => {
    provide(locale, ALL_WORDS[locale]);
    const problems: string[] = [];
    for (const key of Object.keys(read(area, 'en'))) {
      // Messages with markup ({#strong}…{/strong}) render through components, not as text.
      if (/\{[#/]/.test(JSON.stringify(read(area, locale)[key] ?? read(area, 'en')[key]))) continue;
      for (const { inputs, text } of renderings(area, key, locale)) {
        const where = `${area}.${key} ${JSON.stringify(inputs)}: "${text}"`;
        if (/[{}]|undefined|NaN|\[object/.test(text)) problems.push(`a placeholder left: ${where}`);
        if (/ {2}|\u00a0 | \u00a0|\u00a0\u00a0/.test(text)) problems.push(`a doubled space: ${where}`);
        if (/([.,;:!?])\s*\1|[.,;:!?]\s*[.,;:](?!\.)|\s[.,](?!\d)/.test(text.replace(/\.\.\./g, '…'))) problems.push(`doubled or stray punctuation: ${where}`);
        const lower = text.toLowerCase();
        for (const stem of never) if (!ALLOWED[locale]?.[`${area}.${key}`]?.includes(stem) && new RegExp(`(?<![\\p{L}])${stem}`, 'u').test(lower)) problems.push(`the glossary says never "${stem}…": ${where}`);
        for (const [what, pattern] of ERRORS[locale]) if (pattern.test(text)) problems.push(`${what}: ${where}`);
        if (locale === 'nl' && passContext(inputs) && /afzie|zie[a-z]* (?:\S+ )*af\b/.test(text)) problems.push(`"afzien" where the winner passes: ${where}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
