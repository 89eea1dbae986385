/**
 * The texts every Jumping Cups island shows around its track: the preview of a move, a refused
 * pick, the last moves. (The track's keys, which the page renders, are in track-keys.ts.)
 */
import type { PreviewView as Preview, RefusalView as Refusal } from '../../machines/jumping-cups/pick.ts';
import { m } from '../../paraglide/words/jcboard.ts';
import { m as setupWords } from '../../paraglide/words/setup.ts';
import { Rich } from '../shared/Rich.tsx';
import { RuleCite } from '../rules/RuleCite.tsx';

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
        {m.preview_off({ from: preview.from })}
      </p>
    );
  }
  return (
    <p class="jc-now">
      {m.preview_lands({ from: preview.from, to: landing })}
    </p>
  );
}

export function PreviewText({ preview }: { preview: Preview }) {
  return (
    <div class={`jc-message${preview.leftTrack ? ' is-warning' : ''}`} data-preview>
      <p><strong>{preview.leftTrack ? m.preview_warning() : m.preview_where()}</strong></p>
      <ol>{preview.lines.map((line, i) => <li key={i}>{line}</li>)}</ol>
      {preview.ending && <p><strong>{preview.ending}</strong></p>}
    </div>
  );
}

export function RefusalText({ refusal }: { refusal: Refusal }) {
  return (
    <p class="jc-message is-refusal" data-refusal data-code={refusal.code}>
      <Rich parts={m.not_allowed.parts({ reason: refusal.text })} /> <RuleCite game="jumping-cups" code={refusal.code} />
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
          {m.move_anyway()}
        </button>
      )}
      <button type="button" class="button-quiet" data-focus-next={leaving ? '' : undefined} disabled={!enabled} onClick={() => send({ type: 'cup.clear' })}>
        {m.choose_again()}
      </button>
    </>
  );
}

/** How many rows of a verdict leave the track: when several do, their rule is cited once, under the list. */
const offTrack = (codes: readonly (string | null)[]) => codes.filter((code) => code === 'left-track').length;

/** Whether a row cites its own rule: not when other rows share it (RowsRule cites it once for them all). */
export function citesOnRow(code: string | null, codes: readonly (string | null)[]): code is string {
  return code !== null && !(code === 'left-track' && offTrack(codes) > 1);
}

/** The rule several rows share (leaving the track), cited once under their list. */
export function RowsRule({ codes }: { codes: readonly (string | null)[] }) {
  if (offTrack(codes) < 2) return null;
  return (
    <p class="jc-muted" data-rows-rule>
      {setupWords.rows_rule_left_track()} <RuleCite game="jumping-cups" code="left-track" />
    </p>
  );
}
