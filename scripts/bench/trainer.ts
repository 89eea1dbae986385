// The trainer's work between an answer and the next puzzle on the board, on this machine:
// record the attempt (Glicko-2 for the player, each theme and the puzzle), move the streak on,
// find the next puzzle in its (already fetched) data file and read its position and moves (the
// play machine's first step; its words need the site's build, so the bench stops there). `puzzle-next-ms`: the median over a streak through the whole collection.
// The same for the Balloon Cup cascades: `bc-puzzle-next-ms`.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { MinedPuzzle } from '../../src/engine/jumping-cups/puzzle-mine.ts';
import { legalMoves } from '../../src/engine/jumping-cups/moves.ts';
import { readPosition } from '../../src/engine/jumping-cups/read.ts';
import { EMPTY_RECORD, recordAttempt, recordStreak } from '../../src/machines/trainer/record.ts';
import { answerStreak, current, startStreak, streakOrder } from '../../src/machines/trainer/streak.ts';
import type { MinedCascade } from '../../src/engine/balloon-cup/cascade-mine.ts';
import { loadPuzzle } from '../../src/machines/balloon-cup/puzzle.ts';

type Row = [string, number, string[], number];

/**
 * A streak through a whole collection, every answer a solve: the median and the longest time from
 * an answer to the next puzzle read (`ready`: what the board's machine does first with it).
 */
function streakThrough<P extends { id: string }>(dir: URL, ready: (puzzle: P) => void): { median: number; max: number } {
  const index = JSON.parse(readFileSync(new URL('index.json', dir), 'utf8')) as Row[];
  const files = new Map<number, P[]>();
  for (const [, , , f] of index) if (!files.has(f)) files.set(f, JSON.parse(readFileSync(new URL(`${f}.json`, dir), 'utf8')));
  const rows = new Map(index.map((r) => [r[0], r]));
  let streak = startStreak(streakOrder(index.map(([id, difficulty]) => ({ id, difficulty })), 1));
  let record = EMPTY_RECORD;
  const times: number[] = [];
  while (current(streak) !== null) {
    const id = current(streak)!;
    const row = rows.get(id)!;
    const started = performance.now();
    record = recordAttempt(record, { id, difficulty: row[1], themes: row[2] }, 'solved');
    streak = answerStreak(streak, true);
    record = recordStreak(record, streak.solved);
    const next = current(streak);
    if (next !== null) {
      const nextRow = rows.get(next)!;
      ready(files.get(nextRow[3])!.find((p) => p.id === next)!);
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: Number(times[Math.floor(times.length / 2)]!.toFixed(3)), max: Number(times.at(-1)!.toFixed(3)) };
}

export function benchTrainer(): Array<{ name: string; value: number; unit: string }> {
  // Jumping Cups: the play machine's first step on the next puzzle (read its position, its moves).
  const jc = streakThrough<MinedPuzzle>(new URL('../../public/trainer/jumping-cups/', import.meta.url), (puzzle) => {
    const position = readPosition(puzzle.position);
    if (!position.ok) throw new Error(`${puzzle.id}: unreadable position`);
    legalMoves(position.value);
  });
  // Balloon Cup: the cascade puzzle machine's first step on the next cascade (decode it, make any
  // compulsory claims, ask the exact solver for the goal and its line).
  const bc = streakThrough<MinedCascade>(new URL('../../public/trainer/balloon-cup/', import.meta.url), (puzzle) => {
    if (loadPuzzle(puzzle.position, 'phase').problem !== null) throw new Error(`${puzzle.id}: not a puzzle`);
  });
  return [
    { name: 'bc-puzzle-next-ms', value: bc.median, unit: 'ms' },
    { name: 'bc-puzzle-next-max-ms', value: bc.max, unit: 'ms' },
    { name: 'puzzle-next-ms', value: jc.median, unit: 'ms' },
    { name: 'puzzle-next-max-ms', value: jc.max, unit: 'ms' },
  ];
}
