/**
 * On a phone "What just happened" sits below the board, the table's facts and the controls, so
 * after each reply its news was off the screen. There, its news also shows above the board, in a
 * line that always keeps room for three lines: after a scoring, the scoring and the trophies
 * claimed, in brief, before anything else (latest-news.ts; the refill and the draws stay in the
 * list), else the last two steps told. Without a claim the line never moves the board; telling a
 * claim, it takes the room its words need, up to a fourth line (a Russian scoring of three cube
 * colours and the claim after it need four). Screen readers hear each move from the game's live
 * region and read the full list below, so this copy of the words is hidden from them. The rules
 * that what just happened rests on (every step told since the player's last move) are chips
 * floated to the end of the words' last line, so the words have the screen's width: the number
 * only, the rule's name for a screen reader (a phone has no hover for a tooltip); real buttons,
 * reached by Tab, that open the rule in place as the list's citations do.
 * A wide screen shows the list beside the board and hides this line.
 */
import type { Player } from '../../engine/balloon-cup/index.ts';
import type { Names, Step } from '../../machines/balloon-cup/story.ts';
import { latestNews } from '../../machines/balloon-cup/latest-news.ts';
import { newsText } from '../../machines/balloon-cup/news-words.ts';
import { stepCode } from '../../machines/balloon-cup/step-codes.ts';
import { citedRule } from '../rules/RuleCite.tsx';
import type { Cited } from '../rules/RuleCite.tsx';

export function LatestLine({ told, names, you }: { readonly told: readonly Step[]; readonly names: Names; readonly you: Player | null }) {
  // Each rule once (a cascade's part and a pass in it are both 8.1), in the order told.
  const rules = new Map<string, Cited>();
  for (const step of told) {
    const code = stepCode(step);
    const cited = code && citedRule('balloon-cup', code);
    if (cited) rules.set(cited.number, cited);
  }
  const news = latestNews(told);
  // A claim told makes the line as tall as its words need, up to four lines (balloon-cup-play.css).
  return (
    <div class={news.some((s) => s.event === 'claimed') ? 'bcp-latest is-claim' : 'bcp-latest'}>
      {/* Before the words, so that their third line runs around the chips (balloon-cup-play.css). */}
      <span class="bcp-latest-rules">
        {[...rules.values()].map((r) => (
          // The chip opens the rule's popover as a citation does (RuleCite.tsx); its number alone on screen.
          <button key={r.number} type="button" class="rule-cite rule-chip" data-rule={r.number} aria-label={r.label} {...{ popovertarget: `rule-${r.number}` }}>{r.number}</button>
        ))}
      </span>
      <p class="bcp-latest-words" aria-hidden="true" data-latest>{news.map((s) => newsText(s.told, names, you)).join(' ')}</p>
    </div>
  );
}
