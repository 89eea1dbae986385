// The play page's game machine: a person against the computer or a second person, driven by
// pure transitions (hot seat) or by an actor whose computer is the engine's own bot.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { apply } from '../../../src/engine/balloon-cup/apply.ts';
import { botMove } from '../../../src/engine/balloon-cup/bots/index.ts';
import { beginnerMove } from '../../../src/engine/balloon-cup/bots/heuristic.ts';
import { legalMoves, mover } from '../../../src/engine/balloon-cup/moves.ts';
import { decodeRecord } from '../../../src/engine/balloon-cup/record.ts';
import { newGame } from '../../../src/engine/balloon-cup/setup.ts';
import { DEFAULT_OPTIONS, PRESETS } from '../../../src/engine/balloon-cup/options.ts';
import type { GameState, Move } from '../../../src/engine/balloon-cup/state.ts';
import type { GameSnapshot, ThinkRequest } from '../../../src/machines/balloon-cup/game.ts';
import { saidText } from '../../../src/machines/balloon-cup/game-said.ts';
import { cascadeReview, current, gameMachine, recordText, saveText, tableView } from '../../../src/machines/balloon-cup/game.ts';
import { stepsText } from '../../../src/machines/balloon-cup/story.ts';
import { verdictText } from '../../../src/machines/balloon-cup/game-words.ts';
import { run, step, tags, eventsFor } from './helpers.ts';

/** A game between two people, the device handed to the first player (the hand-over before the first turn). */
function hotSeat(seed: number): GameSnapshot {
  const s = run(gameMachine, {}, [{ type: 'game.start', opponent: 'people', options: DEFAULT_OPTIONS, seed }]);
  expect(s.hasTag('handoff')).toBe(true);
  return step(gameMachine, s, { type: 'handoff.ready' });
}

/** The hands as the person at the device sees them: the cards, or null for a face-down hand. */
function seen(s: GameSnapshot): ReadonlyArray<readonly string[] | null> {
  return tableView(s.context).hands.map((h) => h.cards);
}

/** Plays the person's moves (`choose`) in a hot-seat game, handing the device over as needed, until `stop`. */
function playUntil(snapshot: GameSnapshot, stop: (s: GameSnapshot) => boolean, choose: (state: GameState) => Move = beginnerMove): GameSnapshot {
  let s = snapshot;
  for (let i = 0; i < 3000 && !stop(s) && !s.hasTag('over'); i += 1) {
    if (s.hasTag('handoff')) {
      s = step(gameMachine, s, { type: 'handoff.ready' });
      continue;
    }
    const before = s.context.moves.length;
    s = step(gameMachine, s, ...eventsFor(choose(current(s.context))));
    expect(s.context.moves.length, JSON.stringify(s.context.refusal)).toBe(before + 1);
  }
  return s;
}

describe('setting up', () => {
  it('starts in the set-up, and a start deals the game of its number under its rules', () => {
    let s = run(gameMachine, {});
    expect(tags(s)).toEqual(['setup']);
    s = step(gameMachine, s, { type: 'game.start', opponent: 'club', options: PRESETS.online, seed: 42 });
    expect(current(s.context)).toEqual(newGame(42, PRESETS.online));
    expect(s.context.options).toEqual(PRESETS.online);
    expect(s.context.opponent).toBe('club');
    expect(s.hasTag('human')).toBe(true);
  });

  it('reads a game number that is not a whole number of the range as the form shows it', () => {
    const dealt = (seed: number) => step(gameMachine, run(gameMachine, {}), { type: 'game.start', opponent: 'people', options: DEFAULT_OPTIONS, seed }).context.seed;
    expect(dealt(7.9)).toBe(7);
    expect(dealt(Number.NaN)).toBe(1);
    expect(dealt(2 ** 32 + 5)).toBe(5);
  });
});

