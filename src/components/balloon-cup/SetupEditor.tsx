/**
 * The analysis board's set-up by tapping (issue 33), loaded when the person asks for it: the board
 * shown as a draft, one part at a time (a tile's face, cubes and the cards beside it, or the tile
 * gone; the hand of the player to move; what it knows of the other hand; the discard pile and the
 * supply's size; the bag; the players' trophies and won cubes, whose turn; the rule options),
 * then "Analyse this position" opens the code the engine writes for it through the board's own
 * path. An impossible set-up stays here, named in the board's words; an edit of the parts added
 * for the full rules that makes one is refused at once (the draft kept). The edits are
 * position-edits.ts; the trophy and cube rows are the cascade sandbox's, with its words.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { COLORS, cardColor, emptyCounts, other } from '../../engine/balloon-cup/components.ts';
import type { CardId, Color, Player, TileNumber } from '../../engine/balloon-cup/components.ts';
import type { Options } from '../../engine/balloon-cup/options.ts';
import type { Known } from '../../engine/balloon-cup/bots/knowledge.ts';
import { decodePosition } from '../../engine/balloon-cup/url.ts';
import type { PositionProblem } from '../../engine/balloon-cup/result.ts';
import {
  addDiscard, addHandCard, addKnownCard, addSideCard, bagOf, buildCode, changeBagCube, changeSupply, changeTileCube, changeUnknown, draftKnown, draftOf, freeCards,
  judged, removeDiscard, removeHandCard, removeSideCard, restOfDraft, setBag, setGone, setOption, setTerrain, setTrophy, setTurn, setWonCubes, supplySize, tileCounts, unknownCards,
} from '../../machines/balloon-cup/position-edits.ts';
import type { Draft, DraftTile } from '../../machines/balloon-cup/position-edits.ts';
import { knownText } from '../../machines/balloon-cup/analysis.ts';
import { cubeMax } from '../../machines/balloon-cup/player-pieces.ts';
import { positionProblemWords } from '../../machines/balloon-cup/position-code-words.ts';
import { cardName, cardParams, colorName, colorParams, playerParams } from '../../machines/balloon-cup/color-words.ts';
import { rove } from '../shared/useFocusFollows.ts';
import { Rich } from '../shared/Rich.tsx';
import { CardFace } from './pieces.tsx';
import { colorCode } from './colors.ts';
import { m } from '../../paraglide/words/editor.ts';
import { m as sb } from '../../paraglide/words/cascadesb.ts';
import { m as board } from '../../paraglide/words/bcanalysis.ts';

export interface SetupEditorProps {
  /** The code of the board shown: the set-up starts from it. */
  readonly code: string;
  readonly names: readonly [string, string];
  /** What each player knows of the other hand on the board shown. */
  readonly known?: Known;
  /** Opens the code, with the link's known cards (what each player knows of the other hand). */
  readonly analyse: (code: string, known: string) => void;
  readonly close: () => void;
}

/** The parts shown one at a time: the four tiles, the hand, the other hand, the piles, the bag, the players, the rules. */
type Part = TileNumber | 'hand' | 'other' | 'piles' | 'bag' | 'players' | 'rules';
const PARTS: readonly Part[] = [1, 2, 3, 4, 'hand', 'other', 'piles', 'bag', 'players', 'rules'];

