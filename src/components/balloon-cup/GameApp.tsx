/**
 * The play page's game, loaded by the page's small island (PlayGame.tsx) once it is wanted: the
 * board, the person's controls, the computer's "thinking" sign, Hint, undo, the cascade verdict,
 * the pass-the-device screen, saving each move, the replay link and the post-game review.
 * It renders from the machine's snapshot (src/machines/balloon-cup/game.ts); the computer runs in
 * a Web Worker (bot-client.ts).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { createActor, fromPromise } from 'xstate';
import { COLORS } from '../../engine/balloon-cup/index.ts';
import type { Move } from '../../engine/balloon-cup/index.ts';
import type { GameContext, GameSnapshot, SaveProblem, ThinkRequest } from '../../machines/balloon-cup/game.ts';
import { cascadeReview, current, gameMachine, youOf, ownLastMove, recordText, saveText } from '../../machines/balloon-cup/game.ts';
import { gameView } from '../../machines/balloon-cup/game-view.ts';
import { saidText } from '../../machines/balloon-cup/game-said.ts';
import type { GameStatus, GameView } from '../../machines/balloon-cup/game-view.ts';
import { NewGameQuestion } from './NewGameQuestion.tsx';
import { defaultNames } from '../../machines/balloon-cup/names.ts';
import { handoffButton, handoffText, handoffTitle } from '../../machines/balloon-cup/seat-words.ts';
import { hintCode, hintWhy, refusalWords, scoreOf, verdictText } from '../../machines/balloon-cup/game-words.ts';
import { stepCode } from '../../machines/balloon-cup/step-codes.ts';
import { m } from '../../paraglide/words/bcgame.ts';
import { fitsNowhereText } from '../../machines/balloon-cup/fit-words.ts';
import { RuleCite, RuleLabel } from '../rules/RuleCite.tsx';
import { moveText, stepText } from '../../machines/balloon-cup/story.ts';
import { cardParams, playerParams } from '../../machines/balloon-cup/color-words.ts';
import { claimChoices } from '../../machines/balloon-cup/choices.ts';
import { LiveRegion } from '../shared/LiveRegion.tsx';
import { useActor } from '../shared/useActor.ts';
import { rove, useFocusFollows } from '../shared/useFocusFollows.ts';
import { useKeepInView } from './keep-in-view.ts';
import { advise, think } from './bot-client.ts';
import { Board, sideKey } from './Board.tsx';
import { TrophyMark } from './pieces.tsx';
import type { SetupChoices } from './setup-form.ts';
import type { SavedGame } from './saved-game.ts';
import type { SaveResult } from '../site/storage.ts';
import { SaveNotice } from './SaveNotice.tsx';
import { localHref } from '../../i18n/runtime.ts';
import { ReviewButton } from './review/ReviewButton.tsx';
import { namesQuery } from '../../machines/balloon-cup/replay-names.ts';
import { LatestLine } from './LatestLine.tsx';

// The play page's island takes this with the game: what can be resumed from a cut save.
export { recoverSave } from './save-recovery.ts';

const machine = gameMachine.provide({
  actors: {
    think: fromPromise<Move, ThinkRequest>(({ input }) => think(input)),
    advise: fromPromise<Move, Omit<ThinkRequest, 'level'>>(({ input }) => advise(input)),
  },
});

function replayHref(snapshot: GameSnapshot, move?: number): string {
  const g = recordText(snapshot.context);
  const names = namesQuery(snapshot.context.names, snapshot.context.opponent === 'people');
  return localHref(`/balloon-cup/play/replay/?g=${g}${names}${move === undefined ? '' : `&m=${move}`}`);
}

/** What the player at the device is told of a takeback: made before they saw it, agreed by them, or refused by the other. */
function noticeText(context: GameContext): string | null {
  const { notice, names } = context;
  if (!notice) return null;
  const player = names[notice.by];
  if (notice.kind === 'unseen') return m.notice_unseen({ player });
  if (notice.kind === 'agreed') return m.notice_agreed({ player });
  return m.consent_refused({ player });
}

