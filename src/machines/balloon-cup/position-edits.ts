// The analysis board's set-up by tapping (issue 33): a position edited one piece at a time, then
// checked and written by the engine (position.ts parsePosition, url.ts encodePosition). Edits only
// keep counts from going below zero; whether the result can happen in a game is the engine's
// judgement, so an impossible set-up is refused with the engine's own problem (its facts), which the
// board words as it words a pasted code's (position-code-words.ts).
// The draft leaves out the box, and the supply and the bag unless the person sets them: the cards
// and cubes listed nowhere else are there, and the trophies' payment is worked out as for any
// whole position. A smaller supply or a listed bag makes a partial position (the conformance
// README): what it leaves out is out of the game, and a tile can be gone only when that bag could
// not refill it. The other hand is the seat to move's knowledge of it (the analysis board's
// `Known`): the cards it knows, and unknown cards dealt from the supply by the draft's seed.
// New edits are `judged`: one that makes an impossible position of a possible one is refused.
import { ALL_CARDS, COLORS, CUBES_PER_COLOR, emptyCounts, other } from '../../engine/balloon-cup/components.ts';
import type { CardId, Color, ColorCounts, Player, Terrain, TileNumber } from '../../engine/balloon-cup/components.ts';
import { makeRng, shuffleInPlace } from '../../engine/balloon-cup/rng.ts';
import type { Known } from '../../engine/balloon-cup/bots/knowledge.ts';
import type { Options } from '../../engine/balloon-cup/options.ts';
import { makePosition, parsePosition } from '../../engine/balloon-cup/position.ts';
import type { PositionJson } from '../../engine/balloon-cup/position.ts';
import type { PositionProblem } from '../../engine/balloon-cup/result.ts';
import type { GameState, Tile } from '../../engine/balloon-cup/state.ts';
import { encodePosition } from '../../engine/balloon-cup/url.ts';
import { clampCubes, toggleTrophy } from './player-pieces.ts';

/** A tile as the set-up edits it: the engine's own tile (a gone tile is shown, not edited). */
export type DraftTile = Tile;

export interface Draft {
  readonly tiles: readonly DraftTile[];
  readonly hands: readonly [readonly CardId[], readonly CardId[]];
  readonly discard: readonly CardId[];
  readonly players: readonly [{ readonly cubes: ColorCounts; readonly trophies: readonly Color[] }, { readonly cubes: ColorCounts; readonly trophies: readonly Color[] }];
  readonly toMove: Player;
  readonly options: Options;
  readonly rng: number;
  /** What each player knows of the other's hand (`known[p]`: p's knowledge), as the board keeps it. */
  readonly known: Known;
  /** Cards listed nowhere that are out of the position rather than in the supply. */
  readonly out: number;
  /** The bag's cubes by colour, or null: every cube not accounted for elsewhere. */
  readonly bag: ColorCounts | null;
}

/** The draft of a position, to edit: a turn's start (an exchange made or a cascade running is not kept). */
export function draftOf(state: GameState, known: Known = [[], []]): Draft {
  const seen = (p: Player) => known[p].filter((c) => state.hands[other(p)].includes(c));
  const whole = state.supply.length + state.discard.length + state.hands[0].length + state.hands[1].length + state.tiles.reduce((n, t) => n + t.sides[0].length + t.sides[1].length, 0);
  return {
    known: [seen(0), seen(1)],
    out: ALL_CARDS.length - whole,
    // A bag the rest of the position does not account for is kept as counts (its order is re-dealt).
    bag: state.tiles.some((t) => t.removed) || state.bag.length !== restOfCubes(state).reduce((n, c) => n + c, 0) ? countOf(state.bag) : null,
    tiles: state.tiles.map((t) => ({ number: t.number, removed: t.removed, terrain: t.terrain, cubes: [...t.cubes], sides: [[...t.sides[0]], [...t.sides[1]]], lastPlacedBy: t.lastPlacedBy })),
    hands: [[...state.hands[0]], [...state.hands[1]]],
    discard: [...state.discard],
    players: [
      { cubes: { ...state.players[0].cubes }, trophies: [...state.players[0].trophies] },
      { cubes: { ...state.players[1].cubes }, trophies: [...state.players[1].trophies] },
    ],
    toMove: state.toMove,
    options: state.options,
    rng: state.rng,
  };
}

