// What the Balloon Cup analysis board shows, in the page's language, from the machine's facts
// (analysis.ts): the table as the seat to act sees it (both hands when open), every legal move
// with its estimated chance to win, best first, the line played on, and what was last said.
import type { SnapshotFrom } from 'xstate';
import { mover } from '../../engine/balloon-cup/moves.ts';
import type { Player } from '../../engine/balloon-cup/components.ts';
import type { GameState } from '../../engine/balloon-cup/state.ts';
import { encodePosition } from '../../engine/balloon-cup/url.ts';
import { openTable, viewFor } from '../../engine/balloon-cup/view.ts';
import type { TableView } from '../../engine/balloon-cup/view.ts';
import type { MoveEstimate } from '../../engine/balloon-cup/bots/analysis.ts';
import type { AnalysisContext, Reply, analysisMachine } from './analysis.ts';
import { current, keyOf, knownText } from './analysis.ts';
import { moveLabel, rowMoveText } from './analysis-moves.ts';
import type { Names } from './analysis-moves.ts';
import { positionProblemWords } from './position-code-words.ts';
import { m } from '../../paraglide/words/bcanalysis.ts';
import { m as w } from '../../paraglide/words/bcwords.ts';

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

export interface LineStep {
  readonly at: number;
  readonly text: string;
}

export interface AnalysisView {
  readonly tags: readonly string[];
  readonly table: TableView;
  readonly names: Names;
  readonly toMove: string;
  /** The seat to act's chance with its best move ('' until estimated). */
  readonly summary: string;
  readonly rows: readonly AnalysisRow[];
  /** Share of the estimates done (0 to 1) while estimating. */
  readonly progress: number;
  readonly progressText: string;
  /** What was wrong with the last input not opened (the board kept the last good position). */
  readonly problem: string | null;
  readonly open: boolean;
  readonly reply: Reply;
  readonly replyNote: string;
  /** The moves played from the opened position; `at` of the one shown (0: the opened position). */
  readonly line: readonly LineStep[];
  readonly at: number;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly ending: string | null;
  /** The position code of the board shown, and the rest of its link (open hands, known cards). */
  readonly code: string;
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

/** The link's query (after `?`) that reopens the board shown. */
export function queryOf(context: AnalysisContext): string {
  const state = current(context);
  const known = knownText(context.knowns[context.at]!);
  return `p=${encodePosition(state)}${context.open ? '&o=1' : ''}${known ? `&k=${known}` : ''}`;
}

export function analysisView(snapshot: SnapshotFrom<typeof analysisMachine>): AnalysisView {
  const { context } = snapshot;
  const tags = [...(snapshot.tags as ReadonlySet<string>)];
  const who = names();
  const state = current(context);
  const seat = mover(state);
  const table = context.open ? openTable(state, seat) : viewFor(state, seat, context.knowns[context.at]);
  const answer = context.answer?.key === keyOf(context) ? context.answer.rows : null;
  const rows = answer && !tags.includes('replying') ? rowsOf(answer, who, state) : [];
  const ending = endingText(state, who);
  const toMove = ending ?? toMoveText(state, who);
  const summary = rows[0] ? m.summary({ player: who[seat], chance: percent(rows[0].win), games: rows[0].games }) : '';
  const problem = context.problem ? positionProblemWords(context.problem) : null;
  const last = context.line[context.at - 1];
  const lastText = last ? moveLabel(last, who, context.states[context.at - 1]!) : '';
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
    progress: context.progress,
    progressText: m.estimating({ percent: percent(context.progress) }),
    problem,
    open: context.open,
    reply: context.reply,
    replyNote: replyNote(context, who),
    line: context.line.map((move, k) => ({ at: k + 1, text: moveLabel(move, who, context.states[k]!) })),
    at: context.at,
    canUndo: context.at > 0 && !tags.includes('replying'),
    canRedo: context.at < context.line.length,
    ending,
    code: encodePosition(state),
    query: queryOf(context),
    error: context.error ? m.failed() : null,
    announcement: { text, n: context.said.n },
  };
}
