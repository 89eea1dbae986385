// A mutable game for playouts. The bots' search and the random-games bench play thousands of
// moves in a row, and `apply` copies the changed parts of an immutable state and lists events
// for every one of them; here the same rules run on one state changed in place. Placements
// (with their scorings, refills, draws and reshuffles) and exchanges are played here; cascades,
// claims and passes (rare) are played by claims.ts on this game's fields, as `apply` plays them,
// so the claim rules have one statement. Move order and PRNG draws are the same as
// `legalMoves`/`apply`: tests/unit/balloon-cup/playout.test.ts plays random games both ways and
// compares every state.
// Never hand a Playout (or one of its tiles) to functions that cache by object identity
// (placement.ts tileMasks, moves.ts legalMoveCount/legalMoveAt): it changes under them.
import { ALL_CARDS, START_TERRAIN, other } from './components.ts';
import type { CardId, Color, ColorCounts, Player, Terrain, TileNumber } from './components.ts';
import { cardBit, cardUnit, fastValue } from './cards.ts';
import { hasAffordableClaim } from './cascade.ts';
import { beginCascade, cascadeMove, ownTurnClaim } from './claims.ts';
import type { ClaimFields } from './claims.ts';
import { MAX_DISCARDS, binomial, claimsOf, discardChoiceAt, ownTurnClaimsOpen } from './moves.ts';
import { drawCards, drawCubes } from './piles.ts';
import type { Rng } from './rng.ts';
import { shuffleInPlace } from './rng.ts';
import type { CascadeState, GameEvent, GameResult, GameState, Move, PlayerState, Tile } from './state.ts';
import type { Options } from './options.ts';

export interface PlayoutTile {
  readonly number: TileNumber;
  removed: boolean;
  terrain: Terrain;
  cubes: Color[];
  sides: [CardId[], CardId[]];
  lastPlacedBy: Player | null;
}

export interface PlayoutPlayer {
  cubes: ColorCounts;
  trophies: Color[];
}

/** Colors as indexes 0–4 (gray … red) from their COLOR_BIT. */
function colorIndex(bit: number): number {
  return 31 - Math.clz32(bit);
}

/** The colors whose packed count (cards.ts COLOR_UNIT fields) is nonzero, as a COLOR_BIT mask. */
function countsMask(open: number): number {
  return (open & 0o7 ? 1 : 0) | (open & 0o70 ? 2 : 0) | (open & 0o700 ? 4 : 0) | (open & 0o7000 ? 8 : 0) | (open & 0o70000 ? 16 : 0);
}

/** A 5-bit color mask with bit k moved to bit 4k, so masks add up as five counters. */
const SPREAD = Int32Array.from({ length: 32 }, (_, m) => {
  let out = 0;
  for (let k = 0; k < 5; k += 1) if (m & (1 << k)) out |= 1 << (4 * k);
  return out;
});

/** 4 × a color's index (gray 0 … red 4) by the third letter of a card's name (cards.ts cardBit). */
const SHIFT_BY_THIRD_LETTER = new Uint8Array(128);
for (const card of ALL_CARDS) SHIFT_BY_THIRD_LETTER[card.charCodeAt(2)] = 4 * colorIndex(cardBit(card));

/** A copy of a tile, its cubes and sides (the playout changes them in place). */
function copyTile(t: Tile): PlayoutTile {
  return {
    number: t.number, removed: t.removed, terrain: t.terrain, cubes: t.cubes.slice(),
    sides: [t.sides[0].slice(), t.sides[1].slice()], lastPlacedBy: t.lastPlacedBy,
  };
}

/** Private copies of both players' cubes and trophies (the playout changes them in place). */
function copyPlayers(players: readonly [PlayerState, PlayerState]): [PlayoutPlayer, PlayoutPlayer] {
  return [
    { cubes: { ...players[0].cubes }, trophies: players[0].trophies.slice() },
    { cubes: { ...players[1].cubes }, trophies: players[1].trophies.slice() },
  ];
}

