/**
 * The review of a finished game (ReviewButton.tsx loads it on demand): Strong goes over every
 * move in a worker (review.worker.ts) while a progress bar counts the moves and Cancel stops it;
 * then an SVG chart of player 1's estimated chance to win after each move (each point a link to
 * that move in the replay), the same figures as a table, the moves that cost much with Strong's
 * choice and what it aims at, and the turning points. Its words come with it (reviewWords).
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import { moverViews, turningPoints, THRESHOLDS } from '../../../engine/balloon-cup/bots/review.ts';
import type { Mark, MoveReview } from '../../../engine/balloon-cup/bots/review.ts';
import type { Player } from '../../../engine/balloon-cup/components.ts';
import type { GameState, Move } from '../../../engine/balloon-cup/state.ts';
import { moveLabel, moveText } from '../../../machines/balloon-cup/story.ts';
import type { Names } from '../../../machines/balloon-cup/story.ts';
import { playerParams } from '../../../machines/balloon-cup/color-words.ts';
import { gameKey, readProgress } from '../../../machines/balloon-cup/practice-progress.ts';
import type { Progress } from '../../../machines/balloon-cup/practice-progress.ts';
import { STORAGE_KEYS, readStored } from '../../site/storage.ts';
import { whyText } from './why-words.ts';
import type { PracticePanelProps } from './PracticePanel.tsx';
import { m } from '../../../paraglide/words/review.ts';
import { currentLocale, formatNumber, provide } from '../../../i18n/runtime.ts';
import type { Locale } from '../../../i18n/runtime.ts';
import type { ReviewAnswer, ReviewQuestion } from './review.worker.ts';
import { RuleCite } from '../../rules/RuleCite.tsx';

type Words = Record<string, unknown>;
const WORDS: Record<Locale, () => Promise<Words>> = {
  en: () => import('../../../paraglide/areas/review/en.js'),
  de: () => import('../../../paraglide/areas/review/de.js'),
  it: () => import('../../../paraglide/areas/review/it.js'),
  ru: () => import('../../../paraglide/areas/review/ru.js'),
  fr: () => import('../../../paraglide/areas/review/fr.js'),
  nl: () => import('../../../paraglide/areas/review/nl.js'),
  pl: () => import('../../../paraglide/areas/review/pl.js'),
};

/** Provides the review's words in the page's language (only that one is fetched). */
export async function reviewWords(): Promise<void> {
  const locale = currentLocale();
  provide(locale, { review: await WORDS[locale]() });
}

export interface ReviewPanelProps {
  /** states[k] is the position before move k; the last is the end. */
  readonly states: readonly GameState[];
  readonly moves: readonly Move[];
  readonly seed: number;
  readonly names: Names;
  /** The person's seat against the computer (their things read "your"), else null. */
  readonly you: Player | null;
  /** The replay's address at a move (0 = the start). */
  readonly href: (at: number) => string;
  /** The analysis board's address at the position after `at` moves (the game is over: every hand is public). */
  readonly analyse?: (at: number) => string;
  /** Shows the position after `at` moves in the replay on this page, when there is one. */
  readonly onJump?: (at: number) => void;
  readonly onCancel: () => void;
}

const percent = (x: number) => formatNumber(x, { style: 'percent', maximumFractionDigits: 0 });

function markName(mark: Mark): string {
  return mark === 'blunder' ? m.mark_blunder() : mark === 'mistake' ? m.mark_mistake() : m.mark_inaccuracy();
}

type Practice = (props: PracticePanelProps) => JSX.Element;
let practiceLoading: Promise<Practice> | null = null;
/** The practice's code and words, fetched when "Practice your mistakes" is first pressed. */
function loadPractice(): Promise<Practice> {
  practiceLoading ??= import('./PracticePanel.tsx').then(async (module) => {
    await module.practiceWords();
    return module.PracticePanel;
  });
  practiceLoading.catch(() => { practiceLoading = null; });
  return practiceLoading;
}

