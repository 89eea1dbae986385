// Loads rule vectors: every file under ../shared/conformance/ and, when CONFORMANCE_DIR is set,
// every *.json below it. A file that cannot be read or parsed still becomes a (failing) case.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface Vector {
  id: string;
  kind: string;
  source?: string;
  [field: string]: unknown;
}

export interface LoadedVector {
  file: string;
  vector: Vector | null;
  /** Why the file could not be loaded, when `vector` is null. */
  problem?: string;
}

function jsonFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...jsonFiles(path));
    else if (name.endsWith('.json')) out.push(path);
  }
  return out;
}

function load(file: string): LoadedVector {
  try {
    const vector = JSON.parse(readFileSync(file, 'utf8')) as Vector;
    if (typeof vector?.id !== 'string' || typeof vector.kind !== 'string') {
      return { file, vector: null, problem: 'missing string fields "id" and "kind"' };
    }
    return { file, vector };
  } catch (error) {
    return { file, vector: null, problem: `unreadable JSON: ${(error as Error).message}` };
  }
}

export function vectorDirs(): string[] {
  const dirs = [resolve(import.meta.dirname, '../../../shared/conformance')];
  const extra = process.env.CONFORMANCE_DIR;
  if (extra) dirs.push(resolve(extra));
  return dirs;
}

export function loadVectors(): LoadedVector[] {
  const seen = new Set<string>();
  const all: LoadedVector[] = [];
  for (const dir of vectorDirs()) {
    if (!existsSync(dir)) throw new Error(`conformance folder not found: ${dir}`);
    for (const file of jsonFiles(dir)) {
      if (seen.has(file)) continue;
      seen.add(file);
      all.push(load(file));
    }
  }
  return all;
}