function ScoreBoard({ snapshot }: { snapshot: GameSnapshot }) {
  const state = current(snapshot.context);
  const { names } = snapshot.context;
  const scores = [scoreOf(state, 0), scoreOf(state, 1)] as const;
  // One row per trophy and a column per player, so the table fits a phone without scrolling.
  return (
    <table class="bcp-score">
      <caption>{m.score_caption()}</caption>
      <thead>
        <tr><th scope="col">{m.score_trophy()}</th>{names.map((name) => <th key={name} scope="col">{name}</th>)}</tr>
      </thead>
      <tbody>
        {COLORS.map((color, i) => (
          <tr key={color}>
            <th scope="row"><TrophyMark color={color} /></th>
            {scores.map((score, p) => {
              const l = score.lines[i]!;
              return <td key={p}>{l.holder === p ? <strong>{m.score_won()}</strong> : l.holder !== null ? m.score_taken({ count: l.cubes }) : m.score_of({ count: l.cubes, cost: l.cost })}</td>;
            })}
          </tr>
        ))}
        <tr><th scope="row">{m.score_trophies()}</th>{scores.map((score, p) => <td key={p}>{m.score_trophies_of({ count: score.trophies })}</td>)}</tr>
        <tr><th scope="row"><RuleLabel code="trade-sets" text={m.score_trade_sets()} /></th>{scores.map((score, p) => <td key={p}>{score.sets}</td>)}</tr>
      </tbody>
    </table>
  );
}

function CascadeControls({ snapshot, view, send }: { snapshot: GameSnapshot; view: GameView; send: (e: object) => void }) {
  const { state } = view;
  const { names } = snapshot.context;
  const claims = claimChoices(view.moves, names, state);
  const code = view.cascadeCode;
  return (
    <>
      {/* The choices' name, shown: it opens the rules of the cascade in place (outside the group, whose buttons are the choices). */}
      <p class="bc-fact-label bc-claims-label"><RuleLabel code="trophy-claims" text={m.claims_label()} /></p>
      <div class="bcp-claims" role="group" aria-label={m.claims_label()}>
        {/* The choices are one Tab stop; arrows walk them. */}
        <div class="bcp-claim-choices" data-roving>
          {claims.map((choice, i) => (
            <button key={i} type="button" class="button" tabIndex={i === 0 ? 0 : -1} onClick={() => send(choice.event)}>
              {choice.text}
            </button>
          ))}
        </div>
        {code !== null && (
          <>
            <button type="button" class="button button-quiet" onClick={() => send({ type: 'verdict' })}>{m.solver_verdict()}</button>
            <a href={localHref(`/balloon-cup/puzzles/sandbox/?p=${code}`)}>{m.open_in_sandbox()}</a>
          </>
        )}
        {snapshot.context.verdict && <p class="bcp-verdict">{verdictText(state, names, view.people ? null : 0)} {view.verdictValue && <RuleCite game="balloon-cup" code={view.verdictValue} />}</p>}
      </div>
    </>
  );
}

function Review({ snapshot }: { snapshot: GameSnapshot }) {
  const items = cascadeReview(snapshot.context);
  return (
    <ol class="bcp-review">
      {items.map((item) => (
        <li key={item.move} class={item.isBest ? 'is-best' : 'is-mistake'}>
          <strong>{item.isBest ? m.review_best() : m.review_mistake()}</strong> — {m.review_item({ move: item.move + 1, ...playerParams(snapshot.context.names[item.player]!), played: item.played })}
          {!item.isBest && <> {m.review_better({ best: item.best })}</>}{' '}
          <a href={localHref(`/balloon-cup/puzzles/sandbox/?p=${item.code}`)}>{m.review_open()}</a>
        </li>
      ))}
    </ol>
  );
}

