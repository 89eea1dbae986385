/**
 * The Balloon Cup table, drawn from what one seat may see (the engine's TableView, view.ts; an
 * engine GameState is drawn with both hands face up, as in a rules example): the other player's
 * panel on top, the four tiles with both sides' cards, the seat's own panel below (player 0's
 * when nobody's seat), then the supply, discard pile, bag and free trophies. A face-down hand is
 * drawn as a count: its cards are not in the view, so they never reach the page. Pure rendering:
 * it answers no rules question. Islands pass handlers to make hands and tile sides into buttons;
 * without handlers (server render, no JavaScript) it is static. The person at the screen's words
 * ("Your hand") and a face-down hand's come from Board.tsx (seat): the rules examples, which name
 * both players and show both hands, draw it without them.
 */
import type { ComponentChildren } from 'preact';
import { COLORS, cardValue } from '../../engine/balloon-cup/components.ts';
import type { CardId, Color, Player, TileNumber } from '../../engine/balloon-cup/components.ts';
import type { GameState, Tile } from '../../engine/balloon-cup/state.ts';
import { openTable } from '../../engine/balloon-cup/view.ts';
import type { TableView } from '../../engine/balloon-cup/view.ts';
import type { Focus, Scoring } from '../../machines/balloon-cup/story.ts';
import { sideKey } from '../../machines/balloon-cup/side-key.ts';
import { cardName, cardParams, commaList, nameForm, playerParams } from '../../machines/balloon-cup/color-words.ts';
import { m } from '../../paraglide/words/bcboard.ts';
import { m as w } from '../../paraglide/words/bcwords.ts';
import { CardFace, CubeCounts, CubeRow, Landscape, TrophyMark, describeCubes } from './pieces.tsx';
import { Fact } from './Fact.tsx';

export { sideKey };

export interface BoardProps {
  /** What is drawn: a seat's view of a game, or a whole state (both hands face up). */
  state: GameState | TableView;
  names: readonly [string, string];
  /** The player whose hand is made of buttons (null: no hand is interactive). */
  handPlayer?: Player | null;
  /** Cards shown as pressed in that hand (the selected card, or cards chosen to swap). */
  pressed?: ReadonlySet<CardId>;
  onCard?: (card: CardId) => void;
  /** Set while a card is being placed: tile sides become buttons. */
  placing?: CardId | null;
  onSide?: (tile: TileNumber, side: Player) => void;
  /**
   * Tile sides the engine says the placing card fits, shown when hints are on: marked "fits",
   * the other open sides drawn dashed (still buttons, so trying one is answered with the reason).
   */
  fits?: ReadonlySet<string>;
  /** Tile and parts to highlight during a step-by-step explanation. */
  focus?: Focus | null;
  /** Totals and winner shown on a tile being scored. */
  scoring?: Scoring | null;
  /** True until the island is hydrated: buttons render disabled. */
  inert?: boolean;
  /** A hint's cards in the hand and its tile side (sideKey), each drawn with the game's `mark`. */
  hinted?: Hinted | null;
  /** The seat's decision (its buttons, a hint, a refusal), drawn right under its own hand. */
  controls?: ComponentChildren;
  /** Cards on the tiles to mark as each player's last placed card. */
  lastPlaced?: ReadonlyMap<CardId, Player>;
  /** A card just placed by the computer: it arrives with a short movement (none with reduced motion). */
  arriving?: CardId | null;
  /** The words of the person at the screen and of face-down hands (Board.tsx); none: both named. */
  seat?: SeatWords | null;
  /** Drawn as a picture (Picture.astro, one image for screen readers): labels stay text, not links to their rules. */
  picture?: boolean;
}

export interface Hinted {
  readonly cards: ReadonlySet<CardId>;
  readonly side: string | null;
  /** Drawn on each marked card and side, its words read after the piece's name. */
  readonly mark: ComponentChildren;
}

