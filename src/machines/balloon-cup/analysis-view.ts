// What the Balloon Cup analysis board shows, in the page's language, from the machine's facts
// (analysis.ts): the table as the seat to act sees it (both hands when open), every legal move
// with its estimated chance to win, best first, the line played on, and what was last said.
import type { SnapshotFrom } from 'xstate';
import { legalMoves, mover } from '../../engine/balloon-cup/moves.ts';
import type { Player } from '../../engine/balloon-cup/components.ts';
import type { GameState } from '../../engine/balloon-cup/state.ts';
import { encodePosition } from '../../engine/balloon-cup/url.ts';
import { openTable, viewFor } from '../../engine/balloon-cup/view.ts';
import type { TableView } from '../../engine/balloon-cup/view.ts';
import { gamesPerMove } from '../../engine/balloon-cup/bots/analysis.ts';
import type { MoveEstimate } from '../../engine/balloon-cup/bots/analysis.ts';
import type { AnalysisContext, Reply, analysisMachine } from './analysis.ts';
import { current, keyOf, knownAt, knownText, lineText } from './analysis.ts';
import type { Known } from '../../engine/balloon-cup/bots/knowledge.ts';
import { lineOf, pathTo, treeLines } from './analysis-tree.ts';
import type { TreeStep } from './analysis-tree.ts';
import { moveLabel, rowMoveText } from './analysis-moves.ts';
import type { Names } from './analysis-moves.ts';
import { positionProblemWords } from './position-code-words.ts';
import { m } from '../../paraglide/words/bcanalysis.ts';
import { m as w } from '../../paraglide/words/bcwords.ts';
import { m as more } from '../../paraglide/words/bcanalysismore.ts';

/** One legal move as the list shows it (and carries it: `data-move`, `data-win`). */
export interface AnalysisRow {
  /** The move in the game record's notation. */
  readonly code: string;
  /** Estimated chance to win for the seat to act, 0 to 1. */
  readonly win: number;
  readonly games: number;
  readonly best: boolean;
  readonly text: string;
}

/** One move of the tree of variations as listed: its node (`at` goes there), its words, and the lines branching off beside it. */
export interface LineStep {
  readonly at: number;
  readonly text: string;
  readonly variations: readonly (readonly LineStep[])[];
}

export interface AnalysisView {
  readonly tags: readonly string[];
  readonly table: TableView;
  readonly names: Names;
  readonly toMove: string;
  /** The seat to act's chance with its best move ('' until estimated). */
  readonly summary: string;
  readonly rows: readonly AnalysisRow[];
  /**
   * While estimating: the rows' and the summary's words as they will read, with a stand-in chance,
   * so the page keeps their room (hidden) and nothing moves when the estimates arrive.
   */
  readonly pending: { readonly rows: readonly string[]; readonly summary: string } | null;
  /** Share of the estimates done (0 to 1) while estimating. */
  readonly progress: number;
  readonly progressText: string;
  /** What was wrong with the last input not opened (the board kept the last good position). */
  readonly problem: string | null;
  readonly open: boolean;
  readonly reply: Reply;
  readonly replyNote: string;
  /** The tree of variations played from the opened position; `at` the node shown (0: the opened position). */
  readonly line: readonly LineStep[];
  readonly at: number;
  /** The nodes of the line shown, from the opened position (for the keyboard's up and down). */
  readonly shownLine: readonly number[];
  /** What of the last link could not be read (the rest was opened). */
  readonly note: string | null;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly ending: string | null;
  /** The position code of the board shown, and the rest of its link (open hands, known cards). */
  readonly code: string;
  /** What each player knows of the other hand in the position shown (the set-up starts from it). */
  readonly known: Known;
  readonly query: string;
  readonly error: string | null;
  readonly announcement: { readonly text: string; readonly n: number };
}

export function names(): Names {
  return [w.name_player_1(), w.name_player_2()];
}

const percent = (win: number): number => Math.round(win * 100);

export function rowsOf(rows: readonly MoveEstimate[], who: Names, state: GameState): AnalysisRow[] {
  const top = rows[0]?.value ?? 0;
  return rows.map((row) => ({
    code: row.code,
    win: row.value,
    games: row.games,
    best: percent(row.value) === percent(top),
    text: m.row({ move: rowMoveText(row.move, who, state), chance: percent(row.value), games: row.games }),
  }));
}

/** A chance of two digits, as most estimates read: the stand-in's words take the room the real ones will. */
const STAND_IN = 50;

function pendingWords(state: GameState, who: Names): AnalysisView['pending'] {
  if (state.result) return null;
  const moves = legalMoves(state);
  if (moves.length === 0) return null;
  const games = gamesPerMove(moves.length);
  return {
    rows: moves.map((move) => m.row({ move: rowMoveText(move, who, state), chance: STAND_IN, games })),
    summary: m.summary({ player: who[mover(state)], chance: STAND_IN, games }),
  };
}

function toMoveText(state: GameState, who: Names): string {
  const player = who[mover(state)];
  return state.cascade ? m.to_claim({ player }) : m.to_move({ player });
}

function endingText(state: GameState, who: Names): string | null {
  if (!state.result) return null;
  return state.result.winner === null ? m.over_blocked() : m.over_won({ player: who[state.result.winner] });
}

