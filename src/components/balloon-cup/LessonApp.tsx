/**
 * The guided first game (issue 31), loaded by the learn page's small island (LearnIsland.tsx):
 * the step's prompt with its rule, the game's own board (Board.tsx) with the move the prompt
 * suggests marked, claim and swap buttons, the note on a move that spoils the lesson with its
 * take-back, and at the end what to read or play next. It renders from the lesson machine's
 * snapshot (machines/balloon-cup/lesson.ts) through its view (lesson-view.ts), saves each step
 * (lesson-save.ts; when storage does not keep it, the lesson goes on from memory and says so) and ticks the lesson done in the reader's progress at the end.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { createActor, lessonMachine, learnerMoves } from '../../machines/balloon-cup/lesson.ts';
import type { LessonSnapshot } from '../../machines/balloon-cup/lesson.ts';
import { lessonView } from '../../machines/balloon-cup/lesson-view.ts';
import type { LessonView, News } from '../../machines/balloon-cup/lesson-view.ts';
import type { Move } from '../../engine/balloon-cup/index.ts';
import { defaultNames } from '../../machines/balloon-cup/names.ts';
import { cardParams } from '../../machines/balloon-cup/color-words.ts';
import { m } from '../../paraglide/words/bclearn.ts';
import { RuleCite } from '../rules/RuleCite.tsx';
import type { Cited } from '../rules/RuleCite.tsx';
import { LiveRegion } from '../shared/LiveRegion.tsx';
import { useActor } from '../shared/useActor.ts';
import { rove, useFocusFollows } from '../shared/useFocusFollows.ts';
import { Board, sideKey } from './Board.tsx';
import { clearLesson, readLesson, writeLesson } from './lesson-save.ts';
import type { SaveResult } from '../site/storage.ts';
import { setDone } from '../site/progress.ts';
import { localHref } from '../../i18n/runtime.ts';

/** The page whose progress holds the lesson's tick, and the tick's id. */
export const LEARN_PAGE = '/balloon-cup/learn/';
export const LEARN_DONE = 'guided-game';

/** The prompt's words for the step. */
export function promptText(view: Pick<LessonView, 'step'>): string {
  const { topic, facts } = view.step;
  const who = facts.player === 0 ? 'you' : 'computer';
  const tile = facts.tile ?? 0;
  const mine = facts.sums?.[0] ?? 0;
  const theirs = facts.sums?.[1] ?? 0;
  switch (topic) {
    case 'choose': return m.t_choose();
    case 'fits': return m.t_fits();
    case 'draw': return m.t_draw();
    case 'side': return m.t_side();
    case 'complete': return m.t_complete({ tile });
    case 'exchange': return m.t_exchange();
    case 'claim': return m.t_claim();
    case 'trade': return m.t_trade();
    case 'answer': return m.t_answer();
    case 'play': return m.t_play({ count: facts.count ?? 0 });
    case 'mountain': return m.t_mountain({ who, tile, mine, theirs });
    case 'flatland': return m.t_flatland({ who, tile, mine, theirs });
    case 'tie': return m.t_tie({ who, tile, mine });
    case 'refill': return m.t_refill({ tile, count: facts.count ?? 0 });
    case 'again': return m.t_again({ who, tile });
    case 'price': return m.t_price();
    case 'claimed': return m.t_claimed({ who });
    case 'end': return m.t_end({ who: facts.player === undefined ? 'none' : who });
  }
}

/** The suggested move in words (its card and side are also marked on the board). */
function suggestionText(move: Move): string {
  if (move.type === 'place') return m.suggest_place({ who: move.side === 0 ? 'you' : 'computer', ...cardParams(move.card), tile: move.tile });
  return move.type === 'exchange' ? m.suggest_swap() : m.suggest_claim();
}

/** A claim or pass button's words. */
function claimText(move: Move): string {
  if (move.type !== 'claim') return m.claim_pass();
  return Object.keys(move.sets).length > 0 ? m.claim_trade({ color: move.trophy }) : m.claim_plain({ color: move.trophy });
}

function newsText(news: News): string {
  switch (news.kind) {
    case 'placed': return m.news_placed({ who: news.side === 0 ? 'you' : 'computer', ...cardParams(news.card), tile: news.tile });
    case 'scored': return m.news_scored({ who: news.winner === 0 ? 'you' : 'computer', tile: news.tile });
    case 'claimed': return m.news_claimed({ who: news.player === 0 ? 'you' : 'computer' });
    case 'exchanged': return m.news_exchanged({ count: news.count });
  }
}

