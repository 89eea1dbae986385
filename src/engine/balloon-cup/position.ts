// Position JSON (shared/conformance/README.md): the import/export format for puzzles, tests and
// shared links. `parsePosition` is the one validating step from untrusted JSON to a GameState
// (chessops' Setup → Position); `makePosition` is its inverse, and parse(make(s)) equals s for
// every reachable state. A refusal is facts (result.ts PositionProblem: the code, the tile, the
// colour, the counts, and the field at fault for logs), never a sentence; the words are in
// src/components/balloon-cup/position-problem-words.ts. Any input gets an answer.
// Beyond the format, a position must be one a game can show: hands of at most 8 cards, no card
// or cube twice or beyond the 45 of each, the box holding exactly what the trophies claimed
// were paid with (or empty, with spent cubes going back to the bag), no compulsory claim left
// unmade, a game with no card left to fit already ended blocked, an exchange pending only with
// a card to place, a tile gone only when the bag could not refill it (the bag it lists, or every
// cube accounted for nowhere else when it leaves the bag out; allowing for spent cubes that went
// back into it since), the cube limit kept.
// Partial positions (supply or bag listed) leave the cards and cubes they omit out of the game,
// so the checks that need every card or cube (blocked, payments) allow for those.
import {
  ALL_CARDS, COLORS, CUBES_PER_COLOR, HAND_SIZE, START_TERRAIN, TERRAINS, TILE_NUMBERS, TRADE_SET_SIZE, TROPHIES_TO_WIN,
  TROPHY_COST, countColors, emptyCounts, isCard, isColor,
} from './components.ts';
import { isBlocked } from './blocked.ts';
import type { CardId, Color, ColorCounts, Player, Terrain, TileNumber } from './components.ts';
import { COLOR_OF } from './cards.ts';
import { excerpt, keyExcerpt } from '../excerpt.ts';
import { hasAffordableClaim, tradesAllowed } from './cascade.ts';
import type { Options } from './options.ts';
import { DEFAULT_OPTIONS, OPTION_CHOICES } from './options.ts';
import { handHasFit, isComplete } from './placement.ts';
import type { ErrorCode, PositionPart, PositionProblem } from './result.ts';
import { fail, ok } from './result.ts';
import { removedTile } from './scoring.ts';
import { findPayment } from './spent-cubes.ts';
import { compulsoryTrophies } from './trophies.ts';
import type { CascadeState, GameResult, GameState, PlayerState, Tile } from './state.ts';

export type CountsJson = Partial<Record<Color, number>>;

export type TileJson =
  | { readonly number: TileNumber; readonly removed: true }
  | {
    readonly number: TileNumber;
    readonly terrain: Terrain;
    readonly cubes: readonly Color[];
    readonly sides: readonly [readonly CardId[], readonly CardId[]];
    readonly lastPlacedBy?: Player;
  };

export interface PlayerJson {
  readonly cubes: CountsJson;
  readonly trophies: readonly Color[];
}

export interface PositionJson {
  readonly tiles: readonly TileJson[];
  readonly hands: readonly [readonly CardId[], readonly CardId[]];
  /** Omitted: every card listed nowhere else, canonical order. */
  readonly supply?: readonly CardId[];
  readonly discard?: readonly CardId[];
  /** Omitted: every cube accounted for nowhere else, canonical order. */
  readonly bag?: readonly Color[];
  /** Cubes spent on trophies, out of the game. Omitted: none. */
  readonly box?: CountsJson;
  readonly players: readonly [PlayerJson, PlayerJson];
  readonly toMove: Player;
  // Project extensions, so any mid-game state round-trips (all optional, defaults in brackets):
  /** Rule options that differ from the defaults [Rio Grande]. */
  readonly options?: Partial<Options>;
  /** PRNG state, a uint32 [0]. */
  readonly rng?: number;
  /** The player to move exchanged this turn and must now place [false]. */
  readonly exchanged?: boolean;
  /** A running claim cascade [none]. */
  readonly cascade?: CascadeState;
  /** The game is over [not over; a player holding three trophies implies their win]. */
  readonly result?: GameResult;
}

/** PRNG state of a position that gives none. */
export const DEFAULT_RNG = 0;


/** Cubes in the game, all colors together. */
const TOTAL_CUBES = COLORS.reduce((sum, c) => sum + CUBES_PER_COLOR[c], 0);

