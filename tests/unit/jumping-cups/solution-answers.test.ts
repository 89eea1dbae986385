// The play page's answerer (src/components/jumping-cups/solution-answers.ts) over the shipped
// chunks, read from disk as the page fetches them: what it fetches for a move, the mirrored chunk
// for games where yellow moved first, and the work it settles ahead between questions.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Solver, gameStatus, legalMoves, makePosition, parsePosition, play, startPosition } from '../../../src/engine/jumping-cups/index.ts';
import type { Position } from '../../../src/engine/jumping-cups/index.ts';
import { askedPosition, createAnswerer } from '../../../src/components/jumping-cups/solution-answers.ts';
import { neededChunk, progress, withinStored } from '../../../src/engine/jumping-cups/solution.ts';
import { packBoard } from '../../../src/engine/jumping-cups/packed.ts';

const DIR = new URL('../../../public/jumping-cups/solution/', import.meta.url);

/** Positions whose fresh solve takes the reference solver little time (the start takes a minute). */
function quick(position: Position): boolean {
  const board = new Int32Array(14);
  packBoard(position, board);
  return progress(board) >= 20;
}

function answerer() {
  const loads: number[] = [];
  const ask = createAnswerer(async (n) => {
    loads.push(n);
    return new Uint8Array(readFileSync(new URL(`${n}.bin`, DIR)));
  });
  return { ask, loads };
}

/** A game of first legal moves that stay on the track, until its positions pass the stored part. */
function gamePast(first: 'red' | 'yellow'): Position[] {
  const out: Position[] = [];
  let position = startPosition({ first });
  for (let ply = 0; !gameStatus(position).over && ply < 60; ply += 1) {
    out.push(position);
    const moves = legalMoves(position).flatMap((from) => {
      const moved = play(position, from);
      return moved.ok && !moved.value.leftTrack ? [moved.value.position] : [];
    });
    if (moves.length === 0) break;
    position = moves[ply % moves.length]!;
  }
  return out;
}

describe('the answerer the play page uses', () => {
  it('answers a whole game exactly, fetching at most one chunk a question in a game where red moved first', async () => {
    const { ask, loads } = answerer();
    const reference = new Solver(18);
    const game = gamePast('red');
    expect(game.some((p) => !withinStored(p))).toBe(true);
    for (const position of game) {
      const before = loads.length;
      const answered = await ask(makePosition(position));
      if (quick(position)) expect(answered.solution).toEqual(reference.solve(position));
      expect(loads.length - before).toBeLessThanOrEqual(1);
      expect(answered.fetched).toBeLessThanOrEqual(100 * 1024);
    }
  }, 300_000);

  it('answers a game where yellow moved first from the mirrored chunks, exactly and without searching up to the stored part', async () => {
    const { ask } = answerer();
    const reference = new Solver(18);
    for (const position of gamePast('yellow')) {
      const answered = await ask(makePosition(position));
      if (quick(position)) expect(answered.solution).toEqual(reference.solve(position));
      const allStored = legalMoves(position).every((from) => {
        const moved = play(position, from);
        return !moved.ok || moved.value.status.over || withinStored(moved.value.position);
      });
      if (allStored) expect(answered.book).toBe(true);
      // Two chunks at most, the direct one and the mirrored one.
      expect(answered.fetched).toBeLessThanOrEqual(100 * 1024);
    }
  }, 300_000);

  it('settles ahead, between questions, what the answer to any next move needs', async () => {
    const { ask } = answerer();
    // Past the stored part: the opponent's reply needs live searches.
    const game = gamePast('red').filter((p) => !withinStored(p));
    const position = game[0]!;
    const answered = await ask(makePosition(position));
    let states = await ask.settled();
    expect(states).toBeGreaterThan(answered.states);
    // Every reply to the person's next moves now comes from the table: it does not grow.
    const reply = answered.solution.moves.find((m) => m.value === answered.solution.value && m.plies === answered.solution.plies)!;
    const moved = play(position, reply.from);
    if (!moved.ok) throw new Error(moved.message);
    for (const from of legalMoves(moved.value.position)) {
      const next = play(moved.value.position, from);
      if (!next.ok || next.value.status.over) continue;
      const again = await ask(makePosition(next.value.position));
      expect(again.states).toBe(states);
      states = again.states;
    }
  });

  it('fetches ahead the chunk the reply to a picked move needs, once per question, and answers from it without fetching again', async () => {
    const { ask, loads } = answerer();
    const goingOn = (position: Position) => legalMoves(position).flatMap((from) => {
      const moved = play(position, from);
      return moved.ok && !moved.value.status.over ? [moved.value.position] : [];
    });
    const [first, second] = goingOn(startPosition());
    ask.foresee(makePosition(first!));
    expect(loads).toHaveLength(1);
    // A change of mind before the move: no second chunk ahead.
    ask.foresee(makePosition(second!));
    expect(loads).toHaveLength(1);
    const answered = await ask(makePosition(first!));
    expect(loads).toHaveLength(1);
    expect(answered.fetched).toBe(0);
    expect(answered.book).toBe(true);
    // Once the question is asked, the next move may be foreseen again.
    const reply = answered.solution.moves.find((m) => m.value === answered.solution.value && m.plies === answered.solution.plies)!;
    const replied = play(first!, reply.from);
    if (!replied.ok) throw new Error(replied.message);
    ask.foresee(makePosition(goingOn(replied.value.position)[0]!));
    expect(loads).toHaveLength(2);
  });

  it('fetches ahead the verdict\'s chunk as the person reaches for it, besides the move\'s, once each per question', async () => {
    const { ask, loads } = answerer();
    const start = startPosition();
    const moves = legalMoves(start).flatMap((from) => {
      const moved = play(start, from);
      return moved.ok ? [moved.value.position] : [];
    });
    // Pick a move whose reply needs another chunk than the verdict on the start does.
    const other = moves.find((p) => neededChunk(p) !== neededChunk(start))!;
    ask.foresee(makePosition(start), 'verdict');
    expect(loads).toEqual([neededChunk(start)]);
    ask.foresee(makePosition(other), 'move');
    expect(loads).toEqual([neededChunk(start), neededChunk(other)]);
    // A second reach for a verdict (another position) fetches nothing more before the question.
    ask.foresee(makePosition(other), 'verdict');
    expect(loads).toHaveLength(2);
    const verdict = await ask(makePosition(start));
    expect(verdict.fetched).toBe(0);
    expect(loads).toHaveLength(2);
  });
});

describe('the positions the worker is asked about', () => {
  it('reads what makePosition writes as the engine reads it', () => {
    for (const text of ['r/r/r/r/r/////y/y/y/y/y r', '//r/ry//yy//yr/r/r/y/// r', 'r/r/r/r/r/////y/y/y/y/y y']) {
      expect(askedPosition(text)).toEqual(parsePosition(text, { origin: false }));
    }
  });

  it('refuses anything else, and positions the rules do not allow', () => {
    for (const text of ['', 'r/r/r/r/r/////y/y/y/y/y r ', ' r/r/r/r/r/////y/y/y/y/y r', 'r/r/r/r/r////y/y/y/y/y r', 'r/r/r/r/x/////y/y/y/y/y r', 'r/r/r/r/r/////y/y/y/y/y b']) {
      expect(askedPosition(text).ok, JSON.stringify(text)).toBe(false);
    }
    expect(askedPosition('r/r/r/r/rr/////y/y/y/y/y r')).toMatchObject({ ok: false, error: 'wrong-cup-count' });
  });
});
