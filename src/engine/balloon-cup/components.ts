// The physical game: colors, the 45 balloon cards with their values, cube counts, trophy costs,
// tiles. Colors are always ordered cheapest trophy first (gray … red), per the rules reference.

export const COLORS = ['gray', 'blue', 'green', 'yellow', 'red'] as const;
export type Color = (typeof COLORS)[number];

/** Card values per color (the rulebook does not print them; every deck and implementation agrees). */
export const CARD_VALUES: Readonly<Record<Color, readonly number[]>> = {
  gray: [1, 4, 7, 10, 13],
  blue: [1, 3, 5, 7, 9, 11, 13],
  green: [1, 2, 4, 6, 7, 8, 10, 12, 13],
  yellow: [1, 2, 3, 5, 6, 7, 8, 9, 11, 12, 13],
  red: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
};

/** Cubes of each color in the game; equal to the number of cards of that color. */
export const CUBES_PER_COLOR: Readonly<Record<Color, number>> = {
  gray: 5, blue: 7, green: 9, yellow: 11, red: 13,
};

/** Cubes of its own color a trophy costs. */
export const TROPHY_COST: Readonly<Record<Color, number>> = {
  gray: 3, blue: 4, green: 5, yellow: 6, red: 7,
};

/** Cubes of claimed colors that stand in for one missing cube. */
export const TRADE_SET_SIZE = 3;
export const TROPHIES_TO_WIN = 3;
export const HAND_SIZE = 8;

/** A card is named by its (color, value) pair, which is unique: `red-13`. */
export type CardId = `${Color}-${number}`;

/** Every card in canonical order: colors gray → red, values ascending. */
export const ALL_CARDS: readonly CardId[] = COLORS.flatMap((color) =>
  CARD_VALUES[color].map((value) => `${color}-${value}` as CardId),
);

const CARD_SET: ReadonlySet<string> = new Set(ALL_CARDS);

export function isCard(text: unknown): text is CardId {
  return typeof text === 'string' && CARD_SET.has(text);
}

export function isColor(text: unknown): text is Color {
  return typeof text === 'string' && (COLORS as readonly string[]).includes(text);
}

export function cardColor(card: CardId): Color {
  return card.slice(0, card.indexOf('-')) as Color;
}

export function cardValue(card: CardId): number {
  return Number(card.slice(card.indexOf('-') + 1));
}

export const TILE_NUMBERS = [1, 2, 3, 4] as const;
export type TileNumber = (typeof TILE_NUMBERS)[number];

export const TERRAINS = ['mountain', 'flatland'] as const;
export type Terrain = (typeof TERRAINS)[number];

/** Set-up faces: 1 flatland, 2 mountain, 3 flatland, 4 mountain. */
export const START_TERRAIN: Readonly<Record<TileNumber, Terrain>> = {
  1: 'flatland', 2: 'mountain', 3: 'flatland', 4: 'mountain',
};

export type Player = 0 | 1;
export const PLAYERS = [0, 1] as const;
export function other(player: Player): Player {
  return player === 0 ? 1 : 0;
}

export type ColorCounts = Record<Color, number>;

export function emptyCounts(): ColorCounts {
  return { gray: 0, blue: 0, green: 0, yellow: 0, red: 0 };
}

export function countColors(colors: Iterable<Color>): ColorCounts {
  const counts = emptyCounts();
  for (const color of colors) counts[color] += 1;
  return counts;
}