/** A refused position: its facts (words: components/balloon-cup/position-words.ts), `message` a terse line of them for logs. */
type Refused = { readonly ok: false; readonly error: 'bad-position'; readonly message: string; readonly problem: PositionProblem };

type Parsed<T> = { readonly ok: true; readonly value: T } | Refused;

function bad(problem: PositionProblem): Refused {
  return fail('bad-position', problem);
}

/** Not in the form Position JSON takes, at `field` (in the words' `part`). */
function form(field: string, part: PositionPart, value?: unknown): Refused {
  return bad({ code: 'pos-form', field, part, found: excerpt(value) });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parsePlayerIndex(value: unknown, field: string): Parsed<Player> {
  if (value === 0 || value === 1) return ok(value);
  return form(field, field.startsWith('cascade') ? 'cascade' : field.startsWith('result') ? 'result' : 'turn', value);
}

function parseCounts(value: unknown, field: string): Parsed<ColorCounts> {
  const counts = emptyCounts();
  if (value === undefined) return ok(counts);
  if (!isObject(value)) return form(field, 'cubes', value);
  for (const [key, n] of Object.entries(value)) {
    if (!isColor(key)) return form(`${field}.${keyExcerpt(key)}`, 'cubes', key);
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) return form(`${field}.${key}`, 'cubes', n);
    if (n > CUBES_PER_COLOR[key]) return bad({ code: 'pos-cubes-over', field: `${field}.${key}`, color: key, count: n, total: CUBES_PER_COLOR[key] });
    counts[key] = n;
  }
  return ok(counts);
}

function parseColors(value: unknown, field: string): Parsed<Color[]> {
  const part = field.endsWith('trophies') ? 'trophies' : 'cubes';
  if (!Array.isArray(value)) return form(field, part, value);
  if (value.length > TOTAL_CUBES) return form(field, part, value);
  for (let i = 0; i < value.length; i += 1) {
    if (!isColor(value[i])) return form(`${field}[${i}]`, part, value[i]);
  }
  return ok(value as Color[]);
}

/** Tracks every card listed so far, to reject unknown cards and cards listed twice. */
class CardLedger {
  readonly where = new Map<CardId, string>();

  list(value: unknown, field: string): Parsed<CardId[]> {
    if (!Array.isArray(value)) return form(field, 'cards', value);
    if (value.length > ALL_CARDS.length) return form(field, 'cards', value);
    for (let i = 0; i < value.length; i += 1) {
      const card: unknown = value[i];
      const at = `${field}[${i}]`;
      if (!isCard(card)) return form(at, 'cards', card);
      const first = this.where.get(card);
      if (first !== undefined) return bad({ code: 'pos-card-twice', field: `${at} (also ${first})`, card });
      this.where.set(card, at);
    }
    return ok(value as CardId[]);
  }
}

function parseTile(value: unknown, index: number, cards: CardLedger): Parsed<Tile> {
  const field = `tiles[${index}]`;
  if (!isObject(value)) return form(field, 'tiles', value);
  const number = value.number;
  if (!TILE_NUMBERS.includes(number as TileNumber)) return form(`${field}.number`, 'tiles', number);
  const n = number as TileNumber;
  if (value.removed !== undefined && typeof value.removed !== 'boolean') return form(`${field}.removed`, 'tiles', value.removed);
  if (value.removed === true) {
    const cubes = value.cubes;
    const sides = value.sides;
    if ((Array.isArray(cubes) && cubes.length > 0) || (Array.isArray(sides) && sides.some((s) => Array.isArray(s) && s.length > 0))) {
      return bad({ code: 'pos-tile-removed-holds', field, tile: n });
    }
    return ok(removedTile(n));
  }
  const terrain = value.terrain ?? START_TERRAIN[n];
  if (!TERRAINS.includes(terrain as Terrain)) return form(`${field}.terrain`, 'tiles', terrain);
  const cubes = parseColors(value.cubes, `${field}.cubes`);
  if (!cubes.ok) return cubes;
  if (cubes.value.length !== n) return bad({ code: 'pos-tile-cubes', field: `${field}.cubes`, tile: n, count: cubes.value.length });
  const rawSides = value.sides ?? [[], []];
  if (!Array.isArray(rawSides) || rawSides.length !== 2) return form(`${field}.sides`, 'tiles', rawSides);
  const need = emptyCounts();
  for (const c of cubes.value) need[c] += 1;
  const sides: CardId[][] = [];
  for (const s of [0, 1] as const) {
    const list = cards.list(rawSides[s], `${field}.sides[${s}]`);
    if (!list.ok) return list;
    const have = emptyCounts();
    for (let i = 0; i < list.value.length; i += 1) {
      const card = list.value[i]!;
      const color = COLOR_OF.get(card)!;
      have[color] += 1;
      if (have[color] > need[color]) {
        return bad({ code: 'pos-card-fit', field: `${field}.sides[${s}][${i}]`, tile: n, card, color, need: need[color] });
      }
    }
    sides.push(list.value);
  }
  let lastPlacedBy: Player | null = null;
  if (value.lastPlacedBy !== undefined && value.lastPlacedBy !== null) {
    const who = parsePlayerIndex(value.lastPlacedBy, `${field}.lastPlacedBy`);
    if (!who.ok) return who;
    // Only meaningful while cards lie beside the tile; an empty tile keeps none.
    if (sides[0]!.length + sides[1]!.length > 0) lastPlacedBy = who.value;
  }
  const tile: Tile = { number: n, removed: false, terrain: terrain as Terrain, cubes: cubes.value, sides: [sides[0]!, sides[1]!], lastPlacedBy };
  if (isComplete(tile)) return bad({ code: 'pos-tile-full', field: `${field}.sides`, tile: n });
  return ok(tile);
}

