// What the guided game's page shows for a lesson snapshot (lesson.ts), as facts: the step and
// its rule, the table (both hands open in the first round, until the first scoring), whose
// decision it is, the move the prompt suggests, which sides the chosen card fits, and the latest
// moves to tell. The component words it.
import { legalMoves, mover } from '../../engine/balloon-cup/index.ts';
import type { CardId, GameEvent, GameState, Move, Player, TileNumber } from '../../engine/balloon-cup/index.ts';
import { viewFor } from '../../engine/balloon-cup/view.ts';
import type { TableView } from '../../engine/balloon-cup/view.ts';
import { sideKey } from './side-key.ts';
import { current, stepOf } from './lesson.ts';
import type { LessonSnapshot } from './lesson.ts';
import { COMPUTER, LEARNER, TOPIC_CODES, followMove, isInfo } from './lesson-topics.ts';
import type { LessonStep, Spoil } from './lesson-topics.ts';

export type News =
  | { readonly kind: 'placed'; readonly card: CardId; readonly tile: TileNumber; readonly side: Player }
  | { readonly kind: 'scored'; readonly tile: TileNumber; readonly winner: Player }
  | { readonly kind: 'claimed'; readonly player: Player }
  | { readonly kind: 'exchanged'; readonly count: number };

function newsOf(events: readonly GameEvent[]): News[] {
  return events.flatMap((e): News[] => {
    if (e.type === 'placed' && e.player === COMPUTER) return [{ kind: 'placed', card: e.card, tile: e.tile, side: e.side }];
    if (e.type === 'scored') return [{ kind: 'scored', tile: e.tile, winner: e.winner }];
    if (e.type === 'claimed') return [{ kind: 'claimed', player: e.player }];
    if (e.type === 'exchanged' && e.player === COMPUTER) return [{ kind: 'exchanged', count: e.count }];
    return [];
  });
}

export interface LessonView {
  readonly step: LessonStep;
  /** The rule the step cites (a code of the codes→rules table). */
  readonly code: string;
  /** The step's number, from 1. */
  readonly number: number;
  /** The position now (the board is drawn from `table`). */
  readonly state: GameState;
  /** Both hands face up (the first round, until the first scoring), else the learner's view. */
  readonly open: boolean;
  readonly table: GameState | TableView;
  readonly reading: boolean;
  readonly acting: boolean;
  readonly over: boolean;
  readonly spoil: Spoil | null;
  /** The move the prompt suggests (null when reading or at the end). */
  readonly suggested: Move | null;
  /** The learner chooses cards to swap (no card fits). */
  readonly exchanging: boolean;
  /** The learner takes part in a cascade (claim buttons). */
  readonly claiming: boolean;
  /** The claims and the pass open to the learner in a cascade. */
  readonly claims: readonly Move[];
  /** A card is chosen and may be placed. */
  readonly placing: boolean;
  /** Sides the chosen card fits (sideKey). */
  readonly targets: ReadonlySet<string> | null;
  readonly pressed: ReadonlySet<CardId>;
  /** What the latest moves did that the board alone does not say (the learner's last move and the computer's replies). */
  readonly news: readonly News[];
  /** The computer's cards just placed (marked on the board). */
  readonly placedByComputer: readonly CardId[];
  readonly moves: readonly Move[];
}

export function lessonView(snapshot: LessonSnapshot): LessonView {
  const { context } = snapshot;
  const state = current(context);
  const step = stepOf(context);
  const reading = snapshot.hasTag('reading');
  const acting = snapshot.hasTag('acting');
  const over = snapshot.hasTag('over');
  const open = !context.events.some((events) => events.some((e) => e.type === 'scored'));
  const legal = acting ? legalMoves(state) : [];
  const exchanging = acting && legal.length > 0 && legal.every((mv) => mv.type === 'exchange');
  const claiming = acting && state.cascade !== null && state.cascade.part === LEARNER;
  const placing = acting && !exchanging && !claiming && context.selected !== null;
  const targets = placing
    ? new Set(legal.flatMap((mv) => (mv.type === 'place' && mv.card === context.selected ? [sideKey(mv.tile, mv.side)] : [])))
    : null;
  const from = context.moves.length - context.latest;
  return {
    step,
    code: TOPIC_CODES[step.topic],
    number: context.stepCount,
    state,
    open,
    table: open ? state : viewFor(state, LEARNER, context.known),
    reading,
    acting,
    over,
    spoil: context.spoil?.why ?? null,
    suggested: acting && !isInfo(step.topic) && mover(state) === LEARNER ? followMove(state, step) : null,
    exchanging,
    claiming,
    claims: claiming ? legal : [],
    placing,
    targets,
    pressed: new Set(exchanging ? context.discards : context.selected ? [context.selected] : []),
    news: context.events.slice(from).flatMap(newsOf),
    placedByComputer: context.events.slice(from).flatMap((events) => events.flatMap((e) => (e.type === 'placed' && e.player === COMPUTER ? [e.card] : []))),
    moves: context.moves,
  };
}
