/**
 * The Jumping Cups track: 14 squares with their stacks drawn as nested cups (pieces.tsx), an
 * "off" edge at each end for moves that leave the track, and a caption under each side's finish
 * squares. In a wide frame it is one row; in a narrow one (a phone) it folds into a U, squares
 * 1–7 along the top and 8–14 back along the bottom, so all 14 squares and both finish zones stay
 * in view without sideways scrolling (CSS container query, src/styles/jumping-cups.css).
 *
 * When the reader can pick, each square is a button, and the track is one Tab stop (roving
 * tabindex): arrow keys move between squares as they are drawn, Home and End go to squares 1 and
 * 14. While a move is previewed its landing square is the stop, so Enter makes the move.
 */
import { useState } from 'preact/hooks';
import '../../styles/jumping-cups.css';
import { squareRole, squareRoleWords, stackWords } from '../../machines/jumping-cups/cup-words.ts';
import { m } from '../../paraglide/words/jcboard.ts';
import { Rich } from '../shared/Rich.tsx';
import { Stack } from './pieces.tsx';

export interface TrackProps {
  readonly squares: readonly (readonly string[])[];
  /** Squares the side to move may pick (marked for sighted readers and in labels). */
  readonly movable?: readonly number[];
  readonly selected?: number | null;
  /** The squares a previewed or last move touched; the last is where it ends. */
  readonly path?: readonly number[];
  readonly from?: number | null;
  /** The path is a preview (dashed) rather than the move just made. */
  readonly previewing?: boolean;
  /** The color of the previewed cup, drawn as a ghost where it would land. */
  readonly mover?: string | null;
  /**
   * Set (to a key unique to the position, e.g. its notation) when the last move is the
   * opponent's just made: its cup arrives on the landing square with a short movement.
   */
  readonly arrival?: string | null;
  readonly onPick?: (square: number) => void;
  readonly inert?: boolean;
  /** The track's name for assistive technology (each island names it in its own words). */
  readonly label: string;
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** The square drawn next to `from` in the arrow's direction (by position, so the U works too). */
function neighbour(buttons: HTMLElement[], from: HTMLElement, [dx, dy]: [number, number]): HTMLElement | null {
  const a = from.getBoundingClientRect();
  const ax = a.left + a.width / 2;
  const ay = a.top + a.height / 2;
  let best: HTMLElement | null = null;
  let bestDistance = Infinity;
  for (const b of buttons) {
    if (b === from) continue;
    const r = b.getBoundingClientRect();
    const x = r.left + r.width / 2 - ax;
    const y = r.top + r.height / 2 - ay;
    // In line (same row for left/right, same column for up/down), and on the arrow's side.
    const along = dx !== 0 ? x * dx : y * dy;
    const across = dx !== 0 ? Math.abs(y) : Math.abs(x);
    if (along <= 1 || across > (dx !== 0 ? a.height : a.width) / 2) continue;
    if (along < bestDistance) {
      best = b;
      bestDistance = along;
    }
  }
  return best;
}

export function Track(props: TrackProps) {
  const { squares, movable = [], selected = null, path = [], from = null, previewing = false, mover = null, onPick, inert = false, arrival = null } = props;
  // The square last focused, for this position only: after a move the stop goes to a cup to move.
  // The position is compared by its stacks, not by the array: the same position drawn from a new
  // view (the machine arriving after the reader has moved along the track) keeps the stop.
  const position = squares.map((stack) => stack.join('')).join('/');
  const [focused, setFocused] = useState<{ square: number; on: string } | null>(null);
  const cursor = focused && focused.on === position ? focused.square : null;
  const setCursor = (square: number) => setFocused({ square, on: position });
  const end = path.at(-1);
  const offLow = end !== undefined && end < 1;
  const offHigh = end !== undefined && end > 14;
  const hops = new Set(path.slice(0, -1));
  const landing = previewing && end !== undefined && end >= 1 && end <= 14 ? end : null;
  // The one square in the Tab order.
  const stop = landing ?? selected ?? cursor ?? movable[0] ?? 1;
  // Room for the tallest stack and a cup landing on it, so every square's drawing has one scale.
  const rows = Math.max(2, ...squares.map((s) => s.length + 1));

  const onKeyDown = (event: KeyboardEvent) => {
    const here = event.target as HTMLElement;
    if (!here.matches?.('button[data-square]')) return;
    const buttons = [...(event.currentTarget as HTMLElement).querySelectorAll<HTMLElement>('button[data-square]')];
    let next: HTMLElement | null | undefined = null;
    if (event.key in ARROWS) next = neighbour(buttons, here, ARROWS[event.key]!);
    else if (event.key === 'Home') next = buttons[0];
    else if (event.key === 'End') next = buttons.at(-1);
    else return;
    event.preventDefault();
    if (next) {
      setCursor(Number(next.dataset.square));
      next.focus();
    }
  };

  return (
    <div class={`jc-board${onPick ? ' is-live' : ''}`} data-region="board">
      <ol
        class={`jc-track${previewing ? ' is-previewing' : ''}`}
        aria-label={props.label}
        onKeyDown={onPick ? onKeyDown : undefined}
      >
        <li class={`jc-off jc-off-low${offLow ? ' is-landing' : ''}`} aria-hidden="true"><span><span class="jc-off-word">{m.off()}</span></span></li>
        {squares.map((stack, i) => {
          const square = i + 1;
          const role = squareRole(square);
          const classes = [
            'jc-square',
            `jc-s${square}`,
            role === 'red-finish' ? 'is-red-finish' : role === 'yellow-finish' ? 'is-yellow-finish' : '',
            movable.includes(square) ? 'is-movable' : '',
            selected === square ? 'is-selected' : '',
            from === square ? 'is-from' : '',
            hops.has(square) ? 'is-hop' : '',
            end === square ? 'is-landing' : '',
            end === square && !previewing && arrival ? 'is-arriving' : '',
          ].filter(Boolean).join(' ');
          const marks = [
            from === square ? (previewing ? m.mark_starts_here() : m.mark_last_started()) : '',
            hops.has(square) ? m.mark_touches_down() : '',
            end === square && !previewing ? m.mark_last_ended() : '',
          ].filter(Boolean);
          // The square's name, one message: its number (shown), whose finish, the stack, marks, action (read).
          const words = { square, role: squareRoleWords(role), stack: stackWords(stack), marks: marks.join(', ') };
          const moving = landing === square && selected !== null ? selected : null;
          const spoken = moving !== null
            ? (marks.length ? m.square_label_marks_move.parts({ ...words, from: moving }) : m.square_label_move.parts({ ...words, from: moving }))
            : (marks.length ? m.square_label_marks.parts(words) : m.square_label.parts(words));
          const body = (
            <>
              {stack.length > 1 && <span class="jc-height" aria-hidden="true">{stack.length}</span>}
              {/* A new key for an arriving cup draws it afresh, so its movement plays each time. */}
              <Stack key={end === square && !previewing && arrival ? arrival : 'still'} stack={stack} ghost={landing === square ? mover : null} rows={rows} />
              <span class="jc-number"><Rich parts={spoken} /></span>
            </>
          );
          return (
            <li key={square} class={classes}>
              {onPick ? (
                <button
                  type="button"
                  class="jc-square-button"
                  aria-pressed={selected === square}
                  disabled={inert}
                  tabIndex={stop === square ? 0 : -1}
                  data-square={square}
                  data-focus-next={landing === square ? '' : undefined}
                  onClick={() => onPick(square)}
                  onFocus={() => setCursor(square)}
                >
                  {body}
                </button>
              ) : (
                <div class="jc-square-button" data-square={square}>{body}</div>
              )}
            </li>
          );
        })}
        <li class={`jc-off jc-off-high${offHigh ? ' is-landing' : ''}`} aria-hidden="true"><span><span class="jc-off-word">{m.off()}</span></span></li>
        <li class="jc-zone jc-zone-yellow" aria-hidden="true">{m.zone_yellow()}</li>
        <li class="jc-zone jc-zone-red" aria-hidden="true">{m.zone_red()}</li>
      </ol>
    </div>
  );
}

/** Where keyboard focus goes next in a track island: its marked next control, else the track's stop. */
export function nextCup(island: HTMLElement): HTMLElement | null {
  return island.querySelector<HTMLElement>('[data-focus-next]') ?? island.querySelector<HTMLElement>('button[data-square][tabindex="0"]:not(:disabled)');
}