/**
 * The game. With `start`, a new game with those choices (made in the page's set-up form,
 * GameSetup.astro) begins at once; without, the saved game is resumed. Whenever the game is back
 * at its set-up (a new game asked for, or a save that could not be read) it hands over to the
 * page's form through `onSetUp`, with the last choices and what was wrong with the save.
 * Every move is saved through `saves`.
 */
export interface GameAppProps {
  readonly start?: SetupChoices;
  readonly onSetUp: (last: SetupChoices, problem: SaveProblem | null) => void;
  /** Where the game in progress is kept. */
  readonly saves: SavedGame;
}

/** The status line's words for the view's fact. */
function statusText(status: GameStatus, names: readonly string[]): string {
  if (status.kind === 'over') return status.winner === null ? m.over_blocked() : status.you ? m.over_won_you({ player: names[status.winner]! }) : m.over_won({ player: names[status.winner]! });
  if (status.kind === 'thinking') return m.thinking();
  const player = names[status.player]!;
  if (status.kind === 'cascade') return status.winner ? m.status_part_winner({ player }) : m.status_part_other({ player });
  if (status.kind === 'exchange') return status.one ? m.status_exchange_one({ player }) : m.status_exchange({ player });
  if (status.kind === 'choose-card') return m.status_choose_card({ player });
  if (status.kind === 'fits-nowhere') return m.status_fits_nowhere({ player, ...cardParams(status.card) });
  return m.status_choose_side({ player, ...cardParams(status.card) });
}

/** What the live region reads: the words for the facts the machine keeps. */
const announcementText = saidText;

