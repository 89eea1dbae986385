// The shape of a game: immutable state, moves, events. Behaviour lives in the modules beside it.
import type { CardId, Color, ColorCounts, Player, Terrain, TileNumber } from './components.ts';
import type { Options } from './options.ts';

export interface Tile {
  readonly number: TileNumber;
  /** Out of the game for good (the bag could not refill it). */
  readonly removed: boolean;
  readonly terrain: Terrain;
  /** Cubes on the tile; a removed tile has none. */
  readonly cubes: readonly Color[];
  /** Cards beside the tile, by player (`sides[0]` is player 0's side), in the order placed. */
  readonly sides: readonly [readonly CardId[], readonly CardId[]];
  /** Who placed the tile's most recent card; decides equal sums. */
  readonly lastPlacedBy: Player | null;
}

export interface PlayerState {
  /** Won cubes not yet spent. */
  readonly cubes: ColorCounts;
  /** Trophies held, in the order claimed. */
  readonly trophies: readonly Color[];
}

/** A running claim cascade (rules §6). */
export interface CascadeState {
  /** W: the player who just won the scoring. */
  readonly winner: Player;
  /** Whose part it is: W (any number of claims, then pass) or O (at most one claim). */
  readonly part: Player;
}

export interface GameResult {
  /** Null when the game ended blocked. */
  readonly winner: Player | null;
  readonly reason: 'trophies' | 'blocked';
}

export interface GameState {
  readonly options: Options;
  /** Always four tiles, index = number − 1. */
  readonly tiles: readonly [Tile, Tile, Tile, Tile];
  readonly hands: readonly [readonly CardId[], readonly CardId[]];
  /** Face-down supply, top card first. */
  readonly supply: readonly CardId[];
  /** Discard pile, top card first. */
  readonly discard: readonly CardId[];
  /** Cubes in the bag, in the order they will be drawn. */
  readonly bag: readonly Color[];
  /** Cubes spent on trophies and out of the game (always empty with `spentCubes: 'bag'`). */
  readonly box: ColorCounts;
  readonly players: readonly [PlayerState, PlayerState];
  /** The player who places next (during a cascade: the one who places once it ends). */
  readonly toMove: Player;
  /** True after the player to move exchanged this turn: now they must place (or the turn ends). */
  readonly exchanged: boolean;
  readonly cascade: CascadeState | null;
  readonly result: GameResult | null;
  /** Seeded PRNG state (uint32): every shuffle draws from it, so seed + moves replay exactly. */
  readonly rng: number;
}

/** The part of a game every seat sees alike: the table, the discard pile, the box, the players'
 * cubes and trophies, whose turn it is. The seat views (view.ts, bots/seat-view.ts) add to it. */
export type PublicTable = Pick<GameState, 'options' | 'tiles' | 'discard' | 'box' | 'players' | 'toMove' | 'exchanged' | 'cascade' | 'result'>;

export type Sets = Partial<Record<Color, number>>;

export type Move =
  | { readonly type: 'place'; readonly card: CardId; readonly tile: TileNumber; readonly side: Player }
  | { readonly type: 'exchange'; readonly discard: readonly CardId[] }
  | { readonly type: 'claim'; readonly trophy: Color; readonly sets: Sets }
  | { readonly type: 'pass' };

/** What a move did, in order; the UI narrates these and the conformance vectors check them. */
export type GameEvent =
  | { readonly type: 'placed'; readonly player: Player; readonly card: CardId; readonly tile: TileNumber; readonly side: Player }
  | { readonly type: 'scored'; readonly tile: TileNumber; readonly winner: Player; readonly sums: readonly [number, number]; readonly terrain: Terrain; readonly cubes: readonly Color[] }
  | { readonly type: 'flipped'; readonly tile: TileNumber; readonly terrain: Terrain }
  | { readonly type: 'tile-removed'; readonly tile: TileNumber }
  | { readonly type: 'refilled'; readonly tile: TileNumber; readonly cubes: readonly Color[] }
  | { readonly type: 'drew'; readonly player: Player; readonly count: number }
  | { readonly type: 'reshuffled'; readonly cards: number }
  | { readonly type: 'hand-shown'; readonly player: Player; readonly hand: readonly CardId[] }
  | { readonly type: 'exchanged'; readonly player: Player; readonly count: number }
  | { readonly type: 'no-placement'; readonly player: Player }
  | { readonly type: 'cascade-part'; readonly player: Player }
  | { readonly type: 'claimed'; readonly player: Player; readonly trophy: Color; readonly sets: Sets; readonly compulsory: boolean }
  | { readonly type: 'passed'; readonly player: Player }
  | { readonly type: 'cascade-ended' }
  | { readonly type: 'game-over'; readonly winner: Player | null; readonly reason: 'trophies' | 'blocked' };

export interface Applied {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}
