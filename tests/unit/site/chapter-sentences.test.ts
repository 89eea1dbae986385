// The rules sentences the chapters' examples show, checked without a browser. Each test mirrors one
// test of tests/e2e/chapters.spec.ts (same describe and test names): the same example, built as the
// chapter page builds it, used with the same clicks (each one only if the rendered island offers
// that control), and the same told lines (`.bc-steps`) and refusals (`.bc-message.is-refusal`)
// read from the island rendered from the machine's view (tests/unit/site/example-island.ts); where
// the browser test reads the prompt's sentence after the move ("Ben to move: choose a card", "Game
// over: Mike wins."), the island's `.bc-now` is read too.
// The browser tests still check what needs a browser: that the clicks reach the island, that the
// hydrated island shows the machine's words, focus and layout.
import { afterEach, describe, expect, it } from 'vitest';
import { ChapterExample } from './example-island.ts';

const open: ChapterExample[] = [];
afterEach(() => {
  for (const example of open.splice(0)) example.stop();
});

function openExample(chapter: string, id: string): ChapterExample {
  const example = new ChapterExample(chapter, id);
  open.push(example);
  return example;
}

describe('goal and components', () => {
  it('a first move is placed and told', () => {
    const ex = openExample('goal-and-components', 'ex-first-look');
    ex.place('yellow 1', 'Ben', 4);
    expect(ex.told()).toContain("Ana puts the yellow 1 on Ben's side of tile 4.");
    expect(ex.now()).toContain('Ben to move: choose a card');
  });

  it('the third trophy ends the game', () => {
    const ex = openExample('goal-and-components', 'ex-race-to-three');
    ex.stepToEnd();
    expect(ex.told()).toContain('Ana claims the green trophy (forced');
    expect(ex.told()).toContain('Ana holds three trophies and wins the game.');
  });
});

describe('set-up', () => {
  it('the opening move draws the hand back to eight', () => {
    const ex = openExample('set-up', 'ex-opening-table');
    ex.place('yellow 2', 'Ana', 1);
    expect(ex.told()).toContain('Ana draws 1 card from the supply.');
  });

  it('the last gray card is refused where the side is full', () => {
    const ex = openExample('set-up', 'ex-awkward-draw');
    ex.place('gray 1', 'Ana', 3);
    expect(ex.refusal()).toContain("Tile 3 carries 3 gray cubes, so each side takes 3 cards of that color, and Ana's side already has them.");
    ex.side('Ben', 3);
    expect(ex.told()).toContain("Ana puts the gray 1 on Ben's side of tile 3.");
  });
});

describe('placing cards', () => {
  it('each refusal names its rule, then a legal place works', () => {
    const ex = openExample('placing-cards', 'ex-what-fits');
    ex.place('blue 7', 'Ana', 4);
    expect(ex.refusal()).toContain("Tile 4 carries 2 blue cubes, so each side takes 2 cards of that color, and Ana's side already has them.");
    expect(ex.refusalCode()).toBe('side-full-for-color');
    ex.card('green 4');
    ex.side('Ana', 1);
    expect(ex.refusal()).toContain('Tile 1 carries no green cube');
    ex.card('blue 7');
    ex.side('Ben', 4);
    expect(ex.refusal()).toBeNull();
    expect(ex.told()).toContain("Ana puts the blue 7 on Ben's side of tile 4.");
  });

  it('no exchange while a card fits', () => {
    const ex = openExample('placing-cards', 'ex-must-place');
    ex.press('Exchange cards…');
    ex.card('red 1');
    ex.press('Exchange 1 card');
    expect(ex.refusal()).toContain('a player who can place must place');
    ex.press('Cancel');
    ex.place('gray 13', 'Ben', 1);
    expect(ex.told()).toContain("Ana puts the gray 13 on Ben's side of tile 1.");
  });
});