function parseTiles(value: unknown, cards: CardLedger): Parsed<GameState['tiles']> {
  if (!Array.isArray(value)) return form('tiles', 'tiles', value);
  // Duplicates first: a tile listed twice would otherwise be blamed on its cubes or cards.
  const firstAt = new Map<unknown, number>();
  for (let i = 0; i < value.length; i += 1) {
    const number: unknown = isObject(value[i]) ? (value[i] as Record<string, unknown>).number : undefined;
    if (!TILE_NUMBERS.includes(number as TileNumber)) continue;
    const first = firstAt.get(number);
    if (first !== undefined) return bad({ code: 'pos-tile-twice', field: `tiles[${i}].number (also tiles[${first}])`, tile: number as TileNumber });
    firstAt.set(number, i);
  }
  const byNumber: Array<Tile | undefined> = [undefined, undefined, undefined, undefined];
  for (let i = 0; i < value.length; i += 1) {
    const tile = parseTile(value[i], i, cards);
    if (!tile.ok) return tile;
    byNumber[tile.value.number - 1] = tile.value;
  }
  for (const n of TILE_NUMBERS) {
    if (!byNumber[n - 1]) return bad({ code: 'pos-tile-missing', field: 'tiles', tile: n });
  }
  return ok(byNumber as unknown as GameState['tiles']);
}

function parsePlayers(value: unknown): Parsed<[PlayerState, PlayerState]> {
  if (!Array.isArray(value) || value.length !== 2) return form('players', 'players', value);
  const players: PlayerState[] = [];
  const holder = new Map<Color, string>();
  for (const p of [0, 1] as const) {
    const field = `players[${p}]`;
    const raw: unknown = value[p];
    if (!isObject(raw)) return form(field, 'players', raw);
    const cubes = parseCounts(raw.cubes, `${field}.cubes`);
    if (!cubes.ok) return cubes;
    const trophies = parseColors(raw.trophies ?? [], `${field}.trophies`);
    if (!trophies.ok) return trophies;
    for (const trophy of trophies.value) {
      const other = holder.get(trophy);
      if (other === field) return bad({ code: 'pos-trophy-twice', field: `${field}.trophies`, player: p, color: trophy });
      if (other !== undefined) return bad({ code: 'pos-trophy-both', field: `${field}.trophies`, color: trophy });
      holder.set(trophy, field);
    }
    if (trophies.value.length > TROPHIES_TO_WIN) {
      return bad({ code: 'pos-trophies-over', field: `${field}.trophies`, player: p, count: trophies.value.length, max: TROPHIES_TO_WIN });
    }
    players.push({ cubes: cubes.value, trophies: trophies.value });
  }
  return ok([players[0]!, players[1]!]);
}