/** Labels that read "your" for the person at the screen, and a face-down hand's (board-words.ts). */
export interface SeatWords {
  readonly handLabel: (name: string) => string;
  readonly lastPlacedText: (owner: string, card: CardId) => string;
  readonly isYou: (name: string) => boolean;
  readonly sideSummaryYou: (params: { tile: number; cards: string; places: string }) => string;
  readonly faceDownText: (count: number, known: readonly CardId[]) => string;
}

/** The labels of two named players (no seat words): "Ana's hand", "Ben's side". */
const NAMED = {
  handLabel: (name: string) => m.hand_of(playerParams(name)),
  lastPlacedText: (owner: string, card: CardId) => m.last_card({ ...playerParams(owner), ...cardParams(card) }),
};

function sum(cards: readonly CardId[]): number {
  return cards.reduce((total, card) => total + cardValue(card), 0);
}

/** The table as drawn: a view as it is, a whole state with both hands face up. */
export function tableOf(state: GameState | TableView): TableView {
  return 'supplyCount' in state ? state : openTable(state);
}

/** The player whose panel (and tile sides) are drawn nearest the viewer, at the bottom. */
function near(table: TableView): Player {
  return table.seat ?? 0;
}

function claimedBy(state: TableView, color: Color): Player | null {
  if (state.players[0].trophies.includes(color)) return 0;
  if (state.players[1].trophies.includes(color)) return 1;
  return null;
}

type TableProps = Omit<BoardProps, 'state'> & { state: TableView };

