// A game against the perfect opponent, from the start or a shared position, and the "win in N"
// puzzles (the same game with a move limit). The reader picks a cup, sees the preview, confirms;
// then the opponent asks the solver (`consult`) and plays: the fastest win among the moves that
// keep a win, or, when it is losing, the move that resists longest. Undo takes back the reader's
// last move and the reply; "what does the solver say?" consults for the reader's position.
//
// Tags: choose-cup · preview · thinking · asking · over · broken.
import { assign, fromPromise } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { setup } from '../setup.ts';
import { levelSet } from './level-words.ts';
import { puzzleLetWin, puzzleTooSlow, solvedIn, verdictLoseSpoken, verdictWinSpoken } from './play-words.ts';
import { m } from '../../paraglide/words/jcmoves.ts';
import { m as shown } from '../../paraglide/words/jcplay.ts';
import { START_NOTATION, gameStatus, legalMoves, makePosition, opponent, play, startPosition, winnerMoves } from '../../engine/jumping-cups/index.ts';
import type { Color, EndReason, GameStatus, MoveEvaluation, Position, Problem, Result, Solution } from '../../engine/jumping-cups/index.ts';
import { PERFECT_PLAY, endCode } from './verdict-codes.ts';
import type { VerdictCode } from './verdict-codes.ts';
import type { ConsultInput, Consultation } from './consultation.ts';
import type { Announcement, Preview, PreviewView, Refusal, RefusalView } from './pick.ts';
import { landingSquare, pickWords, previewView, refusalView, tryPick } from './pick.ts';
import { colorName, playerName, problemWords, statusWords } from './story.ts';
import { tellMove, toldWords } from './told.ts';
import type { Told } from './told.ts';
import { bestReply, chooseAtLevel } from './levels.ts';
import type { Level } from './levels.ts';

export { createActor } from 'xstate';

const unanswered = fromPromise<Consultation, ConsultInput>(() => Promise.reject(new Error('no solver provided')));

export interface PlayInput {
  /** Notation of the position to start from; the start position when missing or empty. */
  readonly position?: string;
  /** The reader's color; default: the side to move. */
  readonly human?: Color;
  /** Puzzles: the reader must win within this many of their own moves. */
  readonly limit?: number;
  /** The opponent's level (games only; puzzles always meet the perfect opponent). Default: perfect. */
  readonly level?: Level;
  /** The seed of the weaker levels' chance picks; each new game takes the next one. Default 1. */
  readonly seed?: number;
}

/** The solver's answer about the reader's position, in the terms the page shows. */
export interface Verdict {
  readonly notation: string;
  readonly value: 'win' | 'loss';
  readonly plies: number;
  /** The reader's moves to the end (their own moves, the last one included). */
  readonly yourMoves: number;
  /** Moves that keep the value: the winning ones, or when lost, the longest resistance. */
  readonly keep: readonly number[];
  readonly moves: readonly MoveEvaluation[];
  readonly ms: number;
  readonly states: number;
  readonly book: boolean;
}

export type PuzzleState = 'open' | 'solved' | 'failed';

export interface PlayContext {
  readonly human: Color;
  readonly limit: number | null;
  readonly level: Level;
  readonly seed: number;
  readonly start: Position;
  readonly position: Position;
  /** Positions before each of the reader's moves, for undo. */
  readonly history: readonly Position[];
  /** Why a shared position could not be loaded (the engine's facts). */
  readonly problem: Problem | null;
  readonly preview: Preview | null;
  readonly refusal: Refusal | null;
  /** The last exchange of moves. */
  readonly told: readonly Told[];
  readonly lastPath: readonly number[];
  readonly lastFrom: number | null;
  readonly verdict: Verdict | null;
  readonly puzzle: PuzzleState;
  /** How the puzzle was solved or lost (null while it is open, and outside puzzles). */
  readonly puzzleNote: PuzzleNote | null;
  /** The solver did not answer: what it reported, for the console, never shown as a sentence. */
  readonly error: { readonly reason: string } | null;
  /** Time the last opponent reply took to compute. */
  readonly thinkMs: number | null;
  /** Whether the last opponent reply came from the opening book (null: no reply shown). */
  readonly replyBook: boolean | null;
  /** What the page announces after the last event; `n` counts them, so a repeat is read again. */
  readonly said: Said;
}

