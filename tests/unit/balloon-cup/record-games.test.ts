// Every game survives its record (issue 27, point 1): thousands of seeded games, between every
// pair of the site's computer levels and with human-like choices (an exchange's cards picked in any
// order, a claim's trade sets listed in any order), each played through the engine as the game page
// plays it, then taken through the save (saveText → readSave), the replay link (encodeRecord → a
// URL's `g` → decodeRecord) and the replay's views: the same moves, undo marks and final position.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apply } from '../../../src/engine/balloon-cup/apply.ts';
import { BUDGETS, botMove, solverMove } from '../../../src/engine/balloon-cup/bots/index.ts';
import { exchangeCandidates } from '../../../src/engine/balloon-cup/bots/heuristic.ts';
import { searchMove } from '../../../src/engine/balloon-cup/bots/search.ts';
import { legalMoves, mover } from '../../../src/engine/balloon-cup/moves.ts';
import type { Options } from '../../../src/engine/balloon-cup/options.ts';
import { decodeRecord, encodeRecord, moveCode } from '../../../src/engine/balloon-cup/record.ts';
import type { GameRecord, Opponent } from '../../../src/engine/balloon-cup/record.ts';
import { replayViews } from '../../../src/engine/balloon-cup/replay-view.ts';
import { makeRng, nextInt } from '../../../src/engine/balloon-cup/rng.ts';
import type { Rng } from '../../../src/engine/balloon-cup/rng.ts';
import { newGame } from '../../../src/engine/balloon-cup/setup.ts';
import type { GameState, Move, Sets } from '../../../src/engine/balloon-cup/state.ts';
import { readSave, saveText } from '../../../src/machines/balloon-cup/game.ts';
import type { GameContext } from '../../../src/machines/balloon-cup/game.ts';
import { defaultNames, namesOf } from '../../../src/machines/balloon-cup/names.ts';

/**
 * Who chooses a seat's moves: one of the site's levels as the page plays it (`beginner`, and
 * `club!`/`strong!` with the page's search budgets), a search level's choice among its own
 * candidates taken at random (`club`/`strong`: the same moves in the same shapes, a Strong exchange
 * listing its cards by rank, for a fraction of the cost), or a person choosing at random.
 */
type Chooser = 'beginner' | 'club' | 'strong' | 'club!' | 'strong!' | 'person';

function levelMove(state: GameState, level: Exclude<Chooser, 'person'>, seed: number, rng: Rng): Move {
  if (level === 'beginner') return botMove(state, 'beginner', [], seed);
  if (level === 'club!' || level === 'strong!') return searchMove(state, [], BUDGETS[level === 'club!' ? 'club' : 'strong'], seed).move;
  // The search's candidates (search.ts): in a cascade the solver's move; else claims and placements, or claims and the ranked exchanges.
  if (state.cascade) return solverMove(state);
  const moves = legalMoves(state);
  const claims: Move[] = moves.filter((m) => m.type === 'claim');
  const places: Move[] = moves.filter((m) => m.type === 'place');
  const choices = claims.concat(places.length > 0 ? places : exchangeCandidates(state));
  return choices[nextInt(rng, choices.length)]!;
}

