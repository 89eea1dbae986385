// A review that teaches and the practice of its marked moves (issue 31 points 3 and 4): the
// reasons are facts the engine found on the table (checked here against the engine on real
// reviewed games), the marks are told apart by seat, and the practice accepts a near-best move
// that is not Strong's, shows a miss Strong's move and the line that punishes the move first
// played, and keeps its progress.
import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/engine/balloon-cup/apply.ts';
import { BUDGETS, botMove, NOTHING_KNOWN, observe } from '../../../src/engine/balloon-cup/bots/index.ts';
import type { Known } from '../../../src/engine/balloon-cup/bots/index.ts';
import { judgeChoice, punishingLine } from '../../../src/engine/balloon-cup/bots/practice.ts';
import { THRESHOLDS, aimOf, moverViews, reviewMove } from '../../../src/engine/balloon-cup/bots/review.ts';
import type { MoveReview } from '../../../src/engine/balloon-cup/bots/review.ts';
import { seatState } from '../../../src/engine/balloon-cup/bots/seat-view.ts';
import { TROPHY_COST, cardValue, other } from '../../../src/engine/balloon-cup/components.ts';
import type { Player } from '../../../src/engine/balloon-cup/components.ts';
import { legalMoves, mover } from '../../../src/engine/balloon-cup/moves.ts';
import { newGame } from '../../../src/engine/balloon-cup/setup.ts';
import type { GameState, Move } from '../../../src/engine/balloon-cup/state.ts';
import { judgeQuestion, practiceStart, practiceStep, practiceView, seatMarks } from '../../../src/machines/balloon-cup/practice.ts';
import type { PracticeState } from '../../../src/machines/balloon-cup/practice.ts';
import { gameKey, readProgress, writeProgress } from '../../../src/machines/balloon-cup/practice-progress.ts';
import { defaultNames } from '../../../src/machines/balloon-cup/names.ts';
import { cardName } from '../../../src/machines/balloon-cup/color-words.ts';
import { choiceText } from '../../../src/components/balloon-cup/review/choice-words.ts';

// Small budgets: the tests check what the facts and the practice say, not Strong's strength.
const FAST = { ...BUDGETS.strong, iterations: 60 };
const DEALS = 12;

/** A whole game, Beginner (player 0, the reader) against Club, with each mover's view. */
function playedGame(seed: number) {
  let state = newGame(seed);
  const states: GameState[] = [state];
  const moves: Move[] = [];
  let known: Known = NOTHING_KNOWN;
  while (!state.result && moves.length < 400) {
    const p = mover(state);
    const move = botMove(state, p === 0 ? 'beginner' : 'club', known[p], seed * 1000 + moves.length);
    const next = apply(state, move);
    if (!next.ok) throw new Error(next.message);
    known = observe(known, p, move, next.value.events);
    state = next.value.state;
    states.push(state);
    moves.push(move);
  }
  const views = moverViews(states, moves);
  return { states, moves, views };
}

/** The same game, reviewed move by move. */
function reviewedGame(seed: number) {
  const { states, moves, views } = playedGame(seed);
  const reviews = moves.map((move, k) => reviewMove(views[k]!, move, k, seed, DEALS, FAST));
  return { seed, states, moves, views, reviews };
}

const games = [reviewedGame(3), reviewedGame(8)];

/** The mover's lead on a tile after `move`, the terrain's way round. */
function leadAfter(state: GameState, move: Move & { type: 'place' }): number {
  const applied = apply(state, move);
  if (!applied.ok) throw new Error(applied.message);
  const tile = applied.value.state.tiles[move.tile - 1]!;
  const me = mover(state);
  const sum = (p: Player) => tile.sides[p].reduce((t, c) => t + cardValue(c), 0);
  return tile.terrain === 'flatland' ? sum(other(me)) - sum(me) : sum(me) - sum(other(me));
}

