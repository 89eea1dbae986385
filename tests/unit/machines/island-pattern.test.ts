// The island pattern (DESIGN.md, issue 29): every game island is a machine, a view function that
// derives what it shows, and a component that renders the view. Read from the source: which
// modules each island's component imports, and what they import from the engine.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const SRC = join(ROOT, 'src');

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full, ext) : ext.test(name) ? [full] : [];
  });
}

/** Every `import … from '…'` / `export … from '…'` of a module (type-only ones too), with the names it takes. */
function imports(file: string): { from: string; names: string[]; typeOnly: boolean }[] {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...text.matchAll(/(?:^|\n)\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s*['"]([^'"]+)['"]/g)]
    .filter((m) => m[4]!.startsWith('.'))
    .map((m) => ({
      from: resolve(dirname(file), m[4]!),
      names: [...(m[3]!.match(/\{([^}]*)\}/)?.[1] ?? '').split(',')].map((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!).filter(Boolean),
      typeOnly: Boolean(m[2]),
    }));
}

const rel = (file: string) => relative(ROOT, file);

/** The game islands (src/i18n/islands.json), each with the component that renders its game. */
const ISLANDS: Record<string, string> = {
  BcPlayIsland: 'components/balloon-cup/PlayIsland.tsx',
  BcOptionsIsland: 'components/balloon-cup/OptionsIsland.tsx',
  BcReplayIsland: 'components/balloon-cup/ReplayIsland.tsx',
  // The whole game and the game's replay load their component on demand.
  BcPlayGame: 'components/balloon-cup/GameApp.tsx',
  BcReplayGame: 'components/balloon-cup/ReplayApp.tsx',
  BcLearnIsland: 'components/balloon-cup/LessonApp.tsx',
  BcPuzzleIsland: 'components/balloon-cup/PuzzleIsland.tsx',
  BcSandboxIsland: 'components/balloon-cup/SandboxIsland.tsx',
  BcAnalysisIsland: 'components/balloon-cup/AnalysisIsland.tsx',
  // The play page and the puzzles add their own parts to the game board of PlayIsland.tsx.
  JcPlayIsland: 'components/jumping-cups/PlayIsland.tsx',
  JcPuzzleIsland: 'components/jumping-cups/PlayIsland.tsx',
  JcExampleIsland: 'components/jumping-cups/ExampleIsland.tsx',
  JcExploreIsland: 'components/jumping-cups/ExploreIsland.tsx',
  // The trainers put each puzzle on its game's board in a module fetched with the first puzzle.
  JcTrainerIsland: 'components/trainer/jc-board.tsx',
  BcTrainerIsland: 'components/trainer/bc-board.tsx',
  JcLearnIsland: 'components/jumping-cups/LearnIsland.tsx',
  BcEndingIsland: 'components/balloon-cup/EndingIsland.tsx',
};

/**
 * Islands not yet in the pattern, each with what holds it back (none now). An exception no longer
 * needed fails below, so the list only shrinks.
 */
const NOT_YET: Record<string, string> = {};

/** Engine functions that work out moves, answers or checks: a machine or a view asks them, never a component. */
const COMPUTING = new Set([
  'apply', 'legalMoves', 'play', 'winnerMoves', 'gameStatus', 'solveCascade', 'solveFromScoring', 'evaluateActions',
  'checkCascadePosition', 'decodeCascade', 'decodeRecord', 'replayViews', 'Solver', 'botMove', 'strongAnswer',
]);