function parseResult(value: unknown, players: readonly PlayerState[]): Parsed<GameResult | null> {
  const three = ([0, 1] as const).filter((p) => players[p]!.trophies.length === TROPHIES_TO_WIN);
  if (value === undefined || value === null) {
    // A third trophy ends the game at once, so a position showing one is over.
    return ok(three.length > 0 ? { winner: three[0]!, reason: 'trophies' } : null);
  }
  if (!isObject(value)) return form('result', 'result', value);
  if (value.reason === 'blocked') {
    if (value.winner !== null && value.winner !== undefined) return bad({ code: 'pos-blocked-winner', field: 'result.winner' });
    if (three.length > 0) return bad({ code: 'pos-result-trophies', field: 'result.reason', player: three[0]! });
    return ok({ winner: null, reason: 'blocked' });
  }
  if (value.reason !== 'trophies') return form('result.reason', 'result', value.reason);
  const winner = parsePlayerIndex(value.winner, 'result.winner');
  if (!winner.ok) return winner;
  if (!three.includes(winner.value)) return bad({ code: 'pos-result-winner', field: 'result.winner', player: winner.value });
  return ok({ winner: winner.value, reason: 'trophies' });
}

function parseCascade(value: unknown): Parsed<CascadeState | null> {
  if (value === undefined || value === null) return ok(null);
  if (!isObject(value)) return form('cascade', 'cascade', value);
  const winner = parsePlayerIndex(value.winner, 'cascade.winner');
  if (!winner.ok) return winner;
  const part = parsePlayerIndex(value.part ?? winner.value, 'cascade.part');
  if (!part.ok) return part;
  return ok({ winner: winner.value, part: part.value });
}

/** A refused position; a tile gone that the bag could refill also comes as facts (`fault`). */
export interface PositionRefusal {
  readonly ok: false;
  readonly error: ErrorCode;
  readonly message: string;
  readonly problem: PositionProblem;
  readonly fault?: GoneTileFault;
}

