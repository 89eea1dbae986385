/**
 * Which rule a code cites, with its words in the page's language: the numbers come from the one
 * table (codes.ts), the words from the page (RuleIndex.astro's <template>), so an island carries
 * no rule text. On the server, RuleIndex hands the same list over before the islands render.
 */
import { ruleFor } from './codes.ts';
import type { RuleGame } from './numbers.ts';

export interface Cited {
  readonly number: string;
  readonly href: string;
  /** "Rule 3.1: Which cards fit", in the page's language. */
  readonly label: string;
  /** The first example that shows the rule, when there is one. */
  readonly example?: string | undefined;
}

/** The page's rules while the server renders it (set by RuleIndex.astro). */
export const SERVER_RULES: { game: RuleGame | null; list: readonly Cited[] } = { game: null, list: [] };

/** The rule behind `code` in `game` as the page words it, or null (no rule, or not this game's page). */
export function cited(game: RuleGame, code: string): Cited | null {
  const number = ruleFor(game, code);
  if (!number) return null;
  if (typeof document === 'undefined') return SERVER_RULES.game === game ? (SERVER_RULES.list.find((c) => c.number === number) ?? null) : null;
  const index = document.getElementById('rule-index') as HTMLTemplateElement | null;
  if (index?.dataset.game !== game) return null;
  const link = index.content.querySelector<HTMLAnchorElement>(`[data-rule="${number}"]`);
  return link ? { number, href: link.getAttribute('href') ?? '', label: link.textContent ?? '', example: link.dataset.example } : null;
}
