// The questions pages (/balloon-cup/questions/, /jumping-cups/questions/): every answer's claim is
// stored beside it as checks (content/<game>/questions.json), and each check is played here through
// the engine from the position of the live example the answer links to (or another example it
// names): the moves are made, then the refusal, the events, the result or the state the answer
// describes must be what the engine produces. An answer that drifts from the rules fails here.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as bc from '../../../src/engine/balloon-cup/index.ts';
import { TROPHY_COST, COLORS } from '../../../src/engine/balloon-cup/components.ts';
import * as jc from '../../../src/engine/jumping-cups/index.ts';

const CONTENT = join(import.meta.dirname, '../../../content');

interface Question {
  id: string;
  question: string;
  answer: string;
  rule: string;
  show: string;
  checks: Record<string, unknown>[];
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)]));
}

/** Example id → its file's data and the chapter (the folder) it appears in. */
function examples(game: string): Map<string, { chapter: string; data: Record<string, unknown> }> {
  const map = new Map<string, { chapter: string; data: Record<string, unknown> }>();
  for (const file of walk(join(CONTENT, game, 'examples')).filter((f) => f.endsWith('.json'))) {
    const parts = file.split('/');
    map.set(parts.at(-1)!.replace(/\.json$/, ''), { chapter: parts.at(-2)!, data: JSON.parse(readFileSync(file, 'utf8')) });
  }
  return map;
}

const load = (game: string): Question[] => JSON.parse(readFileSync(join(CONTENT, game, 'questions.json'), 'utf8'));

/** `actual` has every field `expected` names, with the same value (arrays: same length, each matching). */
function matches(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(expected)) return Array.isArray(actual) && actual.length === expected.length && expected.every((e, i) => matches(actual[i], e));
  if (expected && typeof expected === 'object') {
    return !!actual && typeof actual === 'object' && Object.entries(expected).every(([k, v]) => matches((actual as Record<string, unknown>)[k], v));
  }
  return actual === expected;
}

/** The expected events appear in this order among the actual ones (others may come between). */
function inOrder(actual: readonly unknown[], expected: readonly unknown[]): boolean {
  let at = 0;
  for (const event of actual) if (at < expected.length && matches(event, expected[at])) at += 1;
  return at === expected.length;
}

function shared(game: string, questions: Question[], minimum: number): void {
  const known = examples(game);
  it(`has at least ${minimum} questions with unique, well-formed ids`, () => {
    expect(questions.length).toBeGreaterThanOrEqual(minimum);
    const ids = questions.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^q-[a-z0-9]+(-[a-z0-9]+)*$/);
  });
  it('links every answer to a rules chapter of its game and to an example that exists', () => {
    for (const q of questions) {
      const chapter = new RegExp(`^/${game}/rules/([a-z0-9-]+)/(#[a-z0-9-]+)?$`).exec(q.rule);
      expect(chapter, `${q.id}: ${q.rule}`).not.toBeNull();
      expect(existsSync(join(CONTENT, game, 'rules', `${chapter![1]}.mdx`)), `${q.id}: ${q.rule}`).toBe(true);
      expect(known.has(q.show), `${q.id}: ${q.show}`).toBe(true);
      expect(q.question.endsWith('?'), q.id).toBe(true);
      expect(q.checks.length, q.id).toBeGreaterThan(0);
    }
  });
}