const NO_MOVES: readonly Move[] = [];
/** The last `Playout.cubesEpoch` handed out (shared by all games, so an epoch names one game's state). */
let lastEpoch = 0;
/** Events of the moves played here are not kept: a playout needs the states only. */
const scratch: GameEvent[] = [];

export class Playout {
  options!: Options;
  tiles!: [PlayoutTile, PlayoutTile, PlayoutTile, PlayoutTile];
  hands!: [CardId[], CardId[]];
  /** The supply and the discard pile, top card last: a draw pops, a scoring pushes. */
  deck!: CardId[];
  pile!: CardId[];
  bag!: Color[];
  box!: ColorCounts;
  players!: [PlayoutPlayer, PlayoutPlayer];
  toMove!: Player;
  exchanged!: boolean;
  cascade!: CascadeState | null;
  result!: GameResult | null;
  /**
   * Changes (to a number no game had before) whenever the players' cubes or trophies or a tile's
   * cubes may have changed: a load, a scoring, a claim. What is computed from those alone may be
   * kept while it stays the same.
   */
  cubesEpoch = 0;
  /** The PRNG state, advanced in place by every shuffle. */
  private readonly random: Rng = { state: 0 };
  /** Open COLOR_BIT mask of each place: tile t, side s at 2t + s. */
  private readonly masks = new Int32Array(8);
  /** Per COLOR_BIT (1 … 16): the places open to that color, one bit each (kept up to date by setOpen). */
  private readonly slotsOf = new Int32Array(17);
  /** Open places per color: the SPREAD of every mask, summed (kept up to date by setOpen). */
  private places = 0;
  /** Sum of the card values on each place (a side of a tile). */
  private readonly sums = new Int32Array(8);
  /** Open packed counts (cubes − cards) of each place. */
  private readonly open = new Int32Array(8);
  /** Cards of each color not on a tile (hands, supply, discard): the blocked check reads these. */
  private readonly loose = new Int32Array(5);
  /** Claims open now, and the move number they were built for. */
  private claims: readonly Move[] = NO_MOVES;
  private claimsAt = -1;
  private plies = 0;

  constructor(state: GameState) {
    this.load(state);
  }

  get rng(): number {
    return this.random.state;
  }

  /** Becomes a private copy of `state`. */
  load(state: GameState): this {
    this.options = state.options;
    this.tiles = state.tiles.map(copyTile) as Playout['tiles'];
    this.hands = [state.hands[0].slice(), state.hands[1].slice()];
    this.deck = state.supply.slice().reverse();
    this.pile = state.discard.slice().reverse();
    this.bag = state.bag.slice();
    this.box = { ...state.box };
    this.players = copyPlayers(state.players);
    this.toMove = state.toMove;
    this.exchanged = state.exchanged;
    this.cascade = state.cascade;
    this.result = state.result;
    this.random.state = state.rng >>> 0;
    this.masks.fill(0);
    this.slotsOf.fill(0);
    this.places = 0;
    for (let t = 0; t < 4; t += 1) this.refreshTile(t);
    this.cubesEpoch = ++lastEpoch;
    this.loose.fill(0);
    for (const pile of [this.hands[0], this.hands[1], this.deck, this.pile]) {
      for (const card of pile) this.loosen(card, 1);
    }
    this.plies += 1;
    return this;
  }

  private loosen(card: CardId, by: number): void {
    const c = colorIndex(cardBit(card));
    this.loose[c] = this.loose[c]! + by;
  }

  /** An immutable GameState equal to this game now. */
  snapshot(): GameState {
    return {
      options: this.options,
      tiles: this.tiles.map(copyTile) as unknown as GameState['tiles'],
      hands: [this.hands[0].slice(), this.hands[1].slice()],
      supply: this.deck.slice().reverse(),
      discard: this.pile.slice().reverse(),
      bag: this.bag.slice(),
      box: { ...this.box },
      players: copyPlayers(this.players),
      toMove: this.toMove,
      exchanged: this.exchanged,
      cascade: this.cascade,
      result: this.result,
      rng: this.random.state,
    };
  }

