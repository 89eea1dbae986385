// A compact, URL-safe form of a position for shared links: a string of base64url characters
// (A–Z a–z 0–9 - _), each one 6-bit symbol. Cards (45) and colors (5) fit one symbol each, so a
// whole mid-game state takes about 130 characters. Decoding rebuilds Position JSON and passes it
// through parsePosition, so a link is checked exactly like an imported position.
//
// Layout (one symbol each unless noted), version 1:
//   version · options bits · flags (toMove, exchanged, cascade, cascade winner, cascade part) ·
//   result (0 none, 1 blocked, 2 player 0 won, 3 player 1 won) ·
//   4 tiles: header (removed, flatland, lastPlacedBy + 1 in bits 2–3); if in play, its cubes
//     (as many as its number), then per side a length and the cards ·
//   hands 0 and 1, supply, discard: a length and the cards · bag: a length and the colors ·
//   box: 5 counts · per player: 5 counts, a trophy count and the trophies · rng: 6 symbols.
import { ALL_CARDS, COLORS, TILE_NUMBERS } from './components.ts';
import type { CardId, Color, Player } from './components.ts';
import { CARD_INDEX, COLOR_INDEX } from './cards.ts';
import type { Options } from './options.ts';
import type { CountsJson, PlayerJson, PositionJson, TileJson } from './position.ts';
import { makePosition, parsePosition } from './position.ts';
import type { PositionCodeProblem, Result } from './result.ts';
import { fail } from './result.ts';
import type { GameState } from './state.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VERSION = 1;
/** Longer text is refused before reading: no position needs more symbols. */
export const MAX_CODE_LENGTH = 400;

const OPTION_BITS: ReadonlyArray<[keyof Options, unknown, number]> = [
  ['spentCubes', 'bag', 1],
  ['claimTiming', 'own-turn', 2],
  ['tradeAfterWin', true, 4],
  ['exchangeMin', 1, 8],
  ['cubeLimit', true, 16],
];

/** The compact code of a state. */
export function encodePosition(state: GameState): string {
  const out: number[] = [VERSION];
  let options = 0;
  for (const [key, value, bit] of OPTION_BITS) if (state.options[key] === value) options |= bit;
  out.push(options);
  const { cascade, result } = state;
  out.push(state.toMove | (state.exchanged ? 2 : 0) | (cascade ? 4 | (cascade.winner << 3) | (cascade.part << 4) : 0));
  out.push(result === null ? 0 : result.winner === null ? 1 : 2 + result.winner);
  const cards = (list: readonly CardId[]): void => {
    out.push(list.length);
    for (const card of list) out.push(CARD_INDEX.get(card)!);
  };
  for (const tile of state.tiles) {
    out.push((tile.removed ? 1 : 0) | (tile.terrain === 'flatland' ? 2 : 0) | ((tile.lastPlacedBy === null ? 0 : tile.lastPlacedBy + 1) << 2));
    if (tile.removed) continue;
    for (const cube of tile.cubes) out.push(COLOR_INDEX[cube]);
    cards(tile.sides[0]);
    cards(tile.sides[1]);
  }
  cards(state.hands[0]);
  cards(state.hands[1]);
  cards(state.supply);
  cards(state.discard);
  out.push(state.bag.length);
  for (const cube of state.bag) out.push(COLOR_INDEX[cube]);
  for (const c of COLORS) out.push(state.box[c]);
  for (const player of state.players) {
    for (const c of COLORS) out.push(player.cubes[c]);
    out.push(player.trophies.length);
    for (const trophy of player.trophies) out.push(COLOR_INDEX[trophy]);
  }
  for (let shift = 30; shift >= 0; shift -= 6) out.push((state.rng >>> shift) & 63);
  return out.map((symbol) => ALPHABET[symbol]).join('');
}

function bad(problem: PositionCodeProblem): { readonly ok: false; readonly error: 'bad-position'; readonly message: string; readonly problem: PositionCodeProblem } {
  return fail('bad-position', problem);
}

/**
 * Reads a compact code back into a state; a refusal gives its facts (result.ts
 * PositionCodeProblem, or the PositionProblem of a code that reads as an impossible position).
 */
