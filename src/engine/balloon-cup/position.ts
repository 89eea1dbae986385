// Position JSON (shared/conformance/README.md): the import/export format for puzzles, tests and
// shared links. `parsePosition` is the one validating step from untrusted JSON to a GameState
// (chessops' Setup → Position); `makePosition` is its inverse, and parse(make(s)) equals s for
// every reachable state. Errors name the field at fault: `tiles[1].cubes: tile 2 needs …`, and
// quote a refused value by a short excerpt only (../excerpt.ts): any input gets an answer.
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
import type { ErrorCode, Result } from './result.ts';
import { err, ok } from './result.ts';
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

type Parsed<T> = Result<T>;

/** Cubes in the game, all colors together. */
const TOTAL_CUBES = COLORS.reduce((sum, c) => sum + CUBES_PER_COLOR[c], 0);

function bad(message: string): { readonly ok: false; readonly error: 'bad-position'; readonly message: string } {
  return err('bad-position', message);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parsePlayerIndex(value: unknown, field: string): Parsed<Player> {
  if (value === 0 || value === 1) return ok(value);
  return bad(`${field}: expected 0 or 1, found ${excerpt(value)}`);
}

function parseCounts(value: unknown, field: string): Parsed<ColorCounts> {
  const counts = emptyCounts();
  if (value === undefined) return ok(counts);
  if (!isObject(value)) return bad(`${field}: expected an object of colors to numbers of cubes, found ${excerpt(value)}`);
  for (const [key, n] of Object.entries(value)) {
    if (!isColor(key)) return bad(`${field}.${keyExcerpt(key)}: not a color (${COLORS.join(', ')})`);
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) return bad(`${field}.${key}: expected a whole number of cubes, found ${excerpt(n)}`);
    if (n > CUBES_PER_COLOR[key]) return bad(`${field}.${key}: ${n} ${key} cubes, only ${CUBES_PER_COLOR[key]} exist`);
    counts[key] = n;
  }
  return ok(counts);
}

function parseColors(value: unknown, field: string): Parsed<Color[]> {
  if (!Array.isArray(value)) return bad(`${field}: expected a list of cube colors, found ${excerpt(value)}`);
  if (value.length > TOTAL_CUBES) return bad(`${field}: ${value.length} cubes listed, but the game has ${TOTAL_CUBES}`);
  for (let i = 0; i < value.length; i += 1) {
    if (!isColor(value[i])) return bad(`${field}[${i}]: ${excerpt(value[i])} is not a color (${COLORS.join(', ')})`);
  }
  return ok(value as Color[]);
}

/** Tracks every card listed so far, to reject unknown cards and cards listed twice. */
class CardLedger {
  readonly where = new Map<CardId, string>();

  list(value: unknown, field: string): Parsed<CardId[]> {
    if (!Array.isArray(value)) return bad(`${field}: expected a list of cards such as "red-13", found ${excerpt(value)}`);
    if (value.length > ALL_CARDS.length) return bad(`${field}: ${value.length} cards listed, but the game has ${ALL_CARDS.length}`);
    for (let i = 0; i < value.length; i += 1) {
      const card: unknown = value[i];
      const at = `${field}[${i}]`;
      if (!isCard(card)) return bad(`${at}: ${excerpt(card)} is not a card (cards are color-value, such as "red-13")`);
      const first = this.where.get(card);
      if (first !== undefined) return bad(`${at}: ${card} is listed twice (also at ${first})`);
      this.where.set(card, at);
    }
    return ok(value as CardId[]);
  }
}