function PlayerPanel(props: TableProps & { player: Player }) {
  const { state, names, player, handPlayer, pressed, onCard, inert, focus, hinted } = props;
  const words = props.seat ?? NAMED;
  const me = state.players[player];
  const { cards, count, known } = state.hands[player];
  const hand = cards ?? [];
  const interactive = handPlayer === player && onCard !== undefined;
  const toMove = state.result === null && (state.cascade ? state.cascade.part === player : state.toMove === player);
  const focused = focus?.kind === 'player' && focus.player === player;
  // One Tab stop for the hand: the pressed card (or the first); arrows move within it.
  const stop = hand.find((c) => pressed?.has(c)) ?? hand[0];
  return (
    <section class={`bc-player bc-player-${player}${toMove ? ' is-to-move' : ''}${focused ? ' is-focus' : ''}`} aria-label={`${names[player]}`}>
      <div class="bc-player-head">
        <strong class="bc-player-name">{names[player]}</strong>
        {toMove && <span class="bc-badge">{state.cascade ? m.to_claim() : m.to_move()}</span>}
        {state.result && state.result.winner === player && <span class="bc-badge bc-badge-win">{m.winner()}</span>}
        <div class="bc-player-facts">
          <Fact label={m.trophies()} none={me.trophies.length === 0 && m.no_trophies()}>
            <span class="bc-trophies">{me.trophies.map((c) => <TrophyMark key={c} color={c} />)}</span>
          </Fact>
          <Fact label={m.cubes_won()} none={COLORS.every((c) => me.cubes[c] === 0) && m.no_cubes()}>
            <CubeCounts counts={me.cubes} />
          </Fact>
        </div>
        <span class="bc-hand-label" aria-hidden="true">{m.hand_count({ count })}</span>
      </div>
      {cards === null ? (
        <p class="bc-hand bc-hand-hidden">{props.seat?.faceDownText(count, known)}</p>
      ) : interactive ? (
        <div class="bc-hand" role="group" aria-label={words.handLabel(names[player])} data-roving>
          {hand.map((card) => (
            <button
              key={card}
              type="button"
              class={hinted?.cards.has(card) ? 'bc-hand-card is-hinted' : 'bc-hand-card'}
              aria-pressed={pressed?.has(card) ?? false}
              tabIndex={card === stop ? 0 : -1}
              disabled={inert}
              onClick={() => onCard?.(card)}
            >
              <CardFace card={card} extra={hinted?.cards.has(card) && hinted.mark} />
            </button>
          ))}
        </div>
      ) : (
        <ul class="bc-hand" aria-label={words.handLabel(names[player])}>
          {hand.length === 0 && <li class="bc-muted">{m.empty()}</li>}
          {hand.map((card) => (
            <li key={card}>
              <CardFace card={card} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Side(props: TableProps & { tile: Tile; side: Player; stop: boolean }) {
  const { tile, side, names, placing, onSide, fits, inert, scoring, stop, lastPlaced, arriving, seat, hinted } = props;
  const words = seat ?? NAMED;
  const cards = tile.sides[side];
  const needed = tile.cubes.length;
  const scored = scoring && scoring.tile === tile.number ? scoring : null;
  const total = scored ? scored.sums[side] : sum(cards);
  const key = sideKey(tile.number, side);
  const fit = fits?.has(key);
  const hint = hinted?.side === key;
  const body: ComponentChildren = (
    <>
      <span class="bc-side-cards">
        {cards.map((card) => {
          const by = lastPlaced?.get(card);
          if (by === undefined && card !== arriving) return <CardFace key={card} card={card} />;
          return (
            <span key={card} class={`bc-placed${by !== undefined ? ' is-last' : ''}${card === arriving ? ' is-arriving' : ''}`}>
              <CardFace card={card} />
              {by !== undefined && <span class="bc-last-tag" aria-hidden="true">{m.last_tag()}</span>}
            </span>
          );
        })}
      </span>
      <span class="bc-side-meta">
        <span class="bc-side-count">{`${cards.length}/${needed}`}</span>
        {cards.length > 0 && <span class="bc-side-sum">{`Σ ${total}`}</span>}
        {scored && scored.winner === side && <span class="bc-badge bc-badge-win">{m.wins()}</span>}
        {fit && <span class="bc-badge bc-badge-fit">{m.fits()}</span>}
      </span>
    </>
  );
  const unfit = fits && placing && !fit;
  const cls = `bc-side bc-side-${side}${side !== near(props.state) ? ' is-far' : ''}${scored && scored.winner === side ? ' is-winner' : ''}${fit ? ' is-fit' : ''}${unfit ? ' is-unfit' : ''}${hint ? ' is-hinted' : ''}`;
  const marked = cards.filter((card) => lastPlaced?.has(card));
  const lastWords = marked.map((card) => words.lastPlacedText(names[lastPlaced!.get(card)!], card)).join(' ');
  if (placing && onSide && !tile.removed) {
    // Named by its text (no aria-label), so what is read includes what is shown.
    const counted = cards.length ? m.side_details_total({ count: cards.length, needed, total }) : m.side_details({ count: cards.length, needed });
    const details = fit ? m.side_details_fits({ details: counted }) : counted;
    return (
      <button type="button" class={`${cls} is-target`} tabIndex={stop ? 0 : -1} disabled={inert} onClick={() => onSide(tile.number, side)}>
        <span class="sr-only">
          {[m.place_on({ ...cardParams(placing), owner: names[side], ownerForm: nameForm(names[side]), tile: tile.number, details }), lastWords].filter(Boolean).join(' ')}
        </span>
        {hint && hinted!.mark}
        <span aria-hidden="true" class="bc-side-inner">{body}</span>
      </button>
    );
  }
  if (tile.removed) return <div class={`${cls} is-empty`} aria-hidden="true" />;
  const listed = cards.length === 0 ? m.side_no_cards() : m.side_cards({ list: commaList(cards.map(cardName)), total });
  const summaryParams = { ...playerParams(names[side]), tile: tile.number, cards: listed, places: m.places({ count: needed }) };
  const summary = seat?.isYou(names[side]) ? seat.sideSummaryYou(summaryParams) : m.side_summary(summaryParams);
  return (
    <div class={cls}>
      <span class="sr-only">{lastWords ? `${summary} ${lastWords}` : summary}</span>
      <span aria-hidden="true" class="bc-side-inner">{body}</span>
    </div>
  );
}

function TileView(props: TableProps & { tile: Tile }) {
  const { tile, focus } = props;
  const focused = focus?.kind === 'tile' && focus.tile === tile.number;
  if (tile.removed) {
    return (
      <div class={`bc-tile is-removed${focused ? ' is-focus' : ''}`}>
        <span class="bc-tile-number"><span class="sr-only">{m.tile_word()}</span>{tile.number}</span>
        <span class="bc-tile-terrain">{m.out_of_game()}</span>
      </div>
    );
  }
  const mountain = tile.terrain === 'mountain';
  return (
    <div class={`bc-tile bc-${tile.terrain}${focused ? ' is-focus' : ''}`}>
      <Landscape terrain={tile.terrain} />
      <span class="bc-tile-number"><span class="sr-only">{m.tile_word()}</span>{tile.number}</span>
      <span class="bc-tile-terrain">{mountain ? m.mountain() : m.flatland()}</span>
      <span class="bc-tile-rule">{mountain ? m.high_wins() : m.low_wins()}</span>
      <CubeRow cubes={tile.cubes} />
    </div>
  );
}

/** A tile's terrain as a message's parameters: the code and its name. */
function terrainOf(tile: Tile): { terrain: Tile['terrain']; terrainName: string } {
  return { terrain: tile.terrain, terrainName: tile.terrain === 'mountain' ? m.terrain_mountain() : m.terrain_flatland() };
}

/** The four tiles with both sides' cards, under the sky: the heart of the table (also drawn alone as a picture). */
export function Tiles(boardProps: BoardProps) {
  const state = tableOf(boardProps.state);
  const props: TableProps = { ...boardProps, state };
  const { fits } = props;
  // The far side on top, the near side below (the table turns with the seat).
  const [far, nearSide] = near(state) === 0 ? [1, 0] as const : [0, 1] as const;
  // One Tab stop for the tile sides while a card is placed: a hint's side, else the first side it
  // fits, else the first.
  const open = state.tiles.filter((t) => !t.removed).flatMap((t) => [sideKey(t.number, far), sideKey(t.number, nearSide)]);
  const stop = open.find((k) => k === props.hinted?.side) ?? open.find((k) => fits?.has(k)) ?? open[0];
  return (
      <div class="bc-tiles" role="group" aria-label={m.tiles()} data-roving="2">
        {state.tiles.map((tile) => (
          <div key={tile.number} class="bc-column" role="group" aria-label={tile.removed ? m.column_removed({ tile: tile.number }) : m.column({ tile: tile.number, ...terrainOf(tile), cubes: describeCubes(tile.cubes) })}>
            <Side {...props} tile={tile} side={far} stop={stop === sideKey(tile.number, far)} />
            <TileView {...props} tile={tile} />
            <Side {...props} tile={tile} side={nearSide} stop={stop === sideKey(tile.number, nearSide)} />
          </div>
        ))}
      </div>
  );
}

export function BoardTable(boardProps: BoardProps) {
  const state = tableOf(boardProps.state);
  const props: TableProps = { ...boardProps, state };
  const { focus } = props;
  const bottom = near(state);
  const free = COLORS.filter((c) => claimedBy(state, c) === null);
  const boxCount = COLORS.reduce((n, c) => n + state.box[c], 0);
  return (
    <div class="bc-board" data-region="board">
      <PlayerPanel {...props} player={bottom === 0 ? 1 : 0} />
      <Tiles {...props} />
      <PlayerPanel {...props} player={bottom} />
      {props.controls}
      <div class={`bc-table-facts${focus?.kind === 'bag' ? ' is-focus' : ''}`}>
        <Fact label={m.supply()}>{w.cards({ count: state.supplyCount })}</Fact>
        <Fact label={m.discard_pile()}>{w.cards({ count: state.discard.length })}</Fact>
        <Fact label={m.bag()}>{w.cubes({ count: state.bagCount })}</Fact>
        {boxCount > 0 && <Fact label={m.spent_box()} code="spent-box" picture={props.picture}><CubeCounts counts={state.box} /></Fact>}
        <Fact label={m.free_trophies()} code="free-trophies" picture={props.picture} none={free.length === 0 && m.no_free_trophies()}>
          <span class="bc-trophies">{free.map((c) => <TrophyMark key={c} color={c} />)}</span>
        </Fact>
      </div>
    </div>
  );
}

