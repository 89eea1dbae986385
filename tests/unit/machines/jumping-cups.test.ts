// The Jumping Cups machines with the real engine and solver (no mocks): the example's pick,
// preview, refusal and move; the game against the solver, undo, verdict, shared positions and
// the puzzle judge.
import { describe, expect, it } from 'vitest';
import { ruleFor } from '../../../src/components/rules/codes.ts';
import { ruleHref } from '../../../src/components/rules/numbers.ts';
import { createActor, waitFor } from 'xstate';
import { exampleMachine, exampleView } from '../../../src/machines/jumping-cups/example.ts';
import { chooseReply, playView, withConsult } from '../../../src/machines/jumping-cups/play.ts';
import { consultHere, playHereMachine as playMachine } from '../../../src/machines/jumping-cups/consult.ts';
import { Solver, makePosition, parsePosition, play, startPosition } from '../../../src/engine/jumping-cups/index.ts';
import type { Position } from '../../../src/engine/jumping-cups/index.ts';
import { run, step, tags } from './helpers.ts';

describe('example machine', () => {
  const chain = { position: 'y/r/r///y///r/r/y//y/yr r', goal: 'chain' as const };

  it('previews a move with its chain-rule hop and landing', () => {
    const s = run(exampleMachine, chain, [{ type: 'cup.pick', square: 9 }]);
    expect(tags(s)).toEqual(['preview']);
    expect(s.context.preview).toMatchObject({ from: 9, path: [10, 12], leftTrack: false });
    expect(exampleView(s).preview?.lines.join(' ')).toMatch(/chain rule sends it on 2 squares/);
  });

  it('warns before a move that leaves the track, and ends the game when confirmed', () => {
    let s = run(exampleMachine, chain, [{ type: 'cup.pick', square: 14 }]);
    expect(s.context.preview?.leftTrack).toBe(true);
    expect(s.context.preview?.status).toEqual({ over: true, winner: 'yellow', reason: 'left-track' });
    expect(exampleView(s).preview?.ending).toMatch(/Yellow wins/);
    s = step(exampleMachine, s, { type: 'move.confirm' });
    expect(tags(s)).toEqual(['over']);
    expect(exampleView(s).ending).toMatch(/left the track/);
  });

  it('a "try, read why not, then move" example is done by the allowed move after a refusal, not by the refusal', () => {
    const start = { position: 'r/r/r//ry/////y/y/y/yr/ y', goal: 'refusal-then-move' as const };
    let s = run(exampleMachine, start, [{ type: 'cup.pick', square: 1 }]);
    expect(s.context.refusal?.problem.code).toBe('not-your-cup');
    expect(s.context.complete).toBe(false);
    s = step(exampleMachine, s, { type: 'cup.pick', square: 10 }, { type: 'move.confirm' });
    expect(s.context.complete).toBe(true);
    const direct = run(exampleMachine, start, [{ type: 'cup.pick', square: 10 }, { type: 'move.confirm' }]);
    expect(direct.context.told.length).toBeGreaterThan(0);
    expect(direct.context.complete).toBe(false);
  });

  it('explains refused picks from the engine codes', () => {
    const start = { position: 'r/r/r//ry/////y/y/y/yr/ y', goal: 'refusal' as const };
    let s = run(exampleMachine, start, [{ type: 'cup.pick', square: 1 }]);
    expect(s.context.refusal).toEqual({ square: 1, problem: { code: 'not-your-cup', square: 1, top: 'red', turn: 'yellow', covered: false } });
    expect(exampleView(s).refusal?.text).toMatch(/each player moves only their own cups/);
    expect(s.context.complete).toBe(true);
    s = step(exampleMachine, s, { type: 'cup.pick', square: 13 });
    expect(s.context.refusal?.problem).toEqual({ code: 'not-your-cup', square: 13, top: 'red', turn: 'yellow', covered: true });
    expect(exampleView(s).refusal?.text).toMatch(/covered by a red cup/);
    s = step(exampleMachine, s, { type: 'cup.pick', square: 7 });
    expect(s.context.refusal?.problem).toEqual({ code: 'empty-square', square: 7 });
    expect(exampleView(s).refusal).toMatchObject({ code: 'empty-square', square: 7 });
  });

  it('choosing the highlighted landing square makes the move; the picked cup again puts it back', () => {
    const start = { position: '//r/rrr///r//yy//yy//y/ r' };
    let s = run(exampleMachine, start, [{ type: 'cup.pick', square: 4 }]);
    expect(s.context.preview).toMatchObject({ from: 4, path: [7] });
    s = step(exampleMachine, s, { type: 'cup.pick', square: 7 });
    expect(exampleView(s).notation).toBe('//r/rr///rr//yy//yy//y/ y');
    expect(exampleView(s).lastPath).toEqual([7]);
    s = run(exampleMachine, start, [{ type: 'cup.pick', square: 4 }, { type: 'cup.pick', square: 4 }]);
    expect(tags(s)).toEqual(['choose-cup']);
    expect(exampleView(s).notation).toBe('//r/rrr///r//yy//yy//y/ r');
  });

  it('a move that leaves the track is not made by a square: it waits for the confirm', () => {
    const s = run(exampleMachine, chain, [{ type: 'cup.pick', square: 14 }, { type: 'cup.pick', square: 14 }]);
    expect(tags(s)).toEqual(['choose-cup']);
    expect(s.context.position).not.toBeNull();
    expect(exampleView(s).notation).toBe('y/r/r///y///r/r/y//y/yr r');
  });

  it('makes the move, passes the turn, and resets', () => {
    let s = run(exampleMachine, { position: 'r/r/r/r/r/////y/y/y/y/y r' }, [{ type: 'cup.pick', square: 5 }, { type: 'move.confirm' }]);
    expect(exampleView(s).notation).toBe('r/r/r/r//r////y/y/y/y/y y');
    expect(s.context.complete).toBe(true);
    s = step(exampleMachine, s, { type: 'example.reset' });
    expect(exampleView(s).notation).toBe('r/r/r/r/r/////y/y/y/y/y r');
  });

  it('shows a bad position as invalid, naming the square', () => {
    const s = run(exampleMachine, { position: 'r/r/x/r/r/////y/y/y/y/y r' });
    expect(tags(s)).toEqual(['invalid']);
    expect(s.context.problem).toEqual({ code: 'bad-cup', square: 3, letter: 'x' });
    expect(exampleView(s).problem).toMatch(/Square 3 holds “x”, which is not a cup/);
  });
});