describe('Balloon Cup questions', () => {
  const questions = load('balloon-cup');
  const known = examples('balloon-cup');
  shared('balloon-cup', questions, 25);

  for (const q of questions) {
    q.checks.forEach((check, n) => {
      it(`${q.id} (check ${n + 1}): the engine agrees with the answer`, () => {
        const example = known.get((check.example as string | undefined) ?? q.show)!.data;
        const options = { ...(example.options as object | undefined), ...(check.options as object | undefined) };
        const parsed = bc.parsePosition({ ...(example.position as object), options });
        expect(parsed.ok ? 'ok' : parsed.message).toBe('ok');
        if (!parsed.ok) return;
        let state = parsed.value;
        const start = state;
        const events: bc.GameEvent[] = [];
        const moves = [...(check.line ? (example.moves as unknown[]) : []), ...((check.moves as unknown[] | undefined) ?? [])];
        moves.forEach((move, i) => {
          const applied = bc.apply(state, move);
          if (check.rejects && i === moves.length - 1) {
            expect(applied.ok ? 'accepted' : applied.error, `${q.id}: ${JSON.stringify(move)}`).toBe(check.rejects);
            return;
          }
          expect(applied.ok ? 'ok' : `${applied.error}: ${applied.message}`, `${q.id}: ${JSON.stringify(move)}`).toBe('ok');
          if (!applied.ok) return;
          state = applied.value.state;
          events.push(...applied.value.events);
        });
        if (check.events) expect(inOrder(events, check.events as unknown[]), `${q.id}: events ${JSON.stringify(events)}`).toBe(true);
        for (const type of (check.noEvents as string[] | undefined) ?? []) expect(events.map((e) => e.type), q.id).not.toContain(type);
        if ('result' in check) expect(state.result, q.id).toEqual(check.result);
        if ('toMove' in check) expect(state.toMove, q.id).toBe(check.toMove);
        if (check.tileCubeCounts) expect(state.tiles.map((t) => t.cubes.length), q.id).toEqual(check.tileCubeCounts);
        if (check.handSizes) expect(state.hands.map((h) => h.length), q.id).toEqual(check.handSizes);
        if (check.refillMatchesNumber) {
          const refills = events.filter((e) => e.type === 'refilled');
          expect(refills.length, q.id).toBeGreaterThan(0);
          for (const e of refills) expect(e.cubes.length, q.id).toBe(e.tile);
        }
        if (check.refillWithinCubeLimit) {
          const refills = events.filter((e) => e.type === 'refilled');
          expect(refills.length, q.id).toBeGreaterThan(0);
          for (const e of refills) {
            for (const color of COLORS) expect(e.cubes.filter((c) => c === color).length, `${q.id}: ${color}`).toBeLessThanOrEqual(TROPHY_COST[color] - 1);
          }
        }
        if (check.spentTo) {
          const inBox = (s: bc.GameState): number => COLORS.reduce((n, c) => n + (s.box[c] ?? 0), 0);
          const paid = events.filter((e) => e.type === 'claimed').length;
          expect(paid, q.id).toBeGreaterThan(0);
          if (check.spentTo === 'box') expect(inBox(state), q.id).toBeGreaterThan(inBox(start));
          else expect(inBox(state), q.id).toBe(inBox(start));
        }
      });
    });
  }
});

describe('Jumping Cups questions', () => {
  const questions = load('jumping-cups');
  const known = examples('jumping-cups');
  shared('jumping-cups', questions, 10);

  for (const q of questions) {
    q.checks.forEach((check, n) => {
      it(`${q.id} (check ${n + 1}): the engine agrees with the answer`, () => {
        const example = known.get((check.example as string | undefined) ?? q.show)!.data;
        const parsed = jc.parsePosition(example.position);
        expect(parsed.ok ? 'ok' : parsed.message).toBe('ok');
        if (!parsed.ok) return;
        let position = parsed.value;
        if (check.turn) expect(position.turn, q.id).toBe(check.turn);
        if (check.legal) expect(jc.legalMoves(position), q.id).toEqual(check.legal);
        let last: jc.MoveResult | undefined;
        const moves = (check.moves as number[] | undefined) ?? [];
        moves.forEach((from, i) => {
          const played = jc.play(position, from);
          if (check.rejects && i === moves.length - 1) {
            expect(played.ok ? 'accepted' : played.error, `${q.id}: from ${from}`).toBe(check.rejects);
            return;
          }
          expect(played.ok ? 'ok' : played.message, `${q.id}: from ${from}`).toBe('ok');
          if (!played.ok) return;
          last = played.value;
          position = played.value.position;
        });
        if (check.path) expect(last?.path, q.id).toEqual(check.path);
        if ('leftTrack' in check) expect(last?.leftTrack, q.id).toBe(check.leftTrack);
        if (check.status) expect(last?.status, q.id).toEqual(check.status);
      });
    });
  }
});