export function GameApp({ start, onSetUp, saves }: GameAppProps) {
  const [actor] = useState(() => {
    return createActor(machine, { input: { saved: saves.read(), seed: Math.floor(Date.now() % 100000) } });
  });
  const snapshot: GameSnapshot = useActor(actor);
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // useActor's effect, which runs before this one, has just started the actor: its first snapshot.
    const first = actor.getSnapshot();
    // Set an unreadable save aside (never lost, never read again as a game).
    if (first.context.savedProblem) saves.setAside();
    if (start && first.hasTag('setup') && !first.context.savedProblem) {
      actor.send({ type: 'game.start', ...start });
    }
  }, [actor]);
  const setUp = snapshot.hasTag('setup');
  useEffect(() => {
    // The live snapshot, not this render's: the effect above may have started the game already.
    const now = actor.getSnapshot();
    if (!now.hasTag('setup')) return;
    const { opponent, options, seed, savedProblem, names, knownDeal } = now.context;
    // The names typed for the last game between two people go back into the form (defaults stay blank).
    const defaults = defaultNames('people');
    const typed = names.map((name, i) => (name === defaults[i] ? '' : name)) as [string, string];
    onSetUp({ opponent, options, seed, known: knownDeal, ...(opponent === 'people' ? { names: typed } : {}) }, savedProblem);
  }, [setUp]);
  const { context } = snapshot;
  const playing = !setUp;
  // Whether storage keeps the game; when it does not, the game goes on from memory (SaveNotice).
  const [saving, setSaving] = useState<SaveResult>('saved');
  useEffect(() => {
    if (playing && context.states.length > 0) setSaving(saves.write(saveText(context)));
  }, [context.moves, playing]);
  const send = (e: object) => actor.send(e as never);
  const [copied, setCopied] = useState(false);
  // "Show where it fits", as in the rules examples; on until the person turns it off.
  const [showFits, setShowFits] = useState(true);
  // Keyboard focus follows the decision at hand: a chosen card's tile sides, the claims of a
  // cascade, or the hand once the computer has replied (focus elsewhere on the page stays put).
  const root = useRef<HTMLDivElement>(null);
  const view = gameView(snapshot);
  const moment = `${context.selected}|${context.moves.length}|${[...snapshot.tags].sort().join(' ')}`;
  useFocusFollows(root, moment, (el) =>
    (view?.selectedFits ? el.querySelector<HTMLElement>('.bc-side.is-target[tabindex="0"]') : null) ??
    el.querySelector<HTMLElement>('.bcp-claim-choices button[tabindex="0"]') ??
    el.querySelector<HTMLElement>('.bc-hand-card[tabindex="0"]:not([disabled])'), { preventScroll: true });
  // The prompt, the buttons, the board and the hand stay on screen together (keep-in-view.ts).
  useKeepInView(root, `${context.moves.length}|${[...snapshot.tags].sort().join(' ')}`, (el) => [
    el.querySelector('[data-region="prompt"]'),
    [...el.querySelectorAll('.bc-board > .bc-player')].pop() ?? null,
    el.querySelector('[data-region="controls"]'),
  ]);

  // Nothing for the moment before the game starts or the page's form takes over.
  if (setUp || !view) return null;

  const { state, people, viewer, human, thinking, over, placing, exchanging, targets, hint } = view;
  const { names } = context;
  // Why the chosen card fits no side (the status says that it does not).
  const nowhere = view.fitsNowhere ? fitsNowhereText(state, view.fitsNowhere) : null;
  const hintMove = hint?.move;
  // The seat the sentences say "you" to (nobody's between two people), and the refusal to say.
  const you = people ? null : 0;
  const { refusal } = context;
  const who = names[view.mover];

  // A takeback is told to the player it concerns when the device comes to them (it holds no card).
  const notice = view.notice ? noticeText(context) : null;

  if (snapshot.hasTag('handoff')) {
    return (
      <div class="bcp-app" data-state="handoff" data-moves={context.moves.length}>
        <div class="bcp-handoff" role="dialog" aria-modal="false" aria-labelledby="bcp-handoff-title">
          <h3 id="bcp-handoff-title">{handoffTitle(who)}</h3>
          {notice && <p class="bcp-takeback">{notice}</p>}
          <p>{handoffText(who, viewer === null ? null : names[viewer])}</p>
          <button type="button" class="button" autoFocus onClick={() => send({ type: 'handoff.ready' })}>{handoffButton(who)}</button>
          {/* The player who just moved may take it back while the other has not seen their hand. */}
          {ownLastMove(context) && (
            <p><button type="button" class="button button-quiet" onClick={() => send({ type: 'undo' })}>{m.handoff_take_back({ player: names[viewer!] })}</button></p>
          )}
        </div>
        <LiveRegion message={announcementText(context)} n={context.announcement.n} />
      </div>
    );
  }

  if (snapshot.hasTag('consent') && context.asking !== null) {
    const player = names[context.asking];
    const otherName = names[context.asking === 0 ? 1 : 0];
    return (
      <div class="bcp-app" data-state="consent" data-moves={context.moves.length}>
        <div class="bcp-handoff" role="dialog" aria-modal="false" aria-labelledby="bcp-consent-title" aria-describedby="bcp-consent-text">
          <h3 id="bcp-consent-title">{m.consent_title({ player })}</h3>
          <p id="bcp-consent-text">{m.consent_text({ other: otherName })}</p>
          <p class="bcp-consent-answers">
            <button type="button" class="button" autoFocus onClick={() => send({ type: 'takeback.refuse' })}>{m.consent_no({ other: otherName })}</button>{' '}
            <button type="button" class="button button-quiet" onClick={() => send({ type: 'takeback.agree' })}>{m.consent_yes({ other: otherName })}</button>
          </p>
        </div>
        <LiveRegion message={announcementText(context)} n={context.announcement.n} />
      </div>
    );
  }

  const status = statusText(view.status, names);

  // Undo: the person's last move against the computer; between two people one's own last move,
  // or else a request to the other player; never after the end (game-view.ts).
  const { undoable, asking } = view;

  const copyLink = () => {
    const url = new URL(replayHref(snapshot), location.href).href;
    void navigator.clipboard?.writeText(url).then(() => setCopied(true), () => setCopied(false));
  };

  return (
    <div
      class="bcp-app"
      ref={root}
      data-state={over ? 'over' : thinking ? 'thinking' : 'human'}
      data-opponent={context.opponent}
      data-moves={context.moves.length}
      onKeyDown={(event) => {
        // Arrows walk the hand, the tile sides and the claims; Escape puts the chosen card back.
        if (rove(event) || event.key !== 'Escape' || !context.selected) return;
        send({ type: 'card.select', card: context.selected });
      }}
    >
      <div class="bcp-bar" data-region="prompt">
        <p class="bcp-status" ref={statusRef} aria-live="off">{status}{thinking && <span class="bcp-spinner" aria-hidden="true" />}</p>
        <LatestLine told={context.told} names={context.names} you={youOf(context)} />
        <div class="bcp-actions">
          {!over && <button type="button" class="button button-quiet" disabled={!human || view.advising} onClick={() => send({ type: 'hint' })}>{view.advising ? m.hint_thinking() : m.hint_button()}</button>}
          {asking ? (
            <button type="button" class="button button-quiet" onClick={() => send({ type: 'takeback.ask' })}>{m.undo_ask()}</button>
          ) : (
            <button type="button" class="button button-quiet" disabled={!undoable} aria-describedby={over ? 'bcp-undo-over' : undefined} onClick={() => send({ type: 'undo' })}>{m.undo()}<span class="bcp-wide-only">{m.undo_wide()}</span></button>
          )}
          {over && <span id="bcp-undo-over" class="sr-only">{m.undo_over()}</span>}
          <button
            type="button"
            class="button button-quiet"
            data-new-game
            aria-expanded={over ? undefined : context.confirmingNew}
            onClick={() => { if (over) saves.clear(); send({ type: 'game.new' }); }}
          >
            {m.new_game()}
          </button>
        </div>
      </div>
      {context.confirmingNew && !over && (
        <NewGameQuestion
          moves={context.moves.length}
          onYes={() => { saves.clear(); send({ type: 'game.new.confirm' }); }}
          onNo={() => {
            send({ type: 'game.new.cancel' });
            root.current?.querySelector<HTMLElement>('[data-new-game]')?.focus();
          }}
        />
      )}
      <div class="bcp-table">
        <div class="bcp-main">
          <Board
            state={view.table}
            names={names}
            handPlayer={human ? viewer : null}
            pressed={view.pressed}
            onCard={human && !state.cascade ? (card) => send(exchanging ? { type: 'discard.toggle', card } : { type: 'card.select', card }) : undefined}
            placing={placing ? context.selected : null}
            // Every open side is a button, so a side the card does not fit answers with the reason.
            fits={showFits && targets ? targets : undefined}
            onSide={(tile, side) => send({ type: 'side.choose', tile, side })}
            hinted={hintMove && (hintMove.type === 'place' || hintMove.type === 'exchange') ? {
              cards: new Set(hintMove.type === 'place' ? [hintMove.card] : hintMove.discard),
              side: hintMove.type === 'place' ? sideKey(hintMove.tile, hintMove.side) : null,
              // A star, and for a screen reader the hint's words after the card's or side's name.
              mark: <><span class="bc-hint-star" aria-hidden="true">★</span><span class="sr-only">, {m.hint_mark()}</span></>,
            } : null}
            lastPlaced={view.lastPlaced}
            arriving={view.arriving}
            controls={
              // The decision's own controls, then any hint or refusal, right under the hand: they
              // are seen with it, and what appears comes last, so nothing moves under the pointer.
              <div class="bcp-decide" data-region="controls">
                {(placing || exchanging || hint) && (
                  <div class="bcp-decide-buttons">
                    {placing && (
                      <button type="button" class="button button-quiet" aria-pressed={showFits} onClick={() => setShowFits(!showFits)}>{m.show_fits()}</button>
                    )}
                    {exchanging && (
                      <button type="button" class="button" onClick={() => send({ type: 'exchange.confirm' })}>{m.swap_cards({ count: context.discards.length })}</button>
                    )}
                    {hint && (
                      <button type="button" class="button" onClick={() => send({ type: 'hint.play' })}><span class="bc-hint-star" aria-hidden="true">★</span> {m.play_hint()}</button>
                    )}
                  </div>
                )}
                {view.claiming && <CascadeControls snapshot={snapshot} view={view} send={send} />}
                {hint && (
                  <p class="bcp-hint">
                    <span class="bc-hint-star" aria-hidden="true">★</span> <strong>{m.hint_label()}</strong> {m.hint_text({ move: moveText(hint.move, names, state, you) })} {hintWhy(state, hint.move, names, you)}{' '}
                    <RuleCite game="balloon-cup" code={hintCode(state, hint.move)} />
                  </p>
                )}
                {/* A move refused is "Not allowed", as in the rules examples; the computer's failure is not. */}
                {refusal && (
                  <p class="bcp-refusal">
                    {refusal.kind !== 'computer-failed' && <><strong>{m.not_allowed()}</strong> </>}{refusalWords(refusal, state, names, you)}
                    {refusal.kind === 'move' && <> <RuleCite game="balloon-cup" code={refusal.refused.error} /></>}
                  </p>
                )}
                {!refusal && nowhere && <p class="bcp-refusal">{nowhere} <RuleCite game="balloon-cup" code="side-full-for-color" /></p>}
                {notice && human && context.viewer === context.notice?.to && <p class="bcp-takeback" role="status">{notice}</p>}
              </div>
            }
          />
        </div>
        <div class="bcp-side">
          <SaveNotice result={saving} link={over ? replayHref(snapshot) : null} />
          {context.told.length > 0 && (
            <section class="bcp-told" aria-label={m.told_title()}>
              <h3>{m.told_title()}</h3>
              <ol>{context.told.map((t, i) => <li key={i}>{stepText(t.told, context.names, youOf(context))}{stepCode(t) && <> <RuleCite game="balloon-cup" code={stepCode(t)!} /></>}</li>)}</ol>
            </section>
          )}
          <ScoreBoard snapshot={snapshot} />
        </div>
      </div>
      {/* A game without a cascade decision says nothing about cascades (issue 31). */}
      {over && cascadeReview(context).length > 0 && (
        <section class="bcp-over" aria-labelledby="bcp-review-title">
          <h3 id="bcp-review-title">{people ? m.review_title_people() : m.review_title()}</h3>
          <Review snapshot={snapshot} />
        </section>
      )}
      {over && (
        <ReviewButton states={context.states} moves={context.moves} seed={context.seed} names={names} you={people ? null : 0} href={(k) => replayHref(snapshot, k)} analyse={(k) => localHref(`/balloon-cup/analysis/?g=${recordText(snapshot.context)}&m=${k}`)} />
      )}
      {/* The number and the link tell every card, so they wait for the end (issue 27). */}
      <p class="bcp-record">
        {context.knownDeal && <span class="bcp-known-deal">{m.known_deal()} </span>}
        {over ? (
          <>
            <span class="bcp-number">{m.game_number_was({ number: String(context.seed) })}</span>{' '}
            <a href={replayHref(snapshot)}>{m.replay_link()}</a>{' '}
            <button type="button" class="button button-quiet" onClick={copyLink}>{m.copy_link()}</button>
            {copied && <span role="status">{m.link_copied()}</span>}
          </>
        ) : (
          !context.knownDeal && <span>{m.number_later()}</span>
        )}
        {context.undone.length > 0 && <span>{m.after_undo({ count: context.undone.length })}</span>}
      </p>
      <LiveRegion message={announcementText(context)} n={context.announcement.n} />
    </div>
  );
}