  private refreshTile(t: number): void {
    const tile = this.tiles[t]!;
    for (let side = 0; side < 2; side += 1) {
      let open = 0;
      let sum = 0;
      for (const card of tile.sides[side]!) sum += fastValue(card);
      if (!tile.removed) {
        for (const cube of tile.cubes) open += cardUnit(cube);
        for (const card of tile.sides[side]!) open -= cardUnit(card);
      }
      this.sums[2 * t + side] = sum;
      this.setOpen(2 * t + side, open);
    }
  }

  private setOpen(slot: number, open: number): void {
    const mask = countsMask(open);
    this.open[slot] = open;
    this.places += SPREAD[mask]! - SPREAD[this.masks[slot]!]!;
    for (let changed = mask ^ this.masks[slot]!; changed !== 0; changed &= changed - 1) {
      const bit = changed & -changed;
      this.slotsOf[bit] = this.slotsOf[bit]! ^ (1 << slot);
    }
    this.masks[slot] = mask;
  }

  /** The places a card of COLOR_BIT `bit` fits, one bit each (place p at bit p). */
  slotsFor(bit: number): number {
    return this.slotsOf[bit]!;
  }

  /** The sum of the card values on place `slot` (tile ⌊slot/2⌋, side slot mod 2). */
  sideSum(slot: number): number {
    return this.sums[slot]!;
  }

  /** The COLOR_BIT mask of the colors that fit place `slot` (tile ⌊slot/2⌋, side slot mod 2). */
  openColors(slot: number): number {
    return this.masks[slot]!;
  }

  /** Whether a card of COLOR_BIT `bit` fits place `slot` (tile ⌊slot/2⌋, side slot mod 2). */
  fits(slot: number, bit: number): boolean {
    return (this.masks[slot]! & bit) !== 0;
  }

  private claimMoves(): readonly Move[] {
    if (!this.cascade && this.options.claimTiming !== 'own-turn') return NO_MOVES;
    if (this.claimsAt !== this.plies) {
      this.claimsAt = this.plies;
      // claimsOf reads fields only (no cache by identity), so it may read this mutable game.
      this.claims = claimsOf(this as unknown as GameState);
    }
    return this.claims;
  }

  /** The claims open now (own-turn claims, or a cascade part's claims and pass). */
  claimsNow(): readonly Move[] {
    return this.claimMoves();
  }

  private placementCount(): number {
    const counts = this.places;
    let n = 0;
    for (const card of this.hands[this.toMove]) n += (counts >> SHIFT_BY_THIRD_LETTER[card.charCodeAt(2)]!) & 15;
    return n;
  }

  private exchangeRange(): { min: number; max: number; n: number } {
    const n = this.hands[this.toMove].length;
    return { min: Math.min(this.options.exchangeMin, n), max: Math.min(MAX_DISCARDS, n), n };
  }

  /** `legalMoves(state).length`. */
  count(): number {
    if (this.result) return 0;
    const claims = this.claimMoves().length;
    if (this.cascade) return claims;
    const places = this.placementCount();
    if (places > 0 || this.exchanged) return claims + places;
    const { min, max, n } = this.exchangeRange();
    let exchanges = 0;
    for (let size = min; size <= max; size += 1) exchanges += binomial(n, size);
    return claims + exchanges;
  }

  /** The hand index and place (8 × index + slot) of placement number `left`; −1 past the last. */
  private placementAt(left: number): number {
    const hand = this.hands[this.toMove];
    for (let i = 0; i < hand.length && left >= 0; i += 1) {
      const card = hand[i]!;
      // Cards whose color has fewer open places than are left to skip are skipped whole.
      const places = (this.places >> SHIFT_BY_THIRD_LETTER[card.charCodeAt(2)]!) & 15;
      if (left >= places) left -= places;
      else for (let slot = 0; ; slot += 1) if (this.fits(slot, cardBit(card)) && left-- === 0) return 8 * i + slot;
    }
    return -1;
  }

