/**
 * The replay page's answer to a game link that looks cut (or lost a swap written by an earlier
 * version): it says so, and offers the moves before the cut as a link of their own, for the person to follow or not (never replayed silently).
 */
import { m } from '../../paraglide/words/bcgame.ts';
import { partLinkText, recoverMovesText, replayRecoveredText } from '../../machines/balloon-cup/save-words.ts';
import { localHref } from '../../i18n/runtime.ts';

export function CutLinkNotice({ moves, href, reason = 'cut' }: { moves: number; href: string; reason?: 'cut' | 'lost' }) {
  return (
    <div class="bcp-notice" role="alert" data-cut-link>
      <p>{partLinkText(reason)} {recoverMovesText(moves, reason)}</p>
      <p class="bcp-notice-actions">
        <a href={href}>{replayRecoveredText(moves)}</a> <a href={localHref('/balloon-cup/play/')}>{m.start_new_game()}</a>
      </p>
    </div>
  );
}