function replyNote(context: AnalysisContext, who: Names): string {
  if (context.reply === 'person') return m.reply_person();
  const level = context.reply === 'beginner' ? m.level_beginner() : context.reply === 'club' ? m.level_club() : m.level_strong();
  return m.reply_level({ player: who[context.human], other: who[(1 - context.human) as Player], level });
}

/**
 * The link's query (after `?`) that reopens the board shown: the opened position, the line shown
 * (`l`, its moves) and the move shown on it (`a`, when not the last).
 */
export function queryOf(context: AnalysisContext): string {
  const root = context.nodes[0]!;
  const known = knownText(root.known);
  const line = lineOf(context.nodes, context.at).slice(1);
  const shown = pathTo(context.nodes, context.at).length - 1;
  const moves = lineText(line.map((id) => context.nodes[id]!.move!));
  return `p=${encodePosition(root.state)}${context.open ? '&o=1' : ''}${known ? `&k=${known}` : ''}${moves ? `&l=${moves}` : ''}${shown < line.length ? `&a=${shown}` : ''}`;
}

function stepsOf(context: AnalysisContext, steps: readonly TreeStep[], who: Names): LineStep[] {
  return steps.map((step) => {
    const node = context.nodes[step.id]!;
    return { at: step.id, text: moveLabel(node.move!, who, context.nodes[node.parent!]!.state), variations: step.variations.map((line) => stepsOf(context, line, who)) };
  });
}

/**
 * The last view made and what it was made from. The worker tells the share done in tenths while
 * the rest stands still: a snapshot that differs from the last only in that share keeps every other
 * part of its view (the same objects), so the island redraws the progress bar, not the board.
 */
let last: { readonly context: AnalysisContext; readonly tags: string; readonly view: AnalysisView } | null = null;

function onlyProgressMoved(before: AnalysisContext, now: AnalysisContext): boolean {
  return (Object.keys(now) as (keyof AnalysisContext)[]).every((key) => key === 'progress' || before[key] === now[key]);
}

export function analysisView(snapshot: SnapshotFrom<typeof analysisMachine>): AnalysisView {
  const { context } = snapshot;
  const tags = [...(snapshot.tags as ReadonlySet<string>)];
  if (last && last.tags === tags.join(' ') && onlyProgressMoved(last.context, context)) {
    const view = { ...last.view, progress: context.progress, progressText: m.estimating({ percent: percent(context.progress) }) };
    last = { context, tags: last.tags, view };
    return view;
  }
  const view = freshView(context, tags);
  last = { context, tags: tags.join(' '), view };
  return view;
}

function freshView(context: AnalysisContext, tags: readonly string[]): AnalysisView {
  const who = names();
  const state = current(context);
  const seat = mover(state);
  const table = context.open ? openTable(state, seat) : viewFor(state, seat, knownAt(context));
  const answer = context.answer?.key === keyOf(context) ? context.answer.rows : null;
  const rows = answer && !tags.includes('replying') ? rowsOf(answer, who, state) : [];
  const ending = endingText(state, who);
  const toMove = ending ?? toMoveText(state, who);
  const summary = rows[0] ? m.summary({ player: who[seat], chance: percent(rows[0].win), games: rows[0].games }) : '';
  const pending = tags.includes('estimating') && rows.length === 0 ? pendingWords(state, who) : null;
  const problem = context.problem ? positionProblemWords(context.problem) : null;
  const shownNode = context.nodes[context.at]!;
  const lastText = shownNode.move ? moveLabel(shownNode.move, who, context.nodes[shownNode.parent!]!.state) : '';
  const text = ((): string => {
    switch (context.said.kind) {
      case 'opened':
        return [m.opened(), toMove].join(' ');
      case 'refused':
        return problem ? m.not_opened({ problem }) : '';
      case 'estimated':
        return summary;
      case 'moved':
      case 'replied':
        return [lastText, toMove].filter(Boolean).join(' ');
      case 'undone':
      case 'redone':
        return [context.said.kind === 'undone' ? m.undone() : m.redone(), toMove].join(' ');
      case 'hands':
        return context.open ? m.hands_open_said() : m.hands_closed_said();
      case 'reply':
        return replyNote(context, who);
      case 'failed':
        return m.failed();
      case 'none':
        return '';
    }
  })();
  return {
    tags,
    table,
    names: who,
    toMove,
    summary,
    rows,
    pending,
    progress: context.progress,
    progressText: m.estimating({ percent: percent(context.progress) }),
    problem,
    open: context.open,
    reply: context.reply,
    replyNote: replyNote(context, who),
    line: stepsOf(context, treeLines(context.nodes), who),
    at: context.at,
    shownLine: lineOf(context.nodes, context.at),
    note: context.note === 'known-dropped' ? more.known_dropped() : context.note === 'line-cut' ? more.line_cut() : null,
    canUndo: shownNode.parent !== null && !tags.includes('replying'),
    canRedo: shownNode.next !== null,
    ending,
    code: encodePosition(state),
    known: knownAt(context),
    query: queryOf(context),
    error: context.error ? m.failed() : null,
    announcement: { text, n: context.said.n },
  };
}