function withTile(draft: Draft, number: TileNumber, change: (tile: DraftTile) => DraftTile): Draft {
  return { ...draft, tiles: draft.tiles.map((t) => (t.number === number && !t.removed ? change(t) : t)) };
}

function pair<T>(items: readonly [T, T], player: Player, value: T): [T, T] {
  return player === 0 ? [value, items[1]] : [items[0], value];
}

/** One cube of `color` more (`delta` 1) or fewer (-1) on a tile in play; never fewer than none. */
export function changeTileCube(draft: Draft, number: TileNumber, color: Color, delta: 1 | -1): Draft {
  return withTile(draft, number, (tile) => {
    if (delta > 0) return { ...tile, cubes: [...tile.cubes, color] };
    const at = tile.cubes.lastIndexOf(color);
    return at < 0 ? tile : { ...tile, cubes: tile.cubes.filter((_, i) => i !== at) };
  });
}

/** A card from the supply beside a tile, on a player's side (placed last, so that player placed last there). */
export function addSideCard(draft: Draft, number: TileNumber, side: Player, card: CardId): Draft {
  if (!freeCards(draft).includes(card)) return draft;
  return withTile(draft, number, (tile) => ({ ...tile, sides: pair(tile.sides, side, [...tile.sides[side], card]), lastPlacedBy: side }));
}

/** A card taken from beside a tile back to the supply. */
export function removeSideCard(draft: Draft, number: TileNumber, side: Player, card: CardId): Draft {
  return withTile(draft, number, (tile) => ({ ...tile, sides: pair(tile.sides, side, tile.sides[side].filter((c) => c !== card)) }));
}

/** A card from the supply into a player's hand. */
export function addHandCard(draft: Draft, player: Player, card: CardId): Draft {
  if (!freeCards(draft).includes(card)) return draft;
  return { ...draft, hands: pair(draft.hands, player, [...draft.hands[player], card]) };
}

/** A card from a player's hand back to the supply (the other player no longer knows it there). */
export function removeHandCard(draft: Draft, player: Player, card: CardId): Draft {
  const watcher = other(player);
  return { ...draft, hands: pair(draft.hands, player, draft.hands[player].filter((c) => c !== card)), known: pair(draft.known, watcher, draft.known[watcher].filter((c) => c !== card)) };
}

/** A card from the supply into the other hand, known to the player to move. */
export function addKnownCard(draft: Draft, card: CardId): Draft {
  const me = draft.toMove;
  const added = addHandCard(draft, other(me), card);
  return added === draft ? draft : { ...added, known: pair(draft.known, me, [...draft.known[me], card]) };
}

/** The cards of the other hand the player to move does not know. */
export function unknownCards(draft: Draft): CardId[] {
  const me = draft.toMove;
  return draft.hands[other(me)].filter((c) => !draft.known[me].includes(c));
}

/** One unknown card more in the other hand (dealt from the supply by the draft's seed) or one fewer. */
export function changeUnknown(draft: Draft, delta: 1 | -1): Draft {
  const them = other(draft.toMove);
  if (delta < 0) {
    const last = unknownCards(draft).at(-1);
    return last ? removeHandCard(draft, them, last) : draft;
  }
  const card = dealt(draft)[0];
  return card ? addHandCard(draft, them, card) : draft;
}

/** A card from the supply onto the discard pile's top. */
export function addDiscard(draft: Draft, card: CardId): Draft {
  return freeCards(draft).includes(card) ? { ...draft, discard: [card, ...draft.discard] } : draft;
}