/** A puzzle's end: solved in `moves`, the move that lost, the reply that wins (`color` in `moves`),
 * a game ended without the win, or a win that comes too late (`left` more, `total` in all). */
export type PuzzleNote =
  | { readonly kind: 'solved'; readonly moves: number }
  | { readonly kind: 'lost' }
  | { readonly kind: 'let-win'; readonly color: Color; readonly moves: number }
  | { readonly kind: 'no-win' }
  | { readonly kind: 'too-slow'; readonly left: number; readonly total: number; readonly limit: number };

/** What was last announced, as the kind of event (its words come from the context). */
export interface Said {
  readonly kind: 'none' | 'preview' | 'refused' | 'cleared' | 'moved' | 'replied' | 'verdict' | 'failed' | 'undone' | 'new-game' | 'loaded' | 'level';
  readonly n: number;
}

export type PlayEvent =
  | { type: 'cup.pick'; square: number }
  | { type: 'cup.clear' }
  | { type: 'move.confirm' }
  | { type: 'game.undo' }
  | { type: 'game.new'; human: Color }
  | { type: 'game.load'; notation: string }
  | { type: 'verdict.request' }
  /** `quiet`: the page restores the reader's kept choice, which needs no announcement. */
  | { type: 'level.set'; level: Level; quiet?: boolean };

function say(context: PlayContext, kind: Said['kind']): Said {
  return { kind, n: context.said.n + 1 };
}

/** The perfect opponent's choice: the fastest win, else the longest resistance; the lower square on ties. */
export function chooseReply(solution: Solution): MoveEvaluation | null {
  return bestReply(solution);
}

export function toVerdict(notation: string, consultation: Consultation): Verdict {
  const { solution } = consultation;
  const keep = solution.value === 'win'
    ? solution.bestMoves
    : solution.moves.filter((m) => m.plies === solution.plies).map((m) => m.from);
  return {
    notation,
    value: solution.value,
    plies: solution.plies,
    yourMoves: winnerMoves(solution.plies),
    keep,
    moves: solution.moves,
    ms: consultation.ms,
    states: consultation.states,
    book: consultation.book,
  };
}

/** How a machine reads a position's text: with every check (a link), or one the build checked. */
export type ReadPosition = (notation: string) => Result<Position>;

function loadPosition(notation: string | undefined, read: ReadPosition): { position: Position; problem: Problem | null } {
  if (!notation || notation.trim() === '') return { position: startPosition(), problem: null };
  const parsed = read(notation);
  if (parsed.ok) return { position: parsed.value, problem: null };
  return { position: startPosition(), problem: parsed.problem };
}

/** What loading a shared position announces: whose move it is, or that the game in it is over. */
function sharedWords(position: Position): string {
  const status = gameStatus(position);
  if (status.over) return m.shared_over({ ending: statusWords(status) });
  return m.shared_loaded({ color: position.turn, colorName: colorName(position.turn) });
}

function fresh(start: Position): Partial<PlayContext> {
  return {
    position: start,
    history: [],
    preview: null,
    refusal: null,
    told: [],
    lastPath: [],
    lastFrom: null,
    verdict: null,
    puzzle: 'open',
    puzzleNote: null,
    error: null,
    thinkMs: null,
    replyBook: null,
  };
}

const yourMovesSoFar = (context: PlayContext) => context.history.length;

/**
 * The game's machine, reading positions with `read`: play.ts's `playMachine` proves a position
 * arises in play (parsePosition, for the play page's links); the puzzles' (play-checked.ts) only
 * read the text of a position the build proved, so their pages never load that search (origin.ts).
 */
