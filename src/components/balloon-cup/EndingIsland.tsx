/**
 * Island for an open-hands ending (engine/balloon-cup/ending-mine.ts): both hands face up, the
 * supply's next cards and the bag's next cubes in view. The reader picks a card of the solver's
 * hand, then a tile side. The build proved every first move (ending-search.ts), so the island only
 * looks the move up: a winning one is accepted, a wrong one is answered by the opponent's best
 * reply, played out one step at a time with the engine and told, then explained. Without
 * JavaScript the position and the task read as the server rendered them. The engine and the told
 * story (ending-play.ts) load on the reader's first touch, so the page loads small; the answers'
 * words come from the page.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { CardId, Color, Player, TileNumber } from '../../engine/balloon-cup/components.ts';
import type { EndingFailure, EndingGoal } from '../../engine/balloon-cup/ending-search.ts';
import type { GameState, Move } from '../../engine/balloon-cup/state.ts';
import { wordsReady } from '../../i18n/runtime.ts';
import { endingView, tryMove } from '../../machines/balloon-cup/ending-view.ts';
import { m } from '../../paraglide/words/endings.ts';
import { LiveRegion } from '../shared/LiveRegion.tsx';
import { useHydrated } from '../shared/useHydrated.ts';
import { RuleCite } from '../rules/RuleCite.tsx';
import { BoardTable, sideKey } from './BoardTable.tsx';
import { CardFace } from './pieces.tsx';

/** What the page gives an ending: its facts, as the build proved them. */
export interface EndingData {
  readonly id: string;
  readonly goal: EndingGoal;
  readonly turns: number;
  readonly answer: readonly Move[];
  readonly wrong: ReadonlyArray<{ readonly move: Move; readonly line: readonly Move[]; readonly failure: EndingFailure }>;
}

export interface EndingIslandProps {
  readonly state: GameState;
  readonly ending: EndingData;
  readonly names: readonly [string, string];
  /** Every winning first move in words, in the page's language (the page says them). */
  readonly answers: readonly string[];
}

type Played = typeof import('../../machines/balloon-cup/ending-play.ts');
let loading: Promise<Played> | null = null;

/** The engine and the told story, fetched once, on first touch (again after a failure). */
function loadPlay(): Promise<Played> {
  loading ??= Promise.all([import('../../machines/balloon-cup/ending-play.ts'), wordsReady()]).then(([played]) => played);
  loading.catch(() => { loading = null; });
  return loading;
}

/** Pause between the opponent's moves, so each can be seen and heard. */
const REPLY_MS = 900;

/** The rule each failure turns on (components/rules/codes.ts). */
const FAILURE_RULE: Readonly<Record<EndingFailure, string>> = {
  'opponent-won': 'third-trophy',
  'trophy-taken': 'trophy-taken',
  blocked: 'game-blocked',
  'out-of-turns': 'win-tile',
};

/** "the gray trophy", as the task and the explanations name it. */
export function trophyName(color: Color): string {
  return m.trophy_name({ color });
}

/** The task in words: the goal, the turns and both players. */
export function endingTask(ending: Pick<EndingData, 'goal' | 'turns'>, names: readonly [string, string], solver: Player): string {
  const who = { player: names[solver], opponent: names[solver === 0 ? 1 : 0], turns: ending.turns };
  return ending.goal.kind === 'game' ? m.task_game(who) : m.task_trophy({ ...who, trophy: trophyName(ending.goal.trophy) });
}

/** The supply's next cards, top first: six, as many as an ending's turns can draw (three of the solver's, two replies). */
function NextCards({ state }: { state: GameState }) {
  if (state.supply.length === 0) return null;
  return (
    <div class="ending-next">
      <p>{m.next_cards({ count: state.supply.length })}</p>
      <ol class="ending-supply">{state.supply.slice(0, 6).map((card) => <li key={card}><CardFace card={card} /></li>)}</ol>
    </div>
  );
}

function whyText(failure: EndingFailure, ending: EndingData, names: readonly [string, string], solver: Player): string {
  const opponent = names[solver === 0 ? 1 : 0];
  switch (failure) {
    case 'opponent-won': return m.why_opponent_won({ opponent });
    case 'trophy-taken': return m.why_trophy_taken({ opponent, trophy: trophyName((ending.goal as { trophy: Color }).trophy) });
    case 'blocked': return m.why_blocked();
    case 'out-of-turns': return ending.turns === 1 ? m.why_turn_over() : m.why_out_of_turns({ turns: ending.turns - 1 });
  }
}

/** Every winning first move, in words, one a line. */
function Answers({ answers }: { answers: readonly string[] }) {
  return (
    <div data-ending-answer>
      <p>{m.all_answers({ count: answers.length })}</p>
      <ul>{answers.map((a) => <li key={a}>{a}</li>)}</ul>
    </div>
  );
}

type Phase = 'choose' | 'replying' | 'refuted' | 'solved';