describe('the island pattern', () => {
  it('lists every game island of islands.json', () => {
    const listed = JSON.parse(readFileSync(join(SRC, 'i18n/islands.json'), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(listed).filter((name) => /^(Bc|Jc)/.test(name)).sort()).toEqual(Object.keys(ISLANDS).sort());
  });

  it.each(Object.entries(ISLANDS).filter(([name]) => !(name in NOT_YET)))('%s renders a machine’s view: its component reads a machine module with a view function', (_, component) => {
    const file = join(SRC, component);
    const text = readFileSync(file, 'utf8');
    // A machine module named in a static or a lazy import, and a view function (…View) from src/machines.
    const machines = [...text.matchAll(/['"]((?:\.\.\/)+machines\/[\w/-]+\.ts)['"]/g)].map((m) => resolve(dirname(file), m[1]!));
    expect(machines.length, `${component} names no machine module`).toBeGreaterThan(0);
    const used = new Set([...text.matchAll(/\b([a-z]\w*View)\b/g)].map((m) => m[1]!));
    const views = machines.flatMap((module) => {
      const source = readFileSync(module, 'utf8');
      return [...used].filter((name) => new RegExp(`export function ${name}\\(|export \\{[^}]*\\b${name}\\b[^}]*\\}`).test(source));
    });
    expect(views, `${component} reads no view function from a machine module`).not.toEqual([]);
  });

  it('no component works out moves, answers or checks itself: the engine is asked by machines and views', () => {
    const found: string[] = [];
    const waiting = Object.keys(NOT_YET).map((name) => join(SRC, ISLANDS[name]!));
    for (const file of files(join(SRC, 'components'), /\.tsx$/).filter((f) => !waiting.includes(f))) {
      for (const { from, names, typeOnly } of imports(file)) {
        if (typeOnly || !from.startsWith(join(SRC, 'engine'))) continue;
        for (const name of names) if (COMPUTING.has(name)) found.push(`${rel(file)}: ${name}`);
      }
    }
    expect(found).toEqual([]);
  });

  it.each(Object.entries(NOT_YET))('%s is still an exception: %s', (name) => {
    const computing = imports(join(SRC, ISLANDS[name]!)).filter((i) => !i.typeOnly && i.from.startsWith(join(SRC, 'engine'))).flatMap((i) => i.names.filter((n) => COMPUTING.has(n)));
    expect(computing, `${name} follows the pattern now: take it off NOT_YET`).not.toEqual([]);
  });

  it('the whole game’s component words the status its view picks: no chain of state checks in GameApp', () => {
    const text = readFileSync(join(SRC, 'components/balloon-cup/GameApp.tsx'), 'utf8');
    expect(text).toMatch(/\bgameView\(/);
    expect(text).toMatch(/statusText\(view\.status\b/);
    // The status is a fact of the view (game-view.ts `GameStatus`): no state the status names is checked here.
    const kinds = [...readFileSync(join(SRC, 'machines/balloon-cup/game-view.ts'), 'utf8').matchAll(/kind: '([\w-]+)'/g)].map((m) => m[1]!);
    expect(kinds).toEqual(expect.arrayContaining(['over', 'thinking', 'cascade', 'exchange']));
    expect([...text.matchAll(/\.(hasTag|matches)\(\s*'([\w-]+)'/g)].map((m) => m[2]).filter((tag) => kinds.includes(tag!))).toEqual([]);
  });

  it('no component runs an actor itself: it subscribes and starts through the hooks of useMachine.ts', () => {
    // The lazy hook's own code and the eager one's (useActor.ts) are the only places; a component
    // may still make an actor (to hand to useActor) or read a first snapshot for the server.
    const hooks = ['useMachine.ts', 'useActor.ts'].map((name) => join(SRC, 'components/shared', name));
    const found: string[] = [];
    for (const file of files(join(SRC, 'components'), /\.(tsx?|astro)$/).filter((f) => !hooks.includes(f))) {
      const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
      for (const [call] of text.matchAll(/\.subscribe\(|\b\w*[aA]ctor\w*\s*\)?\s*\.start\(\s*\)/g)) found.push(`${rel(file)}: ${call}`);
    }
    expect(found).toEqual([]);
  });

  it('the machines import each other without a cycle (type imports included)', () => {
    const modules = files(join(SRC, 'machines'), /\.ts$/);
    const edges = new Map(modules.map((file) => [file, imports(file).map((i) => (i.from.endsWith('.ts') ? i.from : `${i.from}.ts`)).filter((to) => to.startsWith(join(SRC, 'machines')))]));
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...path.slice(path.indexOf(file)), file].map(rel).join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const to of edges.get(file) ?? []) visit(to, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of modules) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
