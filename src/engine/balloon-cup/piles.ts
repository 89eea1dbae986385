// Drawing from the card supply and the cube bag. Both list the next item first.
import { TROPHY_COST } from './components.ts';
import type { CardId, Color } from './components.ts';
import type { Rng } from './rng.ts';
import { shuffleInPlace } from './rng.ts';
import type { GameEvent } from './state.ts';

export interface CardPiles {
  readonly supply: readonly CardId[];
  readonly discard: readonly CardId[];
}

/**
 * Draws up to `count` cards (rules §3.4): when the supply runs out, the discard pile is shuffled
 * (with the game's PRNG) to become the supply; when both are empty the draw stops short.
 */
export function drawCards(piles: CardPiles, count: number, rng: Rng, events: GameEvent[]): CardPiles & { drawn: CardId[] } {
  let { supply, discard } = piles;
  const drawn: CardId[] = [];
  while (drawn.length < count) {
    if (supply.length === 0) {
      if (discard.length === 0) break;
      supply = shuffleInPlace([...discard], rng);
      events.push({ type: 'reshuffled', cards: supply.length });
      discard = [];
    }
    const take = Math.min(count - drawn.length, supply.length);
    for (let i = 0; i < take; i += 1) drawn.push(supply[i]!);
    supply = supply.slice(take);
  }
  return { supply, discard, drawn };
}

/**
 * Cubes for a tile numbered `count` (rules §2.2, §5.5), drawn in bag order; null when the bag
 * cannot fill it, and the tile leaves the game with the bag untouched.
 *
 * With `cubeLimit`, a cube that would put more than (its trophy cost − 1) cubes of its color on
 * the tile is put aside and the next one drawn. **Decision:** put-aside cubes go back into the
 * bag where they were, so the bag keeps its order minus the cubes used (a position's `bag` stays
 * predictable); and when the bag holds enough cubes but not enough within the limit, the tile
 * leaves the game as if the bag were short (filling it past the limit is what the option forbids).
 */
export function drawCubes(bag: readonly Color[], count: number, cubeLimit: boolean): { cubes: Color[]; bag: Color[] } | null {
  if (bag.length < count) return null;
  if (!cubeLimit) return { cubes: bag.slice(0, count), bag: bag.slice(count) };
  const cubes: Color[] = [];
  const rest: Color[] = [];
  for (const cube of bag) {
    if (cubes.length < count && cubes.filter((c) => c === cube).length < TROPHY_COST[cube] - 1) cubes.push(cube);
    else rest.push(cube);
  }
  return cubes.length === count ? { cubes, bag: rest } : null;
}
