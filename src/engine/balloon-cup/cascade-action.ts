// Cascade actions as data: a stable identity (two claims of one trophy with different trade sets
// are different actions), the JSON form used by the conformance vectors and the puzzle files
// (`{"claim": "gray", "sets": {"blue": 1}}`, `{"pass": true}`), and plain words for the UI.
import { COLORS, TRADE_SET_SIZE, isColor } from './components.ts';
import type { Color } from './components.ts';
import type { CascadeAction } from './cascade.ts';
import type { Result } from './result.ts';
import { fail, ok } from './result.ts';
import { excerpt, keyExcerpt } from '../excerpt.ts';
import type { Sets } from './state.ts';
import { parseSets } from './trophies.ts';

export type CascadeActionJson =
  | { readonly claim: Color; readonly sets?: Readonly<Partial<Record<Color, number>>> }
  | { readonly pass: true };

/** Sets with zero counts dropped, colors in canonical order, so equal payments compare equal. */
export function normalizeSets(sets: Sets): Sets {
  const out: Sets = {};
  for (const color of COLORS) {
    const n = sets[color] ?? 0;
    if (n > 0) out[color] = n;
  }
  return out;
}

/** A stable text identity: `pass`, `gray`, `gray+blue1`, `blue+green1+red2`. */
export function cascadeActionKey(action: CascadeAction): string {
  if (action.type === 'pass') return 'pass';
  const sets = COLORS.filter((c) => (action.sets[c] ?? 0) > 0).map((c) => `${c}${action.sets[c]}`);
  return [action.trophy, ...sets].join('+');
}

export function sameCascadeAction(a: CascadeAction, b: CascadeAction): boolean {
  return cascadeActionKey(a) === cascadeActionKey(b);
}

/** Reads one action in the JSON form; `field` names it in messages (`answer[2]`). */
export function parseCascadeActionJson(input: unknown, field = 'action'): Result<CascadeAction> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return fail('bad-move', { code: 'move-form', field });
  }
  const record = input as Record<string, unknown>;
  if ('pass' in record) {
    if (record.pass !== true || Object.keys(record).length !== 1) {
      return fail('bad-move', { code: 'move-form', field });
    }
    return ok({ type: 'pass' });
  }
  if (!isColor(record.claim)) return fail('bad-move', { code: 'move-form', field: `${field}.claim` });
  const extra = Object.keys(record).find((key) => key !== 'claim' && key !== 'sets');
  if (extra !== undefined) return fail('bad-move', { code: 'move-form', field: `${field}.${keyExcerpt(extra)}` });
  const sets = parseSets(record.sets);
  if (!sets.ok) return fail('bad-move', { code: 'move-form', field: `${field}.${sets.problem?.code === 'move-form' ? sets.problem.field : 'sets'}` });
  return ok({ type: 'claim', trophy: record.claim, sets: normalizeSets(sets.value) });
}

export function cascadeActionToJson(action: CascadeAction): CascadeActionJson {
  if (action.type === 'pass') return { pass: true };
  return { claim: action.trophy, sets: normalizeSets(action.sets) };
}

/** An action in English for developers (the build check of the puzzles, scripts), never for readers: "claim gray, trading 1 set of 3 blue". */
export function describeCascadeAction(action: CascadeAction): string {
  if (action.type === 'pass') return 'pass';
  const sets = COLORS.filter((c) => (action.sets[c] ?? 0) > 0).map((c) => {
    const n = action.sets[c] ?? 0;
    return `${n} set${n === 1 ? '' : 's'} of ${TRADE_SET_SIZE} ${c}`;
  });
  return sets.length === 0 ? `claim ${action.trophy}` : `claim ${action.trophy}, trading ${sets.join(' and ')}`;
}
