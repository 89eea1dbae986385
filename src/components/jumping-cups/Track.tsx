/**
 * The Jumping Cups track: 14 squares in a row with their stacks (bottom cup lowest), an "off"
 * cap at each end for moves that leave the track. Cups are told by color, by letter (R, Y) and by
 * shape (red round, yellow square). Each square is a button when the reader can pick (so a refused
 * pick can be explained too); its label says what stands there. On a narrow screen the track
 * scrolls inside its own frame, never the page.
 */
import '../../styles/jumping-cups.css';
import { squareRole, stackWords } from '../../machines/jumping-cups/story.ts';

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
  readonly onPick?: (square: number) => void;
  readonly inert?: boolean;
  readonly label?: string;
}

export function Cup({ color }: { color: string }) {
  return (
    <span class={`jc-cup jc-${color}`} aria-hidden="true">{color === 'red' ? 'R' : 'Y'}</span>
  );
}

export function Track(props: TrackProps) {
  const { squares, movable = [], selected = null, path = [], from = null, previewing = false, onPick, inert = false } = props;
  const end = path.at(-1);
  const offLow = end !== undefined && end < 1;
  const offHigh = end !== undefined && end > 14;
  const hops = new Set(path.slice(0, -1));
  return (
    <div class="jc-track-frame">
      <ol class={`jc-track${previewing ? ' is-previewing' : ''}`} aria-label={props.label ?? 'The track, square 1 to square 14'}>
        <li class={`jc-off${offLow ? ' is-landing' : ''}`} aria-hidden="true">off</li>
        {squares.map((stack, i) => {
          const square = i + 1;
          const role = squareRole(square);
          const classes = [
            'jc-square',
            role === "red's finish" ? 'is-red-finish' : role === "yellow's finish" ? 'is-yellow-finish' : '',
            movable.includes(square) ? 'is-movable' : '',
            selected === square ? 'is-selected' : '',
            from === square ? 'is-from' : '',
            hops.has(square) ? 'is-hop' : '',
            end === square ? 'is-landing' : '',
          ].filter(Boolean).join(' ');
          const marks = [
            from === square ? (previewing ? 'the cup starts here' : 'the last move started here') : '',
            hops.has(square) ? 'the cup touches down here' : '',
            end === square ? (previewing ? 'it would land here' : 'the last move ended here') : '',
          ].filter(Boolean);
          const details = `, ${role}: ${stackWords(stack)}${marks.length ? `; ${marks.join(', ')}` : ''}`;
          const body = (
            <>
              <span class="jc-stack">
                {stack.map((cup, k) => <Cup key={k} color={cup} />)}
              </span>
              <span class="jc-number"><span class="sr-only">Square </span>{square}<span class="sr-only">{details}</span></span>
            </>
          );
          return (
            <li key={square} class={classes}>
              {onPick ? (
                <button type="button" class="jc-square-button" aria-pressed={selected === square} disabled={inert} data-square={square} onClick={() => onPick(square)}>
                  {body}
                </button>
              ) : (
                <div class="jc-square-button" data-square={square}>{body}</div>
              )}
            </li>
          );
        })}
        <li class={`jc-off${offHigh ? ' is-landing' : ''}`} aria-hidden="true">off</li>
      </ol>
    </div>
  );
}

/** Where keyboard focus goes next in a track island: its marked next control, else a cup to move. */
export function nextCup(island: HTMLElement): HTMLElement | null {
  return island.querySelector<HTMLElement>('[data-focus-next]') ?? island.querySelector<HTMLElement>('.is-movable button');
}
