/**
 * "Practice your mistakes" (issue 31): loaded by the review (ReviewPanel.tsx) only when asked for,
 * with its own words. It renders the practice machine's view (machines/balloon-cup/practice.ts):
 * each marked move of one seat from that seat's view, a new choice on the board, and the verdict
 * the review's worker gives it (accepted under the inaccuracy threshold; a miss shows Strong's move,
 * why, and the line that punishes the move first played, one move at a time). Progress is kept in
 * storage, as the game is; the review's chart shows it.
 */
import { useEffect, useReducer, useRef } from 'preact/hooks';
import { THRESHOLDS } from '../../../engine/balloon-cup/bots/review.ts';
import type { MoveReview } from '../../../engine/balloon-cup/bots/review.ts';
import type { Player } from '../../../engine/balloon-cup/components.ts';
import type { GameState, Move } from '../../../engine/balloon-cup/state.ts';
import { judgeQuestion, practiceStart, practiceStep, practiceView } from '../../../machines/balloon-cup/practice.ts';
import { gameKey, writeProgress } from '../../../machines/balloon-cup/practice-progress.ts';
import type { Progress } from '../../../machines/balloon-cup/practice-progress.ts';
import { moveLabel, refusalText } from '../../../machines/balloon-cup/story.ts';
import type { Names } from '../../../machines/balloon-cup/story.ts';
import { m } from '../../../paraglide/words/practice.ts';
import { currentLocale, formatNumber, provide } from '../../../i18n/runtime.ts';
import type { Locale } from '../../../i18n/runtime.ts';
import { STORAGE_KEYS, readStored, writeStored } from '../../site/storage.ts';
import { Board } from '../Board.tsx';
import { LiveRegion } from '../../shared/LiveRegion.tsx';
import { RuleCite } from '../../rules/RuleCite.tsx';
import { whyText } from './why-words.ts';
import { choiceText } from './choice-words.ts';
import type { PracticeAnswer, PracticeQuestion } from './review.worker.ts';

type Words = Record<string, unknown>;
const WORDS: Record<Locale, () => Promise<Words>> = {
  en: () => import('../../../paraglide/areas/practice/en.js'),
  de: () => import('../../../paraglide/areas/practice/de.js'),
  it: () => import('../../../paraglide/areas/practice/it.js'),
  ru: () => import('../../../paraglide/areas/practice/ru.js'),
  fr: () => import('../../../paraglide/areas/practice/fr.js'),
  nl: () => import('../../../paraglide/areas/practice/nl.js'),
  pl: () => import('../../../paraglide/areas/practice/pl.js'),
};

/** Provides the practice's words in the page's language (only that one is fetched). */
export async function practiceWords(): Promise<void> {
  const locale = currentLocale();
  provide(locale, { practice: await WORDS[locale]() });
}

export interface PracticePanelProps {
  readonly states: readonly GameState[];
  readonly moves: readonly Move[];
  readonly seed: number;
  readonly names: Names;
  /** The person's seat against the computer (their things read "your"), else null. */
  readonly you: Player | null;
  readonly reviews: readonly MoveReview[];
  /** The seat whose marked moves are practised. */
  readonly seat: Player;
  /** What storage kept of earlier practice of this game (the review read it for its chart). */
  readonly progress: Progress;
  /** Heard on each verdict, with the progress now. */
  readonly onProgress: (progress: Progress) => void;
  readonly onClose: () => void;
}

const percent = (x: number) => formatNumber(x, { style: 'percent', maximumFractionDigits: 0 });

