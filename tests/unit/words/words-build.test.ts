// The parts of scripts/words.mjs that decide which messages each island's bundle carries, and the
// checks that stop the build (not the reader's browser) when an island would meet a message it
// was not given.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { splitCompiled, optionalInputs } from '../../../scripts/words/compiled.mjs';
import { islandProblems, listProblems } from '../../../scripts/words/island-checks.mjs';
import { createGraph, keysIn, parseModule } from '../../../scripts/words/module-graph.mjs';
import { missingWords, planPhrasebooks, without } from '../../../scripts/words/phrasebook-plan.mjs';

type Parsed = { statics: string[]; dynamics: string[]; reads: [string, string][]; hidden: [string, string, string][] };
const parse = (text: string): Parsed => parseModule(text, (spec: string) => (spec.startsWith(".") ? spec : null)) as Parsed;
const sets = (entries: Record<string, string[]>): Map<string, Set<string>> => new Map(Object.entries(entries).map(([area, keys]) => [area, new Set(keys)]));
const plain = (map: Map<string, Set<string>>): Record<string, string[]> => Object.fromEntries([...map].map(([area, keys]) => [area, [...keys].sort()]));

describe('reading a module', () => {
  test('finds the messages it names through its handles, under any local name', () => {
    const { reads } = parse(`import { m } from '../../paraglide/words/bcgame.ts';
import { m as story } from '../../paraglide/words/bcstory.ts';
export const said = () => m.your_turn() + story.placed({ card });`);
    expect(reads).toEqual([['bcgame', 'your_turn'], ['bcstory', 'placed']]);
  });

  test('follows static and dynamic imports, but not type-only ones or those in comments', () => {
    const parsed = parse(`import { a } from './a.ts';
import type { B } from './b.ts';
// import { c } from './c.ts';
/* import('./d.ts') */
const later = () => import('./e.ts');`);
    expect(parsed.statics).toEqual(['./a.ts']);
    expect(parsed.dynamics).toEqual(['./e.ts']);
  });

  test('reports a message read by a computed name, or the area handed on as a value', () => {
    const byName = parse(`import { m } from '../paraglide/words/bcgame.ts';
export const say = (code: string) => m[code]();`);
    expect(byName.hidden.map(([area, how]) => [area, how])).toEqual([['bcgame', 'm[…]']]);
    const handedOn = parse(`import { m as words } from '../paraglide/words/bcgame.ts';
export const say = () => speak(words);`);
    expect(handedOn.hidden.map(([area, how]) => [area, how])).toEqual([['bcgame', 'words used as a value']]);
  });

  test('leaves alone a local of the handle’s name and a type taken from it', () => {
    const { hidden } = parse(`import { m } from '../paraglide/words/bcgame.ts';
type Words = Pick<typeof m, 'a'>;
export const kinds = moves.map((m) => m.type);`);
    expect(hidden).toEqual([]);
  });

  test('leaves alone a link’s query parameter of the handle’s name', () => {
    const { hidden } = parse(`import { m } from '../paraglide/words/bcgame.ts';
export const href = (g: string, k: number) => \`/replay/?g=\${g}&m=\${k}\`;`);
    expect(hidden).toEqual([]);
  });

  test('keysIn keeps real messages only and leaves out the areas that load their own words', () => {
    const files = new Map([['a', `import { m } from 'x/paraglide/words/bcgame.ts'; m.one(); m.type;`], ['b', `import { m } from 'x/paraglide/words/review.ts'; m.mark();`]]);
    const { moduleOf, reach } = createGraph((file: string) => files.get(file)!, () => null);
    const keysOf = new Map([['bcgame', ['one', 'two']], ['review', ['mark']]]);
    expect(plain(keysIn(reach(['a', 'b'], false), moduleOf, keysOf, new Set(['review'])))).toEqual({ bcgame: ['one'] });
    const unknown = new Map([['c', `import { m } from 'x/paraglide/words/nowhere.ts'; m.one();`]]);
    const graph = createGraph((file: string) => unknown.get(file)!, () => null);
    expect(() => keysIn(['c'], graph.moduleOf, keysOf, new Set())).toThrow(/area "nowhere", which has no folder/);
  });
});