function parseTile(value: unknown, index: number, cards: CardLedger): Parsed<Tile> {
  const field = `tiles[${index}]`;
  if (!isObject(value)) return bad(`${field}: expected a tile object, found ${excerpt(value)}`);
  const number = value.number;
  if (!TILE_NUMBERS.includes(number as TileNumber)) return bad(`${field}.number: expected 1, 2, 3 or 4, found ${excerpt(number)}`);
  const n = number as TileNumber;
  if (value.removed !== undefined && typeof value.removed !== 'boolean') return bad(`${field}.removed: expected true or false`);
  if (value.removed === true) {
    const cubes = value.cubes;
    const sides = value.sides;
    if ((Array.isArray(cubes) && cubes.length > 0) || (Array.isArray(sides) && sides.some((s) => Array.isArray(s) && s.length > 0))) {
      return bad(`${field}: tile ${n} is removed, so it holds no cubes or cards`);
    }
    return ok(removedTile(n));
  }
  const terrain = value.terrain ?? START_TERRAIN[n];
  if (!TERRAINS.includes(terrain as Terrain)) return bad(`${field}.terrain: expected "mountain" or "flatland", found ${excerpt(terrain)}`);
  const cubes = parseColors(value.cubes, `${field}.cubes`);
  if (!cubes.ok) return cubes;
  if (cubes.value.length !== n) return bad(`${field}.cubes: tile ${n} needs exactly ${n} cube${n === 1 ? '' : 's'}, found ${cubes.value.length}`);
  const rawSides = value.sides ?? [[], []];
  if (!Array.isArray(rawSides) || rawSides.length !== 2) return bad(`${field}.sides: expected two lists of cards, player 0's side first`);
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
        return bad(`${field}.sides[${s}][${i}]: ${card} does not fit tile ${n}: its cubes call for ${need[color]} ${color} card${need[color] === 1 ? '' : 's'} a side`);
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
  if (isComplete(tile)) return bad(`${field}.sides: both sides of tile ${n} are full, so it would already have been scored`);
  return ok(tile);
}

function parseTiles(value: unknown, cards: CardLedger): Parsed<GameState['tiles']> {
  if (!Array.isArray(value)) return bad(`tiles: expected a list of the four tiles, found ${excerpt(value)}`);
  // Duplicates first: a tile listed twice would otherwise be blamed on its cubes or cards.
  const firstAt = new Map<unknown, number>();
  for (let i = 0; i < value.length; i += 1) {
    const number: unknown = isObject(value[i]) ? (value[i] as Record<string, unknown>).number : undefined;
    if (!TILE_NUMBERS.includes(number as TileNumber)) continue;
    const first = firstAt.get(number);
    if (first !== undefined) return bad(`tiles[${i}].number: tile ${String(number)} is listed twice (also at tiles[${first}])`);
    firstAt.set(number, i);
  }
  const byNumber: Array<Tile | undefined> = [undefined, undefined, undefined, undefined];
  for (let i = 0; i < value.length; i += 1) {
    const tile = parseTile(value[i], i, cards);
    if (!tile.ok) return tile;
    byNumber[tile.value.number - 1] = tile.value;
  }
  for (const n of TILE_NUMBERS) {
    if (!byNumber[n - 1]) return bad(`tiles: tile ${n} is missing (a tile out of the game is listed as {"number": ${n}, "removed": true})`);
  }
  return ok(byNumber as unknown as GameState['tiles']);
}