export default function SetupEditor({ code, names, known, analyse, close }: SetupEditorProps) {
  const [draft, setDraft] = useState<Draft | null>(() => {
    const read = decodePosition(code);
    return read.ok ? draftOf(read.value, known) : null;
  });
  const [part, setPart] = useState<Part>(1);
  const [problem, setProblem] = useState<PositionProblem | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  if (!draft) return null;
  const edit = (next: Draft) => {
    setDraft(next);
    setProblem(null);
  };
  // The full rules' edits: the engine refuses one that makes an impossible position, and the draft stays.
  const judge = (next: Draft) => {
    const verdict = judged(draft, next);
    if (verdict.ok) edit(verdict.draft);
    else setProblem(verdict.problem);
  };
  const partName = (p: Part) => (typeof p === 'number' ? m.tile({ tile: p }) : PART_NAMES[p]());
  const tile = typeof part === 'number' ? draft.tiles[part - 1]! : null;

  return (
    <section class="bce" aria-labelledby="bce-title" data-setup>
      <h3 id="bce-title" tabIndex={-1} ref={heading}>{m.open()}</h3>
      <p class="bc-muted">{m.intro()}</p>
      <div class="bce-parts" role="group" aria-label={m.parts()} data-roving onKeyDown={(event) => rove(event)}>
        {PARTS.map((p) => (
          <button key={p} type="button" class="button-quiet" aria-pressed={part === p} tabIndex={part === p ? 0 : -1} onClick={() => setPart(p)} data-part={p}>
            {partName(p)}
          </button>
        ))}
      </div>
      {tile && <TileEditor tile={tile} draft={draft} names={names} edit={edit} judge={judge} />}
      {part === 'hand' && <HandEditor draft={draft} names={names} edit={edit} />}
      {part === 'other' && <OtherEditor draft={draft} names={names} edit={judge} />}
      {part === 'piles' && <PilesEditor draft={draft} names={names} edit={judge} />}
      {part === 'bag' && <BagEditor draft={draft} names={names} edit={judge} />}
      {part === 'players' && <PlayersEditor draft={draft} names={names} edit={edit} />}
      {part === 'rules' && <RulesEditor draft={draft} names={names} edit={judge} />}
      <div role="alert">
        {problem && <p class="bc-message is-refusal" data-setup-problem={problem.code}><Rich parts={board.not_opened.parts({ problem: positionProblemWords(problem) })} /></p>}
      </div>
      <div class="bca-buttons">
        <button
          type="button"
          class="button"
          onClick={() => {
            const built = buildCode(draft);
            if (built.ok) analyse(built.code, knownText(draftKnown(draft)));
            else setProblem(built.problem);
          }}
          data-setup-analyse
        >
          {m.analyse()}
        </button>
        <button type="button" class="button-quiet" onClick={close}>{m.cancel()}</button>
      </div>
    </section>
  );
}

interface EditorProps {
  readonly draft: Draft;
  readonly names: readonly [string, string];
  readonly edit: (draft: Draft) => void;
}

const PART_NAMES = { hand: () => m.hand(), other: () => m.other_hand(), piles: () => m.piles(), bag: () => m.bag(), players: () => m.players(), rules: () => m.rules() };

function TileEditor({ tile, draft, names, edit, judge }: EditorProps & { tile: DraftTile; judge: (draft: Draft) => void }) {
  const faces = (
    <fieldset class="bce-box bce-turn bce-faces">
      <legend>{m.tile_face({ tile: tile.number })}</legend>
      {(['mountain', 'flatland', 'gone'] as const).map((face) => (
        <label key={face} class="sb-check">
          <input
            type="radio"
            name={`bce-face-${tile.number}`}
            checked={face === 'gone' ? tile.removed : !tile.removed && tile.terrain === face}
            onChange={() => judge(face === 'gone' ? setGone(draft, tile.number, true) : setTerrain(setGone(draft, tile.number, false), tile.number, face))}
            data-face={face}
          />
          {FACES[face]()}
        </label>
      ))}
    </fieldset>
  );
  if (tile.removed) return <div data-tile={tile.number}>{faces}<p>{m.tile_gone({ tile: tile.number })}</p></div>;
  const counts = tileCounts(tile);
  // Beside a tile go only cards of the colours on it (the engine still counts them).
  const fitting = freeCards(draft).filter((c) => counts[cardColor(c)] > 0);
  return (
    <div data-tile={tile.number}>
      {faces}
      <fieldset class="bce-box">
        <legend>{m.tile_cubes({ tile: tile.number })}</legend>
        <div class="bce-cubes">
          {COLORS.map((c) => (
            <span key={c} class="bce-count" data-color={c}>
              <button type="button" class="button-quiet bce-step" aria-label={m.cube_fewer({ tile: tile.number, ...colorParams(c) })} disabled={counts[c] === 0} onClick={() => edit(changeTileCube(draft, tile.number, c, -1))} data-less>−</button>
              <span class={`bc-cube bc-${c}`} aria-hidden="true">{colorCode(c)}</span>
              <span class="sr-only">{colorName(c)}</span>
              <span data-count>{counts[c]}</span>
              <button type="button" class="button-quiet bce-step" aria-label={m.cube_more({ tile: tile.number, ...colorParams(c) })} onClick={() => edit(changeTileCube(draft, tile.number, c, 1))} data-more>+</button>
            </span>
          ))}
        </div>
      </fieldset>
      {([0, 1] as const).map((side) => (
        <CardList
          key={side}
          id={`bce-side-${tile.number}-${side}`}
          legend={m.side({ player: names[side], tile: tile.number })}
          cards={tile.sides[side]}
          free={fitting}
          remove={(card) => edit(removeSideCard(draft, tile.number, side, card))}
          add={(card) => edit(addSideCard(draft, tile.number, side, card))}
        />
      ))}
    </div>
  );
}