export function PracticePanel({ states, moves, seed, names, you, reviews, seat, progress, onProgress, onClose }: PracticePanelProps) {
  const [state, send] = useReducer(practiceStep, null, () => practiceStart({ states, moves, seed, reviews, seat, progress }));
  const view = practiceView(state);
  const worker = useRef<Worker | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const said = useRef<HTMLParagraphElement>(null);

  const section = useRef<HTMLElement>(null);
  const prompt = useRef<HTMLDivElement>(null);

  useEffect(() => () => worker.current?.terminate(), []);
  useEffect(() => title.current?.focus({ preventScroll: true }), [state.at]);

  // Prompt, board and controls on one screen: the practice's top at the screen's top, and where
  // the board's controls would still be below the fold (a phone), the prompt's top instead.
  useEffect(() => {
    const top = section.current;
    if (!top) return;
    top.scrollIntoView({ block: 'start' });
    const controls = top.querySelector('.bcq-decide');
    if (controls && controls.getBoundingClientRect().bottom > window.innerHeight) prompt.current?.scrollIntoView({ block: 'start' });
  }, [state.at, view.phase, state.lineShown]);

  // A choice to judge goes to the review's worker; its verdict comes back as an event.
  useEffect(() => {
    const judge = judgeQuestion(state);
    if (!judge) return;
    let stopped = false;
    void import('./review.worker.ts').then(({ WORKER_URL }) => {
      if (stopped) return;
      worker.current ??= new Worker(WORKER_URL, { type: 'module' });
      worker.current.onmessage = (event: MessageEvent<PracticeAnswer>) => send({ type: 'judged', verdict: event.data.verdict });
      worker.current.postMessage({ judge } satisfies PracticeQuestion);
    });
    return () => { stopped = true; };
  }, [state.phase === 'judging' ? state.n : -1]);

  // Progress is kept as the game is, and the review's chart follows it.
  useEffect(() => {
    if (state.progress === progress) return;
    writeStored(STORAGE_KEYS.practice, writeProgress(readStored(STORAGE_KEYS.practice), gameKey(seed, moves), state.progress));
    onProgress(state.progress);
  }, [state.progress]);

  useEffect(() => { if (view.phase === 'answered') said.current?.focus({ preventScroll: true }); }, [view.phase]);

  const threshold = percent(THRESHOLDS.inaccuracy);
  const { mark, table } = view;
  const before = view.state;
  const text = (move: Move, at: GameState) => choiceText(move, names, at, you);

  let verdict = '';
  if (view.verdict && view.chosen && mark && before) {
    const better = text(mark.better!, before);
    const chosen = text(view.chosen, before);
    verdict = view.verdict.accepted
      ? view.verdict.loss === 0 && JSON.stringify(view.chosen) === JSON.stringify(mark.better) ? m.accepted_strong() : m.accepted({ chosen, better, loss: percent(view.verdict.loss), threshold })
      : m.missed({ chosen, better, loss: percent(view.verdict.loss) });
  }
  const missed = view.verdict && !view.verdict.accepted;
  const lastStep = view.line.at(-1);
  const latest = lastStep ? moveLabel(lastStep.move, names, lastStep.before, you) : '';
  // The verdict is heard when it comes; each move of the line as it is shown.
  const announce = view.phase === 'judging' ? m.judging() : view.phase === 'answered' ? latest || verdict : '';

  return (
    <section class="bcq" aria-labelledby="bcq-title" ref={section} data-phase={view.phase} data-line={view.line.length > 0 ? '' : undefined}>
      <div class="bcq-bar">
        <h3 id="bcq-title" tabIndex={-1} ref={title}>{m.title()}</h3>
        {view.total > 0 && (
          <nav aria-label={m.marks_label()}>
            <ol class="bcq-marks">
              {view.marks.map((k, i) => (
                <li key={k.index}>
                  <button type="button" class="bcq-mark" aria-current={i + 1 === view.number && view.phase !== 'finished' ? 'step' : undefined} data-outcome={k.outcome ?? 'open'} disabled={view.phase === 'judging'} onClick={() => send({ type: 'go', at: i })}
                    aria-label={k.outcome === 'solved' ? m.mark_solved({ move: k.index + 1 }) : k.outcome === 'missed' ? m.mark_missed({ move: k.index + 1 }) : m.mark_open({ move: k.index + 1 })}>
                    {k.index + 1}<span aria-hidden="true">{k.outcome === 'solved' ? ' ✓' : k.outcome === 'missed' ? ' ✗' : ''}</span>
                  </button>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <button type="button" class="button button-quiet" onClick={onClose}>{m.back()}</button>
      </div>
      {view.phase === 'finished' && <p role="status">{view.total === 0 ? m.none() : m.finished({ solved: view.solved, count: view.total })}</p>}
      {mark && before && table && view.played && (
        <>
          <div class="bcq-now" ref={prompt}>
            <p class="bcq-prompt">
              <strong>{m.counter({ number: view.number, total: view.total, move: mark.index + 1 })}</strong>{' '}
              {view.phase !== 'answered' && m.prompt({ played: text(view.played, before), loss: percent(mark.loss), threshold })}{' '}
              {view.phase === 'choosing' && (view.exchanging ? m.hint_exchange() : view.placing ? m.hint_place() : view.others.some((move) => move.type === 'claim') ? m.hint_claim() : '')}
            </p>
            {/* The verdict above the board, so it is read with the position it speaks of; the line's
                latest move with it, as the board shows the position after it. */}
            {view.phase === 'answered' && (
              <div class="bcq-answer">
                <p ref={said} tabIndex={-1} class={missed ? 'bcq-missed' : 'bcq-accepted'} data-verdict={missed ? 'missed' : 'accepted'}>
                  <span aria-hidden="true">{missed ? '✗ ' : '✓ '}</span>{verdict}
                  {missed && mark.aim && <span class="bcq-why"> {whyText(mark.aim)} <RuleCite game="balloon-cup" code={mark.aim.kind} /></span>}
                </p>
                {missed && view.verdict?.line && (view.line.length === 0
                  ? <p class={view.verdict.line.moves.length === 0 ? undefined : 'bcq-line-intro'}>{view.verdict.line.moves.length === 0 ? m.line_none() : m.line_intro({ played: text(view.played, before) })}</p>
                  : <ol class="bcq-line-now" start={view.line.length}><li>{latest}</li></ol>)}
              </div>
            )}
          </div>
          <Board
            state={view.line.length > 0 && view.lineTable ? view.lineTable : table}
            names={names}
            handPlayer={view.phase === 'choosing' ? seat : null}
            pressed={view.pressed}
            onCard={(card) => send({ type: 'card', card })}
            placing={view.placing ? view.selected : null}
            fits={view.fits ?? undefined}
            onSide={(tile, side) => send({ type: 'side', tile, side })}
            controls={
              <div class="bcq-decide" data-region="controls">
                {view.phase === 'choosing' && (view.exchanging || view.others.length > 0) && (
                  <div class="bcp-decide-buttons">
                    {view.exchanging && <button type="button" class="button" onClick={() => send({ type: 'exchange' })}>{m.exchange_confirm()}</button>}
                    {view.others.map((move, i) => <button key={i} type="button" class="button" onClick={() => send({ type: 'move', move })}>{text(move, before)}</button>)}
                  </div>
                )}
                {view.phase === 'choosing' && view.refused && <p class="bcp-refusal" role="alert">{refusalText(view.refused.refused, view.refused.move, before, names, you)}</p>}
                {view.phase === 'judging' && <p class="bcq-judging">{m.judging()}</p>}
                {view.phase === 'answered' && (
                  <div class="bcp-decide-buttons">
                    {missed && view.lineLeft > 0 && <button type="button" class="button" onClick={() => send({ type: 'line-next' })}>{m.line_next()}</button>}
                    <button type="button" class={missed ? 'button' : 'button button-quiet'} onClick={() => send({ type: 'again' })}>{m.again()}</button>
                    <button type="button" class={missed ? 'button button-quiet' : 'button'} onClick={() => send({ type: 'next' })}>{m.next()}</button>
                  </div>
                )}
              </div>
            }
          />
          {/* The whole line so far, under the board: how the move first played is punished (on a
              phone its intro is here from the start, so the board stays on the screen). */}
          {missed && view.verdict?.line && view.verdict.line.moves.length > 0 && (
            <div class="bcq-line-all">
              <p>{m.line_intro({ played: text(view.played, before) })}</p>
              {view.line.length > 0 && <ol class="bcq-line">{view.line.map((step, i) => <li key={i}>{moveLabel(step.move, names, step.before, you)}</li>)}</ol>}
            </div>
          )}
        </>
      )}
      <LiveRegion message={announce} n={state.n} />
    </section>
  );
}