describe('when no card fits', () => {
  it('swap two cards, then place the gray 13 that arrived', () => {
    const ex = openExample('when-no-card-fits', 'ex-exchange-and-place');
    ex.press('Exchange cards…');
    ex.card('red 1');
    ex.card('red 2');
    ex.press('Exchange 2 cards');
    expect(ex.told()).toContain('Ana swaps 2 cards with the supply.');
    ex.place('gray 13', 'Ana', 1);
    expect(ex.told()).toContain('Ana puts the gray 13 on their own side of tile 1.');
  });

  it('five cards are too many; four bring nothing and the turn ends', () => {
    const ex = openExample('when-no-card-fits', 'ex-exchange-in-vain');
    ex.press('Exchange cards…');
    for (const name of ['red 1', 'red 2', 'red 3', 'red 4', 'yellow 1']) ex.card(name);
    ex.press('Exchange 5 cards');
    expect(ex.refusal()).toContain('An exchange swaps at most 4 cards; 5 were chosen.');
    ex.card('yellow 1');
    ex.press('Exchange 4 cards');
    ex.showAll();
    expect(ex.told()).toContain("Still nothing fits: Ana's turn ends with no card placed and no card drawn.");
    expect(ex.now()).toContain('Ben to move: choose a card');
  });
});

describe('scoring', () => {
  it('a mountain goes to the higher total, shown step by step', () => {
    const ex = openExample('scoring', 'ex-mountain-high');
    ex.place('gray 4', 'Ben', 2);
    expect(ex.told()).toContain('Ben puts the gray 4');
    ex.press(/^Next step/);
    expect(ex.told()).toContain('Totals: Ana 4, Ben 13. On a mountain the higher total wins: Ben takes 1 gray cube and 1 blue cube');
  });

  it('a flatland goes to the lower total', () => {
    const ex = openExample('scoring', 'ex-flatland-low');
    ex.place('red 11', 'Ana', 1);
    ex.showAll();
    expect(ex.told()).toContain('On a flatland the lower total wins: Ben takes 1 red');
    ex.press('Start again');
    ex.place('red 4', 'Ana', 1);
    ex.showAll();
    expect(ex.told()).toContain('On a flatland the lower total wins: Ana takes 1 red');
  });

  it('equal totals go to whoever placed the last card', () => {
    const ex = openExample('scoring', 'ex-equal-sums');
    ex.place('blue 7', 'Ben', 2);
    ex.showAll();
    expect(ex.told()).toContain('Totals: Ana 9, Ben 9. The totals are equal, so the tile goes to whoever placed its last card: Ana takes');
  });
});

describe('after a scoring', () => {
  it('cubes, flip, refill, then the loser moves', () => {
    const ex = openExample('after-a-scoring', 'ex-flip-and-refill');
    ex.next();
    ex.next();
    expect(ex.told()).toContain('Ana takes 1 green cube, 1 yellow cube, and 1 red cube');
    ex.next();
    expect(ex.told()).toContain('the tile turns over: it is now a mountain.');
    ex.next();
    expect(ex.told()).toContain('Tile 3 is refilled from the bag: 1 gray cube, 1 blue cube, and 1 red cube.');
    ex.stepToEnd();
    expect(ex.told()).toContain('Ben lost the scoring and so takes the next turn.');
  });

  it('finish a tile, lose it, play again', () => {
    const ex = openExample('after-a-scoring', 'ex-loser-goes-again');
    ex.place('blue 1', 'Ana', 4);
    ex.showAll();
    expect(ex.told()).toContain('Ana lost the scoring and so takes the next turn.');
    expect(ex.now()).toContain('Ana to move: choose a card');
  });

  it('a tile leaves the game when the bag runs short', () => {
    const ex = openExample('after-a-scoring', 'ex-tile-leaves');
    ex.stepToEnd();
    expect(ex.told()).toContain('tile 4 leaves the game for good');
  });
});

describe('trophies', () => {
  it('a compulsory claim follows the scoring', () => {
    const ex = openExample('trophies', 'ex-compulsory-claim');
    ex.place('gray 13', 'Ana', 2);
    ex.showAll();
    expect(ex.told()).toContain('Ana claims the gray trophy (forced: enough cubes of its own color), paying 3 gray cubes.');
  });

  it('a 3-for-1 trade claim is offered and made', () => {
    const ex = openExample('trophies', 'ex-trade-three-for-one');
    ex.place('blue 1', 'Ana', 1);
    ex.showAll();
    ex.press('Ana: claim the blue trophy (pay 3 blue cubes and one set of 3 red)');
    expect(ex.told()).toContain('Ana claims the blue trophy, paying 3 blue cubes and one set of 3 red.');
  });
});