export function createPlayMachine(read: ReadPosition) {
  return setup({
    types: {
      context: {} as PlayContext,
      events: {} as PlayEvent,
      input: {} as PlayInput,
    },
    // `reply` answers for the opponent's move, `consult` for the person's question (the verdict).
    // Whoever runs the machine provides the solver: the page its worker (`withConsult`), the tests
    // the engine's solver in the same thread (`playHereMachine` in consult.ts), so the page does not
    // ship the solver twice. Unprovided, a question fails as an unanswered one would.
    actors: { consult: unanswered, reply: unanswered },
    guards: {
      over: ({ context }) => gameStatus(context.position).over,
      yourTurn: ({ context }) => context.position.turn === context.human,
      movable: ({ context, event }) => event.type === 'cup.pick' && play(context.position, event.square).ok,
      isPicked: ({ context, event }) => event.type === 'cup.pick' && context.preview?.from === event.square,
      isLanding: ({ context, event }) => event.type === 'cup.pick' && context.preview !== null && landingSquare(context.preview) === event.square,
      canUndo: ({ context }) => context.history.length > 0,
      isGame: ({ context }) => context.limit === null,
    },
    actions: {
      showPreview: assign(({ context, event }) => {
        if (event.type !== 'cup.pick') return {};
        const tried = tryPick(context.position, event.square);
        if (!('preview' in tried)) return {};
        return { preview: tried.preview, refusal: null, said: say(context, 'preview') };
      }),
      refuse: assign(({ context, event }) => {
        if (event.type !== 'cup.pick') return {};
        const tried = tryPick(context.position, event.square);
        if (!('refusal' in tried)) return {};
        return { preview: null, refusal: tried.refusal, said: say(context, 'refused') };
      }),
      // The play page fetches ahead what the reply to the previewed move needs (withConsult).
      foresee: () => undefined,
      clearPreview: assign(({ context }) => ({ preview: null, refusal: null, said: say(context, 'cleared') })),
      commit: assign(({ context }) => {
        if (!context.preview) return {};
        const result = play(context.position, context.preview.from);
        if (!result.ok) return {};
        const { status, path, from, position } = result.value;
        const told = tellMove(context.position, result.value);
        let { puzzle, puzzleNote } = context;
        if (context.limit !== null && puzzle === 'open' && status.over) {
          const won = status.winner === context.human;
          puzzle = won ? 'solved' : 'failed';
          puzzleNote = won ? { kind: 'solved', moves: context.history.length + 1 } : { kind: 'lost' };
        }
        return {
          history: [...context.history, context.position],
          position,
          preview: null,
          refusal: null,
          verdict: null,
          replyBook: null,
          told,
          lastPath: path,
          lastFrom: from,
          puzzle,
          puzzleNote,
          said: say(context, 'moved'),
        };
      }),
      reply: assign(({ context, event }) => {
        const consultation = (event as unknown as { output: Consultation }).output;
        const level = context.limit === null ? context.level : 'perfect';
        const picked = chooseAtLevel(consultation.solution, level, context.seed, makePosition(context.position));
        if (!picked) return {};
        const choice = picked.move;
        const result = play(context.position, choice.from);
        if (!result.ok) return { error: { reason: result.message } };
        const { status, path, from, position } = result.value;
        const color = context.position.turn;
        let { puzzle, puzzleNote } = context;
        if (context.limit !== null && puzzle === 'open') {
          if (choice.value === 'win') {
            puzzle = 'failed';
            puzzleNote = { kind: 'let-win', color, moves: winnerMoves(choice.plies) };
          } else if (status.over && status.winner === context.human) {
            // The reply had to end the game against its own side (its cup left the track, or the
            // other side's finish filled): the puzzle is won with the moves made.
            puzzle = 'solved';
            puzzleNote = { kind: 'solved', moves: yourMovesSoFar(context) };
          } else if (status.over) {
            puzzle = 'failed';
            puzzleNote = { kind: 'no-win' };
          } else {
            // You still win: in how many of your own moves, counting from here?
            const left = winnerMoves(choice.plies - 1);
            if (yourMovesSoFar(context) + left > context.limit) {
              puzzle = 'failed';
              puzzleNote = { kind: 'too-slow', left, total: yourMovesSoFar(context) + left, limit: context.limit };
            }
          }
        }
        // Why the reply was chosen is told only where it is the whole story: the perfect opponent's.
        const why: Told[] = context.limit === null && level === 'perfect' ? [{ kind: 'reply-why', color, value: choice.value, plies: choice.plies }] : [];
        const told = [...context.told, ...tellMove(context.position, result.value, { reply: true }), ...why];
        return {
          position,
          told,
          lastPath: path,
          lastFrom: from,
          puzzle,
          puzzleNote,
          thinkMs: consultation.ms,
          replyBook: consultation.book,
          said: say(context, 'replied'),
        };
      }),
      setVerdict: assign(({ context, event }) => {
        const consultation = (event as unknown as { output: Consultation }).output;
        return { verdict: toVerdict(makePosition(context.position), consultation), said: say(context, 'verdict') };
      }),
      fail: assign(({ context, event }) => {
        const error = (event as unknown as { error: unknown }).error;
        return { error: { reason: error instanceof Error ? error.message : String(error) }, said: say(context, 'failed') };
      }),
      undo: assign(({ context }) => {
        const back = context.history.at(-1);
        if (!back) return {};
        return {
          position: back,
          history: context.history.slice(0, -1),
          preview: null,
          refusal: null,
          verdict: null,
          told: [],
          lastPath: [],
          lastFrom: null,
          error: null,
          replyBook: null,
          said: say(context, 'undone'),
        };
      }),
      restart: assign(({ context, event }) => {
        if (event.type !== 'game.new') return {};
        // A shared position that is already over cannot be played again: a new game starts from the beginning.
        const start = gameStatus(context.start).over ? startPosition() : context.start;
        return { ...fresh(start), start, human: event.human, problem: null, seed: context.seed + 1, said: say(context, 'new-game') };
      }),
      setLevel: assign(({ context, event }) => {
        if (event.type !== 'level.set' || event.level === context.level) return {};
        return event.quiet ? { level: event.level } : { level: event.level, said: say(context, 'level') };
      }),
      loadShared: assign(({ context, event }) => {
        if (event.type !== 'game.load') return {};
        const { position, problem } = loadPosition(event.notation, read);
        return {
          ...fresh(position),
          start: position,
          human: position.turn,
          problem,
          said: say(context, 'loaded'),
        };
      }),
    },
  }).createMachine({
    id: 'jumpingCupsPlay',
    context: ({ input }) => {
      const { position, problem } = loadPosition(input.position, read);
      return {
        human: input.human ?? position.turn,
        limit: input.limit ?? null,
        level: input.limit === undefined ? (input.level ?? 'perfect') : 'perfect',
        seed: input.seed ?? 1,
        start: position,
        problem,
        ...(fresh(position) as Omit<PlayContext, 'human' | 'limit' | 'level' | 'seed' | 'start' | 'problem' | 'said'>),
        said: { kind: 'none', n: 0 },
      };
    },
    initial: 'route',
    on: {
      'game.undo': { guard: 'canUndo', target: '.route', actions: 'undo' },
      'game.new': { target: '.route', actions: 'restart' },
      'game.load': { target: '.route', actions: 'loadShared' },
      'level.set': { guard: 'isGame', actions: 'setLevel' },
    },
    states: {
      route: {
        always: [{ guard: 'over', target: 'over' }, { guard: 'yourTurn', target: 'turn' }, { target: 'thinking' }],
      },
      turn: {
        initial: 'choosing',
        on: { 'verdict.request': '.asking' },
        states: {
          choosing: {
            tags: ['choose-cup'],
            on: { 'cup.pick': [{ guard: 'movable', target: 'previewing', actions: ['showPreview', 'foresee'] }, { actions: 'refuse' }] },
          },
          previewing: {
            tags: ['preview'],
            on: {
              'cup.pick': [
                { guard: 'isLanding', target: '#jumpingCupsPlay.route', actions: 'commit' },
                { guard: 'isPicked', target: 'choosing', actions: 'clearPreview' },
                { guard: 'movable', actions: ['showPreview', 'foresee'] },
                { target: 'choosing', actions: 'refuse' },
              ],
              'cup.clear': { target: 'choosing', actions: 'clearPreview' },
              'move.confirm': { target: '#jumpingCupsPlay.route', actions: 'commit' },
            },
          },
          asking: {
            tags: ['asking', 'choose-cup'],
            invoke: {
              src: 'consult',
              input: ({ context }) => ({ notation: makePosition(context.position) }),
              onDone: { target: 'choosing', actions: 'setVerdict' },
              onError: { target: 'choosing', actions: 'fail' },
            },
            on: { 'cup.pick': [{ guard: 'movable', target: 'previewing', actions: ['showPreview', 'foresee'] }, { actions: 'refuse' }] },
          },
        },
      },
      thinking: {
        tags: ['thinking'],
        invoke: {
          src: 'reply',
          input: ({ context }) => ({ notation: makePosition(context.position) }),
          onDone: { target: 'route', actions: 'reply' },
          onError: { target: 'broken', actions: 'fail' },
        },
      },
      broken: { tags: ['broken'] },
      over: { tags: ['over'] },
    },
  });
}