function spoilText(view: LessonView): string {
  const spoil = view.spoil!;
  return spoil.kind === 'gift' ? m.spoil_gift({ tile: spoil.tile }) : m.spoil_win();
}

/** The lesson's actor, at the learner's kept step (or the first): making it replays the kept moves. */
export function lessonActor() {
  return createActor(lessonMachine, { input: { saved: readLesson() } });
}

export type LessonActor = ReturnType<typeof lessonActor>;

/** The view of the actor's snapshot now: the island computes it in a task of its own, before drawing. */
export function firstView(actor: LessonActor): { snapshot: LessonSnapshot; view: LessonView } {
  const snapshot = actor.getSnapshot();
  return { snapshot, view: lessonView(snapshot) };
}

/** Whether the actor stands where the server's render does (a fresh lesson): then the island hydrates that markup. */
export function onServedStep(actor: LessonActor): boolean {
  const { context } = actor.getSnapshot();
  return context.moves.length === 0 && context.read === 0 && context.stepCount === 1;
}

/**
 * `live` false: the server's render of the step a fresh lesson opens on, inert until the island
 * makes it live (LearnIsland.tsx); the two are the same markup but for `inert`.
 * `cite`: that step's rule, for the server (the page has the rules' words).
 * `actor`, `first`: made ahead by the island (lessonActor, firstView), so that replaying the
 * lesson, computing its first view and drawing it are three short tasks where one was long.
 */