describe('hot seat', () => {
  it('hides the next hand behind a pass-the-device screen after each turn', () => {
    let s = hotSeat(3);
    const move = legalMoves(current(s.context))[0]!;
    s = step(gameMachine, s, ...eventsFor(move));
    expect(s.hasTag('handoff')).toBe(true);
    s = step(gameMachine, s, { type: 'handoff.ready' });
    expect(s.hasTag('human')).toBe(true);
    expect(s.context.viewer).toBe(1);
  });

  it('refuses an illegal placement in words and keeps the turn', () => {
    let s = hotSeat(3);
    const state = current(s.context);
    const card = state.hands[0][0]!;
    const bad = [1, 2, 3, 4].flatMap((tile) => [0, 1].map((side) => ({ tile, side }))).find(({ tile, side }) => !apply(state, { type: 'place', card, tile, side }).ok);
    if (!bad) return;
    s = step(gameMachine, s, { type: 'card.select', card }, { type: 'side.choose', tile: bad.tile as 1, side: bad.side as 0 });
    expect(s.context.moves).toHaveLength(0);
    const result = apply(state, { type: 'place', card, tile: bad.tile as 1, side: bad.side as 0 });
    expect(s.context.refusal).toMatchObject({ kind: 'move', refused: { error: result.ok ? 'none' : result.error }, move: { type: 'place', card, ...bad } });
    expect(s.hasTag('human')).toBe(true);
  });

  it("offers the person their part of a claim cascade, every claim and the pass, and reviews it against the solver", () => {
    let found: GameSnapshot | null = null;
    for (let seed = 1; seed < 40 && !found; seed += 1) {
      const s = playUntil(hotSeat(seed), (x) => current(x.context).cascade !== null && x.hasTag('human'));
      if (current(s.context).cascade) found = s;
    }
    expect(found).not.toBeNull();
    let s = found!;
    const state = current(s.context);
    const choices = legalMoves(state);
    expect(choices.some((m) => m.type === 'claim')).toBe(true);
    expect(choices.at(-1)).toEqual({ type: 'pass' });
    s = step(gameMachine, s, { type: 'verdict' });
    expect(s.context.verdict).toBe(true);
    expect(verdictText(current(s.context), s.context.names)).toMatch(/Best now for/);
    expect(saidText(s.context)).toMatch(/Best now for/);
    s = step(gameMachine, s, { type: 'claim.pass' });
    const review = cascadeReview(s.context);
    expect(review.at(-1)).toMatchObject({ played: 'pass', move: s.context.moves.length - 1 });
    expect(review.at(-1)!.code).toMatch(/\./);
  });

  it('lets a person exchange when no card fits', () => {
    let found: GameSnapshot | null = null;
    for (let seed = 1; seed < 200 && !found; seed += 1) {
      const s = playUntil(hotSeat(seed), (x) => x.hasTag('human') && legalMoves(current(x.context)).some((m) => m.type === 'exchange'));
      if (!s.hasTag('over')) found = s;
    }
    expect(found).not.toBeNull();
    const before = current(found!.context);
    const hand = before.hands[mover(before)];
    const s = step(gameMachine, found!, ...eventsFor({ type: 'exchange', discard: hand.slice(0, Math.min(4, hand.length)) }));
    expect(s.context.moves.at(-1)?.type).toBe('exchange');
    expect(s.context.told.some((t) => t.event === 'exchanged')).toBe(true);
  });

  it('ends a blocked game with no winner', () => {
    let blocked: GameSnapshot | null = null;
    for (let seed = 1; seed < 400 && !blocked; seed += 1) {
      // Cheap pre-check in the engine: Beginner against itself, to the end.
      let state = newGame(seed);
      while (!state.result) state = (apply(state, beginnerMove(state)) as { ok: true; value: { state: GameState } }).value.state;
      if (state.result.reason !== 'blocked') continue;
      blocked = playUntil(hotSeat(seed), () => false);
    }
    expect(blocked).not.toBeNull();
    expect(blocked!.hasTag('over')).toBe(true);
    expect(current(blocked!.context).result).toEqual({ winner: null, reason: 'blocked' });
  });
});

