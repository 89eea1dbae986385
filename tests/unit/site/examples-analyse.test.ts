// "Analyse this position" under each Balloon Cup example (issue 33): the chapter writes the
// example's checked starting position as a position code (Example.astro); the analysis board must
// read that code back as the very same position, with moves to weigh (a finished game gets no link).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkExample } from '../../../src/machines/balloon-cup/engine.ts';
import { decodePosition, encodePosition } from '../../../src/engine/balloon-cup/url.ts';
import { legalMoves } from '../../../src/engine/balloon-cup/moves.ts';

const ROOT = join(import.meta.dirname, '../../../content/balloon-cup/examples');
const files = (readdirSync(ROOT, { recursive: true }) as string[]).filter((f) => f.endsWith('.json')).sort();

describe('the analysis link of every Balloon Cup example', () => {
  it('there are examples to link', () => expect(files.length).toBeGreaterThan(20));
  for (const file of files) {
    it(file, () => {
      const data = JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as { position: unknown; options?: unknown };
      const game = checkExample(data.position, data.options).game;
      expect(game).not.toBeNull();
      if (game!.result) return;
      const code = encodePosition(game!);
      const opened = decodePosition(code);
      expect(opened.ok && encodePosition(opened.value)).toBe(code);
      expect(opened.ok && legalMoves(opened.value).length).toBeGreaterThan(0);
    });
  }
});
