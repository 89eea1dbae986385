/**
 * A citation: the rule behind a refusal, verdict or explanation, by number and title. It is a
 * link to the rule's section (it works as one without JavaScript or with a modifier key); a tap
 * or Enter opens the rule's own words in place (preview.ts, fetched on first use) and Escape or
 * Close comes back to the same spot, the game untouched.
 */
import { cited } from './cite.ts';
import type { RuleGame } from './numbers.ts';

export function RuleCite({ game, code }: { game: RuleGame; code: string }) {
  const rule = cited(game, code);
  if (!rule) return null;
  return (
    <a
      class="rule-cite"
      href={rule.href}
      data-rule={rule.number}
      aria-haspopup="dialog"
      onClick={(event) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        const link = event.currentTarget;
        void import('./preview.ts').then(({ openRule }) => openRule(link, rule)).catch(() => { location.href = rule.href; });
      }}
    >
      {rule.label}
    </a>
  );
}