/** Reads and validates a Position JSON value (untrusted input). */
export function parsePosition(json: unknown): { readonly ok: true; readonly value: GameState } | PositionRefusal {
  if (!isObject(json)) return form('position', 'position', json);
  const options = parseOptions(json.options);
  if (!options.ok) return options;
  const cards = new CardLedger();
  const tiles = parseTiles(json.tiles, cards);
  if (!tiles.ok) return tiles;
  if (!Array.isArray(json.hands) || json.hands.length !== 2) return form('hands', 'hands', json.hands);
  const hand0 = cards.list(json.hands[0], 'hands[0]');
  if (!hand0.ok) return hand0;
  const hand1 = cards.list(json.hands[1], 'hands[1]');
  if (!hand1.ok) return hand1;
  for (const [p, hand] of [hand0.value, hand1.value].entries()) {
    if (hand.length > HAND_SIZE) return bad({ code: 'pos-hand-over', field: `hands[${p}]`, player: p as Player, count: hand.length, max: HAND_SIZE });
  }
  const discard = json.discard === undefined ? ok([] as CardId[]) : cards.list(json.discard, 'discard');
  if (!discard.ok) return discard;
  let supply: Parsed<CardId[]>;
  if (json.supply === undefined) supply = ok(ALL_CARDS.filter((c) => !cards.where.has(c)));
  else supply = cards.list(json.supply, 'supply');
  if (!supply.ok) return supply;

  const players = parsePlayers(json.players);
  if (!players.ok) return players;
  const box = parseCounts(json.box, 'box');
  if (!box.ok) return box;
  // Cubes: no color may appear more often than it exists, wherever the cubes are.
  const used = emptyCounts();
  const count = (color: Color, field: string): PositionProblem | null => {
    used[color] += 1;
    return used[color] > CUBES_PER_COLOR[color]
      ? { code: 'pos-cubes-over', field, color, count: used[color], total: CUBES_PER_COLOR[color] }
      : null;
  };
  for (const tile of tiles.value) {
    for (const cube of tile.cubes) {
      const problem = count(cube, `tiles[${tile.number - 1}].cubes`);
      if (problem) return bad(problem);
    }
  }
  for (const p of [0, 1] as const) {
    for (const c of COLORS) {
      for (let i = 0; i < players.value[p].cubes[c]; i += 1) {
        const problem = count(c, `players[${p}].cubes.${c}`);
        if (problem) return bad(problem);
      }
    }
  }
  for (const c of COLORS) {
    for (let i = 0; i < box.value[c]; i += 1) {
      const problem = count(c, `box.${c}`);
      if (problem) return bad(problem);
    }
  }
  // Cubes spent on trophies (rules §6): in the box, or back in the bag (spentCubes: bag).
  const claimed = COLORS.filter((c) => players.value.some((p) => p.trophies.includes(c)));
  if (options.value.spentCubes === 'bag') {
    const inBox = COLORS.find((c) => box.value[c] > 0);
    if (inBox !== undefined) return bad({ code: 'pos-box-option', field: `box.${inBox}`, color: inBox });
  } else if (json.box === undefined && json.bag === undefined && claimed.length > 0) {
    // A whole position that leaves out the box: the trophies' payment comes out of the cubes
    // not listed elsewhere (the bag), with as many cubes of each trophy's own colour as possible.
    const left = emptyCounts();
    for (const c of COLORS) left[c] = CUBES_PER_COLOR[c] - used[c];
    const payment = findPayment(claimed, emptyCounts(), left);
    if (payment === null) return bad(paymentProblem(claimed, box.value));
    for (const c of COLORS) {
      box.value[c] = payment[c];
      used[c] += payment[c];
    }
  }
  let bag: Color[];
  if (json.bag === undefined) {
    bag = COLORS.flatMap((c) => Array<Color>(CUBES_PER_COLOR[c] - used[c]).fill(c));
  } else {
    const listed = parseColors(json.bag, 'bag');
    if (!listed.ok) return listed;
    for (let i = 0; i < listed.value.length; i += 1) {
      const problem = count(listed.value[i]!, `bag[${i}]`);
      if (problem) return bad(problem);
    }
    bag = listed.value;
  }
  if (options.value.spentCubes === 'box' && (json.box !== undefined || json.bag !== undefined)) {
    // The box holds exactly the trophies' payments; in a partial position (bag listed) part of
    // them may be among the cubes the position leaves out.
    const unlisted = emptyCounts();
    for (const c of COLORS) unlisted[c] = CUBES_PER_COLOR[c] - used[c];
    if (json.bag === undefined) for (const c of COLORS) unlisted[c] = 0;
    const most = emptyCounts();
    for (const c of COLORS) most[c] = box.value[c] + unlisted[c];
    if (findPayment(claimed, box.value, most) === null) return bad(paymentProblem(claimed, box.value));
  }

  const toMove = parsePlayerIndex(json.toMove, 'toMove');
  if (!toMove.ok) return toMove;
  let rng = DEFAULT_RNG;
  if (json.rng !== undefined) {
    if (typeof json.rng !== 'number' || !Number.isInteger(json.rng) || json.rng < 0 || json.rng > 0xffffffff) {
      return form('rng', 'turn', json.rng);
    }
    rng = json.rng;
  }
  if (json.exchanged !== undefined && typeof json.exchanged !== 'boolean') return form('exchanged', 'turn', json.exchanged);
  const exchanged = json.exchanged === true;
  const cascade = parseCascade(json.cascade);
  if (!cascade.ok) return cascade;
  const result = parseResult(json.result, players.value);
  if (!result.ok) return result;
  if (result.value && cascade.value) return bad({ code: 'pos-cascade-over', field: 'cascade' });
  if (exchanged && cascade.value) return bad({ code: 'pos-cascade-exchanged', field: 'exchanged' });
  if (cascade.value) {
    // A part with no affordable claim passes by itself, so a running cascade always waits for a
    // player who can claim (the flow in cascade.ts never stops anywhere else).
    const { winner, part } = cascade.value;
    if (!hasAffordableClaim(players.value, part, tradesAllowed({ winner, tradeAfterWin: options.value.tradeAfterWin }, part))) {
      return bad({ code: 'pos-cascade-part', field: 'cascade.part', player: part });
    }
  }

  const state: GameState = {
    options: options.value,
    tiles: tiles.value,
    hands: [hand0.value, hand1.value],
    supply: supply.value,
    discard: discard.value,
    bag,
    box: box.value,
    players: players.value,
    toMove: toMove.value,
    exchanged,
    cascade: cascade.value,
    result: result.value,
    rng,
  };
  const problem = playProblem(state);
  if (problem === null) return ok(state);
  if (problem.code !== 'tile-gone-refillable') return bad(problem);
  return { ...bad({ ...problem, field: `tiles[${problem.tile - 1}].removed` }), fault: problem };
}

/**
 * What a game in progress cannot show, whatever was played: a claim left unmade that was
 * compulsory, a game that should already have ended blocked, a pending exchange with nothing to
 * place, a tile left out while the bag could refill it, cubes above the cube limit.
 */
