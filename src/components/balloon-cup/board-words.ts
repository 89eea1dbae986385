// Names in the board's screen-reader labels. The person playing the computer is named "You", and
// "You's side" is not English: their things read "your side" (or "Your side" opening a label);
// any other name takes "'s" ("Player 2's side", "Computer's hand").

/** The possessive of a player's name: `atStart` for the first word of a label. */
export function possessive(name: string, atStart = false): string {
  if (name === 'You') return atStart ? 'Your' : 'your';
  return `${name}'s`;
}

/** A hand lying face down: how many cards, and those an exchange showed that are still in it. */
export function faceDownText(count: number, known: readonly string[]): string {
  const cards = count === 1 ? '1 card' : `${count} cards`;
  if (known.length === 0) return `${cards}, face down.`;
  const shown = known.map((c) => c.replace('-', ' ')).join(', ');
  return known.length === 1
    ? `${cards}, face down; one of them was shown in an exchange: ${shown}.`
    : `${cards}, face down; ${known.length} of them were shown in an exchange: ${shown}.`;
}

/** The mark on a player's last placed card, for screen readers: "Your last card is the red 6." */
export function lastPlacedText(owner: string, card: string): string {
  return `${owner} last card is the ${card.replace('-', ' ')}.`;
}
