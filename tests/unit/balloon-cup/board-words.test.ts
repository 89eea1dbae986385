// The board's screen-reader labels name whose side and hand: "your" for the person named "You"
// (never "You's"), the name with "'s" for anyone else, in every mode (against the computer,
// two people at one screen, the chapters' Ana and Ben).
import { describe, expect, it } from 'vitest';
import { possessive } from '../../../src/components/balloon-cup/board-words.ts';

describe('possessive names on the board', () => {
  it('reads "your" for the person named You, capitalised opening a label', () => {
    expect(`Place red 3 on ${possessive('You')} side of tile 1`).toBe('Place red 3 on your side of tile 1');
    expect(`${possessive('You', true)} hand`).toBe('Your hand');
  });

  it('adds \'s to every other name, whatever the mode', () => {
    for (const name of ['Computer', 'Player 1', 'Player 2', 'Ana', 'Ben']) {
      expect(possessive(name)).toBe(`${name}'s`);
      expect(possessive(name, true)).toBe(`${name}'s`);
    }
  });
});
