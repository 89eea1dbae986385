// The replay cursor, one for both replays: the rules examples' line of told steps (replay.ts, an
// xstate machine whose context is a cursor) and a recorded game's moves (game-replay.ts, a pure
// machine the replay page runs with useReducer). Each replay supplies only its steps (a content
// line, a game record) and its view; where it stands and what it says are this module's. A cursor
// stands at 0…total (0: the start) and keeps what was said last as a fact: a place reached
// ('move'), or a step past either end ('first', 'last'); `n` counts, so a repeat is said again.
export type ReplayStep = 'next' | 'prev' | 'first' | 'last';
/** Where a cursor is asked to go: a step, or a place (a move of the list). */
export type ReplayTo = ReplayStep | number;

export interface ReplayCursor {
  readonly at: number;
  readonly said: { readonly kind: 'move' | 'first' | 'last'; readonly n: number } | null;
}

/**
 * Where `to` (a step, or the place to go to) leads the cursor, kept within 0…total. A step past
 * either end stays and says so; going where it stands (Home at the start) changes nothing.
 */
export function moveCursor<C extends ReplayCursor>(cursor: C, to: ReplayTo, total: number): C {
  const { at } = cursor;
  const want = to === 'next' ? at + 1 : to === 'prev' ? at - 1 : to === 'first' ? 0 : to === 'last' ? total : to;
  const kept = want < 0 ? 0 : want > total ? total : want;
  const kind = kept !== at ? 'move' : want > total ? 'last' : want < 0 ? 'first' : null;
  return kind ? { ...cursor, at: kept, said: { kind, n: (cursor.said?.n ?? 0) + 1 } } : cursor;
}