/** A card from the discard pile back to the supply. */
export function removeDiscard(draft: Draft, card: CardId): Draft {
  return { ...draft, discard: draft.discard.filter((c) => c !== card) };
}

/** The supply's size: one card more or fewer, the rest of the cards listed nowhere out of the position. */
export function changeSupply(draft: Draft, delta: 1 | -1): Draft {
  return { ...draft, out: Math.min(Math.max(0, draft.out - delta), freeCards(draft).length) };
}

/** How many cards the supply holds. */
export function supplySize(draft: Draft): number {
  return Math.max(0, freeCards(draft).length - draft.out);
}

/** A tile's face up: mountain or flatland. */
export function setTerrain(draft: Draft, number: TileNumber, terrain: Terrain): Draft {
  return withTile(draft, number, (tile) => ({ ...tile, terrain }));
}

/**
 * A tile out of the game (its cubes and cards go back) or back in play with the first cubes that
 * the rest of the position leaves (the bag's first, when listed).
 */
export function setGone(draft: Draft, number: TileNumber, gone: boolean): Draft {
  const tile = draft.tiles[number - 1]!;
  if (tile.removed === gone) return draft;
  const tiles = [...draft.tiles];
  if (gone) {
    tiles[number - 1] = { ...tile, removed: true, cubes: [], sides: [[], []], lastPlacedBy: null };
    return { ...draft, tiles };
  }
  const left = bagOf(draft);
  const cubes = COLORS.flatMap((c) => Array<Color>(left[c]).fill(c)).slice(0, number);
  tiles[number - 1] = { ...tile, removed: false, cubes };
  const bag = draft.bag && countOf(COLORS.flatMap((c) => Array<Color>(left[c]).fill(c)).slice(cubes.length));
  return { ...draft, tiles, bag };
}

/** One cube of `color` more or fewer in the bag (listing the bag: the other cubes are out of the position). */
export function changeBagCube(draft: Draft, color: Color, delta: 1 | -1): Draft {
  const bag = bagOf(draft);
  bag[color] = Math.min(Math.max(0, bag[color] + delta), restOfDraft(draft)[color]);
  return { ...draft, bag };
}

/** The bag emptied (every cube not on a tile or won is out of the position), or null: every such cube in it. */
export function setBag(draft: Draft, bag: ColorCounts | null): Draft {
  return { ...draft, bag };
}

/** One rule option set. */
export function setOption<K extends keyof Options>(draft: Draft, key: K, value: Options[K]): Draft {
  return { ...draft, options: { ...draft.options, [key]: value } };
}

/** The bag's cubes by colour: as listed, or as the engine works it out (less the trophies' payment). */
export function bagOf(draft: Draft): ColorCounts {
  if (draft.bag) return { ...draft.bag };
  const built = buildCode(draft);
  return built.ok ? countOf(built.state.bag) : restOfDraft(draft);
}

/** Cubes of each colour on no tile and won by nobody (the bag and the box of a whole position). */
export function restOfDraft(draft: Pick<Draft, 'tiles' | 'players'>): ColorCounts {
  const left = { ...CUBES_PER_COLOR };
  for (const t of draft.tiles) for (const c of t.cubes) left[c] -= 1;
  for (const p of draft.players) for (const c of COLORS) left[c] -= p.cubes[c];
  return left;
}

function restOfCubes(state: GameState): number[] {
  const left = restOfDraft(state);
  return COLORS.map((c) => left[c] - state.box[c]);
}

function countOf(colors: readonly Color[]): ColorCounts {
  const counts = emptyCounts();
  for (const c of colors) counts[c] += 1;
  return counts;
}

/** The cards listed nowhere, in the order the draft's seed deals them. */
function dealt(draft: Draft): CardId[] {
  return shuffleInPlace(freeCards(draft), makeRng(draft.rng));
}