  /** `legalMoves(state)[index]`. */
  moveAt(index: number): Move | undefined {
    if (this.result || index < 0) return undefined;
    const claims = this.claimMoves();
    if (this.cascade || index < claims.length) return claims[index];
    const left = index - claims.length;
    const hand = this.hands[this.toMove];
    const at = this.placementAt(left);
    if (at >= 0) return { type: 'place', card: hand[at >> 3]!, tile: (((at & 7) >> 1) + 1) as TileNumber, side: (at & 1) as Player };
    if (this.placementCount() > 0 || this.exchanged) return undefined;
    const { min, max } = this.exchangeRange();
    const discard = discardChoiceAt(hand, min, max, left);
    return discard ? { type: 'exchange', discard } : undefined;
  }

  /** Plays `moveAt(index)` (a random playout's step), a placement without building the move. */
  playAt(index: number): boolean {
    const at = this.result || this.cascade ? -1 : this.placementAt(index - this.claimMoves().length);
    if (at < 0) return this.playMove(this.moveAt(index));
    this.placeAt(at);
    return true;
  }

  /**
   * Plays the placement of the card at hand index ⌊at/8⌋ on place at mod 8 (tile t, side s at
   * 2t + s), as `play` plays that move; only for a card that fits, outside a cascade.
   */
  placeAt(at: number): void {
    this.plies += 1;
    this.place(this.hands[this.toMove][at >> 3]!, (((at & 7) >> 1) + 1) as TileNumber, (at & 1) as Player, at >> 3);
    this.endIfBlocked();
  }

  private playMove(move: Move | undefined): boolean {
    return move ? this.play(move) : false;
  }

  /**
   * Plays a legal move (from count/moveAt or a bot's choice among them). Placements and
   * exchanges are trusted, as their legality was read from this state; claims and passes are
   * checked and played by claims.ts, as `apply` does (one statement of the claim rules, without
   * apply's copies of the whole state). False when a claim or pass was refused, or a placement or
   * exchange was offered during a cascade (the state is then unchanged).
   */
  play(move: Move): boolean {
    if (this.result) return false;
    this.plies += 1;
    if (move.type === 'claim' || move.type === 'pass') {
      if (!this.claim(move)) return false;
    } else if (this.cascade) return false;
    else if (move.type === 'place') this.place(move.card, move.tile, move.side);
    else this.exchange(move.discard);
    this.endIfBlocked();
    return true;
  }

  /** A claim or pass, in a cascade or (Option claimTiming own-turn) at the start of a turn. */
  private claim(move: Move & { type: 'claim' | 'pass' }): boolean {
    const state = this as unknown as GameState;
    scratch.length = 0;
    // claims.ts reads fields only and returns new objects for whatever it changes.
    const fields = this.cascade ? cascadeMove(state, move, this.random, scratch)
      : move.type === 'claim' && ownTurnClaimsOpen(state) ? ownTurnClaim(state, move.trophy, move.sets, this.random, scratch)
        : null;
    if (!fields?.ok) return false;
    this.adopt(fields.value);
    return true;
  }

  /** §4.5 after a move, as apply's checkBlocked: not while a cascade runs. */
  private endIfBlocked(): void {
    if (!this.result && !this.cascade && this.blocked()) this.result = { winner: null, reason: 'blocked' };
  }

  /** Takes the fields a claim step returned, as private copies where this game changes them in place. */
  private adopt(claims: ClaimFields): void {
    this.cubesEpoch = ++lastEpoch;
    if (claims.bag !== this.bag) this.bag = claims.bag.slice();
    this.box = claims.box;
    if (claims.players !== this.players) this.players = copyPlayers(claims.players);
    this.cascade = claims.cascade;
    this.result = claims.result;
  }

  /** §4.5, as blocked.ts: no card outside the tiles fits an open place. */
  private blocked(): boolean {
    for (let c = 0; c < 5; c += 1) if (((this.places >> (4 * c)) & 15) !== 0 && this.loose[c]! > 0) return false;
    return true;
  }

