/**
 * On a phone "What just happened" sits below the board, the table's facts and the controls, so
 * after each reply its news was off the screen. There, its latest lines also show above the board,
 * in a line that always keeps room for two lines (it never moves the board). Screen readers hear
 * each move from the game's live region and read the full list below, so this copy of the words is
 * hidden from them. The rules that what just happened rests on (every step told since the
 * player's last move: a scoring is followed by its refill, draws and notes, so the last two lines
 * alone seldom hold it) follow as chips at the line's end: the number only, the rule's name for a
 * screen reader and on hover; real buttons, reached by Tab, that open the rule in place as the
 * list's citations do. A wide screen shows the list beside the board and hides this line.
 */
import type { Player } from '../../engine/balloon-cup/index.ts';
import type { Names, Step } from '../../machines/balloon-cup/story.ts';
import { stepsText } from '../../machines/balloon-cup/story.ts';
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
  return (
    <div class="bcp-latest">
      <p class="bcp-latest-words" aria-hidden="true" data-latest>{stepsText(told.slice(-2), names, you)}</p>
      {rules.size > 0 && (
        <span class="bcp-latest-rules">
          {[...rules.values()].map((r) => (
            // The chip opens the rule's popover as a citation does (RuleCite.tsx); its number alone on screen.
            <button key={r.number} type="button" class="rule-cite rule-chip" data-rule={r.number} aria-label={r.label} title={r.label} {...{ popovertarget: `rule-${r.number}` }}>{r.number}</button>
          ))}
        </span>
      )}
    </div>
  );
}