function playProblem(state: GameState): PositionProblem | GoneTileFault | null {
  const { options, players, result, cascade } = state;
  const allCards = state.supply.length + state.discard.length + state.hands[0].length + state.hands[1].length +
    state.tiles.reduce((n, t) => n + t.sides[0].length + t.sides[1].length, 0) === ALL_CARDS.length;
  const claimed = COLORS.filter((c) => players.some((p) => p.trophies.includes(c)));
  if (result === null) {
    for (const p of [0, 1] as const) {
      const owed = compulsoryTrophies(players[p].cubes, claimed)[0];
      if (owed !== undefined) {
        return { code: 'pos-claim-open', field: `players[${p}].cubes.${owed}`, player: p, color: owed, count: players[p].cubes[owed] };
      }
    }
    // Only a position listing every card can be judged blocked: cards a partial one leaves out
    // might fit.
    if (cascade === null && allCards && isBlocked(state)) {
      return { code: 'pos-blocked', field: 'result' };
    }
  } else if (result.reason === 'blocked' && allCards && !isBlocked(state)) {
    return { code: 'pos-not-blocked', field: 'result.reason' };
  }
  if (state.exchanged && !handHasFit(state.tiles, state.hands[state.toMove])) {
    return { code: 'pos-exchanged-no-fit', field: 'exchanged', player: state.toMove };
  }
  const gone = goneTileFault(state);
  if (gone !== null) return gone;
  for (const tile of state.tiles) {
    if (tile.removed) continue;
    if (options.cubeLimit) {
      const counts = countColors(tile.cubes);
      const over = COLORS.find((c) => counts[c] > TROPHY_COST[c] - 1);
      if (over !== undefined) {
        return { code: 'pos-cube-limit', field: `tiles[${tile.number - 1}].cubes`, tile: tile.number, color: over, count: counts[over], max: TROPHY_COST[over] - 1 };
      }
    }
  }
  return null;
}

/**
 * The fewest cubes of each color the bag can have held when a tile left the game. A tile leaves
 * when the bag cannot refill it (rules §4 step 5), and the bag never grows afterwards unless
 * spent cubes go back into it (spentCubes: bag): then it may since have gained the payments of
 * the trophies claimed. Each claimed trophy C pays at most its cost in C, and cubes of a color
 * claimed before it in sets of three for each cube short, so a claimed color may have come back
 * at most its own cost plus three cubes for each cube of every other claimed trophy's cost.
 * Taking all of that out is the most a game can explain, so the check refuses only positions no
 * game reaches.
 */
function bagBeforeReturns(state: GameState): ColorCounts {
  const bag = countColors(state.bag);
  if (state.options.spentCubes !== 'bag') return bag;
  const claimed = COLORS.filter((c) => state.players.some((p) => p.trophies.includes(c)));
  const allCosts = claimed.reduce((sum, c) => sum + TROPHY_COST[c], 0);
  for (const c of claimed) {
    const back = TROPHY_COST[c] + TRADE_SET_SIZE * (allCosts - TROPHY_COST[c]);
    bag[c] = Math.max(0, bag[c] - back);
  }
  return bag;
}

/**
 * Whether a bag could refill tile `number`: it holds that many cubes, and with the cube limit
 * that many that respect it (at most cost − 1 of a color; piles.ts drawCubes).
 */
export function bagCanRefill(bag: ColorCounts, number: number, cubeLimit: boolean): boolean {
  let usable = 0;
  for (const c of COLORS) usable += cubeLimit ? Math.min(bag[c], TROPHY_COST[c] - 1) : bag[c];
  return usable >= number;
}

/**
 * A tile out of the game while the bag could refill it (rules §4 step 5), as facts: the first
 * such tile, the cubes the bag held then that could go on it (with the cube limit, only those
 * that respect it) and how many of the bag's cubes trophy payments may have put back since.
 * A position that leaves its bag out is judged like any other: its bag is every cube not
 * accounted for elsewhere (shared/conformance/README.md).
 */
export interface GoneTileFault {
  readonly code: 'tile-gone-refillable';
  readonly tile: TileNumber;
  readonly cubes: number;
  readonly returned: number;
  readonly cubeLimit: boolean;
}