const FACES = { mountain: () => m.mountain(), flatland: () => m.flatland(), gone: () => m.gone() };

/** A count with a button either side (its label says what is counted), read out as it changes. */
function Stepper(props: { legend: string; count: number; fewer: string; more: string; less: () => void; add: () => void; max: number; id: string }) {
  return (
    <fieldset class="bce-box" data-stepper={props.id}>
      <legend>{props.legend}</legend>
      <span class="bce-count">
        <button type="button" class="button-quiet bce-step" aria-label={props.fewer} disabled={props.count === 0} onClick={props.less} data-less>−</button>
        <span data-count aria-live="polite">{props.count}</span>
        <button type="button" class="button-quiet bce-step" aria-label={props.more} disabled={props.count >= props.max} onClick={props.add} data-more>+</button>
      </span>
    </fieldset>
  );
}

/** What the player to move knows of the other hand: the cards it has seen there, and how many it has not. */
function OtherEditor({ draft, names, edit }: EditorProps) {
  const me = draft.toMove;
  const them = other(me);
  const unknown = unknownCards(draft).length;
  return (
    <div data-other>
      <CardList
        id="bce-other"
        legend={m.other_known({ player: names[them] })}
        cards={draft.known[me].filter((c) => draft.hands[them].includes(c))}
        free={freeCards(draft)}
        remove={(card) => edit(removeHandCard(draft, them, card))}
        add={(card) => edit(addKnownCard(draft, card))}
      />
      <Stepper
        id="unknown"
        legend={m.other_unknown({ player: names[them] })}
        count={unknown}
        fewer={m.unknown_fewer()}
        more={m.unknown_more()}
        less={() => edit(changeUnknown(draft, -1))}
        add={() => edit(changeUnknown(draft, 1))}
        max={unknown + freeCards(draft).length}
      />
    </div>
  );
}

/** The discard pile (top card first) and how many cards the supply holds. */
function PilesEditor({ draft, edit }: EditorProps) {
  const size = supplySize(draft);
  return (
    <div data-piles>
      <CardList id="bce-discard" legend={m.discard()} cards={draft.discard} free={freeCards(draft)} remove={(card) => edit(removeDiscard(draft, card))} add={(card) => edit(addDiscard(draft, card))} />
      <Stepper id="supply" legend={m.supply()} count={size} fewer={m.supply_fewer()} more={m.supply_more()} less={() => edit(changeSupply(draft, -1))} add={() => edit(changeSupply(draft, 1))} max={freeCards(draft).length} />
      {draft.out > 0 && <p class="bc-muted" data-out>{m.cards_out({ count: draft.out })}</p>}
    </div>
  );
}