function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = nextInt(rng, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A person's move: any legal move, an exchange's cards tapped in any order, a claim's sets in any key order. */
function personMove(state: GameState, rng: Rng): Move {
  const moves = legalMoves(state);
  const move = moves[nextInt(rng, moves.length)]!;
  if (move.type === 'exchange') return { type: 'exchange', discard: shuffled(move.discard, rng) };
  if (move.type === 'claim') return { type: 'claim', trophy: move.trophy, sets: Object.fromEntries(shuffled(Object.entries(move.sets), rng)) as Sets };
  return move;
}

interface Played {
  readonly record: GameRecord;
  readonly final: GameState;
  /** Exchanges whose cards were listed out of hand order. */
  readonly outOfOrder: number;
}

/** A whole game (or its first `limit` moves) between two choosers, seeded; `marks`: moves flagged as played after an undo. */
function play(seed: number, options: Partial<Options>, seats: readonly [Chooser, Chooser], opponent: Opponent, limit: number): Played {
  let state = newGame(seed, options);
  const rng = makeRng(seed ^ 0x5bd1e995);
  const moves: Move[] = [];
  const undone: number[] = [];
  let outOfOrder = 0;
  while (state.result === null && moves.length < limit) {
    const who = seats[mover(state)];
    const move = who === 'person' ? personMove(state, rng) : levelMove(state, who, seed + moves.length, rng);
    if (move.type === 'exchange' && legalMoves(state).every((m) => JSON.stringify(m) !== JSON.stringify(move))) outOfOrder += 1;
    const next = apply(state, move);
    if (!next.ok) throw new Error(`move ${moves.length + 1} refused: ${next.message}`);
    if (nextInt(rng, 40) === 0) undone.push(moves.length);
    moves.push(move);
    state = next.value.state;
  }
  return { record: { seed, options: newGame(seed, options).options, opponent, moves, undone }, final: state, outOfOrder };
}

/** What a game is: its moves by what they are, its undo marks, its final position. */
function gameOf(moves: readonly Move[], undone: readonly number[], final: GameState): string {
  return JSON.stringify({ moves: moves.map(moveCode), undone, final });
}

/** Takes a played game through the save, the link and the replay; the first difference found, or null. */
function roundTrip(game: Played): string | null {
  const want = gameOf(game.record.moves, game.record.undone, game.final);
  const names = game.record.opponent === 'people' ? namesOf(['Ana', 'Ben']) : defaultNames('computer');
  // The save, as the game page writes and resumes it.
  const context = { ...game.record, names } as unknown as GameContext;
  const resumed = readSave(saveText(context));
  if (!resumed.ok) return `the save is not resumed: ${resumed.problem}`;
  const { moves = [], undone = [], states = [] } = resumed.context;
  if (gameOf(moves, undone, states.at(-1)!) !== want) return 'the save resumes another game';
  // The link, as "Copy the game link" and "Replay this game" write it and the replay page reads it.
  const url = new URL(`https://example.org/balloon-cup/play/replay/?g=${encodeRecord(game.record)}&m=3`);
  const read = decodeRecord(url.searchParams.get('g')!);
  if (!read.ok) return `the link is not replayed: ${read.message}`;
  const { record, states: replayed, events } = read.value;
  if (gameOf(record.moves, record.undone, replayed.at(-1)!) !== want) return 'the link replays another game';
  // The replay's views, one per position, the last showing the final position's tiles.
  const views = replayViews(replayed, record.moves, events);
  if (views.length !== record.moves.length + 1) return 'the replay has another number of positions';
  if (JSON.stringify(views.at(-1)!.tiles) !== JSON.stringify(game.final.tiles)) return 'the replay ends on other tiles';
  return null;
}

const options = fc.record({
  spentCubes: fc.constantFrom('box' as const, 'bag' as const),
  claimTiming: fc.constantFrom('cascade' as const, 'own-turn' as const),
  tradeAfterWin: fc.boolean(),
  exchangeMin: fc.constantFrom(0 as const, 1 as const),
  cubeLimit: fc.boolean(),
});

/** The seats of each run, and how many games: 5,150 whole games, and a few with the page's own search budgets. */
const PAIRS: ReadonlyArray<readonly [Chooser, Chooser, number]> = [
  ['person', 'person', 1500],
  ['person', 'beginner', 400], ['beginner', 'person', 400],
  ['person', 'club', 400], ['club', 'person', 400],
  ['person', 'strong', 400], ['strong', 'person', 400],
  ['beginner', 'beginner', 150], ['club', 'club', 150], ['strong', 'strong', 150],
  ['beginner', 'club', 120], ['club', 'beginner', 120], ['beginner', 'strong', 120],
  ['strong', 'beginner', 120], ['club', 'strong', 150], ['strong', 'club', 150],
  // The page's own searches, slow (Strong about 35 ms a move): a few games, Strong's the first 80 moves.
  ['person', 'club!', 3], ['person', 'strong!', 2],
];

describe('every game survives the save, the link and the replay', () => {
  let games = 0;
  let swaps = 0;
  for (const [first, second, runs] of PAIRS) {
    it(`${first} against ${second}: ${runs} games`, () => {
      const computer = (['beginner', 'club', 'strong'] as const).find((level) => second.startsWith(level));
      const opponent: Opponent = first === 'person' && computer ? computer : 'people';
      fc.assert(fc.property(fc.nat(), options, (seed, rules) => {
        const game = play(seed, rules, [first, second], opponent, second === 'strong!' ? 80 : 1000);
        games += 1;
        swaps += game.outOfOrder;
        expect(roundTrip(game)).toBeNull();
      }), { numRuns: runs, seed: 27 + PAIRS.findIndex((p) => p[0] === first && p[1] === second) });
    }, 300_000);
  }

  it('played at least 5,000 whole games, with many exchanges picked out of hand order', () => {
    expect(games).toBeGreaterThanOrEqual(5000);
    expect(swaps).toBeGreaterThan(500);
  });
});