/** Chess's signs for the marks, drawn beside each marked point (the words say it too). */
const SIGN: Record<Mark, string> = { inaccuracy: '?!', mistake: '?', blunder: '??' };

// The chart's geometry, in the SVG's own units: it is drawn as wide as its frame is in CSS pixels
// (WIDTH until the frame is measured), so its percent marks and signs keep their size on a phone
// (scaled down from 640, they read at 7 px at 360) and the whole game is seen at once. Each point's target is its move's full-height column; on a
// narrow screen or in a long game that is under 24 pixels wide, and the table's move links
// below do the same (every move has one there).
const WIDTH = 640;
/** Room on the left for the 0 / 50 / 100 % marks. */
const GUTTER = 52;
const TOP = 16;
const PLOT = 190;
const HEIGHT = TOP + PLOT + 16;

export function ReviewPanel({ states, moves, seed, names, you, href, analyse, onJump, onCancel }: ReviewPanelProps) {
  const [reviews, setReviews] = useState<MoveReview[]>([]);
  const [done, setDone] = useState(false);
  const total = moves.length;
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(WIDTH);
  // The practice of one seat's marked moves, once asked for, and how far it went (kept in storage).
  const [progress, setProgress] = useState<Progress>(() => readProgress(readStored(STORAGE_KEYS.practice), gameKey(seed, moves)));
  const [practice, setPractice] = useState<{ seat: Player; Panel: Practice | null; failed: boolean } | null>(null);
  const practiceButton = useRef<HTMLButtonElement>(null);
  const openPractice = (seat: Player) => {
    setPractice({ seat, Panel: null, failed: false });
    loadPractice().then((Panel) => setPractice({ seat, Panel, failed: false }), () => setPractice({ seat, Panel: null, failed: true }));
  };
  const closePractice = () => {
    setPractice(null);
    requestAnimationFrame(() => practiceButton.current?.focus());
  };

  // The drawing's width follows the frame's (a phone turned, a window resized).
  useLayoutEffect(() => {
    const box = frame.current;
    if (!box) return;
    const watch = new ResizeObserver(() => setWidth(Math.max(240, Math.floor(box.clientWidth))));
    watch.observe(box);
    return () => watch.disconnect();
  }, [done, practice?.Panel]);

  useEffect(() => {
    let worker: Worker | null = null;
    let stopped = false;
    const got: MoveReview[] = [];
    void import('./review.worker.ts').then(({ WORKER_URL }) => {
      if (stopped) return;
      worker = new Worker(WORKER_URL, { type: 'module' });
      worker.onmessage = (event: MessageEvent<ReviewAnswer>) => {
        if (event.data.type === 'done') setDone(true);
        else {
          got.push(event.data.review);
          setReviews(got.slice());
        }
      };
      const question: ReviewQuestion = { views: moverViews(states, moves), moves, seed };
      worker.postMessage(question);
    });
    return () => { stopped = true; worker?.terminate(); };
  }, []);

  const label = (k: number) => moveLabel(moves[k]!, names, states[k]!, you);
  const jump = (at: number) => (event: JSX.TargetedMouseEvent<Element>) => {
    if (!onJump) return;
    event.preventDefault();
    onJump(at);
  };
  const points = useMemo(() => turningPoints(reviews), [reviews]);

  if (!done) {
    return (
      <section class="bcr" aria-labelledby="bcr-title">
        <h3 id="bcr-title">{m.title()}</h3>
        <div class="bcr-progress">
          <progress max={total} value={reviews.length} aria-label={m.progress_label()} />
          <p role="status">{m.progress_text({ done: reviews.length, total })}</p>
          <button type="button" class="button button-quiet" onClick={onCancel}>{m.cancel()}</button>
        </div>
      </section>
    );
  }

  if (practice?.Panel) {
    const Panel = practice.Panel;
    return <Panel states={states} moves={moves} seed={seed} names={names} you={you} reviews={reviews} seat={practice.seat} progress={progress} onProgress={setProgress} onClose={closePractice} />;
  }

  const marked = reviews.filter((r) => r.mark !== null);
  // The reader's own moves first (against the computer), then the other player's; else by seat.
  const seats: Player[] = you === 1 ? [1, 0] : [0, 1];
  const practised = (r: MoveReview) => (r.mark ? progress[r.index] ?? null : null);
  const chance = (r: MoveReview) => percent(r.chance);
  const column = (width - GUTTER) / (total + 1);
  const x = (k: number) => GUTTER + column * k + column / 2;
  const y = (p: number) => TOP + (1 - p) * PLOT;
  const line = [`M${x(0)},${y(0.5)}`, ...reviews.map((r) => `L${x(r.index + 1)},${y(r.chance).toFixed(1)}`)].join(' ');
  const pointLabel = (r: MoveReview) => {
    const args = { move: r.index + 1, played: label(r.index), chance: chance(r) };
    const point = r.mark === 'blunder' ? m.point_blunder(args) : r.mark === 'mistake' ? m.point_mistake(args) : r.mark === 'inaccuracy' ? m.point_inaccuracy(args) : m.point(args);
    const done = practised(r);
    return done === 'solved' ? m.point_solved({ point }) : done === 'missed' ? m.point_missed({ point }) : point;
  };
  const chartTitle = you === 0 ? m.chart_title_you() : m.chart_title(playerParams(names[0]));
  const before = (k: number) => (k === 0 ? 0.5 : reviews[k - 1]!.chance);

  return (
    <section class="bcr" aria-labelledby="bcr-title">
      <h3 id="bcr-title">{m.title()}</h3>
      <p role="status" class="bcr-done">{m.done()}</p>
      <p class="bcr-note">{m.intro()} {m.thresholds({ inaccuracy: percent(THRESHOLDS.inaccuracy), mistake: percent(THRESHOLDS.mistake), blunder: percent(THRESHOLDS.blunder) })}</p>
      <figure class="bcr-chart">
        <figcaption id="bcr-chart-title"><strong>{chartTitle}</strong> {m.chart_hint()}</figcaption>
        <div class="bcr-frame" ref={frame}>
          <svg viewBox={`0 0 ${width} ${HEIGHT}`} role="group" aria-labelledby="bcr-chart-title">
            <rect class="bcr-win" x={GUTTER} y={TOP} width={width - GUTTER} height={PLOT / 2} />
            <line class="bcr-even" x1={GUTTER} x2={width} y1={y(0.5)} y2={y(0.5)} />
            {[1, 0.5, 0].map((p) => <text key={p} class="bcr-axis" x={GUTTER - 6} y={y(p) + 5} aria-hidden="true">{percent(p)}</text>)}
            <path class="bcr-line" d={line} />
            {reviews.map((r) => (
              <a key={r.index} href={href(r.index + 1)} aria-label={pointLabel(r)} class={`bcr-point${r.mark ? ` is-${r.mark}` : ''}${r.mover === 1 ? ' is-second' : ''}`} data-move={r.index + 1} data-mark={r.mark ?? undefined} data-practised={practised(r) ?? undefined} onClick={jump(r.index + 1)}>
                <rect class="bcr-hit" x={x(r.index + 1) - column / 2} y={0} width={column} height={HEIGHT} />
                {r.mark ? <rect class="bcr-dot" x={x(r.index + 1) - 5} y={y(r.chance) - 5} width={10} height={10} /> : <circle class="bcr-dot" cx={x(r.index + 1)} cy={y(r.chance)} r={3.5} />}
                {r.mark && <text class="bcr-sign" x={x(r.index + 1)} y={y(r.chance) > TOP + PLOT / 2 ? y(r.chance) - 9 : y(r.chance) + 20} aria-hidden="true">{practised(r) === 'solved' ? `${SIGN[r.mark]}✓` : SIGN[r.mark]}</text>}
              </a>
            ))}
          </svg>
        </div>
        <p class="bcr-legend">{m.chart_marks()}{reviews.some((r) => practised(r) === 'solved') && <> {m.chart_solved()}</>}</p>
      </figure>
      {seats.map((seat) => {
        const own = marked.filter((r) => r.mover === seat);
        const canPractise = own.some((r) => r.better !== null) && (you === null || you === seat);
        return (
          <section key={seat} aria-labelledby={`bcr-marked-title-${seat}`}>
            <h4 id={`bcr-marked-title-${seat}`}>{seat === you ? m.marked_title_you() : m.marked_title_player(playerParams(names[seat]))}</h4>
            {own.length === 0 ? <p>{m.none_marked_side({ inaccuracy: percent(THRESHOLDS.inaccuracy) })}</p> : (
              <ol class="bcr-marked" data-seat={seat}>
                {own.map((r) => {
                  const args = { move: r.index + 1, loss: percent(r.loss), played: label(r.index), better: moveText(r.better!, names, states[r.index]!, you) };
                  const said = r.mark === 'blunder' ? m.marked_blunder(args) : r.mark === 'mistake' ? m.marked_mistake(args) : m.marked_inaccuracy(args);
                  return (
                    <li key={r.index} class={`is-${r.mark}`} data-mark={r.mark}>
                      <span class="bcr-sign-text" aria-hidden="true">{SIGN[r.mark!]}</span> {said} {r.aim && whyText(r.aim)}{' '}
                      {r.aim && <><RuleCite game="balloon-cup" code={r.aim.kind} />{' '}</>}
                      <a href={href(r.index + 1)} onClick={jump(r.index + 1)}>{m.show_move({ move: r.index + 1 })}</a>
                      {analyse && <>{' '}<a href={analyse(r.index)} data-analyse={r.index}>{m.analyse_before({ move: r.index + 1 })}</a></>}
                    </li>
                  );
                })}
              </ol>
            )}
            {canPractise && (
              <div class="bcr-start">
                <button type="button" class="button" data-practice-start={seat} ref={practice === null || practice.seat === seat ? practiceButton : undefined} disabled={practice !== null && !practice.failed} onClick={() => openPractice(seat)}>
                  {you === seat ? m.practice_start() : m.practice_start_player(playerParams(names[seat]))}
                </button>
                <p class="bcr-status" role="status">{practice?.seat === seat ? (practice.failed ? m.practice_failed() : m.practice_loading()) : ''}</p>
              </div>
            )}
          </section>
        );
      })}
      <section aria-labelledby="bcr-turning-title">
        <h4 id="bcr-turning-title">{m.turning_title()}</h4>
        {points.length === 0 ? <p>{m.turning_none({ mistake: percent(THRESHOLDS.mistake) })}</p> : (
          <ol class="bcr-turning">
            {points.map((p) => {
              const args = { move: p.index + 1, played: label(p.index), from: percent(before(p.index)), to: percent(reviews[p.index]!.chance) };
              return (
                <li key={p.index}>
                  {you === 0 ? m.turning_you(args) : m.turning({ ...args, ...playerParams(names[0]) })}{' '}
                  <a href={href(p.index + 1)} onClick={jump(p.index + 1)}>{m.show_move({ move: p.index + 1 })}</a>
                </li>
              );
            })}
          </ol>
        )}
      </section>
      <details class="bcr-table">
        <summary>{m.table_caption()}</summary>
        <table>
          <caption>{m.table_caption()}</caption>
          <thead>
            <tr><th scope="col">{m.col_move()}</th><th scope="col">{m.col_played()}</th><th scope="col">{you === 0 ? m.col_chance_you() : m.col_chance(playerParams(names[0]))}</th><th scope="col">{m.col_mark()}</th></tr>
          </thead>
          <tbody>
            {reviews.map((r) => (
              <tr key={r.index}>
                <th scope="row"><a href={href(r.index + 1)} class="bcr-move-link" aria-label={m.show_move({ move: r.index + 1 })} onClick={jump(r.index + 1)}>{r.index + 1}</a></th>
                <td>{label(r.index)}</td>
                <td>{chance(r)}</td>
                <td>{r.mark ? markName(r.mark) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