  private place(card: CardId, tileNumber: TileNumber, side: Player, handIndex = -1): void {
    const player = this.toMove;
    const hand = this.hands[player];
    const at = handIndex >= 0 ? handIndex : hand.indexOf(card);
    const t = tileNumber - 1;
    const tile = this.tiles[t]!;
    tile.sides[side].push(card);
    tile.lastPlacedBy = player;
    const slot = 2 * t + side;
    this.setOpen(slot, this.open[slot]! - cardUnit(card));
    this.sums[slot] = this.sums[slot]! + fastValue(card);
    this.loosen(card, -1);
    const n = tile.cubes.length;
    const winner = tile.sides[0].length === n && tile.sides[1].length === n ? this.score(t, player) : null;
    // The draw, as apply's: the drawn card takes the placed card's place; an empty supply is
    // refilled by shuffling the discard pile.
    if (this.deck.length > 0) hand[at] = this.deck.pop()!;
    else {
      hand.splice(at, 1);
      if (this.pile.length > 0) {
        // Shuffled top card first, as apply shuffles the discard pile.
        this.deck = shuffleInPlace(this.pile.reverse(), this.random).reverse();
        this.pile = [];
        hand.push(this.deck.pop()!);
      }
    }
    this.exchanged = false;
    if (winner === null) {
      this.toMove = other(player);
      return;
    }
    this.toMove = other(winner);
    const { players } = this;
    if (!hasAffordableClaim(players, winner, true) && !hasAffordableClaim(players, other(winner), !this.options.tradeAfterWin)) return;
    scratch.length = 0;
    this.adopt(beginCascade({ options: this.options, bag: this.bag, box: this.box, players }, winner, this.random, scratch));
  }

  /** Puts a card from a tile on the discard pile; returns its value. */
  private discardCard(card: CardId): number {
    this.pile.push(card);
    this.loosen(card, 1);
    return fastValue(card);
  }

  /** Scores the completed tile t (scoring.ts scoreTile); returns the winner. */
  private score(t: number, lastPlacer: Player): Player {
    const tile = this.tiles[t]!;
    // Not `const [side0, side1] =`: the iterator it goes through is slow here.
    const side0 = tile.sides[0];
    const side1 = tile.sides[1];
    // Both sides' cards go on top of the discard pile, side 0's first: moved (top last) from
    // side 1's last card to side 0's first. Pops empty the sides for reuse (no new arrays, and
    // cheaper than setting their length).
    let sum1 = 0;
    while (side1.length > 0) sum1 += this.discardCard(side1.pop()!);
    let sum0 = 0;
    while (side0.length > 0) sum0 += this.discardCard(side0.pop()!);
    const winner: Player = sum0 === sum1 ? lastPlacer : (tile.terrain === 'mountain') === sum0 > sum1 ? 0 : 1;
    const won = this.players[winner].cubes;
    for (const cube of tile.cubes) won[cube] += 1;
    tile.lastPlacedBy = null;
    const refill = this.options.cubeLimit || this.bag.length < tile.number
      ? drawCubes(this.bag, tile.number, this.options.cubeLimit)
      : { cubes: this.bag.splice(0, tile.number), bag: this.bag };
    if (!refill) {
      tile.removed = true;
      tile.terrain = START_TERRAIN[tile.number];
      tile.cubes = [];
    } else {
      tile.terrain = tile.terrain === 'mountain' ? 'flatland' : 'mountain';
      tile.cubes = refill.cubes;
      this.bag = refill.bag;
    }
    this.refreshTile(t);
    this.cubesEpoch = ++lastEpoch;
    return winner;
  }

  private exchange(discard: readonly CardId[]): void {
    const player = this.toMove;
    const hand = this.hands[player];
    const kept = hand.filter((card) => !discard.includes(card));
    scratch.length = 0;
    const piles = drawCards({ supply: this.deck.reverse(), discard: discard.concat(this.pile.reverse()) }, discard.length, this.random, scratch);
    this.hands[player] = kept.concat(piles.drawn);
    this.deck = piles.supply.slice().reverse();
    this.pile = piles.discard.slice().reverse();
    // The turn goes on to a placement only if a card of the new hand fits.
    this.exchanged = this.placementCount() > 0;
    if (!this.exchanged) this.toMove = other(player);
  }
}
