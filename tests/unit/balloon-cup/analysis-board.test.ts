// The analysis board's machine and view (src/machines/balloon-cup/analysis.ts, analysis-view.ts):
// a position opened from a code, a refused code named in words with the board kept, every legal
// move listed with its chance, a line played on with undo and redo, a level's reply, open hands,
// and the board's link reopening the same numbers. The engine's estimates run in this thread,
// with few games per move (the worker's job is tested in the browser).
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { apply } from '../../../src/engine/balloon-cup/apply.ts';
import { analyseMoves, analysisSeed } from '../../../src/engine/balloon-cup/bots/analysis.ts';
import { botMove } from '../../../src/engine/balloon-cup/bots/index.ts';
import { seatState } from '../../../src/engine/balloon-cup/bots/seat-view.ts';
import { legalMoves, mover } from '../../../src/engine/balloon-cup/moves.ts';
import { encodeRecord, moveCode } from '../../../src/engine/balloon-cup/record.ts';
import { DEFAULT_OPTIONS } from '../../../src/engine/balloon-cup/options.ts';
import type { Move } from '../../../src/engine/balloon-cup/state.ts';
import { newGame } from '../../../src/engine/balloon-cup/setup.ts';
import { decodePosition, encodePosition } from '../../../src/engine/balloon-cup/url.ts';
import { analysisMachine, fromEstimator, fromReplier } from '../../../src/machines/balloon-cup/analysis.ts';
import type { AnalysisInput } from '../../../src/machines/balloon-cup/analysis.ts';
import { analysisView } from '../../../src/machines/balloon-cup/analysis-view.ts';
import type { AnalysisView } from '../../../src/machines/balloon-cup/analysis-view.ts';
import { codeWords } from '../../shared/code-words.ts';

const machine = analysisMachine.provide({
  actors: {
    estimate: fromEstimator(async (view, progress) => analyseMoves(view, progress, 6)),
    reply: fromReplier(async (view, level) => botMove(seatState(view), level, view.known, analysisSeed(view))),
  },
});

function board(input: AnalysisInput = {}) {
  const actor = createActor(machine, { input });
  actor.start();
  const settled = () =>
    new Promise<AnalysisView>((resolve) => {
      const done = (s: ReturnType<typeof actor.getSnapshot>) => s.hasTag('ready') || s.hasTag('over');
      if (done(actor.getSnapshot())) return resolve(analysisView(actor.getSnapshot()));
      const sub = actor.subscribe((s) => {
        if (done(s)) {
          sub.unsubscribe();
          resolve(analysisView(s));
        }
      });
    });
  return { actor, settled, view: () => analysisView(actor.getSnapshot()) };
}

/** A position some moves into a game. */
function midGame(): string {
  let state = newGame(44);
  for (let i = 0; i < 9; i += 1) {
    const next = apply(state, botMove(state, 'beginner', [], i));
    if (!next.ok) throw new Error(next.message);
    state = next.value.state;
  }
  return encodePosition(state);
}

/** The event a page sends for a link's query, as the island reads it. */
function linkEvent(query: string) {
  const params = new URLSearchParams(query);
  const shown = params.get('a');
  return {
    type: 'position.open', code: params.get('p')!, from: 'link', known: params.get('k') ?? undefined, open: params.get('o') === '1',
    line: params.get('l') ?? undefined, shown: shown === null ? undefined : Number(shown),
  } as const;
}

const rowsOf = (view: AnalysisView) => view.rows.map(({ code, win, games }) => ({ code, win, games }));

