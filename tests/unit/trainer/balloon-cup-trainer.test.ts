// The Balloon Cup trainer as the generalised trainer sees it: each game's record under its own key
// (a Jumping Cups record kept before the Balloon Cup trainer still reads), the cascade themes the
// page names are the miner's, and every puzzle's hint and explanation, written from its solver
// facts, render whole in all seven languages.
import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { MINED_CASCADE_THEMES } from '../../../src/engine/balloon-cup/cascade-mine.ts';
import type { MinedCascade } from '../../../src/engine/balloon-cup/cascade-mine.ts';
import { BC_TRAINER_THEMES, bcThemeName } from '../../../src/components/trainer/bc-themes.ts';
import { TRAINER_KEYS, loadRecord, saveRecord } from '../../../src/components/trainer/trainer-store.ts';
import { storedSetAside } from '../../../src/components/site/storage.ts';
import { EMPTY_RECORD, recordAttempt } from '../../../src/machines/trainer/record.ts';
import { bcExplanation, bcHint, bcTeaches } from '../../../src/machines/balloon-cup/trainer-words.ts';
import { choiceLabel } from '../../../src/machines/balloon-cup/cascade-words.ts';
import { exampleNames } from '../../../src/machines/balloon-cup/example-names.ts';
import { decodeCascade } from '../../../src/engine/balloon-cup/cascade-code.ts';
import { parseCascadeActionJson } from '../../../src/engine/balloon-cup/cascade-action.ts';
import { ruleFor } from '../../../src/components/rules/codes.ts';
import { ALL_WORDS } from '../../../src/paraglide/all.ts';
import { provide } from '../../../src/i18n/runtime.ts';
import { ALL_LOCALES as LOCALES } from '../../../src/i18n/locales.ts';

const dir = new URL('../../../public/trainer/balloon-cup/', import.meta.url);
const puzzles = readdirSync(dir).filter((f) => /^\d+\.json$/.test(f)).flatMap((f) => JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as MinedCascade[]);

/** A browser's storage, enough of it for site/storage.ts; `full` refuses writes as a full quota does. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  full = false;
  get length(): number { return this.items.size; }
  key(i: number): string | null { return [...this.items.keys()][i] ?? null; }
  getItem(key: string): string | null { return this.items.get(key) ?? null; }
  setItem(key: string, value: string): void {
    if (this.full) throw new DOMException('quota', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string): void { this.items.delete(key); }
  clear(): void { this.items.clear(); }
}

describe('the trainer record, per game', () => {
  let store: MemoryStorage;
  beforeEach(() => {
    store = new MemoryStorage();
    (globalThis as { localStorage?: unknown }).localStorage = store;
  });
  afterAll(() => { delete (globalThis as { localStorage?: unknown }).localStorage; });

  const attempt = (id: string) => recordAttempt(EMPTY_RECORD, { id, difficulty: 3, themes: ['hold-back'] }, 'failed');

  it('keeps each game apart, the Jumping Cups record under the key it always had', () => {
    store.setItem('cup-games:jumping-cups-trainer:v1', JSON.stringify(attempt('jc-1')));
    expect(TRAINER_KEYS['jumping-cups']).toBe('cup-games:jumping-cups-trainer:v1');
    expect(loadRecord('jumping-cups').record.order).toEqual(['jc-1']);
    expect(loadRecord('balloon-cup')).toEqual({ record: EMPTY_RECORD, unreadable: null });
    expect(saveRecord(attempt('bb-1'), 'balloon-cup')).toBe('saved');
    expect(loadRecord('balloon-cup').record.order).toEqual(['bb-1']);
    expect(loadRecord('jumping-cups').record.order).toEqual(['jc-1']);
  });

  it('sets an unreadable record aside instead of writing over it, and says a full storage', () => {
    store.setItem(TRAINER_KEYS['balloon-cup'], '{"version":1,"player":');
    expect(loadRecord('balloon-cup')).toEqual({ record: EMPTY_RECORD, unreadable: 'kept' });
    expect(storedSetAside().map((e) => e.text)).toContain('{"version":1,"player":');
    store.full = true;
    expect(saveRecord(attempt('bb-2'), 'balloon-cup')).toBe('full');
  });
});

describe('Balloon Cup trainer words', () => {
  it('names the miner\'s themes, every one', () => {
    expect([...BC_TRAINER_THEMES]).toEqual([...MINED_CASCADE_THEMES]);
    expect(new Set(BC_TRAINER_THEMES.map(bcThemeName)).size).toBe(BC_TRAINER_THEMES.length);
  });

  it('every puzzle\'s hint and explanation cite a rule and name the solver\'s best first choice', () => {
    const names = exampleNames();
    for (const p of puzzles) {
      expect(ruleFor('balloon-cup', bcTeaches(p)), p.id).toBeTruthy();
      const decoded = decodeCascade(p.position);
      if (!decoded.ok) throw new Error(p.id);
      const explanation = bcExplanation(p, names);
      for (const a of p.answer) {
        const action = parseCascadeActionJson(a);
        if (!action.ok) throw new Error(p.id);
        expect(explanation, p.id).toContain(choiceLabel(decoded.value, action.value, names));
      }
    }
    // The hint follows the facts: a "hold back" puzzle says pass to W and decline to O.
    const hold = (side: 'W' | 'O') => puzzles.find((p) => p.side === side && p.themes[0] === 'hold-back' && !p.themes.includes('win-now') && !p.themes.includes('order-matters'))!;
    expect(bcHint(hold('W'))).not.toBe(bcHint(hold('O')));
  });

  it('render whole in all seven languages: no parameter left, no value missing', () => {
    const broken: string[] = [];
    try {
      for (const locale of LOCALES) {
        provide(locale, ALL_WORDS[locale]);
        const names = exampleNames();
        const texts = new Set<string>(BC_TRAINER_THEMES.map(bcThemeName));
        for (const p of puzzles) {
          texts.add(bcHint(p));
          texts.add(bcExplanation(p, names));
        }
        for (const text of texts) if (/\{\s*\w+\s*\}|\bundefined\b|\bnull\b|NaN|\[object| {2}/.test(text) || text.trim() === '') broken.push(`${locale}: ${text}`);
        if (locale !== 'en') expect(texts.size, `${locale} has its own words`).toBeGreaterThan(BC_TRAINER_THEMES.length);
      }
    } finally {
      provide('en', ALL_WORDS.en);
    }
    expect(broken).toEqual([]);
  });
});