describe('the claim cascade', () => {
  it("play Mike and Kevin to Mike's win", () => {
    const ex = openExample('claim-cascade', 'ex-mike-and-kevin');
    ex.place('green 1', 'Kevin', 1);
    ex.showAll();
    ex.press('Kevin: claim the blue trophy (pay 3 blue cubes and one set of 3 red)');
    ex.showAll();
    ex.press('Mike: claim the gray trophy (pay 2 gray cubes and one set of 3 blue)');
    ex.showAll();
    ex.press('Mike: claim the yellow trophy (pay 5 yellow cubes and one set of 3 green)');
    ex.showAll();
    expect(ex.now()).toContain('Game over: Mike wins.');
  });

  it.each([
    ['ex-mike-wins', 'Mike holds three trophies and wins the game.'],
    ['ex-wrong-order', 'Kevin holds three trophies and wins the game.'],
    ['ex-kevin-holds-back', 'The claim cascade is over.'],
  ])('%s steps to its end', (id, end) => {
    const ex = openExample('claim-cascade', id);
    ex.stepToEnd();
    expect(ex.told()).toContain(end);
  });
});

describe('end of the game', () => {
  it('a trade claim for the third trophy wins', () => {
    const ex = openExample('end-of-the-game', 'ex-third-trophy');
    ex.place('red 1', 'Ana', 3);
    ex.showAll();
    ex.press('Ana: claim the yellow trophy (pay 5 yellow cubes and one set of 3 blue)');
    ex.showAll();
    expect(ex.now()).toContain('Game over: Ana wins.');
  });

  it('the fifth gray card blocks the game', () => {
    const ex = openExample('end-of-the-game', 'ex-blocked');
    ex.place('gray 13', 'Ben', 3);
    ex.showAll();
    expect(ex.told()).toContain('the game ends blocked, with no winner.');
    expect(ex.now()).toContain('Game over: blocked, no winner.');
  });
});

describe('editions and variants', () => {
  it('a claim at the start of a turn needs the own-turn option', () => {
    const ex = openExample('editions-and-variants', 'ex-own-turn-claim');
    const claim = 'Ana: claim the blue trophy (pay 3 blue cubes and one set of 3 red)';
    ex.press(claim);
    expect(ex.refusal()).toContain('only in the cascade right after a scoring');
    ex.setOption(/Claims allowed/, 'also at the start of your turn');
    ex.press(claim);
    expect(ex.refusal()).toBeNull();
  });

  it('trades only for the scoring winner take Mike\'s claims away', () => {
    const ex = openExample('editions-and-variants', 'ex-trade-only-winner');
    ex.setOption(/Trades in a cascade/, 'only the scoring winner (variant)');
    ex.place('green 1', 'Kevin', 1);
    ex.showAll();
    ex.press('Kevin: claim the blue trophy (pay 3 blue cubes and one set of 3 red)');
    ex.showAll();
    expect(ex.told()).toContain('The claim cascade is over.');
  });

  it('the exchange minimum refuses an empty exchange', () => {
    const ex = openExample('editions-and-variants', 'ex-exchange-minimum');
    ex.press('Exchange cards…');
    ex.press('Exchange 0 cards');
    expect(ex.refusal()).toContain('must swap at least one card');
  });

  it('the cube limit sets a third gray cube aside', () => {
    const ex = openExample('editions-and-variants', 'ex-cube-limit');
    ex.place('green 1', 'Ana', 3);
    ex.showAll();
    expect(ex.told()).toContain('Tile 3 is refilled from the bag: 2 gray cubes and 1 blue cube.');
    ex.setOption(/Cube limit on tiles/, 'off (printed rules)');
    ex.place('green 1', 'Ana', 3);
    ex.showAll();
    expect(ex.told()).toContain('Tile 3 is refilled from the bag: 3 gray cubes.');
  });
});