describe('the review\'s reasons are facts a learner can check on the table', () => {
  it('each reason of a marked move says what Strong\'s move wins or denies, by how much, and which trophy it brings closer, as the engine finds it', () => {
    const kinds = new Set<string>();
    for (const { states, views, reviews } of games) {
      for (const r of reviews) {
        if (!r.aim || !r.better) continue;
        const aim = r.aim;
        kinds.add(aim.kind);
        const state = seatState(views[r.index]!);
        const truth = states[r.index]!;
        expect(aimOf(state, r.better)).toEqual(aim);
        const me = r.mover;
        if (aim.kind === 'lead-tile' || aim.kind === 'open-tile') {
          const move = r.better as Move & { type: 'place' };
          const lead = leadAfter(truth, move);
          const tile = truth.tiles[move.tile - 1]!;
          if (aim.kind === 'lead-tile') {
            expect(aim.margin).toBe(lead);
            expect(aim.margin).toBeGreaterThan(0);
            expect(aim.cubes).toBe(tile.cubes.length);
          } else {
            expect(aim.behind).toBe(Math.max(0, -lead));
            expect(aim.side).toBe(move.side === me ? 'own' : 'other');
            expect(aim.value).toBe(cardValue(move.card));
            // The places left on the side played: the tile's cubes less the cards there after the move.
            expect(aim.places).toBe(tile.cubes.length - tile.sides[move.side].length - 1);
          }
          if (aim.toward) {
            // A trophy no one holds, of a color on the tile, and the cubes still missing after winning them.
            const held = truth.players.flatMap((p) => p.trophies);
            expect(held).not.toContain(aim.toward.trophy);
            const here = tile.cubes.filter((c) => c === aim.toward!.trophy).length;
            expect(here).toBeGreaterThan(0);
            expect(aim.toward.left).toBe(Math.max(0, TROPHY_COST[aim.toward.trophy] - truth.players[me].cubes[aim.toward.trophy] - here));
          }
        }
        if (aim.kind === 'win-tile' && aim.toward) {
          expect(aim.trophy).toBeNull();
          expect(aim.toward.left).toBeGreaterThan(0);
        }
      }
    }
    // Real games give more than one kind of reason.
    expect(kinds.size).toBeGreaterThan(1);
  });

  it('the marks are told apart by seat: the reader\'s own moves are never listed with the opponent\'s', () => {
    for (const { reviews } of games) {
      const own = seatMarks(reviews, 0);
      const theirs = seatMarks(reviews, 1);
      expect(own.every((r) => r.mover === 0 && r.mark !== null)).toBe(true);
      expect(theirs.every((r) => r.mover === 1 && r.mark !== null)).toBe(true);
      expect(own.length + theirs.length).toBe(reviews.filter((r) => r.mark !== null && r.better !== null).length);
    }
    // Club's mistakes are there too in these games: the split matters.
    expect(games.some((g) => seatMarks(g.reviews, 1).length > 0)).toBe(true);
  });
});

/** The verdict the page's worker gives, from the real engine at the tests' budgets. */
function judged(s: PracticeState): PracticeState {
  const q = judgeQuestion(s);
  if (!q) throw new Error('nothing to judge');
  const verdict = judgeChoice(q.view, q.chosen, q.strong, q.index, q.seed, DEALS, FAST);
  const line = verdict.accepted ? null : punishingLine(q.state, q.played, q.known, q.seed ^ q.index, 3, FAST);
  return practiceStep(s, { type: 'judged', verdict: { loss: verdict.loss, accepted: verdict.accepted, line } });
}

/** The events that make `move` on the board (or its button). */
function play(s: PracticeState, move: Move): PracticeState {
  if (move.type === 'place') return practiceStep(practiceStep(s, { type: 'card', card: move.card }), { type: 'side', tile: move.tile, side: move.side });
  if (move.type === 'exchange') return practiceStep(move.discard.reduce((t, card) => practiceStep(t, { type: 'card', card }), s), { type: 'exchange' });
  return practiceStep(s, { type: 'move', move });
}