describe('play machine', () => {
  const puzzle = (position: string, limit: number) => createActor(playMachine, { input: { position, limit } }).start();

  it('chooses the fastest win, or the longest resistance', () => {
    const solution = new Solver().solve((parsePosition('y/y//y/////yr/r/r/r/yr/ r') as { ok: true; value: never }).value);
    expect(chooseReply(solution)?.from).toBe(11);
  });

  it('answers a move with the solver\'s reply, undoes both, and gives a verdict', async () => {
    const actor = createActor(playMachine, { input: { position: 'y/y//y/////yr/r/r/r/yr/ r' } }).start();
    actor.send({ type: 'verdict.request' });
    let s = await waitFor(actor, (x) => x.context.verdict !== null);
    expect(playView(s).verdict).toMatchObject({ value: 'win', yourMoves: 2, keep: [11] });
    // The verdict, a value under perfect play, cites the end-of-game rules.
    expect(ruleHref('jumping-cups', ruleFor('jumping-cups', playView(s).verdictCode!)!)).toBe('/jumping-cups/rules/winning-and-blocking/');
    actor.send({ type: 'cup.pick', square: 11 });
    actor.send({ type: 'move.confirm' });
    s = await waitFor(actor, (x) => x.hasTag('choose-cup'));
    expect(s.context.told.filter((fact) => fact.kind === 'move').map((fact) => fact.kind === 'move' && fact.reply)).toEqual([false, true]);
    expect(playView(s).told.some((line) => line.startsWith('Reply:'))).toBe(true);
    expect(s.context.position.turn).toBe('red');
    actor.send({ type: 'game.undo' });
    expect(playView(actor.getSnapshot()).notation).toBe('y/y//y/////yr/r/r/r/yr/ r');
    actor.stop();
  });

  it('tells the page which position each picked cup would make, so its reply can be fetched ahead', async () => {
    const foreseen: string[] = [];
    const asked: string[] = [];
    const machine = withConsult(async (notation) => {
      asked.push(notation);
      return consultHere(notation);
    }, (notation) => foreseen.push(notation));
    // A position late in a game, so the solver's answer is quick even on a busy machine.
    const start = '//r/rr//y/y/r//yy///yr/ r';
    const actor = createActor(machine, { input: { position: start } }).start();
    const movable = playView(actor.getSnapshot()).movable;
    const first = movable[0]!;
    actor.send({ type: 'cup.pick', square: first });
    // Another cup, not the square the first would land on (choosing that would make the move).
    const second = movable.find((square) => square !== first && square !== actor.getSnapshot().context.preview?.path.at(-1))!;
    actor.send({ type: 'cup.pick', square: second });
    const outcome = (from: number) => {
      const moved = play((parsePosition(start) as { ok: true; value: Position }).value, from);
      if (!moved.ok) throw new Error(moved.message);
      return makePosition(moved.value.position);
    };
    expect(foreseen).toEqual([outcome(first), outcome(second)]);
    actor.send({ type: 'move.confirm' });
    await waitFor(actor, (x) => x.hasTag('choose-cup'));
    // The question is about the position foreseen last: the move made.
    expect(asked).toEqual([outcome(second)]);
    actor.stop();
  });

  it("shows the opponent's reply only once the page says the person's move has been seen", async () => {
    let release = () => {};
    const seen = new Promise<void>((resolve) => { release = resolve; });
    let asked = 0;
    const machine = withConsult(async (notation) => {
      asked += 1;
      return consultHere(notation);
    }, undefined, () => seen);
    const actor = createActor(machine, { input: { position: '//r/rr//y/y/r//yy///yr/ r' } }).start();
    const from = playView(actor.getSnapshot()).movable[0]!;
    actor.send({ type: 'cup.pick', square: from });
    actor.send({ type: 'move.confirm' });
    expect(actor.getSnapshot().hasTag('thinking')).toBe(true);
    // The answer is asked for at once and arrives, but the move stays the person's until released.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(1);
    expect(actor.getSnapshot().hasTag('thinking')).toBe(true);
    expect(playView(actor.getSnapshot()).turn).toBe('yellow');
    release();
    await waitFor(actor, (x) => x.hasTag('choose-cup'));
    expect(playView(actor.getSnapshot()).turn).toBe('red');
    actor.stop();
  });

  it('picking a cup, then clearing the choice, is announced both times', () => {
    const s = run(playMachine, { position: 'y/y//y/////yr/r/r/r/yr/ r' }, [{ type: 'cup.pick', square: 11 }]);
    expect(playView(s).announcement.text).toMatch(/Choose square 14, where it lands, to make the move, or pick another cup\.$/);
    const cleared = run(playMachine, { position: 'y/y//y/////yr/r/r/r/yr/ r' }, [{ type: 'cup.pick', square: 11 }, { type: 'cup.clear' }]);
    expect(cleared.hasTag('choose-cup')).toBe(true);
    expect(cleared.context.preview).toBeNull();
    expect(playView(cleared).announcement).toEqual({ text: 'Choice cleared. Pick a cup.', n: playView(s).announcement.n + 1 });
  });

  it('loads a shared position, and falls back to the start with a message for a bad one', () => {
    let s = run(playMachine, {}, [{ type: 'game.load', notation: 'r/r/r/r/r/////y/y/y/y/q r' }]);
    expect(s.context.problem).toEqual({ code: 'bad-cup', square: 14, letter: 'q' });
    expect(playView(s).problem).toMatch(/Square 14 holds “q”/);
    expect(playView(s).notation).toBe('r/r/r/r/r/////y/y/y/y/y r');
    s = run(playMachine, {}, [{ type: 'game.load', notation: 'y/y//y/////yr/r/r/r/yr/ r' }]);
    expect(s.context.problem).toBeNull();
    expect(s.context.human).toBe('red');
  });

  it('a shared finished game is announced as over, and "new game" starts a real one from the beginning', () => {
    // The link, ?p=//y/rr////r/yyryr/////+r (the + is a space in a query).
    const finished = '//y/rr////r/yyryr///// r';
    const loaded = run(playMachine, {}, [{ type: 'game.load', notation: finished }]);
    expect(loaded.context.problem).toBeNull();
    expect(tags(loaded)).toContain('over');
    expect(playView(loaded).announcement.text).not.toMatch(/to move/);
    expect(playView(loaded).announcement.text).toMatch(/already over/);
    expect(playView(loaded).announcement.text).toContain(playView(loaded).ending);
    // "Game over" cites the rule of how it ended.
    expect(ruleFor('jumping-cups', playView(loaded).endingCode!)).toMatch(/^4\.[123]$/);
    expect(playView(run(playMachine, {})).endingCode).toBeNull();
    for (const human of ['red', 'yellow'] as const) {
      const fresh = step(playMachine, loaded, { type: 'game.new', human });
      expect(playView(fresh).notation).toBe(playView(run(playMachine, {})).notation);
      expect(tags(fresh)).not.toContain('over');
      expect(fresh.context.human).toBe(human);
    }
  });

  it('"new game" after a shared game still in play restarts that position', () => {
    const shared = 'y/y//y/////yr/r/r/r/yr/ r';
    const s = run(playMachine, {}, [{ type: 'game.load', notation: shared }, { type: 'game.new', human: 'red' }]);
    expect(playView(s).notation).toBe(shared);
  });

  it('a puzzle is solved by winning within N (the move made by choosing its landing square)', async () => {
    const actor = puzzle('y/y///y////r//r/yyr/r/r r', 1);
    actor.send({ type: 'cup.pick', square: 9 });
    const landing = actor.getSnapshot().context.preview?.path.at(-1);
    expect(landing).toBeDefined();
    actor.send({ type: 'cup.pick', square: landing! });
    const s = await waitFor(actor, (x) => x.hasTag('over'));
    expect(s.context.puzzle).toBe('solved');
    // The note cites how the game ended (the ending the page would cite beside "Game over").
    expect(playView(s).puzzleCode).toBe(playView(s).endingCode);
    expect(ruleFor('jumping-cups', playView(s).puzzleCode!)).toMatch(/^4\.[12]$/);
    actor.stop();
  });

  it('a puzzle is solved when the reply is forced to end the game against its own side (a cup off the track)', async () => {
    // Red wins in 1: after 3, every yellow move carries a cup off the track.
    const actor = puzzle('y//r/y//r///yyyr//r///r r', 1);
    actor.send({ type: 'cup.pick', square: 3 });
    actor.send({ type: 'cup.pick', square: actor.getSnapshot().context.preview!.path.at(-1)! });
    const s = await waitFor(actor, (x) => x.hasTag('over'));
    expect([s.context.puzzle, s.context.puzzleNote]).toEqual(['solved', { kind: 'solved', moves: 1 }]);
    expect(ruleHref('jumping-cups', ruleFor('jumping-cups', playView(s).puzzleCode!)!)).toBe('/jumping-cups/rules/winning-and-blocking/#leaving-the-track-loses');
    actor.stop();
  });

  it('a wrong puzzle move is refuted by the opponent and fails the puzzle', async () => {
    const actor = puzzle('y/y//y/////yr/r/r/r/yr/ r', 2);
    actor.send({ type: 'cup.pick', square: 12 });
    actor.send({ type: 'move.confirm' });
    const s = await waitFor(actor, (x) => x.context.puzzle !== 'open');
    expect(s.context.puzzle).toBe('failed');
    // This move loses at once: the note cites how the game ended.
    expect(s.context.puzzleNote?.kind).toBe('lost');
    expect(playView(s).puzzleCode).toBe(playView(s).endingCode);
    expect(playView(run(playMachine, {})).puzzleCode).toBeNull();
    actor.stop();
  });

  it('a puzzle refuted while the game goes on cites the end-of-game rules: the opponent now wins with perfect play', async () => {
    // Red wins in 1 from here (square 3); every other red move lets yellow win or loses at once.
    const start = 'y//r/y//r///yyyr//r///r r';
    const notes: string[] = [];
    for (const from of playView(run(playMachine, { position: start })).movable.filter((square) => square !== 3)) {
      const actor = puzzle(start, 1);
      actor.send({ type: 'cup.pick', square: from });
      actor.send({ type: 'move.confirm' });
      const s = await waitFor(actor, (x) => x.context.puzzle !== 'open');
      const view = playView(s);
      notes.push(s.context.puzzleNote!.kind);
      // A win let go, or one that now comes too late: values under perfect play, the game going on.
      if (['let-win', 'too-slow'].includes(s.context.puzzleNote!.kind)) expect(ruleHref('jumping-cups', ruleFor('jumping-cups', view.puzzleCode!)!)).toBe('/jumping-cups/rules/winning-and-blocking/');
      else expect(view.puzzleCode).toBe(view.endingCode);
      actor.stop();
    }
    expect(notes.some((kind) => kind === 'let-win' || kind === 'too-slow')).toBe(true);
  });
});
