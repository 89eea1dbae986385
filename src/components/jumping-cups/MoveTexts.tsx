/** The texts every Jumping Cups island shows under its track: the preview, a refusal, the last move. */
import type { Preview, Refusal } from '../../machines/jumping-cups/example.ts';

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