/**
 * An edit judged by the engine: refused, with the engine's reason, when it makes an impossible
 * position of a possible one (a draft already impossible, mid-edit of a tile's cubes, is not blamed on it).
 */
export function judged(before: Draft, after: Draft): { readonly ok: true; readonly draft: Draft } | { readonly ok: false; readonly problem: PositionProblem } {
  const now = buildCode(after);
  return now.ok || !buildCode(before).ok ? { ok: true, draft: after } : { ok: false, problem: now.problem };
}

/** A trophy given to a player (and taken from the other) or taken back (player-pieces.ts, as the sandbox does). */
export function setTrophy(draft: Draft, player: Player, color: Color, on: boolean): Draft {
  const trophies = toggleTrophy([draft.players[0].trophies, draft.players[1].trophies], player, color, on);
  return { ...draft, players: [{ ...draft.players[0], trophies: trophies[0] }, { ...draft.players[1], trophies: trophies[1] }] };
}

/** A player's won cubes of `color`, as typed: kept within none and what the other player leaves (player-pieces.ts). */
export function setWonCubes(draft: Draft, player: Player, color: Color, typed: number): Draft {
  const now = draft.players[player];
  const cubes = { ...now.cubes, [color]: clampCubes(color, typed, draft.players[player === 0 ? 1 : 0].cubes[color]) };
  return { ...draft, players: pair(draft.players, player, { ...now, cubes }) };
}

/** Whose turn it is. */
export function setTurn(draft: Draft, player: Player): Draft {
  return { ...draft, toMove: player };
}

/** The cards listed nowhere in the draft (the supply), in the game's order: the ones a person can add. */
export function freeCards(draft: Draft): CardId[] {
  const used = new Set<CardId>([...draft.hands[0], ...draft.hands[1], ...draft.discard, ...draft.tiles.flatMap((t) => [...t.sides[0], ...t.sides[1]])]);
  return ALL_CARDS.filter((c) => !used.has(c));
}

/** Counts of a tile's cubes by colour. */
export function tileCounts(tile: DraftTile): ColorCounts {
  const counts = emptyCounts();
  for (const c of tile.cubes) counts[c] += 1;
  return counts;
}

/** The draft as Position JSON (supply, bag and box left to the engine). */
export function draftJson(draft: Draft): PositionJson {
  const base = makePosition({
    options: draft.options,
    tiles: draft.tiles as GameState['tiles'],
    hands: draft.hands,
    supply: [],
    discard: draft.discard,
    bag: [],
    box: emptyCounts(),
    players: draft.players,
    toMove: draft.toMove,
    exchanged: false,
    cascade: null,
    result: null,
    rng: draft.rng,
  });
  const { supply: _supply, bag: _bag, ...rest } = base;
  const pool = dealt(draft);
  const bag = draft.bag;
  return {
    ...rest,
    players: [{ ...rest.players[0] }, { ...rest.players[1] }],
    ...(draft.out > 0 ? { supply: pool.slice(0, supplySize(draft)) } : {}),
    ...(bag ? { bag: shuffleInPlace(COLORS.flatMap((c) => Array<Color>(bag[c]).fill(c)), makeRng(draft.rng ^ 0x5bd1e995)) } : {}),
  };
}

/** The position's code, written by the engine, or the engine's reason it cannot happen. */
export function buildCode(draft: Draft): { readonly ok: true; readonly code: string; readonly state: GameState } | { readonly ok: false; readonly problem: PositionProblem } {
  const read = parsePosition(draftJson(draft));
  return read.ok ? { ok: true, code: encodePosition(read.value), state: read.value } : { ok: false, problem: read.problem };
}

/** What each player knows of the other hand, kept to the cards still there (for the board's link). */
export function draftKnown(draft: Draft): Known {
  return [draft.known[0].filter((c) => draft.hands[1].includes(c)), draft.known[1].filter((c) => draft.hands[0].includes(c))];
}

