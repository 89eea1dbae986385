// The board's screen-reader labels name whose side and hand: "your" for the person named "You"
// (never "You's"), the name with "'s" for anyone else, in every mode (against the computer,
// two people at one screen, the chapters' Ana and Ben). A hand's label is one message
// (board-words.ts); a side is named inside the sentence that places a card on it, from its owner's
// name and form (BoardTable.tsx).
import { describe, expect, it } from 'vitest';
import { handLabel } from '../../../src/components/balloon-cup/board-words.ts';
import { cardParams, nameForm } from '../../../src/machines/balloon-cup/color-words.ts';
import { m } from '../../../src/paraglide/words/bcboard.ts';

const placeOn = (owner: string): string =>
  m.place_on({ ...cardParams('red-6'), owner, ownerForm: nameForm(owner), tile: 2, details: '1 of 3 places taken' });

describe('whose hand and side, on the board', () => {
  it('reads "your" for the person named You, capitalised opening a label', () => {
    expect(handLabel('You')).toBe('Your hand');
    expect(placeOn('You')).toBe('Place red 6 on your side of tile 2 (1 of 3 places taken)');
  });

  it('adds \'s to every other name, whatever the mode', () => {
    for (const name of ['Computer', 'Player 1', 'Player 2', 'Ana', 'Ben']) {
      expect(handLabel(name)).toBe(`${name}'s hand`);
      expect(placeOn(name)).toBe(`Place red 6 on ${name}'s side of tile 2 (1 of 3 places taken)`);
    }
  });
});