describe('islands on pages', () => {
  const islands = { BcPlayIsland: { module: 'components/balloon-cup/PlayIsland.tsx', directives: ['visible-idle'] } };

  test('an island hydrated with client: outside the list stops the build', () => {
    const problems = islandProblems('src/pages/x.astro', `---
import Board from '../components/Board.tsx';
---
<Board client:load />`, islands);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/<Board client:load> hydrates an island outside the words system/);
  });

  test('a client: directive in a comment is only an example', () => {
    expect(islandProblems('a.astro', `---
/** Usage: <MyIsland client:visible /> */
---
<!-- <Other client:idle /> -->
<p>ok</p>`, islands)).toEqual([]);
  });

  test('a chooser of an unlisted island, or with a directive it lacks, stops the build', () => {
    const problems = islandProblems('a.astro', `---
import Play from '../../paraglide/islands/BcPlayIsland.astro';
import Ghost from '../../paraglide/islands/Ghost.astro';
---
<Play directive="load" />
<Play />`, islands);
    expect(problems).toEqual([
      expect.stringMatching(/imports the island Ghost, which src\/i18n\/islands.json does not list/),
      expect.stringMatching(/<Play directive="load">: islands.json allows BcPlayIsland only "visible-idle"/),
    ]);
  });

  test('the list names modules that exist and phrasebooks of listed islands', () => {
    expect(listProblems({ A: { module: 'a.tsx', directives: ['load'], words: 'B' } }, () => false)).toEqual([
      expect.stringMatching(/A's module a.tsx does not exist/),
      expect.stringMatching(/shares the phrasebook of B, which is not an island/),
    ]);
  });

  test('every page and component of the site renders its islands through the list', async () => {
    const root = join(import.meta.dirname, '../../..');
    const list = JSON.parse(readFileSync(join(root, 'src/i18n/islands.json'), 'utf8')) as Record<string, unknown>;
    const listed = Object.fromEntries(Object.entries(list).filter(([name]) => !name.startsWith('$')));
    const { globSync } = await import('node:fs');
    const files = [...globSync('src/**/*.astro', { cwd: root }), ...globSync('src/**/*.mdx', { cwd: root }), ...globSync('content/**/*.mdx', { cwd: root })]
      .filter((file) => !file.startsWith('src/paraglide/'));
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => islandProblems(file, readFileSync(join(root, file), 'utf8'), listed))).toEqual([]);
  });
});

describe('phrasebooks', () => {
  // A replay example shares the phrasebook of the tried examples it sits beside.
  const play = { name: 'Play', island: {}, eager: sets({ board: ['card', 'side'] }), later: sets({ story: ['placed', 'scored'] }) };
  const replay = { name: 'Replay', island: { words: 'Play' }, eager: sets({ board: ['card', 'step'] }), later: sets({ story: ['scored', 'replayed'] }) };

  test('a sharing island carries only what the shared phrasebook lacks, and loads its later words when it needs them', () => {
    const plan = planPhrasebooks([play, replay]);
    expect(plain(plan.get('Replay').eager)).toEqual({ board: ['step'] });
    expect(plain(plan.get('Replay').later)).toEqual({ story: ['replayed'] });
    expect(plan.get('Replay').shared).toBe(true);
    expect(plain(plan.get('Play').later)).toEqual({ story: ['placed', 'scored'] });
  });

  test('every message an island names is given to it', () => {
    const plan = planPhrasebooks([play, replay]);
    expect(plain(missingWords(play, plan))).toEqual({});
    expect(plain(missingWords(replay, plan))).toEqual({});
    // A plan with a gap is caught: Replay's own later module loses its one sentence.
    plan.get('Replay').later = new Map();
    expect(plain(missingWords(replay, plan))).toEqual({ story: ['replayed'] });
  });

  test('without() drops what any of the known maps holds', () => {
    expect(plain(without(sets({ a: ['x', 'y'], b: ['z'] }), sets({ a: ['x'] }), sets({ b: ['z'] })))).toEqual({ a: ['y'] });
  });

  test('a phrasebook shared with an island that does not exist is refused', () => {
    expect(() => planPhrasebooks([{ ...replay, island: { words: 'Nobody' } }])).toThrow(/shares the phrasebook of Nobody, which is not an island/);
  });
});

describe('compiled messages', () => {
  test('one locale’s module splits into its areas, keeping fallbacks to another locale', () => {
    const text = `import * as registry from "../registry.js"
export const bcgame__hello = /** @type {(inputs: Hello) => string} */ () => \`Hallo\`;
export const bcgame__bye = () => \`Tschüss\`;
export { search__find } from "./en.js"`;
    const { head, blocks, sources } = splitCompiled(text, ['bcgame', 'search']);
    expect(head).toContain('"../../registry.js"');
    expect(blocks.get('bcgame')).toHaveLength(2);
    expect(blocks.get('bcgame')[1]).toBe('export const bye = () => `Tschüss`;');
    expect(blocks.get('search')).toEqual(['export { find } from "./en.js"']);
    expect(sources.get('search/find')).toEqual({ from: 'en' });
    expect(sources.get('bcgame/bye')).toBe('() => `Tschüss`');
  });

  test('code that is no message stops the build', () => {
    expect(() => splitCompiled('export const a__b = 1;\nconsole.log(1)\nexport function weird() {}', ['a'])).toThrow(/unexpected compiled code/);
  });

  test('a message without parameters may be called without arguments', () => {
    const text = `/** @typedef {{}} Empty */\n/** @typedef {{ n: number }} Full */\nconst a = (inputs: Empty) => 1; const b = (inputs: Full) => 2;`;
    expect(optionalInputs(text)).toContain('(inputs?: Empty) =>');
    expect(optionalInputs(text)).toContain('(inputs: Full) =>');
  });
});