/** A marked move of player 0 where a legal move that is not Strong's is judged under the threshold. */
function nearBest(): { game: (typeof games)[number]; mark: MoveReview; move: Move } {
  for (const game of games) {
    for (const mark of seatMarks(game.reviews, 0)) {
      const state = game.states[mark.index]!;
      for (const move of legalMoves(state)) {
        if (JSON.stringify(move) === JSON.stringify(mark.better) || JSON.stringify(move) === JSON.stringify(game.moves[mark.index])) continue;
        if (judgeChoice(game.views[mark.index]!, move, mark.better!, mark.index, game.seed, DEALS, FAST).accepted) return { game, mark, move };
      }
    }
  }
  throw new Error('no near-best move in these games');
}

describe('practice your mistakes', () => {
  const start = (game: (typeof games)[number], progress = {}) => practiceStart({ states: game.states, moves: game.moves, seed: game.seed, reviews: game.reviews, seat: 0, progress });

  it('takes the reader to each of their own marked moves, from their seat\'s view', () => {
    const game = games[0]!;
    const s = start(game);
    const view = practiceView(s);
    const marks = seatMarks(game.reviews, 0);
    expect(marks.length).toBeGreaterThan(0);
    expect(view.total).toBe(marks.length);
    expect(view.mark?.index).toBe(marks[0]!.index);
    // Their own hand is shown, the other's face down.
    expect(view.table?.seat).toBe(0);
    expect(view.table?.hands[0].cards).toEqual(game.states[marks[0]!.index]!.hands[0]);
    expect(view.table?.hands[1].cards).toBeNull();
  });

  it('accepts a near-best move that is not Strong\'s, and marks it solved', () => {
    const { game, mark, move } = nearBest();
    let s = start(game);
    s = practiceStep(s, { type: 'go', at: seatMarks(game.reviews, 0).findIndex((r) => r.index === mark.index) });
    s = play(s, move);
    expect(s.phase).toBe('judging');
    s = judged(s);
    const view = practiceView(s);
    expect(view.verdict?.accepted).toBe(true);
    expect(view.verdict!.loss).toBeLessThan(THRESHOLDS.inaccuracy);
    expect(view.chosen).not.toEqual(mark.better);
    expect(s.progress[mark.index]).toBe('solved');
  });

  it('a miss (the move first played again) costs what the review said, shows Strong\'s move and plays out the line that punishes it', () => {
    const game = games[0]!;
    const mark = seatMarks(game.reviews, 0)[0]!;
    let s = play(start(game), game.moves[mark.index]!);
    s = judged(s);
    let view = practiceView(s);
    expect(view.verdict?.accepted).toBe(false);
    // Judged in the same worlds as the review: the same loss.
    expect(view.verdict!.loss).toBeCloseTo(mark.loss, 12);
    expect(view.mark?.better).toEqual(mark.better);
    expect(view.mark?.aim).not.toBeNull();
    // The line starts after the move first played and is shown one move at a time.
    const line = view.verdict!.line!;
    const after = apply(game.states[mark.index]!, game.moves[mark.index]!);
    expect(after.ok && line.states[0]).toEqual(after.ok ? after.value.state : null);
    expect(line.moves.length).toBeGreaterThan(0);
    expect(view.line).toHaveLength(0);
    s = practiceStep(s, { type: 'line-next' });
    view = practiceView(s);
    expect(view.line.map((step) => step.move)).toEqual([line.moves[0]]);
    expect(view.lineTable?.tiles).toEqual(line.states[1]!.tiles);
    expect(s.progress[mark.index]).toBe('missed');
    // Tried again, the same mark comes back to choose on.
    s = practiceStep(s, { type: 'again' });
    expect(practiceView(s).phase).toBe('choosing');
    expect(practiceView(s).mark?.index).toBe(mark.index);
  });

  it('a move the engine refuses is kept with its reason and judged by no one', () => {
    const game = games[0]!;
    let s = start(game);
    // Passing outside a claim cascade is not a move the rules allow.
    const at = s.marks.findIndex((r) => !game.states[r.index]!.cascade);
    expect(at).toBeGreaterThanOrEqual(0);
    s = practiceStep(practiceStep(s, { type: 'go', at }), { type: 'move', move: { type: 'pass' } });
    expect(s.phase).toBe('choosing');
    expect(s.refused?.refused.error).toBeTruthy();
    expect(judgeQuestion(s)).toBeNull();
  });

  it('keeps its progress: stored, read back, and a new practice starts at the first mark not yet solved', () => {
    const game = games.find((g) => seatMarks(g.reviews, 0).length > 1) ?? games[0]!;
    const marks = seatMarks(game.reviews, 0);
    const key = gameKey(game.seed, game.moves);
    let stored = writeProgress(null, key, { [marks[0]!.index]: 'solved' });
    stored = writeProgress(stored, 'another.game', { 4: 'missed' });
    expect(readProgress(stored, key)).toEqual({ [marks[0]!.index]: 'solved' });
    expect(readProgress(stored, 'another.game')).toEqual({ 4: 'missed' });
    expect(readProgress('not json', key)).toEqual({});
    const s = start(game, readProgress(stored, key));
    const view = practiceView(s);
    expect(view.marks[0]).toEqual({ index: marks[0]!.index, outcome: 'solved' });
    if (marks.length > 1) expect(view.mark?.index).toBe(marks[1]!.index);
    // Another game (another seed or other moves) has a key of its own.
    expect(gameKey(game.seed + 1, game.moves)).not.toBe(key);
    expect(gameKey(game.seed, game.moves.slice(1))).not.toBe(key);
  });
});

