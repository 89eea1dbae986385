import { describe, expect, it } from 'vitest';
import { NEW_RATING, puzzleStartRating, update } from '../../../src/machines/trainer/glicko2.ts';

describe('Glicko-2', () => {
  it("gives the paper's worked example: 1500/200/0.06 against 1400/30 (win), 1550/100 and 1700/300 (losses)", () => {
    const after = update({ rating: 1500, rd: 200, volatility: 0.06 }, [
      { opponent: { rating: 1400, rd: 30, volatility: 0.06 }, score: 1 },
      { opponent: { rating: 1550, rd: 100, volatility: 0.06 }, score: 0 },
      { opponent: { rating: 1700, rd: 300, volatility: 0.06 }, score: 0 },
    ], 0.5);
    expect(after.rating).toBeCloseTo(1464.06, 1);
    expect(after.rd).toBeCloseTo(151.52, 1);
    expect(after.volatility).toBeCloseTo(0.05999, 4);
  });

  it('a solve raises the player and lowers the puzzle; a miss does the opposite', () => {
    const puzzle = puzzleStartRating(3);
    expect(update(NEW_RATING, [{ opponent: puzzle, score: 1 }]).rating).toBeGreaterThan(NEW_RATING.rating);
    expect(update(NEW_RATING, [{ opponent: puzzle, score: 0 }]).rating).toBeLessThan(NEW_RATING.rating);
    expect(update(puzzle, [{ opponent: NEW_RATING, score: 0 }]).rating).toBeLessThan(puzzle.rating);
    expect(puzzleStartRating(5).rating).toBeGreaterThan(puzzleStartRating(1).rating);
  });
});