function parsePlayers(value: unknown): Parsed<[PlayerState, PlayerState]> {
  if (!Array.isArray(value) || value.length !== 2) return bad('players: expected two players, player 0 first');
  const players: PlayerState[] = [];
  const holder = new Map<Color, string>();
  for (const p of [0, 1] as const) {
    const field = `players[${p}]`;
    const raw: unknown = value[p];
    if (!isObject(raw)) return bad(`${field}: expected an object with "cubes" and "trophies"`);
    const cubes = parseCounts(raw.cubes, `${field}.cubes`);
    if (!cubes.ok) return cubes;
    const trophies = parseColors(raw.trophies ?? [], `${field}.trophies`);
    if (!trophies.ok) return trophies;
    for (const trophy of trophies.value) {
      const other = holder.get(trophy);
      if (other === field) return bad(`${field}.trophies: the ${trophy} trophy is listed twice`);
      if (other !== undefined) return bad(`${field}.trophies: the ${trophy} trophy is held by both players`);
      holder.set(trophy, field);
    }
    if (trophies.value.length > TROPHIES_TO_WIN) return bad(`${field}.trophies: ${trophies.value.length} trophies; the game ends at ${TROPHIES_TO_WIN}`);
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
  if (!isObject(value)) return bad('result: expected {"winner": 0, 1 or null, "reason": "trophies" or "blocked"}');
  if (value.reason === 'blocked') {
    if (value.winner !== null && value.winner !== undefined) return bad('result.winner: a blocked game has no winner (null)');
    if (three.length > 0) return bad(`result.reason: player ${three[0]} holds three trophies, so the game ended by trophies`);
    return ok({ winner: null, reason: 'blocked' });
  }
  if (value.reason !== 'trophies') return bad('result.reason: expected "trophies" or "blocked"');
  const winner = parsePlayerIndex(value.winner, 'result.winner');
  if (!winner.ok) return winner;
  if (!three.includes(winner.value)) return bad(`result.winner: player ${winner.value} does not hold three trophies`);
  return ok({ winner: winner.value, reason: 'trophies' });
}

function parseCascade(value: unknown): Parsed<CascadeState | null> {
  if (value === undefined || value === null) return ok(null);
  if (!isObject(value)) return bad('cascade: expected {"winner": 0 or 1, "part": 0 or 1}');
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
  readonly fault?: GoneTileFault;
}

/** Reads and validates a Position JSON value (untrusted input). */
export function parsePosition(json: unknown): { readonly ok: true; readonly value: GameState } | PositionRefusal {
  if (!isObject(json)) return bad('position: expected a JSON object');
  const options = parseOptions(json.options);
  if (!options.ok) return options;
  const cards = new CardLedger();
  const tiles = parseTiles(json.tiles, cards);
  if (!tiles.ok) return tiles;
  if (!Array.isArray(json.hands) || json.hands.length !== 2) return bad('hands: expected two lists of cards, player 0 first');
  const hand0 = cards.list(json.hands[0], 'hands[0]');
  if (!hand0.ok) return hand0;
  const hand1 = cards.list(json.hands[1], 'hands[1]');
  if (!hand1.ok) return hand1;
  for (const [p, hand] of [hand0.value, hand1.value].entries()) {
    if (hand.length > HAND_SIZE) return bad(`hands[${p}]: ${hand.length} cards, but a hand never holds more than ${HAND_SIZE}`);
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
  const count = (color: Color, field: string): string | null => {
    used[color] += 1;
    return used[color] > CUBES_PER_COLOR[color]
      ? `${field}: too many ${color} cubes: ${used[color]} counted (tiles, players, box, bag), only ${CUBES_PER_COLOR[color]} exist`
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
    if (inBox !== undefined) return bad(`box.${inBox}: spent cubes go back into the bag under this rule option (spentCubes: bag), so the box stays empty`);
  } else if (json.box === undefined && json.bag === undefined && claimed.length > 0) {
    // A whole position that leaves out the box: the trophies' payment comes out of the cubes
    // not listed elsewhere (the bag), with as many cubes of each trophy's own colour as possible.
    const left = emptyCounts();
    for (const c of COLORS) left[c] = CUBES_PER_COLOR[c] - used[c];
    const payment = findPayment(claimed, emptyCounts(), left);
    if (payment === null) return bad(paymentProblem(claimed, 'box', box.value, left, false));
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
    if (findPayment(claimed, box.value, most) === null) return bad(paymentProblem(claimed, 'box', box.value, unlisted, true));
  }

  const toMove = parsePlayerIndex(json.toMove, 'toMove');
  if (!toMove.ok) return toMove;
  let rng = DEFAULT_RNG;
  if (json.rng !== undefined) {
    if (typeof json.rng !== 'number' || !Number.isInteger(json.rng) || json.rng < 0 || json.rng > 0xffffffff) {
      return bad('rng: expected the PRNG state, a whole number from 0 to 4294967295');
    }
    rng = json.rng;
  }
  if (json.exchanged !== undefined && typeof json.exchanged !== 'boolean') return bad('exchanged: expected true or false');
  const exchanged = json.exchanged === true;
  const cascade = parseCascade(json.cascade);
  if (!cascade.ok) return cascade;
  const result = parseResult(json.result, players.value);
  if (!result.ok) return result;
  if (result.value && cascade.value) return bad('cascade: the game is over, so no cascade can be running');
  if (exchanged && cascade.value) return bad('exchanged: a cascade follows a placement, so no exchange can be pending');
  if (cascade.value) {
    // A part with no affordable claim passes by itself, so a running cascade always waits for a
    // player who can claim (the flow in cascade.ts never stops anywhere else).
    const { winner, part } = cascade.value;
    if (!hasAffordableClaim(players.value, part, tradesAllowed({ winner, tradeAfterWin: options.value.tradeAfterWin }, part))) {
      return bad(`cascade.part: player ${part} can afford no claim, so that part would already have passed`);
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
  if (typeof problem === 'string') return bad(problem);
  return { ...bad(goneTileMessage(problem)), fault: problem };
}

/**
 * What a game in progress cannot show, whatever was played: a claim left unmade that was
 * compulsory, a game that should already have ended blocked, a pending exchange with nothing to
 * place, a tile left out while the bag could refill it, cubes above the cube limit.
 */
function playProblem(state: GameState): string | GoneTileFault | null {
  const { options, players, result, cascade } = state;
  const allCards = state.supply.length + state.discard.length + state.hands[0].length + state.hands[1].length +
    state.tiles.reduce((n, t) => n + t.sides[0].length + t.sides[1].length, 0) === ALL_CARDS.length;
  const claimed = COLORS.filter((c) => players.some((p) => p.trophies.includes(c)));
  if (result === null) {
    for (const p of [0, 1] as const) {
      const owed = compulsoryTrophies(players[p].cubes, claimed)[0];
      if (owed !== undefined) {
        return `players[${p}].cubes.${owed}: ${players[p].cubes[owed]} ${owed} cubes with the ${owed} trophy unclaimed; ` +
          `a player who wins that many claims it at once (the claim is compulsory), so this cannot happen in a game`;
      }
    }
    // Only a position listing every card can be judged blocked: cards a partial one leaves out
    // might fit.
    if (cascade === null && allCards && isBlocked(state)) {
      return 'result: no card outside the tiles fits an open place on a tile in play, so the game has already ended blocked (give "result": {"winner": null, "reason": "blocked"})';
    }
  } else if (result.reason === 'blocked' && allCards && !isBlocked(state)) {
    return 'result.reason: a card outside the tiles still fits an open place on a tile in play, so the game is not blocked';
  }
  if (state.exchanged && !handHasFit(state.tiles, state.hands[state.toMove])) {
    return `exchanged: after an exchange with no card that fits the turn ends, but player ${state.toMove}'s hand has no card to place`;
  }
  const gone = goneTileFault(state);
  if (gone !== null) return gone;
  for (const tile of state.tiles) {
    if (tile.removed) continue;
    if (options.cubeLimit) {
      const counts = countColors(tile.cubes);
      const over = COLORS.find((c) => counts[c] > TROPHY_COST[c] - 1);
      if (over !== undefined) {
        return `tiles[${tile.number - 1}].cubes: ${counts[over]} ${over} cubes, but the cube limit (cubeLimit) allows at most ${TROPHY_COST[over] - 1} of that color on a tile`;
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

/** The engine's message for a GoneTileFault, naming the field at fault. */
function goneTileMessage(fault: GoneTileFault): string {
  const field = `tiles[${fault.tile - 1}].removed`;
  const returned = fault.returned === 0 ? '' : ` even without the ${fault.returned} that trophy payments may have put back`;
  const cubes = fault.cubeLimit ? `${fault.cubes} cubes that respect the cube limit (cubeLimit)` : `${fault.cubes} cubes`;
  return `${field}: a tile leaves only when the bag cannot refill it, but the bag holds ${cubes}${returned}`;
}

/** Why the trophies claimed cannot have been paid for with the box (and, partial, unlisted cubes). */
function paymentProblem(claimed: readonly Color[], field: string, box: ColorCounts, unlisted: ColorCounts, boxGiven: boolean): string {
  const boxText = COLORS.filter((c) => box[c] > 0).map((c) => `${box[c]} ${c}`).join(', ') || 'nothing';
  const others = COLORS.filter((c) => unlisted[c] > 0).map((c) => `${unlisted[c]} ${c}`).join(', ') || 'none';
  if (claimed.length === 0) {
    return `${field}: it holds ${boxText}, but only cubes paid for trophies go to the box and no trophy is claimed`;
  }
  return `${field}: the trophies claimed (${claimed.join(', ')}) were paid with cubes that go to the box, ` +
    `but the box holds ${boxText}${boxGiven ? '' : ' (left out)'} and the cubes not accounted for elsewhere are ${others}; ` +
    `a trophy costs its price in its own color, each cube short made up by ${TRADE_SET_SIZE} cubes of a color claimed before`;
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
export function parseOptions(input: unknown): Result<Options> {
  if (input === undefined || input === null) return ok(DEFAULT_OPTIONS);
  if (typeof input !== 'object' || Array.isArray(input)) {
    return err('bad-position', `options: expected an object of rule options, found ${excerpt(input)}`);
  }
  const out: Record<string, unknown> = { ...DEFAULT_OPTIONS };
  for (const [key, value] of Object.entries(input)) {
    // Own keys only: "toString" or "constructor" must read as unknown options, not as methods.
    if (!Object.hasOwn(OPTION_CHOICES, key)) {
      return err('bad-position', `options.${keyExcerpt(key)}: unknown rule option (known: ${Object.keys(OPTION_CHOICES).join(', ')})`);
    }
    const choices: readonly unknown[] = OPTION_CHOICES[key as keyof Options];
    if (!choices.includes(value)) {
      return err('bad-position', `options.${key}: expected one of ${choices.map((c) => JSON.stringify(c)).join(', ')}, found ${excerpt(value)}`);
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
