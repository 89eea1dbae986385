// What the explorer shows, in the page's language, from the machine's facts (explore.ts): the
// position, every legal move with its value for the side to move (best first), what was last said.
import type { SnapshotFrom } from 'xstate';
import { gameStatus, legalMoves, makePosition } from '../../engine/jumping-cups/index.ts';
import type { Color, Solution } from '../../engine/jumping-cups/index.ts';
import type { ExploreContext, ExploreMode, PracticeState, SetupTool, exploreMachine } from './explore.ts';
import { m } from '../../paraglide/words/jcexplore.ts';
import { m as moves } from '../../paraglide/words/jcmoves.ts';
import { m as shown } from '../../paraglide/words/jcplay.ts';
import { m as board } from '../../paraglide/words/jcboard.ts';
import { verdictMove } from './play-words.ts';
import { playerName, problemWords, statusWords } from './story.ts';
import { toldWords } from './told.ts';
import { PERFECT_PLAY, endCode, moveCode } from './verdict-codes.ts';
import type { VerdictCode } from './verdict-codes.ts';
import type { EndReason } from '../../engine/jumping-cups/index.ts';

/** One legal move as the list shows it (and carries it: `data-move`, `data-value`, `data-plies`). */
export interface ExploreRow {
  readonly from: number;
  readonly value: 'win' | 'loss';
  readonly plies: number;
  /** The rule that decides this move's value on its own (leaving the track), or null. */
  readonly code: EndReason | null;
  /** Among the best moves: the fastest win, or when every move loses, the longest defence. */
  readonly best: boolean;
  readonly text: string;
}

export interface ExploreView {
  readonly tags: readonly string[];
  readonly notation: string;
  readonly squares: readonly (readonly string[])[];
  readonly turn: Color;
  readonly movable: readonly number[];
  /** Every legal move, best first; empty until the solution is read, and while practicing. */
  readonly rows: readonly ExploreRow[];
  /** Whose move it is, and the position's value for them (once read). */
  readonly toMove: string;
  readonly summary: string;
  /** The rule the summary cites (a value under perfect play), while there is one. */
  readonly summaryCode: VerdictCode | null;
  /**
   * While the solution is read: the summary's and the rows' words as they will read, with a
   * stand-in count, so the page keeps their room (hidden) and nothing moves when the values arrive.
   */
  readonly pending: { readonly summary: string; readonly rows: readonly string[] } | null;
  /** What was wrong with the last input not opened (the board kept the last good position). */
  readonly problem: string | null;
  readonly mode: ExploreMode;
  readonly human: Color;
  readonly practice: PracticeState;
  /** What practice or play against the solver says now ('' in free play). */
  readonly modeNote: string;
  /** The rule practice's end cites: how the game ended, or a value under perfect play. */
  readonly practiceCode: EndReason | VerdictCode | null;
  readonly told: readonly string[];
  readonly lastPath: readonly number[];
  readonly lastFrom: number | null;
  readonly canUndo: boolean;
  readonly canReset: boolean;
  readonly ending: string;
  /** How the game ended, as the code of its rule, or null while it runs. */
  readonly endingCode: EndReason | null;
  /** The code of the problem's rule (a form problem cites none: its words say what to fix). */
  readonly problemCode: string | null;
  readonly draft: { readonly tool: SetupTool; readonly turn: Color } | null;
  readonly error: string | null;
  readonly announcement: { readonly text: string; readonly n: number };
}

/** The rows of a solution, best first: wins by fewest moves, then losses by the longest defence. */
export function rowsOf(solution: Solution): ExploreRow[] {
  const rank = (value: string, plies: number) => (value === 'win' ? plies : 1000 - plies);
  const best = Math.min(...solution.moves.map((move) => rank(move.value, move.plies)));
  return [...solution.moves]
    .sort((a, b) => rank(a.value, a.plies) - rank(b.value, b.plies) || a.from - b.from)
    .map(({ from, value, plies, leftTrack }) => ({
      from,
      value,
      plies,
      code: moveCode({ leftTrack }),
      best: rank(value, plies) === best,
      text: verdictMove(from, leftTrack ? 'off' : value, plies),
    }));
}

function summaryOf(solution: Solution): string {
  return solution.value === 'win' ? m.value_win({ plies: solution.plies }) : m.value_loss({ plies: solution.plies });
}

