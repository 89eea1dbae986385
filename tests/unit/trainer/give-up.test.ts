// Giving up counts as a miss in both games' trainers: over each game's real collection index, a
// puzzle given up is kept exactly as a wrong answer is (its first result a failure, the ratings
// moved down, back in the misses to replay), ends a running Streak, and only a later solve takes
// it out of the misses. The trainer's board calls answerPuzzle for every answer (TrainerApp.tsx).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../../src/machines/trainer/answer.ts';
import { EMPTY_RECORD, misses } from '../../../src/machines/trainer/record.ts';
import { current, startStreak, streakOrder } from '../../../src/machines/trainer/streak.ts';
import { facts, trainerView } from '../../../src/machines/trainer/view.ts';
import type { IndexRow } from '../../../src/machines/trainer/view.ts';

for (const game of ['balloon-cup', 'jumping-cups'] as const) {
  const index = JSON.parse(readFileSync(new URL(`../../../public/trainer/${game}/index.json`, import.meta.url), 'utf8')) as IndexRow[];
  const row = index[Math.floor(index.length / 2)]!;

  describe(`${game} trainer: giving up`, () => {
    it('is kept as a miss: a failed first attempt, ratings down, in the misses to replay', () => {
      const gaveUp = answerPuzzle(EMPTY_RECORD, facts(row), 'gave-up', null);
      const wrong = answerPuzzle(EMPTY_RECORD, facts(row), 'failed', null);
      const solved = answerPuzzle(EMPTY_RECORD, facts(row), 'solved', null);
      expect(gaveUp.record).toEqual(wrong.record);
      expect(gaveUp.record.attempts[row[0]]).toMatchObject({ first: 'failed', latest: 'failed' });
      expect(gaveUp.record.player.rating).toBeLessThan(EMPTY_RECORD.player.rating);
      expect(solved.record.player.rating).toBeGreaterThan(EMPTY_RECORD.player.rating);
      for (const theme of row[2]) expect(gaveUp.record.themes[theme]!.rating).toBeLessThan(EMPTY_RECORD.player.rating);
      expect(misses(gaveUp.record)).toEqual([row[0]]);
      // The trainer offers it again under "my misses", and a solve then takes it out.
      const view = trainerView({ index, record: gaveUp.record, mode: 'misses', date: '2026-11-29', streak: null, shown: { id: row[0], outcome: 'failed' }, theme: '', difficulty: 0, themes: [] });
      expect(view.misses).toEqual([row[0]]);
      expect(view.nextMiss).toBe(row[0]);
      expect(misses(answerPuzzle(gaveUp.record, facts(row), 'solved', null).record)).toEqual([]);
    });

    it('ends a Streak as a wrong answer does, after the puzzles solved before it', () => {
      const run = startStreak(streakOrder(index.map(([id, difficulty]) => ({ id, difficulty })), 7));
      const first = index.find(([id]) => id === current(run))!;
      const one = answerPuzzle(EMPTY_RECORD, facts(first), 'solved', run);
      const second = index.find(([id]) => id === current(one.streak!))!;
      const ended = answerPuzzle(one.record, facts(second), 'gave-up', one.streak);
      expect(ended.streak).toMatchObject({ end: 'missed', solved: 1 });
      expect(ended.record.bestStreak).toBe(1);
      expect(misses(ended.record)).toEqual([second[0]]);
      expect(ended).toEqual(answerPuzzle(one.record, facts(second), 'failed', one.streak));
    });
  });
}