describe('hidden cards between two people', () => {
  it('hands the device to the first player before the first turn, with no hand shown until then', () => {
    let s = run(gameMachine, {}, [{ type: 'game.start', opponent: 'people', options: DEFAULT_OPTIONS, seed: 4 }]);
    expect(tags(s)).toEqual(['handoff']);
    expect(s.context.viewer).toBeNull();
    expect(seen(s)).toEqual([null, null]);
    expect(saidText(s.context)).toBe('The game begins. Pass the device to Player 1.');
    // A move cannot be made past the screen.
    const move = legalMoves(current(s.context))[0]!;
    s = step(gameMachine, s, ...eventsFor(move));
    expect(s.context.moves).toHaveLength(0);
    s = step(gameMachine, s, { type: 'handoff.ready' });
    expect(s.hasTag('human')).toBe(true);
    expect(seen(s)).toEqual([current(s.context).hands[0], null]);
  });

  it('a player takes back their own last move on the hand-over, before the other sees their hand, and the other is told', () => {
    let s = hotSeat(3);
    s = step(gameMachine, s, ...eventsFor(legalMoves(current(s.context))[0]!));
    expect(tags(s)).toEqual(['handoff']);
    expect(s.context.viewer).toBe(0);
    s = step(gameMachine, s, { type: 'undo' });
    expect(s.context.moves).toHaveLength(0);
    // The device never left player 1: their hand shows again, player 2's stays hidden.
    expect(tags(s)).toEqual(['human']);
    expect(seen(s)).toEqual([current(s.context).hands[0], null]);
    expect(s.context.notice).toEqual({ to: 1, by: 0, kind: 'unseen' });
    // The supply is dealt again (it decides the card player 1 draws), and the record gives the same position.
    const replay = decodeRecord(recordText(s.context));
    expect(replay.ok && replay.value.states.at(-1)).toEqual(current(s.context));
    s = step(gameMachine, s, ...eventsFor(legalMoves(current(s.context))[0]!), { type: 'handoff.ready' });
    expect(s.context.viewer).toBe(1);
    expect(s.context.notice).toEqual({ to: 1, by: 0, kind: 'unseen' });
    expect(s.context.undone).toEqual([0]);
    // Read once player 2 has moved.
    s = step(gameMachine, s, ...eventsFor(legalMoves(current(s.context))[0]!));
    expect(s.context.notice).toBeNull();
  });

  it("on the other player's turn nothing is taken back without their consent, which both see with no card shown", () => {
    let s = hotSeat(3);
    s = step(gameMachine, s, ...eventsFor(legalMoves(current(s.context))[0]!), { type: 'handoff.ready' });
    s = step(gameMachine, s, ...eventsFor(legalMoves(current(s.context))[0]!), { type: 'handoff.ready' });
    expect(s.context.viewer).toBe(0);
    const before = s.context.moves;
    // Player 1 presses Undo on their turn: player 2's move is not theirs to take back.
    s = step(gameMachine, s, { type: 'undo' });
    expect(s.context.moves).toEqual(before);
    expect(tags(s)).toEqual(['human']);
    // They ask; player 2 says no: the moves stand and the device goes back through the hand-over.
    s = step(gameMachine, s, { type: 'takeback.ask' });
    expect(tags(s)).toEqual(['consent']);
    expect(s.context.asking).toBe(0);
    s = step(gameMachine, s, { type: 'takeback.refuse' });
    expect(s.context.moves).toEqual(before);
    expect(tags(s)).toEqual(['handoff']);
    expect(seen(s)).toEqual([null, null]);
    expect(s.context.notice).toEqual({ to: 0, by: 1, kind: 'refused' });
    s = step(gameMachine, s, { type: 'handoff.ready' });
    // They ask again; player 2 agrees: both moves are taken back, player 1 moves again after the hand-over.
    s = step(gameMachine, s, { type: 'takeback.ask' }, { type: 'takeback.agree' });
    expect(s.context.moves).toHaveLength(0);
    expect(tags(s)).toEqual(['handoff']);
    expect(s.context.notice).toEqual({ to: 1, by: 0, kind: 'agreed' });
    s = step(gameMachine, s, { type: 'handoff.ready' });
    expect(seen(s)).toEqual([current(s.context).hands[0], null]);
  });

  it('a player with no move yet cannot ask, and no move is taken back after the end', () => {
    let s = hotSeat(3);
    s = step(gameMachine, s, ...eventsFor(legalMoves(current(s.context))[0]!), { type: 'handoff.ready' });
    s = step(gameMachine, s, { type: 'takeback.ask' });
    expect(tags(s)).toEqual(['human']);
    const over = playUntil(hotSeat(2), () => false);
    expect(over.hasTag('over')).toBe(true);
    const after = step(gameMachine, over, { type: 'undo' }, { type: 'takeback.ask' });
    expect(after.hasTag('over')).toBe(true);
    expect(after.context.moves).toEqual(over.context.moves);
  });

  it('a reload opens on the hand-over, whoever held the device, and shows no hand before it', () => {
    const played = playUntil(hotSeat(11), (x) => x.context.moves.length >= 5 && x.hasTag('handoff'));
    expect(played.hasTag('handoff')).toBe(true);
    for (const snapshot of [played, step(gameMachine, played, { type: 'handoff.ready' })]) {
      const resumed = run(gameMachine, { saved: saveText(snapshot.context) });
      expect(tags(resumed)).toEqual(['handoff']);
      expect(resumed.context.viewer).toBeNull();
      expect(seen(resumed)).toEqual([null, null]);
      const ready = step(gameMachine, resumed, { type: 'handoff.ready' });
      const toMove = mover(current(ready.context));
      expect(seen(ready)[toMove]).toEqual(current(ready.context).hands[toMove]);
      expect(seen(ready)[toMove === 0 ? 1 : 0]).toBeNull();
    }
  });

  it('against the computer, its hand is never in the view until the game is over', async () => {
    const actor = createActor(gameMachine.provide({
      actors: { think: fromPromise<Move, ThinkRequest>(async ({ input }) => beginnerMove(input.state)) },
    }), { input: {} });
    actor.start();
    actor.send({ type: 'game.start', opponent: 'beginner', options: DEFAULT_OPTIONS, seed: 21 });
    for (let i = 0; i < 400 && !actor.getSnapshot().hasTag('over'); i += 1) {
      const s = await waitFor(actor, (x) => x.hasTag('human') || x.hasTag('over'));
      if (s.hasTag('over')) break;
      expect(seen(s)).toEqual([current(s.context).hands[0], null]);
      expect(tableView(s.context).hands[1].count).toBe(current(s.context).hands[1].length);
      for (const e of eventsFor(beginnerMove(current(s.context)))) actor.send(e);
    }
    const end = actor.getSnapshot();
    expect(end.hasTag('over')).toBe(true);
    expect(seen(end)).toEqual([current(end.context).hands[0], current(end.context).hands[1]]);
    actor.stop();
  });
});

