/**
 * A citation: the rule behind a refusal, verdict or explanation, by number and title, in the
 * page's language. The codes→rules table (codes.ts) and the rules' words are written into the page
 * (RuleIndex.astro's <template>: each cited rule with the codes that cite it), so an island carries
 * neither. A tap or Enter opens the rule's own words in place: a popover the page already holds,
 * so it costs no script and works offline; Escape, Close or a tap outside closes it and the reader
 * is back on the citation, the game untouched. The server has no page to read: it renders a
 * citation only from `fallback`, the rule an island's first state cites (computed by its page:
 * citeOf in index.ts), so that one is there before the island hydrates, and the same after.
 */
import type { RuleGame } from './numbers.ts';
import { ruleFor, type LabelCode } from './codes.ts';

/** A rule by its number and its label (`3.1 Which cards fit`), as the page writes it. */
export interface Cited {
  readonly number: string;
  readonly label: string;
}

/** The rule `code` cites in `game`, read from the page's index; on the server, `fallback`. */
export function citedRule(game: RuleGame, code: string, fallback?: Cited | null): Cited | null {
  const index = typeof document === 'undefined' ? null : (document.getElementById('rule-index') as HTMLTemplateElement | null);
  const rule = index?.dataset.game === game ? index.content.querySelector<HTMLElement>(`[data-codes~="${code}"]`) : null;
  return rule ? { number: rule.dataset.rule!, label: rule.textContent! } : index ? null : (fallback ?? null);
}

/** A citation; with `text`, a label that opens the rule (RuleLabel), plain `text` where no rule is found. */
export function RuleCite({ game, code, fallback, text }: { game: RuleGame; code: string; fallback?: Cited | null; text?: string }) {
  const cited = citedRule(game, code, fallback);
  return cited
    ? <button type="button" class={text ? 'rule-label' : 'rule-cite'} data-rule={cited.number} aria-describedby={text && `rule-${cited.number}-title`} {...{ popovertarget: `rule-${cited.number}` }}>{text ?? cited.label}</button>
    : (text ?? null);
}

/**
 * A label of the board ("Trade sets") that opens the rule behind it in place, as a citation does:
 * it reads as the label, and a screen reader hears the rule it opens as its description; `text`
 * alone where the page has no rule index. The server, which reads no page, finds the rule in
 * codes.ts, so the label is served as it hydrates; the browser's code leaves that table out
 * (import.meta.env.SSR is false there).
 */
export function RuleLabel({ code, text }: { code: LabelCode; text: string }) {
  const number = import.meta.env.SSR ? ruleFor('balloon-cup', code) : null;
  return RuleCite({ game: 'balloon-cup', code, text, fallback: number ? { number, label: '' } : null });
}
