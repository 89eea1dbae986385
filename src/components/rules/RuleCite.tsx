/**
 * A citation: the rule behind a refusal, verdict or explanation, by number and title, in the
 * page's language. The codes→rules table (codes.ts) and the rules' words are written into the page
 * (RuleIndex.astro's <template>: each cited rule with the codes that cite it), so an island carries
 * neither. A tap or Enter opens the rule's own words in place: a popover the page already holds,
 * so it costs no script and works offline; Escape, Close or a tap outside closes it and the reader
 * is back on the citation, the game untouched. Citations appear after a reader's action, so the
 * server renders none.
 */
import type { RuleGame } from './numbers.ts';

export function RuleCite({ game, code }: { game: RuleGame; code: string }) {
  const index = typeof document === 'undefined' ? null : (document.getElementById('rule-index') as HTMLTemplateElement | null);
  const rule = index?.dataset.game === game ? index.content.querySelector<HTMLElement>(`[data-codes~="${code}"]`) : null;
  const number = rule?.dataset.rule;
  return number ? <button type="button" class="rule-cite" data-rule={number} {...{ popovertarget: `rule-${number}` }}>{rule.textContent}</button> : null;
}