export type PlayMachine = ReturnType<typeof createPlayMachine>;

export interface PlayView {
  readonly tags: readonly string[];
  readonly human: Color;
  readonly limit: number | null;
  readonly level: Level;
  readonly notation: string;
  readonly startNotation: string;
  readonly squares: readonly (readonly string[])[];
  readonly turn: Color;
  readonly movable: readonly number[];
  readonly problem: string | null;
  readonly preview: PreviewView | null;
  readonly refusal: RefusalView | null;
  readonly told: readonly string[];
  readonly lastPath: readonly number[];
  readonly lastFrom: number | null;
  readonly verdict: Verdict | null;
  readonly canUndo: boolean;
  readonly ending: string;
  /** How the game ended, as the code of its rule (components/rules/codes.ts), or null while it runs. */
  readonly endingCode: 'finish' | 'blocked' | 'left-track' | null;
  /** The code of a link's problem, for its rule (a form problem cites none). */
  readonly problemCode: string | null;
  readonly winner: Color | null;
  readonly puzzle: PuzzleState;
  readonly puzzleNote: string;
  /** The rule the puzzle's note cites (verdict-codes.ts): how the game ended, or perfect play. */
  readonly puzzleCode: EndReason | VerdictCode | null;
  /** The rule the solver's verdict cites, while one is shown. */
  readonly verdictCode: VerdictCode | null;
  readonly yourMoves: number;
  readonly error: string | null;
  readonly thinkMs: number | null;
  readonly replyBook: boolean | null;
  readonly announcement: Announcement;
}