/** The bag's cubes by colour: every cube left over, or a listed few (the rest out of the position). */
function BagEditor({ draft, edit }: EditorProps) {
  const bag = bagOf(draft);
  const most = restOfDraft(draft);
  return (
    <div data-bag>
      <fieldset class="bce-box">
        <legend>{m.bag_legend()}</legend>
        <div class="bce-cubes">
          {COLORS.map((c) => (
            <span key={c} class="bce-count" data-color={c}>
              <button type="button" class="button-quiet bce-step" aria-label={m.bag_fewer(colorParams(c))} disabled={bag[c] === 0} onClick={() => edit(changeBagCube(draft, c, -1))} data-less>−</button>
              <span class={`bc-cube bc-${c}`} aria-hidden="true">{colorCode(c)}</span>
              <span class="sr-only">{colorName(c)}</span>
              <span data-count aria-live="polite">{bag[c]}</span>
              <button type="button" class="button-quiet bce-step" aria-label={m.bag_more(colorParams(c))} disabled={bag[c] >= most[c]} onClick={() => edit(changeBagCube(draft, c, 1))} data-more>+</button>
            </span>
          ))}
        </div>
      </fieldset>
      <p class="bc-muted">{draft.bag ? m.bag_listed() : m.bag_all()}</p>
      <div class="bce-add">
        <button type="button" class="button-quiet" onClick={() => edit(setBag(draft, emptyCounts()))} data-bag-empty>{m.bag_empty()}</button>
        {draft.bag && <button type="button" class="button-quiet" onClick={() => edit(setBag(draft, null))} data-bag-all>{m.bag_fill()}</button>}
      </div>
    </div>
  );
}

/** The rule options, each a choice in plain words. */
const OPTIONS: { readonly [K in keyof Options]: readonly [() => string, readonly (readonly [Options[K], () => string])[]] } = {
  spentCubes: [() => m.opt_spent(), [['box', () => m.opt_spent_box()], ['bag', () => m.opt_spent_bag()]]],
  claimTiming: [() => m.opt_claim(), [['cascade', () => m.opt_claim_cascade()], ['own-turn', () => m.opt_claim_turn()]]],
  tradeAfterWin: [() => m.opt_trade(), [[false, () => m.opt_trade_both()], [true, () => m.opt_trade_winner()]]],
  exchangeMin: [() => m.opt_exchange(), [[0, () => m.opt_exchange_0()], [1, () => m.opt_exchange_1()]]],
  cubeLimit: [() => m.opt_limit(), [[false, () => m.opt_limit_off()], [true, () => m.opt_limit_on()]]],
};

function RulesEditor({ draft, edit }: EditorProps) {
  return (
    <fieldset class="bce-box bce-rules" data-rules>
      <legend>{m.rules_legend()}</legend>
      {(Object.keys(OPTIONS) as (keyof Options)[]).map((key) => {
        const [label, choices] = OPTIONS[key] as readonly [() => string, readonly (readonly [unknown, () => string])[]];
        return (
          <label key={key} data-option={key}>
            <span>{label()}</span>
            <select
              value={String(choices.findIndex(([value]) => value === draft.options[key]))}
              onChange={(event) => edit(setOption(draft, key, choices[Number((event.currentTarget as HTMLSelectElement).value)]![0] as never))}
            >
              {choices.map(([, name], i) => <option key={i} value={String(i)}>{name()}</option>)}
            </select>
          </label>
        );
      })}
    </fieldset>
  );
}

function HandEditor({ draft, names, edit }: EditorProps) {
  const me = draft.toMove;
  return (
    <CardList
      id="bce-hand"
      legend={m.hand_legend({ player: names[me] })}
      cards={draft.hands[me]}
      free={freeCards(draft)}
      remove={(card) => edit(removeHandCard(draft, me, card))}
      add={(card) => edit(addHandCard(draft, me, card))}
    />
  );
}

