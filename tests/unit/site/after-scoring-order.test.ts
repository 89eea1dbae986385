// One story for what follows a scoring (rules reference §3.4, §5.6): the chapter "After a
// scoring" lists the stages in the order the engine's narration tells them, and the quick
// reference says the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/engine/balloon-cup/apply.ts';
import { parsePosition } from '../../../src/engine/balloon-cup/position.ts';
import { tell } from '../../../src/machines/balloon-cup/story.ts';

const ROOT = join(import.meta.dirname, '../../..');
const chapter = readFileSync(join(ROOT, 'content/balloon-cup/rules/after-a-scoring.mdx'), 'utf8');

/** The chapter's numbered stages, by their bold labels ("Cubes", "Draw", …). */
const stages = [...chapter.matchAll(/^\d+\. \*\*([^*.]+)\.\*\*/gm)].map((m) => m[1]!);

/** Which stage of the chapter each narrated event belongs to. */
const STAGE_OF: Record<string, string> = {
  scored: 'Cubes',
  flipped: 'Flip',
  refilled: 'Refill',
  'tile-removed': 'Refill',
  drew: 'Draw',
  'cascade-part': 'Trophies',
  claimed: 'Trophies',
  passed: 'Trophies',
  'cascade-ended': 'Trophies',
};

/** The stages in the order the narration of one example's placement tells them. */
function narratedStages(example: string, move: object): string[] {
  const file = JSON.parse(readFileSync(join(ROOT, 'content/balloon-cup/examples', `${example}.json`), 'utf8'));
  const state = parsePosition(file.position);
  if (!state.ok) throw new Error(state.message);
  const applied = apply(state.value, move);
  if (!applied.ok) throw new Error(applied.message);
  const order: string[] = [];
  for (const step of tell(state.value, applied.value)) {
    const stage = step.event === 'note'
      ? (step.told.kind === 'next-turn' ? 'Next player' : step.told.kind === 'quiet-cascade' ? 'Trophies' : null)
      : STAGE_OF[step.event] ?? null;
    if (stage && order.at(-1) !== stage) order.push(stage);
  }
  return order;
}

describe('after a scoring: chapter and narration agree', () => {
  it('the chapter lists its stages, the draw before the trophies', () => {
    expect(stages).toEqual(['Cubes', 'Cards away', 'Flip', 'Refill', 'Draw', 'Trophies', 'Next player']);
  });

  it.each([
    ['end-of-the-game/ex-third-trophy', { type: 'place', card: 'red-1', tile: 3, side: 0 }],
    ['after-a-scoring/ex-flip-and-refill', { type: 'place', card: 'red-3', tile: 3, side: 0 }],
    ['after-a-scoring/ex-tile-leaves', null],
  ])('%s: the narration tells the stages in the chapter\'s order', (example, move) => {
    const file = JSON.parse(readFileSync(join(ROOT, 'content/balloon-cup/examples', `${example}.json`), 'utf8'));
    const told = narratedStages(example, move ?? file.moves[0]);
    expect(told).toContain('Draw');
    expect(told).toContain('Trophies');
    expect(told).toEqual(stages.filter((s) => told.includes(s)));
  });

  it('the quick reference puts the draw before the claims too', () => {
    // The page's section names its sentences (m.<key>()); read them in order from the English messages.
    const qr = readFileSync(join(ROOT, 'src/pages/[...locale]/balloon-cup/quick-reference.astro'), 'utf8');
    const markup = qr.slice(qr.indexOf('id="qr-after"'), qr.indexOf('id="qr-trophies"'));
    const messages = JSON.parse(readFileSync(join(ROOT, 'src/messages/balloonpages/en.json'), 'utf8')) as Record<string, unknown>;
    const section = [...markup.matchAll(/\bm\.(\w+)\(/g)].map((k) => JSON.stringify(messages[k[1]!] ?? '')).join('\n');
    expect(section.search(/draws/)).toBeGreaterThan(-1);
    expect(section.search(/draws/)).toBeLessThan(section.search(/claims/));
  });
});
