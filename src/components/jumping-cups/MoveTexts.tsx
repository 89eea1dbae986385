/**
 * The texts every Jumping Cups island shows around its track: the preview of a move, a refused
 * pick, the last moves; and the keyboard shortcuts of a track, for the shared "Keys" help
 * (src/components/shared/KeysHelp.tsx) that the page renders under the island.
 */
import type { Preview, Refusal } from '../../machines/jumping-cups/example.ts';
import type { KeyList } from '../shared/KeysHelp.tsx';

export const TRACK_KEYS: KeyList = [
  ['Tab', 'to the track (one stop), then to the buttons'],
  ['← → ↑ ↓', 'move between squares as drawn'],
  ['Home, End', 'square 1, square 14'],
  ['Enter, Space', 'pick the cup; on its landing square, make the move'],
  ['Escape', 'put the picked cup back'],
];

/** Where a previewed move lands; null when it leaves the track (that move asks for a confirm). */
export function landingOf(preview: Preview): number | null {
  return preview.leftTrack ? null : (preview.path.at(-1) ?? null);
}

/** The prompt while a move is previewed: what to do now. */
export function PreviewPrompt({ preview }: { preview: Preview }) {
  const landing = landingOf(preview);
  if (landing === null) {
    return (
      <p class="jc-now jc-message is-warning">
        Off the track from square {preview.from}: that loses at once. Move it anyway, or choose again.
      </p>
    );
  }
  return (
    <p class="jc-now">
      The cup from square {preview.from} would land on square {landing}. Choose square {landing} to make the move, or pick another cup.
    </p>
  );
}

export function PreviewText({ preview }: { preview: Preview }) {
  return (
    <div class={`jc-message${preview.leftTrack ? ' is-warning' : ''}`} data-preview>
      <p><strong>{preview.leftTrack ? 'Warning: this move leaves the track and loses.' : 'Where it goes:'}</strong></p>
      <ol>{preview.lines.map((line, i) => <li key={i}>{line}</li>)}</ol>
      {preview.ending && <p><strong>{preview.ending}</strong></p>}
    </div>
  );
}

export function RefusalText({ refusal }: { refusal: Refusal }) {
  return (
    <p class="jc-message is-refusal" data-refusal data-code={refusal.code}>
      <strong>Not allowed.</strong> {refusal.text}
    </p>
  );
}

export function ToldText({ told, label }: { told: readonly string[]; label: string }) {
  if (told.length === 0) return null;
  return (
    <div class="jc-message" data-told>
      <ol aria-label={label}>{told.map((line, i) => <li key={i}>{line}</li>)}</ol>
    </div>
  );
}

/**
 * The buttons of a picked cup: "Move it anyway" only for a move that loses at once (leaving the
 * track), the one move that asks for a confirm; "Choose again" to put the cup down.
 */
export function PickedCupButtons({ preview, enabled, send }: { preview: Preview | null; enabled: boolean; send: (event: { type: 'move.confirm' | 'cup.clear' }) => void }) {
  if (!preview) return null;
  const leaving = preview.leftTrack;
  return (
    <>
      {leaving && (
        <button type="button" class="button" disabled={!enabled} onClick={() => send({ type: 'move.confirm' })}>
          Move it anyway (loses)
        </button>
      )}
      <button type="button" class="button-quiet" data-focus-next={leaving ? '' : undefined} disabled={!enabled} onClick={() => send({ type: 'cup.clear' })}>
        Choose again
      </button>
    </>
  );
}
