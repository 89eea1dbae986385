// The shipped examples and chapters: every example loads in its machine (the engine accepts its
// position, options and line), ids are unique and well formed, and every chapter shows at least
// two examples that exist, each example on exactly one page.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkedPlayMachine, playMachine, playView } from '../../../src/machines/balloon-cup/play.ts';
import { checkedReplayMachine, replayMachine, replayView } from '../../../src/machines/balloon-cup/replay.ts';
import { checkExample } from '../../../src/machines/balloon-cup/engine.ts';
import { GOALS } from '../../../src/machines/balloon-cup/goals.ts';
import { run, step } from '../machines/helpers.ts';

const ROOT = join(import.meta.dirname, '../../../content/balloon-cup');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)]));
}

interface ExampleFile {
  id: string;
  data: { kind: string; title: string; prompt: string; goal: string; position: unknown; options?: unknown; moves?: unknown[]; names?: [string, string] };
}

const examples: ExampleFile[] = walk(join(ROOT, 'examples'))
  .filter((f) => f.endsWith('.json'))
  .map((file) => ({ id: file.replace(/^.*\//, '').replace(/\.json$/, ''), data: JSON.parse(readFileSync(file, 'utf8')) }));

const chapters = readdirSync(join(ROOT, 'rules'))
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => ({ name: f, body: readFileSync(join(ROOT, 'rules', f), 'utf8') }));

describe('content examples', () => {
  it('exist, with unique ids of the form ex-…', () => {
    expect(examples.length).toBeGreaterThanOrEqual(20);
    const ids = examples.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^ex-[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  for (const { id, data } of examples) {
    it(`${id} loads in its machine`, () => {
      expect(['play', 'replay']).toContain(data.kind);
      expect(GOALS).toContain(data.goal);
      expect(data.title.length).toBeGreaterThan(3);
      expect(data.prompt.length).toBeGreaterThan(10);
      if (data.kind === 'play') {
        const s = run(playMachine, { position: data.position, options: data.options, goal: data.goal as never });
        expect(s.context.problem).toBeNull();
        expect(s.hasTag('invalid')).toBe(false);
      } else {
        const s = run(replayMachine, { position: data.position, options: data.options, moves: data.moves ?? [], names: data.names });
        expect(s.context.problem).toBeNull();
        expect(s.context.moveStarts.length).toBe(data.moves?.length);
      }
    });

    // The page hands the island the build's check as data (serialized into the page) so the
    // browser never reads the position again: from it, the island's machine must show and play
    // exactly what the machine that reads the position does.
    it(`${id} plays the same from the build's check`, () => {
      const checked = JSON.parse(JSON.stringify(checkExample(data.position, data.options)));
      if (data.kind === 'play') {
        const input = { position: data.position, options: data.options, goal: data.goal as never };
        const reading = run(playMachine, input);
        const given = run(checkedPlayMachine, { ...input, checked });
        expect(playView(given)).toEqual(playView(reading));
        const card = reading.context.game?.hands[reading.context.game.toMove][0];
        if (!card) return;
        const events = [{ type: 'card.select', card } as const, { type: 'side.choose', tile: 1, side: 0 } as const, { type: 'step.all' } as const];
        expect(playView(step(checkedPlayMachine, given, ...events))).toEqual(playView(step(playMachine, reading, ...events)));
      } else {
        const input = { position: data.position, options: data.options, moves: data.moves ?? [], names: data.names };
        const reading = step(replayMachine, run(replayMachine, input), { type: 'step.last' });
        const given = step(checkedReplayMachine, run(checkedReplayMachine, { ...input, checked }), { type: 'step.last' });
        expect(replayView(given)).toEqual(replayView(reading));
      }
    });
  }
});

describe('rules chapters', () => {
  const used = chapters.flatMap((c) => [...c.body.matchAll(/<Example\s+id="([^"]+)"/g)].map((m) => ({ chapter: c.name, id: m[1] })));

  it('are ten, each with at least two examples', () => {
    expect(chapters).toHaveLength(10);
    for (const c of chapters) expect(used.filter((u) => u.chapter === c.name).length, c.name).toBeGreaterThanOrEqual(2);
  });

  it('use only examples that exist, each exactly once', () => {
    const known = new Set(examples.map((e) => e.id));
    for (const u of used) expect(known.has(u.id ?? ''), `${u.chapter}: ${u.id}`).toBe(true);
    const ids = used.map((u) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...known].filter((id) => !ids.includes(id))).toEqual([]);
  });
});