export default function EndingIsland(props: EndingIslandProps) {
  const { ending, names } = props;
  const solver = props.state.toMove;
  const hydrated = useHydrated();
  const [board, setBoard] = useState<GameState>(props.state);
  const [phase, setPhase] = useState<Phase>('choose');
  const [picked, setPicked] = useState<CardId | null>(null);
  const [told, setTold] = useState<string[]>([]);
  const [said, setSaid] = useState({ text: '', n: 0 });
  /** A side the card does not fit (cited with its rule), or the moves could not load. */
  const [refusal, setRefusal] = useState<{ text: string; rule: boolean } | null>(null);
  const busy = useRef(false);
  const [failure, setFailure] = useState<EndingFailure | null>(null);
  const [shown, setShown] = useState(false);
  /** The solve could not be kept in this browser (storage full or off), in words. */
  const [notSaved, setNotSaved] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => () => { if (timer.current) clearTimeout(timer.current); }, []);
  useEffect(() => { if (phase === 'solved' || phase === 'refuted') result.current?.focus(); }, [phase]);

  const say = (text: string) => setSaid((s) => ({ text, n: s.n + 1 }));

  const fits = new Set(endingView(ending, picked).sides.map(({ tile, side }) => sideKey(tile, side)));

  const choose = async (tile: TileNumber, side: Player) => {
    if (phase !== 'choose' || picked === null) return;
    const move: Move = { type: 'place', card: picked, tile, side };
    const tried = tryMove(ending, move);
    const wins = tried.kind === 'wins';
    const wrong = tried.kind === 'refuted' ? tried : null;
    if (tried.kind === 'unfit') {
      const text = m.does_not_fit({ tile });
      setRefusal({ text, rule: true });
      say(text);
      return;
    }
    if (busy.current) return;
    let engine: Played;
    busy.current = true;
    try {
      engine = await loadPlay();
    } catch {
      const text = m.load_failed();
      setRefusal({ text, rule: false });
      say(text);
      return;
    } finally {
      busy.current = false;
    }
    const play = (state: GameState, next: Move) => engine.playMove(state, next, names);
    setRefusal(null);
    setPicked(null);
    const first = play(board, move);
    setBoard(first.state);
    setTold(first.lines);
    if (wins) {
      setPhase('solved');
      // The endings' list marks this one solved, as the other puzzle lists do.
      void import('./ending-solved.ts').then(({ keepSolved }) => setNotSaved(keepSolved(ending.id))).catch(() => {});
      say([...first.lines, m.solved_text({ turns: ending.turns, opponent: names[solver === 0 ? 1 : 0] })].join(' '));
      return;
    }
    setPhase('replying');
    say(first.lines.join(' '));
    let at = first.state;
    let lines = first.lines;
    const step = (i: number) => {
      if (i >= wrong!.line.length) {
        setFailure(wrong!.failure);
        setPhase('refuted');
        say(whyText(wrong!.failure, ending, names, solver));
        return;
      }
      const next = play(at, wrong!.line[i]!);
      at = next.state;
      lines = [...lines, ...next.lines];
      setBoard(at);
      setTold(lines);
      say(next.lines.join(' '));
      timer.current = setTimeout(() => step(i + 1), REPLY_MS);
    };
    timer.current = setTimeout(() => step(0), REPLY_MS);
  };

  const retry = () => {
    if (timer.current) clearTimeout(timer.current);
    setBoard(props.state);
    setPhase('choose');
    setTold([]);
    setFailure(null);
    setPicked(null);
    setRefusal(null);
  };

  const inert = !hydrated || phase !== 'choose';
  const { answers } = props;
  return (
    <div class="bc-island ending" data-ending-phase={phase}>
      <div class="bc-prompt" data-region="prompt">
        <p class="bc-goal">{endingTask(ending, names, solver)}</p>
        <NextCards state={props.state} />
      </div>
      <BoardTable
        state={board}
        names={names}
        handPlayer={phase === 'choose' ? solver : null}
        pressed={picked ? new Set([picked]) : undefined}
        onCard={hydrated && phase === 'choose' ? (card) => { void loadPlay().catch(() => {}); setPicked(card === picked ? null : card); setRefusal(null); } : undefined}
        placing={phase === 'choose' ? picked : null}
        onSide={(tile, side) => { void choose(tile, side); }}
        fits={picked ? fits : undefined}
        inert={!hydrated}
        controls={
          <div class="ending-controls" data-region="controls">
            {phase === 'choose' && <p class="bc-muted">{picked ? m.pick_side() : m.pick_card()}</p>}
            {refusal && <p class="example-error" role="alert">{refusal.text}{refusal.rule && <> <RuleCite game="balloon-cup" code="side-full-for-color" /></>}</p>}
          </div>
        }
      />
      <LiveRegion message={said.text} n={said.n} />
      {told.length > 0 && (
        <ol class="ending-told" aria-label={m.told_label()}>
          {told.map((line, i) => <li key={i}>{line}</li>)}
        </ol>
      )}
      {phase === 'solved' && (
        <div class="bc-message is-success" tabIndex={-1} ref={result} data-ending-result="solved">
          <p><strong>{m.solved()}</strong> {m.solved_text({ turns: ending.turns, opponent: names[solver === 0 ? 1 : 0] })} <RuleCite game="balloon-cup" code={ending.goal.kind === 'game' ? 'third-trophy' : 'claimed'} /></p>
          {notSaved && <p data-not-saved>{notSaved}</p>}
          {answers.length > 1 && <Answers answers={answers} />}
          <button type="button" class="button-quiet" onClick={retry}>{m.again()}</button>
        </div>
      )}
      {phase === 'refuted' && failure && (
        <div class="bc-message is-refusal" tabIndex={-1} ref={result} data-ending-result="refuted">
          <p><strong>{m.not_this()}</strong> {whyText(failure, ending, names, solver)} <RuleCite game="balloon-cup" code={FAILURE_RULE[failure]} /></p>
          {shown && <Answers answers={answers} />}
          <div class="bc-controls">
            <button type="button" class="button" onClick={retry}>{m.try_again()}</button>
            {!shown && <button type="button" class="button-quiet" onClick={() => setShown(true)}>{m.show_answer()}</button>}
          </div>
        </div>
      )}
      {inert && phase === 'replying' && <p class="bc-muted">{m.replying({ opponent: names[solver === 0 ? 1 : 0] })}</p>}
    </div>
  );
}
