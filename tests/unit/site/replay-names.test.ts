// The names of a game between two people travel with its replay link, and are read back as typed
// names are: tidied and cut short; a game against the computer keeps "You" and "Computer".
import { describe, expect, it } from 'vitest';
import { namesQuery, replayNames, typedNames } from '../../../src/machines/balloon-cup/replay-names.ts';

describe('replay names', () => {
  it('a two-people link carries the typed names, and the replay reads them back', () => {
    const query = namesQuery(['Anna', 'Борис & Co'], true);
    expect(query).toBe('&p1=Anna&p2=%D0%91%D0%BE%D1%80%D0%B8%D1%81+%26+Co');
    expect(replayNames(typedNames(new URLSearchParams(`g=x${query}`)), true)).toEqual(['Anna', 'Борис & Co']);
  });

  it('the default names and games against the computer add nothing to the link', () => {
    expect(namesQuery(['Player 1', 'Player 2'], true)).toBe('');
    expect(namesQuery(['You', 'Computer'], false)).toBe('');
    expect(replayNames(typedNames(new URLSearchParams('g=x&p1=Mallory')), false)).toEqual(['You', 'Computer']);
  });

  it('a changed link gives tidied names, and defaults where none is usable', () => {
    expect(replayNames(typedNames(new URLSearchParams('p1=%20%20Anna%0A%20&p2=anna')), true)).toEqual(['Anna', 'Player 2']);
    expect(replayNames(typedNames(new URLSearchParams(`p1=${'x'.repeat(50)}`)), true)).toEqual(['x'.repeat(20), 'Player 2']);
  });
});
