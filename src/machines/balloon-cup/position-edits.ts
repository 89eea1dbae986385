// The analysis board's set-up by tapping (issue 33): a position edited one piece at a time, then
// checked and written by the engine (position.ts parsePosition, url.ts encodePosition). Edits only
// keep counts from going below zero; whether the result can happen in a game is the engine's
// judgement, so an impossible set-up is refused with the engine's own problem (its facts), which the
// board words as it words a pasted code's (position-code-words.ts).
// The draft leaves out the supply, the bag and the box: the cards and cubes listed nowhere else are
// there, and the trophies' payment is worked out as for any whole position.
import { ALL_CARDS, emptyCounts } from '../../engine/balloon-cup/components.ts';
import type { CardId, Color, ColorCounts, Player, TileNumber } from '../../engine/balloon-cup/components.ts';
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
}

/** The draft of a position, to edit: a turn's start (an exchange made or a cascade running is not kept). */
export function draftOf(state: GameState): Draft {
  return {
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

/** A card from a player's hand back to the supply. */
export function removeHandCard(draft: Draft, player: Player, card: CardId): Draft {
  return { ...draft, hands: pair(draft.hands, player, draft.hands[player].filter((c) => c !== card)) };
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
  return { ...rest, players: [{ ...rest.players[0] }, { ...rest.players[1] }] };
}

/** The position's code, written by the engine, or the engine's reason it cannot happen. */
export function buildCode(draft: Draft): { readonly ok: true; readonly code: string; readonly state: GameState } | { readonly ok: false; readonly problem: PositionProblem } {
  const read = parsePosition(draftJson(draft));
  return read.ok ? { ok: true, code: encodePosition(read.value), state: read.value } : { ok: false, problem: read.problem };
}