/** Cards in a place, each a button that takes it away, and a choice of a card to add. */
function CardList(props: { id: string; legend: string; cards: readonly CardId[]; free: readonly CardId[]; remove: (card: CardId) => void; add: (card: CardId) => void }) {
  const [pick, setPick] = useState<string>('');
  const chosen = props.free.includes(pick as CardId) ? (pick as CardId) : props.free[0];
  return (
    <fieldset class="bce-box">
      <legend>{props.legend}</legend>
      {/* The cards and the choice of one to add share a row: a part fits a phone's screen. */}
      <div class="bce-cards">
        {props.cards.length === 0 && <span class="bc-muted">{m.no_cards()}</span>}
        {props.cards.map((card) => (
          <button key={card} type="button" class="bce-card" aria-label={m.card_remove(cardParams(card))} onClick={() => props.remove(card)} data-card={card}>
            <CardFace card={card} />
            <span aria-hidden="true">×</span>
          </button>
        ))}
        {props.free.length > 0 && (
          <span class="bce-add">
            <label for={props.id} class="sr-only">{m.card_pick()}</label>
            <select id={props.id} value={chosen} onChange={(event) => setPick((event.currentTarget as HTMLSelectElement).value)}>
              {props.free.map((card) => <option key={card} value={card}>{cardName(card)}</option>)}
            </select>
            <button type="button" class="button-quiet" onClick={() => chosen && props.add(chosen)}>{m.card_add()}</button>
          </span>
        )}
      </div>
    </fieldset>
  );
}

function PlayersEditor({ draft, names, edit }: EditorProps) {
  return (
    <div>
      <fieldset class="bce-box bce-turn">
        <legend>{m.turn()}</legend>
        {([0, 1] as const).map((p) => (
          <label key={p} class="sb-check">
            <input type="radio" name="bce-turn" checked={draft.toMove === p} onChange={() => edit(setTurn(draft, p))} data-turn={p} />
            {names[p]}
          </label>
        ))}
      </fieldset>
      {([0, 1] as const).map((player: Player) => (
        <fieldset key={player} class="bce-box">
          <legend>{names[player]}</legend>
          <div class="sb-row" role="group" aria-label={sb.sb_trophies_label(playerParams(names[player]))}>
            <span class="sb-row-label" aria-hidden="true">{sb.sb_trophies()}</span>
            {COLORS.map((c: Color) => (
              <label key={c} class="sb-check">
                <input type="checkbox" checked={draft.players[player].trophies.includes(c)} onChange={(event) => edit(setTrophy(draft, player, c, (event.currentTarget as HTMLInputElement).checked))} />
                <span class={`bc-cube bc-${c}`} aria-hidden="true">{colorCode(c)}</span>
                <span class="sr-only">{sb.sb_holds_trophy({ player: names[player], ...colorParams(c) })}</span>
              </label>
            ))}
          </div>
          <div class="sb-row" role="group" aria-label={sb.sb_cubes_label(playerParams(names[player]))}>
            <span class="sb-row-label" aria-hidden="true">{sb.sb_cubes()}</span>
            {COLORS.map((c) => (
              <label key={c} class="sb-number">
                <span class={`bc-cube bc-${c}`} aria-hidden="true">{colorCode(c)}</span>
                <span class="sr-only">{sb.sb_player_cubes({ ...playerParams(names[player]), ...colorParams(c) })}</span>
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={cubeMax(c, draft.players[player === 0 ? 1 : 0].cubes[c])}
                  value={draft.players[player].cubes[c]}
                  onInput={(event) => {
                    const input = event.currentTarget as HTMLInputElement;
                    const next = setWonCubes(draft, player, c, Number.parseInt(input.value, 10) || 0);
                    // The field shows the kept count at once, even when the draft does not change.
                    if (input.value !== '' && input.value !== String(next.players[player].cubes[c])) input.value = String(next.players[player].cubes[c]);
                    edit(next);
                  }}
                />
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