/** A puzzle's end in words. */
function puzzleNoteWords(note: PuzzleNote | null): string {
  if (!note) return '';
  switch (note.kind) {
    case 'solved':
      return solvedIn(note.moves);
    case 'lost':
      return m.puzzle_lost();
    case 'let-win':
      return puzzleLetWin(note.color, playerName(note.color), note.moves);
    case 'no-win':
      return m.puzzle_no_win();
    case 'too-slow':
      return puzzleTooSlow(note.left, note.total, note.limit);
  }
}

/** The rule a puzzle's end cites: a win let go or one that comes too late is a value under perfect
 * play (the game goes on); the others are said as the game ends, and cite how it ended. */
function puzzleCode(note: PuzzleNote | null, status: GameStatus): EndReason | VerdictCode | null {
  if (!note) return null;
  return note.kind === 'let-win' || note.kind === 'too-slow' ? PERFECT_PLAY : endCode(status);
}

/** The words of what the page last announced, from the facts the context holds now. */
function announcement(context: PlayContext, preview: PreviewView | null, refusal: RefusalView | null, told: readonly string[]): Announcement {
  const { kind, n } = context.said;
  const note = puzzleNoteWords(context.puzzleNote);
  const text = ((): string => {
    switch (kind) {
      case 'preview':
      case 'refused':
      case 'cleared':
        return pickWords(kind, preview, refusal);
      case 'moved':
        return [...told, note].filter(Boolean).join(' ');
      case 'replied':
        return [...told, context.puzzle === 'failed' ? note : ''].filter(Boolean).join(' ');
      case 'verdict': {
        const { verdict } = context;
        if (!verdict) return '';
        return verdict.value === 'win' ? verdictWinSpoken(verdict.yourMoves, verdict.plies, verdict.keep) : verdictLoseSpoken(verdict.plies);
      }
      case 'failed':
        return shown.solver_failed();
      case 'undone':
        return m.undone();
      case 'level':
        return levelSet(context.level);
      case 'new-game':
        return m.new_game({ color: context.human, colorName: colorName(context.human) });
      case 'loaded':
        return context.problem ? m.link_not_loaded({ problem: problemWords(context.problem) }) : sharedWords(context.position);
      case 'none':
        return '';
    }
  })();
  return { text, n };
}