/** The first tile out of the game that the bag could have refilled (see bagBeforeReturns), or null. */
export function goneTileFault(state: GameState): GoneTileFault | null {
  const before = bagBeforeReturns(state);
  const { cubeLimit } = state.options;
  for (const tile of state.tiles) {
    if (!tile.removed || !bagCanRefill(before, tile.number, cubeLimit)) continue;
    let cubes = 0;
    for (const c of COLORS) cubes += cubeLimit ? Math.min(before[c], TROPHY_COST[c] - 1) : before[c];
    const held = COLORS.reduce((sum, c) => sum + before[c], 0);
    return { code: 'tile-gone-refillable', tile: tile.number, cubes, returned: state.bag.length - held, cubeLimit };
  }
  return null;
}

/** Why the trophies claimed cannot have been paid for with the box (and, partial, unlisted cubes). */
function paymentProblem(claimed: readonly Color[], box: ColorCounts): PositionProblem {
  if (claimed.length === 0) return { code: 'pos-box-unclaimed', field: 'box', count: COLORS.reduce((n, c) => n + box[c], 0) };
  return { code: 'pos-unpaid', field: 'box', colors: claimed };
}

function countsJson(counts: ColorCounts): CountsJson {
  const out: CountsJson = {};
  for (const c of COLORS) if (counts[c] > 0) out[c] = counts[c];
  return out;
}

/**
 * Reads a partial options object (a position's `options`, an example's, a URL's); missing options
 * take their defaults. Here rather than in options.ts, beside its inverse optionsJson, so that a
 * page that only starts games (the play page) does not download the validation.
 */
export function parseOptions(input: unknown): Parsed<Options> {
  if (input === undefined || input === null) return ok(DEFAULT_OPTIONS);
  if (typeof input !== 'object' || Array.isArray(input)) {
    return form('options', 'options', input);
  }
  const out: Record<string, unknown> = { ...DEFAULT_OPTIONS };
  for (const [key, value] of Object.entries(input)) {
    // Own keys only: "toString" or "constructor" must read as unknown options, not as methods.
    if (!Object.hasOwn(OPTION_CHOICES, key)) {
      return bad({ code: 'pos-option-unknown', field: `options.${keyExcerpt(key)}`, option: keyExcerpt(key) });
    }
    const choices: readonly unknown[] = OPTION_CHOICES[key as keyof Options];
    if (!choices.includes(value)) {
      return bad({ code: 'pos-option-value', field: `options.${key}`, option: key });
    }
    out[key] = value;
  }
  return ok(out as unknown as Options);
}

function optionsJson(options: Options): Partial<Options> | undefined {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(OPTION_CHOICES) as Array<keyof Options>) {
    if (options[key] !== DEFAULT_OPTIONS[key]) out[key] = options[key];
  }
  return Object.keys(out).length > 0 ? (out as Partial<Options>) : undefined;
}

/**
 * Writes a state as Position JSON: supply, discard and bag always explicit (so partial positions
 * survive), zero cube counts left out, the extensions only when they differ from their defaults (`rng` always).
 */
export function makePosition(state: GameState): PositionJson {
  const tiles = state.tiles.map((tile): TileJson => {
    if (tile.removed) return { number: tile.number, removed: true };
    const base = { number: tile.number, terrain: tile.terrain, cubes: [...tile.cubes], sides: [[...tile.sides[0]], [...tile.sides[1]]] as [CardId[], CardId[]] };
    return tile.lastPlacedBy === null ? base : { ...base, lastPlacedBy: tile.lastPlacedBy };
  });
  const box = countsJson(state.box);
  const options = optionsJson(state.options);
  return {
    tiles,
    hands: [[...state.hands[0]], [...state.hands[1]]],
    supply: [...state.supply],
    discard: [...state.discard],
    bag: [...state.bag],
    ...(Object.keys(box).length > 0 ? { box } : {}),
    players: [
      { cubes: countsJson(state.players[0].cubes), trophies: [...state.players[0].trophies] },
      { cubes: countsJson(state.players[1].cubes), trophies: [...state.players[1].trophies] },
    ],
    toMove: state.toMove,
    ...(options ? { options } : {}),
    rng: state.rng,
    ...(state.exchanged ? { exchanged: true } : {}),
    ...(state.cascade ? { cascade: { winner: state.cascade.winner, part: state.cascade.part } } : {}),
    ...(state.result ? { result: { winner: state.result.winner, reason: state.result.reason } } : {}),
  };
}
