// A new game (rules §2): every random step comes from the seeded PRNG kept in the state.
import { ALL_CARDS, COLORS, CUBES_PER_COLOR, HAND_SIZE, START_TERRAIN, TILE_NUMBERS, emptyCounts } from './components.ts';
import type { Color, Player } from './components.ts';
import type { Options } from './options.ts';
import { DEFAULT_OPTIONS } from './options.ts';
import { drawCubes } from './piles.ts';
import { makeRng, seedState, shuffleInPlace } from './rng.ts';
import { removedTile } from './scoring.ts';
import type { GameState, Tile } from './state.ts';

/**
 * Set-up: the 45 cubes shuffled into the bag, then drawn in bag order onto tiles 1→4 (1, 2, 3, 4
 * cubes; Option cubeLimit applies); the cards shuffled, 8 to player 0, the next 8 to player 1,
 * the other 29 the supply. `seed` is any number, taken as a uint32.
 */
export function newGame(seed: number, options: Partial<Options> = {}, startingPlayer: Player = 0): GameState {
  const rules: Options = { ...DEFAULT_OPTIONS, ...options };
  const rng = makeRng(seedState(seed));
  let bag: Color[] = shuffleInPlace(COLORS.flatMap((c) => Array<Color>(CUBES_PER_COLOR[c]).fill(c)), rng);
  const tiles = TILE_NUMBERS.map((number): Tile => {
    const drawn = drawCubes(bag, number, rules.cubeLimit);
    // Only a cubeLimit bag could fall short, and 45 cubes always fill 10 places; kept for safety.
    if (!drawn) return removedTile(number);
    bag = drawn.bag;
    return { number, removed: false, terrain: START_TERRAIN[number], cubes: drawn.cubes, sides: [[], []], lastPlacedBy: null };
  }) as unknown as GameState['tiles'];
  const cards = shuffleInPlace([...ALL_CARDS], rng);
  return {
    options: rules,
    tiles,
    hands: [cards.slice(0, HAND_SIZE), cards.slice(HAND_SIZE, 2 * HAND_SIZE)],
    supply: cards.slice(2 * HAND_SIZE),
    discard: [],
    bag,
    box: emptyCounts(),
    players: [{ cubes: emptyCounts(), trophies: [] }, { cubes: emptyCounts(), trophies: [] }],
    toMove: startingPlayer,
    exchanged: false,
    cascade: null,
    result: null,
    rng: rng.state,
  };
}