export function decodePosition(text: string): Result<GameState> {
  if (typeof text !== 'string' || text.length === 0) return bad({ code: 'pcode-empty' });
  // A whole game's state takes about 130 symbols; every card and cube listed once is under 200.
  if (text.length > MAX_CODE_LENGTH) return bad({ code: 'pcode-too-long', length: text.length, max: MAX_CODE_LENGTH });
  const symbols: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const symbol = ALPHABET.indexOf(text[i]!);
    if (symbol < 0) return bad({ code: 'pcode-character', at: i + 1, character: text[i]! });
    symbols.push(symbol);
  }
  let at = 0;
  // `next` signals running out of symbols with -1; every caller checks through `need`.
  const next = (): number => (at < symbols.length ? symbols[at++]! : -1);
  let problem: PositionCodeProblem | null = null;
  const need = (what: string): number => {
    const symbol = next();
    if (symbol < 0 && problem === null) problem = { code: 'pcode-cut', field: what };
    return Math.max(symbol, 0);
  };
  const card = (what: string): CardId => {
    const symbol = need(what);
    if (symbol >= ALL_CARDS.length && problem === null) problem = { code: 'pcode-symbol', field: what, symbol };
    return ALL_CARDS[symbol] ?? ALL_CARDS[0]!;
  };
  const color = (what: string): Color => {
    const symbol = need(what);
    if (symbol >= COLORS.length && problem === null) problem = { code: 'pcode-symbol', field: what, symbol };
    return COLORS[symbol] ?? COLORS[0];
  };
  const cards = (what: string): CardId[] => {
    const n = need(`${what} length`);
    const list: CardId[] = [];
    for (let i = 0; i < n && problem === null; i += 1) list.push(card(`${what}[${i}]`));
    return list;
  };
  const counts = (what: string): CountsJson => {
    const out: CountsJson = {};
    for (const c of COLORS) {
      const n = need(`${what}.${c}`);
      if (n > 0) out[c] = n;
    }
    return out;
  };

  const version = need('version');
  if (version !== VERSION) return bad({ code: 'pcode-version', version });
  const optionBits = need('options');
  const options: Record<string, unknown> = {};
  for (const [key, value, bit] of OPTION_BITS) if (optionBits & bit) options[key] = value;
  const flags = need('flags');
  const resultCode = need('result');
  const tiles: TileJson[] = [];
  for (const number of TILE_NUMBERS) {
    const header = need(`tiles[${number - 1}]`);
    if (header & 1) {
      tiles.push({ number, removed: true });
      continue;
    }
    const cubes: Color[] = [];
    for (let i = 0; i < number; i += 1) cubes.push(color(`tiles[${number - 1}].cubes[${i}]`));
    const side0 = cards(`tiles[${number - 1}].sides[0]`);
    const side1 = cards(`tiles[${number - 1}].sides[1]`);
    const last = (header >> 2) & 3;
    tiles.push({
      number, terrain: header & 2 ? 'flatland' : 'mountain', cubes, sides: [side0, side1],
      ...(last === 1 || last === 2 ? { lastPlacedBy: (last - 1) as Player } : {}),
    });
  }
  const hand0 = cards('hands[0]');
  const hand1 = cards('hands[1]');
  const supply = cards('supply');
  const discard = cards('discard');
  const bagLength = need('bag length');
  const bag: Color[] = [];
  for (let i = 0; i < bagLength && problem === null; i += 1) bag.push(color(`bag[${i}]`));
  const box = counts('box');
  const players: PlayerJson[] = [];
  for (const p of [0, 1]) {
    const cubes = counts(`players[${p}].cubes`);
    const n = need(`players[${p}].trophies length`);
    const trophies: Color[] = [];
    for (let i = 0; i < n && problem === null; i += 1) trophies.push(color(`players[${p}].trophies[${i}]`));
    players.push({ cubes, trophies });
  }
  let rng = 0;
  for (let i = 0; i < 6; i += 1) rng = rng * 64 + need('rng');
  if (problem !== null) return bad(problem);
  if (at < symbols.length) return bad({ code: 'pcode-left-over', count: symbols.length - at });
  if (rng > 0xffffffff) return bad({ code: 'pcode-symbol', field: 'rng', symbol: Math.floor(rng / 2 ** 32) });

  const position: PositionJson = {
    tiles,
    hands: [hand0, hand1],
    supply,
    discard,
    bag,
    ...(Object.keys(box).length > 0 ? { box } : {}),
    players: [players[0]!, players[1]!],
    toMove: (flags & 1) as Player,
    ...(Object.keys(options).length > 0 ? { options: options as Partial<Options> } : {}),
    rng,
    ...(flags & 2 ? { exchanged: true } : {}),
    ...(flags & 4 ? { cascade: { winner: ((flags >> 3) & 1) as Player, part: ((flags >> 4) & 1) as Player } } : {}),
    ...(resultCode === 1 ? { result: { winner: null, reason: 'blocked' as const } } : {}),
    ...(resultCode === 2 || resultCode === 3 ? { result: { winner: (resultCode - 2) as Player, reason: 'trophies' as const } } : {}),
  };
  if (resultCode > 3) return bad({ code: 'pcode-symbol', field: 'result', symbol: resultCode });
  if (optionBits > 31) return bad({ code: 'pcode-symbol', field: 'options', symbol: optionBits });
  if (flags > 31) return bad({ code: 'pcode-symbol', field: 'flags', symbol: flags });
  const state = parsePosition(position);
  // One position, one code: a code that reads as a position but is not the one this site writes
  // for it (a symbol with bits no field uses) is refused rather than read as that position.
  if (state.ok && encodePosition(state.value) !== text) return bad({ code: 'pcode-not-canonical' });
  return state;
}

/** The Position JSON behind a code, for showing or editing it. */
export function positionFromCode(text: string): Result<PositionJson> {
  const decoded = decodePosition(text);
  return decoded.ok ? { ok: true, value: makePosition(decoded.value) } : decoded;
}