describe('names and a new game', () => {
  const start = (names?: readonly string[]) => run(gameMachine, {}, [{ type: 'game.start', opponent: 'people', options: DEFAULT_OPTIONS, seed: 8, names }]);

  it('names the two people as typed (tidied), falls back to the defaults, and keeps the names with the save', () => {
    expect(start(['  Ana \u200b ', 'Ben']).context.names).toEqual(['Ana', 'Ben']);
    expect(start(['', 'Ben']).context.names).toEqual(['Player 1', 'Ben']);
    expect(start(['Ana', 'ana']).context.names).toEqual(['Ana', 'Player 2']);
    expect(start(['A very long name indeed, too long']).context.names[0]).toBe('A very long name ind');
    expect(start().context.names).toEqual(['Player 1', 'Player 2']);
    // Names are for two people: against the computer they stay "You" and "Computer".
    const computer = run(gameMachine, {}, [{ type: 'game.start', opponent: 'beginner', options: DEFAULT_OPTIONS, seed: 8, names: ['Ana', 'Ben'] }]);
    expect(computer.context.names).toEqual(['You', 'Computer']);
    let s = step(gameMachine, start(['Ana', 'Ben']), { type: 'handoff.ready' });
    expect(saidText(s.context)).toBe('Ana: your move.');
    s = playUntil(s, (x) => x.context.moves.length >= 3);
    expect(stepsText(s.context.told, s.context.names)).toMatch(/Ana|Ben/);
    const resumed = run(gameMachine, { saved: saveText(s.context) });
    expect(resumed.context.names).toEqual(['Ana', 'Ben']);
    // A save from before names were kept still opens, with the default names.
    const old = run(gameMachine, { saved: JSON.stringify({ v: 1, g: recordText(s.context) }) });
    expect(old.context.names).toEqual(['Player 1', 'Player 2']);
    expect(old.context.moves).toEqual(s.context.moves);
  });

  it('New game during a game asks first: "no" leaves the game as it was, "yes" goes back to the set-up', () => {
    const playing = playUntil(hotSeat(5), (x) => x.context.moves.length >= 2 && x.hasTag('human'));
    let s = step(gameMachine, playing, { type: 'game.new' });
    expect(s.context.confirmingNew).toBe(true);
    expect(s.hasTag('setup')).toBe(false);
    s = step(gameMachine, s, { type: 'game.new.cancel' });
    expect(s.context.confirmingNew).toBe(false);
    expect(s.context.moves).toEqual(playing.context.moves);
    expect(tags(s)).toEqual(tags(playing));
    // A stray "yes" without the question changes nothing.
    expect(step(gameMachine, s, { type: 'game.new.confirm' }).hasTag('setup')).toBe(false);
    s = step(gameMachine, s, { type: 'game.new' }, { type: 'game.new.confirm' });
    expect(s.hasTag('setup')).toBe(true);
    expect(s.context.confirmingNew).toBe(false);
  });

  it('New game after the end asks nothing', () => {
    const over = playUntil(hotSeat(2), () => false);
    expect(over.hasTag('over')).toBe(true);
    expect(step(gameMachine, over, { type: 'game.new' }).hasTag('setup')).toBe(true);
  });
});