describe('the analysis board', () => {
  it('opens a code and lists every legal move once, best first, in words', async () => {
    const code = midGame();
    const { settled } = board({ code });
    const view = await settled();
    expect(view.code).toBe(code);
    const read = decodePosition(code);
    if (!read.ok) throw new Error(read.message);
    const state = read.value;
    expect(view.rows.map((r) => r.code).sort()).toEqual(legalMoves(state).map(moveCode).sort());
    for (let i = 1; i < view.rows.length; i += 1) expect(view.rows[i - 1]!.win).toBeGreaterThanOrEqual(view.rows[i]!.win);
    expect(view.rows[0]!.best).toBe(true);
    // The seat to act sees its own hand only.
    expect(view.table.hands[mover(state)].cards).not.toBeNull();
    expect(view.table.hands[1 - mover(state)]!.cards).toBeNull();
    for (const row of view.rows) expect(codeWords(row.text)).toEqual([]);
    expect(view.summary).toMatch(/\d+%/);
  });

  it('while it estimates, keeps the room of every row and of the summary in their own words, and drops it with the estimates', async () => {
    const code = midGame();
    const { settled, view } = board({ code });
    const waiting = view();
    expect(waiting.rows).toEqual([]);
    const state = decodePosition(code);
    if (!state.ok) throw new Error(state.message);
    expect(waiting.pending?.rows).toHaveLength(legalMoves(state.value).length);
    const done = await settled();
    expect(done.pending).toBeNull();
    // The same sentences but for their numbers: the room kept is the room the rows then take.
    const shape = (text: string) => text.replace(/\d+/g, '#');
    expect(waiting.pending!.rows.map(shape).sort()).toEqual(done.rows.map((row) => shape(row.text)).sort());
    expect(shape(waiting.pending!.summary)).toBe(shape(done.summary));
  });

  it('while it estimates, each share done is told in the progress and changes nothing else shown; a move shows its own board', async () => {
    // The worker's way: the shares done arrive one by one, then the estimates.
    const told = analysisMachine.provide({
      actors: {
        estimate: fromEstimator(async (view, progress) => {
          for (const done of [0.3, 0.6, 0.9]) {
            await new Promise((resolve) => setTimeout(resolve, 0));
            progress(done);
          }
          return analyseMoves(view, () => {}, 6);
        }),
      },
    });
    const actor = createActor(told, { input: { code: midGame() } });
    // Views made as the island makes them, one per snapshot.
    const views: AnalysisView[] = [];
    const settled = new Promise<void>((resolve) => actor.subscribe((s) => {
      views.push(analysisView(s));
      if (s.hasTag('ready')) resolve();
    }));
    actor.start();
    await settled;
    const estimating = views.filter((v) => v.tags.includes('estimating'));
    expect(estimating.length).toBeGreaterThan(2);
    expect(new Set(estimating.map((v) => v.progress)).size).toBeGreaterThan(1);
    for (const v of estimating) {
      expect(v.progressText).toContain(String(Math.round(v.progress * 100)));
      // The board and the rows' room are those of the first view: the island draws them once.
      expect([v.table, v.pending, v.rows, v.toMove]).toEqual([estimating[0]!.table, estimating[0]!.pending, estimating[0]!.rows, estimating[0]!.toMove]);
      expect(v.table).toBe(estimating[0]!.table);
    }
    const done = views.at(-1)!;
    expect(done.rows.length).toBeGreaterThan(0);
    actor.send({ type: 'move.play', code: done.rows[0]!.code });
    const moved = analysisView(actor.getSnapshot());
    expect(moved.table).not.toBe(done.table);
    expect(moved.code).not.toBe(done.code);
  });

  it('names a bad code and keeps the last good position', async () => {
    const code = midGame();
    const { actor, settled, view } = board({ code });
    await settled();
    actor.send({ type: 'position.open', code: code.slice(0, 40), from: 'paste' });
    expect(view().code).toBe(code);
    expect(view().problem).toMatch(/cut off/);
    actor.send({ type: 'position.open', code: 'not a code!', from: 'paste' });
    expect(view().problem).toMatch(/Character 4/);
    // A card moved to a second place: the position it reads as is refused with the card named.
    const state = decodePosition(code);
    if (!state.ok) throw new Error(state.message);
    const { hands } = state.value;
    const twice = encodePosition({ ...state.value, hands: [hands[0], [...hands[1].slice(1), hands[0][0]!]] });
    actor.send({ type: 'position.open', code: twice, from: 'paste' });
    expect(view().problem).toMatch(/is in two places/);
    expect(codeWords(view().problem!)).toEqual([]);
    expect(view().code).toBe(code);
    expect(view().announcement.text).toMatch(/^Not opened\./);
  });

  it('plays a variation, undoes and redoes it, and its link reopens the same numbers', async () => {
    const { actor, settled } = board({ code: midGame() });
    const first = await settled();
    actor.send({ type: 'move.play', code: first.rows[1]!.code });
    const after = await settled();
    expect(after.at).toBe(1);
    expect(after.line).toHaveLength(1);
    expect(after.announcement.text).toContain('Player');
    actor.send({ type: 'move.play', code: after.rows[0]!.code });
    const second = await settled();
    expect(second.line).toHaveLength(2);
    actor.send({ type: 'line.undo' });
    const back = await settled();
    expect(rowsOf(back)).toEqual(rowsOf(after));
    expect(back.canRedo).toBe(true);
    actor.send({ type: 'line.redo' });
    expect(rowsOf(await settled())).toEqual(rowsOf(second));
    // The link of the board shown: another board opened from it shows the same numbers.
    const params = new URLSearchParams(second.query);
    const other = board();
    await other.settled();
    other.actor.send(linkEvent(second.query));
    expect(rowsOf(await other.settled())).toEqual(rowsOf(second));
  });

  it('a different move after taking back starts a branch, and the link reproduces the line shown', async () => {
    const { actor, settled } = board({ code: midGame() });
    const first = await settled();
    actor.send({ type: 'move.play', code: first.rows[0]!.code });
    const main = await settled();
    actor.send({ type: 'move.play', code: main.rows[0]!.code });
    await settled();
    actor.send({ type: 'line.undo' });
    actor.send({ type: 'line.undo' });
    await settled();
    // A different first move: a variation beside the line, which is kept.
    actor.send({ type: 'move.play', code: first.rows[1]!.code });
    const branched = await settled();
    expect(branched.line).toHaveLength(2);
    expect(branched.line[0]!.variations).toHaveLength(1);
    expect(branched.line[0]!.variations[0]![0]!.at).toBe(branched.at);
    expect(branched.shownLine).toEqual([0, branched.at]);
    // Its link opens that variation alone, at the same move, with the same numbers.
    const other = board();
    await other.settled();
    other.actor.send(linkEvent(branched.query));
    const reopened = await other.settled();
    expect(reopened.code).toBe(branched.code);
    expect(rowsOf(reopened)).toEqual(rowsOf(branched));
    // The kept line is still there: going to its second move, then its link, shows that line.
    const kept = branched.line[1]!.at;
    actor.send({ type: 'line.goto', at: kept });
    const back = await settled();
    expect(back.shownLine).toEqual([0, branched.line[0]!.at, kept]);
    expect(rowsOf(back)).not.toEqual(rowsOf(branched));
    // Shown at its first move, the link still carries the whole line, so redo reaches its end.
    actor.send({ type: 'line.undo' });
    const middle = await settled();
    const third = board();
    await third.settled();
    third.actor.send(linkEvent(middle.query));
    const atMiddle = await third.settled();
    expect(atMiddle.code).toBe(middle.code);
    expect(atMiddle.canRedo).toBe(true);
    third.actor.send({ type: 'line.redo' });
    expect((await third.settled()).code).toBe(back.code);
    // Playing a move already in the tree goes to it rather than adding a twin.
    actor.send({ type: 'line.goto', at: 0 });
    await settled();
    actor.send({ type: 'move.play', code: first.rows[1]!.code });
    const again = await settled();
    expect(again.at).toBe(branched.at);
    expect(again.line[0]!.variations).toHaveLength(1);
  });

  it('names an unreadable part of a link and opens the rest', async () => {
    const code = midGame();
    const { actor, settled } = board();
    await settled();
    actor.send({ type: 'position.open', code, from: 'link', known: 'not*cards' });
    const opened = await settled();
    expect(opened.code).toBe(code);
    expect(opened.problem).toBeNull();
    expect(opened.note).toMatch(/could not be read/);
    expect(codeWords(opened.note!)).toEqual([]);
    // A line with a move that cannot be played: the moves before it are kept, and the cut named.
    actor.send({ type: 'move.play', code: opened.rows[0]!.code });
    const moved = await settled();
    expect(moved.note).toBeNull();
    const query = new URLSearchParams(moved.query);
    actor.send({ type: 'position.open', code, from: 'link', line: `${query.get('l')}.zz` });
    const cut = await settled();
    expect(cut.code).toBe(moved.code);
    expect(cut.note).toMatch(/stops at the last move/);
  });

  it('with a level answering, plays its reply and takes back to the person\'s turn', async () => {
    const { actor, settled } = board({ code: midGame() });
    const first = await settled();
    actor.send({ type: 'reply.set', reply: 'beginner' });
    expect(analysisView(actor.getSnapshot()).replyNote).toMatch(/Beginner/);
    actor.send({ type: 'move.play', code: first.rows[0]!.code });
    const after = await settled();
    expect(after.line.length).toBeGreaterThanOrEqual(2);
    actor.send({ type: 'line.undo' });
    const back = await settled();
    expect(back.at).toBe(0);
  });

  it('open hands shows both hands and changes what the estimates know', async () => {
    const { actor, settled } = board({ code: midGame() });
    const closed = await settled();
    actor.send({ type: 'hands.set', open: true });
    const open = await settled();
    expect(open.table.hands[0].cards).not.toBeNull();
    expect(open.table.hands[1].cards).not.toBeNull();
    expect(open.query).toContain('o=1');
    expect(rowsOf(open)).not.toEqual(rowsOf(closed));
  });

  it('opens a game\'s link at one of its moves, and names a cut one', async () => {
    let state = newGame(12);
    const states = [state];
    const moves: Move[] = [];
    for (let i = 0; i < 12; i += 1) {
      const move = botMove(state, 'beginner', [], i);
      const next = apply(state, move);
      if (!next.ok) throw new Error(next.message);
      moves.push(move);
      state = next.value.state;
      states.push(state);
    }
    const record = encodeRecord({ seed: 12, options: DEFAULT_OPTIONS, opponent: 'people', moves, undone: [] });
    const { actor, settled, view } = board();
    await settled();
    actor.send({ type: 'game.open', record, at: 7 });
    const opened = await settled();
    expect(opened.code).toBe(encodePosition(states[7]!));
    expect(opened.rows.map((r) => r.code).sort()).toEqual(legalMoves(states[7]!).map(moveCode).sort());
    actor.send({ type: 'game.open', record: record.slice(0, -3), at: 7 });
    expect(view().problem).not.toBeNull();
    expect(codeWords(view().problem!)).toEqual([]);
    expect(view().code).toBe(opened.code);
  });
});
