/**
 * The analysis board's set-up by tapping (issue 33), loaded when the person asks for it: the board
 * shown as a draft, one part at a time (a tile's cubes and the cards beside it, the hand of the
 * player to move, the players' trophies and won cubes, whose turn), then "Analyse this position"
 * opens the code the engine writes for it through the board's own path. An impossible set-up
 * stays here, named in the board's words. The edits are position-edits.ts; the trophy and cube
 * rows are the cascade sandbox's, with its words.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { COLORS, cardColor } from '../../engine/balloon-cup/components.ts';
import type { CardId, Color, Player, TileNumber } from '../../engine/balloon-cup/components.ts';
import { decodePosition } from '../../engine/balloon-cup/url.ts';
import type { PositionProblem } from '../../engine/balloon-cup/result.ts';
import {
  addHandCard, addSideCard, buildCode, changeTileCube, draftOf, freeCards, removeHandCard, removeSideCard, setTrophy, setTurn, setWonCubes, tileCounts,
} from '../../machines/balloon-cup/position-edits.ts';
import type { Draft, DraftTile } from '../../machines/balloon-cup/position-edits.ts';
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
  readonly analyse: (code: string) => void;
  readonly close: () => void;
}

/** The parts shown one at a time: the four tiles, the hand, the players. */
type Part = TileNumber | 'hand' | 'players';
const PARTS: readonly Part[] = [1, 2, 3, 4, 'hand', 'players'];

export default function SetupEditor({ code, names, analyse, close }: SetupEditorProps) {
  const [draft, setDraft] = useState<Draft | null>(() => {
    const read = decodePosition(code);
    return read.ok ? draftOf(read.value) : null;
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
  const partName = (p: Part) => (p === 'hand' ? m.hand() : p === 'players' ? m.players() : m.tile({ tile: p }));
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
      {tile && <TileEditor tile={tile} draft={draft} names={names} edit={edit} />}
      {part === 'hand' && <HandEditor draft={draft} names={names} edit={edit} />}
      {part === 'players' && <PlayersEditor draft={draft} names={names} edit={edit} />}
      {problem && <p class="bc-message is-refusal" role="alert" data-setup-problem={problem.code}><Rich parts={board.not_opened.parts({ problem: positionProblemWords(problem) })} /></p>}
      <div class="bca-buttons">
        <button
          type="button"
          class="button"
          onClick={() => {
            const built = buildCode(draft);
            if (built.ok) analyse(built.code);
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

function TileEditor({ tile, draft, names, edit }: EditorProps & { tile: DraftTile }) {
  if (tile.removed) return <p data-tile={tile.number}>{m.tile_gone({ tile: tile.number })}</p>;
  const counts = tileCounts(tile);
  // Beside a tile go only cards of the colours on it (the engine still counts them).
  const fitting = freeCards(draft).filter((c) => counts[cardColor(c)] > 0);
  return (
    <div data-tile={tile.number}>
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
      <div class="bce-cards">
        {props.cards.length === 0 && <span class="bc-muted">{m.no_cards()}</span>}
        {props.cards.map((card) => (
          <button key={card} type="button" class="bce-card" aria-label={m.card_remove(cardParams(card))} onClick={() => props.remove(card)} data-card={card}>
            <CardFace card={card} />
            <span aria-hidden="true">×</span>
          </button>
        ))}
      </div>
      {props.free.length > 0 && (
        <div class="bce-add">
          <label for={props.id}>{m.card_pick()}</label>
          <select id={props.id} value={chosen} onChange={(event) => setPick((event.currentTarget as HTMLSelectElement).value)}>
            {props.free.map((card) => <option key={card} value={card}>{cardName(card)}</option>)}
          </select>
          <button type="button" class="button-quiet" onClick={() => chosen && props.add(chosen)}>{m.card_add()}</button>
        </div>
      )}
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