describe('keeping the game', () => {
  it('resumes a saved game where it stood, and its record replays it', () => {
    const s = playUntil(hotSeat(11), (x) => x.context.moves.length >= 9);
    const resumed = run(gameMachine, { saved: saveText(s.context) });
    expect(resumed.context.savedProblem).toBeNull();
    expect(resumed.context.moves).toEqual(s.context.moves);
    expect(current(resumed.context)).toEqual(current(s.context));
    expect(resumed.hasTag('setup')).toBe(false);
    const replay = decodeRecord(recordText(s.context));
    expect(replay.ok && replay.value.states.at(-1)).toEqual(current(s.context));
  });

  it.each([
    ['not JSON', '{"v":1,"g":"g1.b', 'unreadable'],
    ['an old version', JSON.stringify({ v: 0, g: 'g1.1.0.' }), 'other-version'],
    ['a record with an illegal move', JSON.stringify({ v: 1, g: 'g1.1.0.__' }), 'record'],
  ])('names a corrupt save (%s), sets it aside and starts the set-up', (_, saved, code) => {
    const s = run(gameMachine, { saved });
    expect(s.hasTag('setup')).toBe(true);
    // Facts, not words: the page says them in its language.
    expect(s.context.savedProblem?.code).toBe(code);
  });
});

const engineThink = fromPromise<Move, ThinkRequest>(async ({ input }) => botMove(input.state, input.level, input.known, input.seed));

describe('against the computer', () => {
  it('the computer replies, and an undo takes back the reply with the move, marked in the record', async () => {
    const machine = gameMachine.provide({ actors: { think: engineThink } });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'game.start', opponent: 'beginner', options: DEFAULT_OPTIONS, seed: 5 });
    for (const e of eventsFor(beginnerMove(current(actor.getSnapshot().context)))) actor.send(e);
    let s = await waitFor(actor, (x) => x.hasTag('human') && x.context.moves.length >= 2);
    expect(mover(s.context.states[1]!)).toBe(1);
    actor.send({ type: 'undo' });
    s = actor.getSnapshot();
    expect(s.context.moves).toHaveLength(0);
    for (const e of eventsFor(legalMoves(current(s.context)).at(-1)!)) actor.send(e);
    s = await waitFor(actor, (x) => x.hasTag('human') && x.context.moves.length >= 2);
    expect(s.context.undone).toEqual([0]);
    expect(recordText(s.context).split('.')[3]!.startsWith('~')).toBe(true);
    actor.stop();
  });

  it("a takeback re-deals the supply and the computer's unseen cards, as the record replays it, and afresh each time", async () => {
    const machine = gameMachine.provide({ actors: { think: engineThink } });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'game.start', opponent: 'beginner', options: DEFAULT_OPTIONS, seed: 6000 });
    const dealt = current(actor.getSnapshot().context);
    const move = beginnerMove(dealt);
    const played = async () => {
      for (const e of eventsFor(move)) actor.send(e);
      return waitFor(actor, (x) => x.hasTag('human') && x.context.moves.length >= 2);
    };
    const first = await played();
    actor.send({ type: 'undo' });
    const once = current(actor.getSnapshot().context);
    // The person's hand and the table are as they were; what they never saw is dealt again.
    expect(once.hands[0]).toEqual(dealt.hands[0]);
    expect(once.tiles).toEqual(dealt.tiles);
    expect([...once.hands[1], ...once.supply].sort()).toEqual([...dealt.hands[1], ...dealt.supply].sort());
    expect(once.supply).not.toEqual(dealt.supply);
    expect(once.hands[1]).not.toEqual(dealt.hands[1]);
    // A reload (the save) and the link (the record) give the same re-dealt position.
    expect(current(run(gameMachine, { saved: saveText(actor.getSnapshot().context) }).context)).toEqual(once);
    // The same move again no longer meets the same future, and the record replays the game exactly.
    const again = await played();
    expect(again.context.states[1]).not.toEqual(first.context.states[1]);
    const replay = decodeRecord(recordText(again.context));
    expect(replay.ok && replay.value.states).toEqual(again.context.states);
    expect(recordText(again.context).split('.')[3]!.startsWith('~')).toBe(true);
    // A second takeback to the same point deals afresh.
    actor.send({ type: 'undo' });
    const twice = current(actor.getSnapshot().context);
    expect(twice.supply).not.toEqual(once.supply);
    // The record counts two takebacks in all (the first one's mark went with the move it marked).
    const text = recordText(actor.getSnapshot().context);
    expect(text.split('.')[3]).toBe('~~');
    const replayed = decodeRecord(text);
    expect(replayed.ok && replayed.value.states.at(-1)).toEqual(twice);
    actor.stop();
  });
});