/** A count of two digits, as most values read: the stand-in's words take the room the real ones will. */
const STAND_IN = 50;

function pendingWords(position: ExploreContext['position']): ExploreView['pending'] {
  const moves = legalMoves(position);
  return moves.length === 0 ? null : { summary: m.value_win({ plies: STAND_IN }), rows: moves.map((from) => verdictMove(from, 'loss', STAND_IN)) };
}

function modeNote(context: ExploreContext): string {
  const { human } = context;
  const player = playerName(human);
  if (context.mode === 'perfect') return m.perfect_on({ color: human, player });
  if (context.mode !== 'practice') return '';
  switch (context.practice) {
    case 'open':
      return m.practice_on({ color: human, player });
    case 'won':
      return m.practice_won();
    case 'slipped':
      return m.practice_slipped();
    case 'no-win':
      return m.practice_no_win();
  }
}

export function exploreView(snapshot: SnapshotFrom<typeof exploreMachine>): ExploreView {
  const { context } = snapshot;
  const tags = [...(snapshot.tags as ReadonlySet<string>)];
  const setup = tags.includes('setup');
  const position = setup && context.draft ? { squares: context.draft.squares, turn: context.draft.turn } : context.position;
  const notation = makePosition(context.position);
  const status = gameStatus(context.position);
  const answer = context.answer?.notation === notation ? context.answer.solution : null;
  const hidden = context.mode === 'practice' && context.practice === 'open';
  const rows = answer && !hidden && !setup ? rowsOf(answer) : [];
  const toMove = status.over ? board.game_over({ ending: statusWords(status) }) : moves.to_move({ color: context.position.turn, player: playerName(context.position.turn) });
  const summary = answer && !hidden ? summaryOf(answer) : '';
  // The problem's words; the island sets them in their sentence (not_opened, with its emphasis).
  const problem = context.problem ? problemWords(context.problem) : null;
  const told = toldWords(context.told);
  const note = modeNote(context);
  const text = ((): string => {
    switch (context.said.kind) {
      case 'opened':
        return [m.opened(), toMove].join(' ');
      case 'refused':
        return problem ? m.not_opened({ problem }) : '';
      case 'answered': {
        if (!answer) return '';
        if (hidden) return note;
        const keep = answer.value === 'win' ? answer.bestMoves : rowsOf(answer).filter((row) => row.best).map((row) => row.from);
        return [summary, (answer.value === 'win' ? shown.keep_win : shown.keep_longest)({ squares: keep.join(', ') })].join(' ');
      }
      case 'moved':
      case 'replied':
        return [...told, context.practice !== 'open' ? note : ''].filter(Boolean).join(' ');
      case 'undone':
        return [m.undone(), toMove].join(' ');
      case 'mode':
        return note || m.both_on();
      case 'setup':
        return m.setup_help();
      case 'failed':
        return shown.solver_failed();
      case 'none':
        return '';
    }
  })();
  return {
    tags,
    notation,
    squares: position.squares,
    turn: position.turn,
    movable: setup || status.over || (context.mode !== 'both' && context.position.turn !== context.human) ? [] : legalMoves(context.position),
    rows,
    toMove,
    summary,
    summaryCode: summary ? PERFECT_PLAY : null,
    pending: tags.includes('asking') && !answer && !hidden && !setup && !status.over ? pendingWords(context.position) : null,
    problem,
    problemCode: context.problem?.code ?? null,
    mode: context.mode,
    human: context.human,
    practice: context.practice,
    modeNote: note,
    practiceCode: context.mode !== 'practice' || context.practice === 'open' ? null : context.practice === 'won' ? endCode(status) : PERFECT_PLAY,
    told,
    lastPath: setup ? [] : context.lastPath,
    lastFrom: setup ? null : context.lastFrom,
    canUndo: context.history.length > 0 && !tags.includes('replying'),
    canReset: context.history.length > 0,
    ending: statusWords(status),
    endingCode: status.over ? status.reason : null,
    draft: setup && context.draft ? { tool: context.draft.tool, turn: context.draft.turn } : null,
    error: context.error ? shown.solver_failed() : null,
    announcement: { text, n: context.said.n },
  };
}