export function playView(snapshot: SnapshotFrom<PlayMachine>): PlayView {
  const { context } = snapshot;
  const tags = snapshot.tags as ReadonlySet<string>;
  const status = gameStatus(context.position);
  const preview = context.preview ? previewView(context.position, context.preview) : null;
  const refusal = context.refusal ? refusalView(context.refusal) : null;
  const told = toldWords(context.told);
  return {
    tags: [...tags],
    human: context.human,
    limit: context.limit,
    level: context.level,
    notation: makePosition(context.position),
    startNotation: makePosition(context.start),
    squares: context.position.squares,
    turn: context.position.turn,
    movable: tags.has('choose-cup') || tags.has('preview') ? legalMoves(context.position) : [],
    problem: context.problem ? m.link_not_loaded({ problem: problemWords(context.problem) }) : null,
    preview,
    refusal,
    told,
    lastPath: context.lastPath,
    lastFrom: context.lastFrom,
    verdict: context.verdict,
    canUndo: context.history.length > 0 && !tags.has('thinking'),
    ending: statusWords(status),
    endingCode: status.over ? status.reason : null,
    problemCode: context.problem?.code ?? null,
    winner: status.over ? status.winner : null,
    puzzle: context.puzzle,
    puzzleNote: puzzleNoteWords(context.puzzleNote),
    puzzleCode: puzzleCode(context.puzzleNote, status),
    verdictCode: context.verdict ? PERFECT_PLAY : null,
    yourMoves: context.history.length,
    error: context.error ? shown.solver_failed() : null,
    thinkMs: context.thinkMs,
    replyBook: context.replyBook,
    announcement: announcement(context, preview, refusal, told),
  };
}

export { START_NOTATION, opponent };

/** The position the previewed move makes, when the opponent is to answer it (the game goes on). */
export function previewedOutcome(context: Pick<PlayContext, 'position' | 'preview'>): string | null {
  if (!context.preview) return null;
  const moved = play(context.position, context.preview.from);
  return moved.ok && !moved.value.status.over ? makePosition(moved.value.position) : null;
}

/**
 * `machine` (play.ts's, or the puzzles' of play-checked.ts) with the solver answering through `ask`
 * (the page's worker), told through `foresee` which position the previewed move would make, so the
 * answer's data can be fetched ahead.
 */
export function consultedBy(
  machine: PlayMachine,
  ask: (notation: string) => Promise<Consultation>,
  foresee: (notation: string) => void = () => undefined,
  /**
   * Resolves when the page may show the opponent's reply: the island waits until the person's
   * move has been drawn (and, with motion allowed, a short beat), so the two moves never land
   * in the same frame. The reply is asked for at once; only its showing waits.
   */
  pace: () => Promise<void> = () => Promise.resolve(),
) {
  return machine.provide({
    actors: {
      consult: fromPromise<Consultation, ConsultInput>(({ input }) => ask(input.notation)),
      reply: fromPromise<Consultation, ConsultInput>(async ({ input }) => (await Promise.all([ask(input.notation), pace()]))[0]),
    },
    actions: {
      foresee: ({ context }) => {
        const outcome = previewedOutcome(context);
        if (outcome !== null) foresee(outcome);
      },
    },
  });
}
