// The board's screen-reader labels name whose side and hand: "your" for the person named "You"
// (never "You's"), the name with "'s" for anyone else, in every mode (against the computer,
// two people at one screen, the chapters' Ana and Ben). Each label is one message (board-words.ts).
import { describe, expect, it } from 'vitest';
import { handLabel, sideName } from '../../../src/components/balloon-cup/board-words.ts';

describe('whose hand and side, on the board', () => {
  it('reads "your" for the person named You, capitalised opening a label', () => {
    expect(handLabel('You')).toBe('Your hand');
    expect(sideName('You')).toBe('your side');
  });

  it('adds \'s to every other name, whatever the mode', () => {
    for (const name of ['Computer', 'Player 1', 'Player 2', 'Ana', 'Ben']) {
      expect(handLabel(name)).toBe(`${name}'s hand`);
      expect(sideName(name)).toBe(`${name}'s side`);
    }
  });
});