/**
 * A whole game of the same two bots, its reader's (player 0's) moves other than placements reviewed
 * as the page reviews every move: the exchanges and the claim cascade's choices.
 */
function reviewedChoices(seed: number) {
  const { states, moves, views } = playedGame(seed);
  const reviews = moves.flatMap((move, k) => (move.type !== 'place' && mover(states[k]!) === 0 ? [reviewMove(views[k]!, move, k, seed, DEALS, FAST)] : []));
  return { seed, states, moves, views, reviews };
}

// Games of these numbers have a marked exchange and a marked claim of player 0 (found by reviewing
// games 1 to 45); the tests look for the marks rather than trusting the numbers.
const CHOICE_GAMES = [4, 14, 16].map(reviewedChoices);

function markedChoice(type: 'exchange' | 'claim') {
  for (const game of CHOICE_GAMES) {
    const mark = seatMarks(game.reviews, 0).find((r) => game.moves[r.index]!.type === type);
    if (mark) return { game, mark, played: game.moves[mark.index]! };
  }
  throw new Error(`no marked ${type} of player 0 in these games`);
}

describe('practice of a marked exchange or claim', () => {
  const start = (game: (typeof CHOICE_GAMES)[number], index: number) => {
    const s = practiceStart({ states: game.states, moves: game.moves, seed: game.seed, reviews: game.reviews, seat: 0, progress: {} });
    return practiceStep(s, { type: 'go', at: s.marks.findIndex((r) => r.index === index) });
  };
  // The words of a choice, as the practice shows them (in English).
  const en = (move: Move, state: GameState) => choiceText(move, defaultNames('computer'), state, 0);

  it('a marked exchange is chosen again by pressing cards of the hand and Exchange; Strong\'s exchange is accepted, the one first played is a miss with its line', () => {
    const { game, mark, played } = markedChoice('exchange');
    const before = game.states[mark.index]!;
    let s = start(game, mark.index);
    let view = practiceView(s);
    // Nothing fits: the hand's cards are pressed for the exchange, no tile's side is offered.
    expect(view.exchanging).toBe(true);
    expect(view.placing).toBe(false);
    expect(view.others).toEqual([]);
    expect(view.table?.hands[0].cards).toEqual(before.hands[0]);
    expect(mark.better?.type).toBe('exchange');
    const strong = mark.better as Move & { type: 'exchange' };
    // A card pressed twice is let go again.
    const first = before.hands[0][0]!;
    expect(practiceView(practiceStep(practiceStep(s, { type: 'card', card: first }), { type: 'card', card: first })).pressed.size).toBe(0);
    // Exchange with no card pressed: refused with its reason, judged by no one.
    if (before.options.exchangeMin > 0) {
      const refused = practiceStep(s, { type: 'exchange' });
      expect(refused.phase).toBe('choosing');
      expect(refused.refused?.refused.error).toBe('too-few-discards');
      expect(judgeQuestion(refused)).toBeNull();
    }
    // Strong's exchange, card by card: the cards pressed are the ones sent.
    s = strong.discard.reduce((t, card) => practiceStep(t, { type: 'card', card }), s);
    expect([...practiceView(s).pressed].sort()).toEqual([...strong.discard].sort());
    s = practiceStep(s, { type: 'exchange' });
    expect(s.phase).toBe('judging');
    expect(judgeQuestion(s)?.chosen).toEqual({ type: 'exchange', discard: strong.discard });
    s = judged(s);
    expect(practiceView(s).verdict).toMatchObject({ accepted: true, loss: 0 });
    expect(s.progress[mark.index]).toBe('solved');
    // The exchange first played again: a miss that costs what the review said, and its line.
    s = play(practiceStep(s, { type: 'again' }), played);
    s = judged(s);
    view = practiceView(s);
    expect(view.verdict?.accepted).toBe(false);
    expect(view.verdict!.loss).toBeCloseTo(mark.loss, 12);
    const after = apply(before, played);
    expect(after.ok && view.verdict!.line!.states[0]).toEqual(after.ok ? after.value.state : null);
    // The words name the cards each exchange lets go (the reader's own), so the two are told apart
    // even when they let go as many cards.
    for (const move of [strong, played as Move & { type: 'exchange' }]) for (const card of move.discard) expect(en(move, before)).toContain(cardName(card));
    expect(en(strong, before)).not.toBe(en(played, before));
    expect(view.mark?.aim).toEqual({ kind: 'exchange', cards: strong.discard.length });
  });

  it('a marked claim is chosen again from the cascade\'s own choices, each told apart; Strong\'s is accepted, the claim first played is a miss with its line', () => {
    const { game, mark, played } = markedChoice('claim');
    const before = game.states[mark.index]!;
    let s = start(game, mark.index);
    let view = practiceView(s);
    // In the claim cascade no card is placed or exchanged: the choices are the claims and the pass.
    expect(before.cascade).not.toBeNull();
    expect(view.placing).toBe(false);
    expect(view.exchanging).toBe(false);
    expect(view.others).toEqual(legalMoves(before));
    expect(view.others).toContainEqual(mark.better);
    expect(view.others).toContainEqual(played);
    // Each choice is a button in words: no two read the same.
    const texts = view.others.map((move) => en(move, before));
    expect(new Set(texts).size).toBe(texts.length);
    s = practiceStep(s, { type: 'move', move: mark.better! });
    expect(s.phase).toBe('judging');
    s = judged(s);
    expect(practiceView(s).verdict).toMatchObject({ accepted: true, loss: 0 });
    // The claim first played: a miss that costs what the review said, and the line after it.
    s = practiceStep(practiceStep(s, { type: 'again' }), { type: 'move', move: played });
    s = judged(s);
    view = practiceView(s);
    expect(view.verdict?.accepted).toBe(false);
    expect(view.verdict!.loss).toBeCloseTo(mark.loss, 12);
    const after = apply(before, played);
    expect(after.ok && view.verdict!.line!.states[0]).toEqual(after.ok ? after.value.state : null);
    expect(s.progress[mark.index]).toBe('solved');
  });
});