export function LessonApp({ live = true, cite, actor: made, first }: { live?: boolean; cite?: Cited | null; actor?: LessonActor; first?: { snapshot: LessonSnapshot; view: LessonView } }) {
  const [actor] = useState(() => made ?? lessonActor());
  const snapshot = useActor(actor);
  // Said once when a saved lesson comes back, until the learner's first action.
  const [resumed, setResumed] = useState(() => actor.getSnapshot().context.stepCount > 1);
  const [saving, setSaving] = useState<SaveResult>('saved');
  const root = useRef<HTMLDivElement>(null);
  // Hydrating the server's first step attaches the handlers but keeps its attributes, and Preact
  // diffs later renders against the props, not the page: `inert` (the served step's, until live)
  // is taken off by hand.
  useLayoutEffect(() => {
    if (live) root.current?.removeAttribute('inert');
  }, []);
  const { context } = snapshot;
  const view = useMemo(() => (first && snapshot === first.snapshot ? first.view : lessonView(snapshot)), [snapshot]);
  useEffect(() => {
    // The lesson is kept at each step (a move held back as spoiling is not: coming back, it is undone).
    setSaving(writeLesson({ moves: learnerMoves(context), read: context.read }));
    if (view.over) setDone(LEARN_PAGE, LEARN_DONE, true);
  }, [context.moves, context.read]);
  const send = (event: object) => {
    setResumed(false);
    actor.send(event as never);
  };
  const moment = `${view.number}|${context.selected}|${[...snapshot.tags].join(' ')}`;
  useFocusFollows(root, moment, (el) =>
    el.querySelector<HTMLElement>('[data-lesson-first]') ??
    (view.placing ? el.querySelector<HTMLElement>('.bc-side.is-target[tabindex="0"]') : null) ??
    el.querySelector<HTMLElement>('.bcp-claim-choices button[tabindex="0"]') ??
    el.querySelector<HTMLElement>('.bc-hand-card[tabindex="0"]:not([disabled])'), { preventScroll: true });

  const names = defaultNames('computer');
  const { suggested } = view;
  const prompt = promptText(view);
  const suggestion = suggested ? suggestionText(suggested) : null;
  const spoil = view.spoil ? spoilText(view) : null;
  const told = view.news.map(newsText);
  // What the moves just played did is read out with the first step after them, then the prompt.
  const news = context.read === 0 ? told : [];
  const said = resumed ? m.resumed({ n: view.number }) : spoil ?? [...news, prompt, suggestion].filter(Boolean).join(' ');
  const hintCards = suggested?.type === 'place' ? [suggested.card] : suggested?.type === 'exchange' ? suggested.discard : [];
  const hintSide = suggested?.type === 'place' && context.selected === suggested.card ? sideKey(suggested.tile, suggested.side) : null;
  // Text beside text is one string: served as one text node, it is kept whole by hydration.
  const star = <><span class="bc-hint-star" aria-hidden="true">★</span><span class="sr-only">{`, ${m.suggested_mark()}`}</span></>;

  return (
    <div
      class="bcp-app bcl-app"
      ref={root}
      data-state={view.over ? 'over' : view.reading ? 'reading' : view.spoil ? 'spoiled' : 'acting'}
      data-step={view.number}
      data-topic={view.step.topic}
      inert={!live}
      onKeyDown={(event) => {
        if (rove(event) || event.key !== 'Escape' || !context.selected) return;
        send({ type: 'card.select', card: context.selected });
      }}
    >
      <div class="bcl-prompt" data-region="prompt">
        <p class="bcl-text">
          <strong class="bcl-number">{m.step_number({ n: view.number })}</strong>
          {` ${prompt} `}<RuleCite game="balloon-cup" code={view.code} fallback={cite} />
        </p>
        {suggestion && !spoil && <p class="bcl-suggest"><span class="bc-hint-star" aria-hidden="true">★</span>{` ${suggestion}`}</p>}
        {view.open && view.step.topic === 'choose' && <p class="bcl-open">{m.open_hands()}</p>}
        {spoil && (
          <div class="bcl-spoil">
            <p>{spoil}</p>
            <p class="bcl-buttons">
              <button type="button" class="button" data-lesson-first onClick={() => send({ type: 'lesson.takeback' })}>{m.takeback()}</button>{' '}
              <button type="button" class="button button-quiet" onClick={() => send({ type: 'lesson.keep' })}>{m.keep()}</button>
            </p>
          </div>
        )}
        {view.reading && <p class="bcl-buttons"><button type="button" class="button" data-lesson-first data-lesson-next onClick={() => send({ type: 'lesson.next' })}>{m.next()}</button></p>}
        {context.refused && <p class="bcp-refusal">{m.refused()} <RuleCite game="balloon-cup" code={context.refused} /></p>}
      </div>
      {view.over && (
        <section class="bcl-next" aria-labelledby="bcl-next-title">
          <h3 id="bcl-next-title">{m.next_title()}</h3>
          <ul>
            <li><a href={localHref('/balloon-cup/play/')}>{m.next_play()}</a></li>
            <li><a href={localHref('/balloon-cup/rules/')}>{m.next_rules()}</a></li>
            <li><a href={localHref('/balloon-cup/puzzles/')}>{m.next_puzzles()}</a></li>
          </ul>
          <p><button type="button" class="button button-quiet" onClick={() => { clearLesson(); send({ type: 'lesson.restart' }); }}>{m.restart()}</button></p>
        </section>
      )}
      {told.length > 0 && !view.over && (
        <details class="bcl-latest">
          <summary>{m.latest_title()}</summary>
          <ol>{told.map((t, i) => <li key={i}>{t}</li>)}</ol>
        </details>
      )}
      <Board
        state={view.table}
        names={names}
        handPlayer={view.acting && !view.claiming ? 0 : null}
        pressed={view.pressed}
        onCard={view.acting && !view.claiming ? (card) => send(view.exchanging ? { type: 'discard.toggle', card } : { type: 'card.select', card }) : undefined}
        placing={view.placing ? context.selected : null}
        fits={view.targets ?? undefined}
        onSide={(tile, side) => send({ type: 'side.choose', tile, side })}
        hinted={hintCards.length > 0 ? { cards: new Set(hintCards), side: hintSide, mark: star } : null}
        lastPlaced={new Map(view.placedByComputer.map((card) => [card, 1 as const]))}
        controls={
          <div class="bcp-decide" data-region="controls">
            {view.exchanging && (
              <div class="bcp-decide-buttons">
                <button type="button" class="button" data-lesson-swap onClick={() => send({ type: 'exchange.confirm' })}>{m.swap()}</button>
              </div>
            )}
            {view.claiming && (
              <div class="bcp-claims" role="group">
                <div class="bcp-claim-choices" data-roving>
                  {view.claims.map((move, i) => {
                    const mine = JSON.stringify(move) === JSON.stringify(suggested);
                    const event = move.type === 'claim' ? { type: 'claim.choose', trophy: move.trophy, sets: move.sets } : { type: 'claim.pass' };
                    return (
                      <button key={i} type="button" class="button" tabIndex={i === 0 ? 0 : -1} data-suggested={mine ? '' : undefined} data-pass={move.type === 'claim' ? undefined : ''} onClick={() => send(event)}>
                        {mine && star}{` ${claimText(move)}`}
                      </button>
                    );
                  })}
                </div>
              </div>
            )}
          </div>
        }
      />
      {saving !== 'saved' && <p class="bcl-open" role="status">{m.not_saved()}</p>}
      <LiveRegion message={said} n={view.number * 2 + (spoil ? 1 : 0)} />
    </div>
  );
}
