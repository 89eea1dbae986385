// `npm run bench`: one JSON object per line, {"name", "value", "unit"}. Each suite lives in
// scripts/bench/<name>.ts and exports a function returning its results; a suite whose file is
// missing is skipped; a suite may be async. Run some suites only: `npm run bench -- games`.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface BenchResult {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
}

// ── Suites: file under scripts/, exported function. Add a line per suite. ──
const SUITES: ReadonlyArray<{ readonly name: string; readonly file: string; readonly run: string }> = [
  { name: 'games', file: './bench/games.ts', run: 'benchGames' },
  { name: 'cascade', file: './bench/cascade.ts', run: 'benchCascade' },
  { name: 'jumping-cups', file: './bench/jumping-cups.ts', run: 'benchJumpingCups' },
  { name: 'jc-explorer', file: './bench/jumping-cups-explorer.ts', run: 'benchJcExplorer' },
  { name: 'bots', file: './bench/bots.ts', run: 'benchBots' },
  { name: 'review', file: './bench/review.ts', run: 'benchReview' },
  { name: 'trainer', file: './bench/trainer.ts', run: 'benchTrainer' },
  { name: 'analysis', file: './bench/analysis.ts', run: 'benchAnalysis' },
];

const only = process.argv.slice(2);
for (const suite of SUITES) {
  if (only.length > 0 && !only.includes(suite.name)) continue;
  const url = new URL(suite.file, import.meta.url);
  if (!existsSync(fileURLToPath(url))) continue;
  const module = (await import(url.href)) as Record<string, unknown>;
  const run = module[suite.run];
  if (typeof run !== 'function') throw new Error(`${suite.file} does not export ${suite.run}()`);
  for (const result of await (run as () => BenchResult[] | Promise<BenchResult[]>)()) console.log(JSON.stringify(result));
}
