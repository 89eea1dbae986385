/**
 * Every rule's number: a chapter is a whole number (its place in the game's learning order), each
 * of its sections the chapter's number and the section's place (`3.2`). Written out here, not
 * counted from the pages, so a number never changes when a section is added: a new section takes
 * the next free number in its chapter. The same in every language (the anchors are English in
 * every translation). tests/unit/site/rules.test.ts holds it to the chapters' headings.
 */
export type RuleGame = 'balloon-cup' | 'jumping-cups';

/** number → `chapter` (the chapter itself) or `chapter#section-anchor`. */
export const RULES: Readonly<Record<RuleGame, Readonly<Record<string, string>>>> = {
  'balloon-cup': {
    '1': 'goal-and-components',
    '1.1': 'goal-and-components#what-comes-in-the-box',
    '1.2': 'goal-and-components#the-five-colors',
    '1.3': 'goal-and-components#how-to-read-a-board-on-this-site',
    '1.4': 'goal-and-components#how-a-game-is-won',
    '2': 'set-up',
    '2.1': 'set-up#the-cubes-decide-what-a-tile-wants',
    '2.2': 'set-up#an-unlucky-draw',
    '3': 'placing-cards',
    '3.1': 'placing-cards#which-cards-fit',
    '3.2': 'placing-cards#your-side-or-theirs',
    '3.3': 'placing-cards#you-must-place-if-you-can',
    '4': 'when-no-card-fits',
    '5': 'scoring',
    '5.1': 'scoring#add-up-both-sides',
    '5.2': 'scoring#equal-totals',
    '6': 'after-a-scoring',
    '6.1': 'after-a-scoring#finish-a-tile-and-lose-it-play-again',
    '6.2': 'after-a-scoring#when-the-bag-runs-short',
    '7': 'trophies',
    '7.1': 'trophies#claiming-with-cubes-of-the-right-color',
    '7.2': 'trophies#the-3-for-1-trade',
    '8': 'claim-cascade',
    '8.1': 'claim-cascade#why-the-order-of-claims-matters',
    '8.2': 'claim-cascade#mike-and-kevin',
    '8.3': 'claim-cascade#practice',
    '9': 'end-of-the-game',
    '9.1': 'end-of-the-game#the-third-trophy',
    '9.2': 'end-of-the-game#tiles-that-leave-the-table',
    '9.3': 'end-of-the-game#blocked-games',
    '10': 'editions-and-variants',
    '10.1': 'editions-and-variants#where-spent-cubes-go',
    '10.2': 'editions-and-variants#when-you-may-claim',
    '10.3': 'editions-and-variants#trading-only-after-a-win',
    '10.4': 'editions-and-variants#exchange-minimum',
    '10.5': 'editions-and-variants#cube-limit',
  },
  'jumping-cups': {
    '1': 'track-and-set-up',
    '1.1': 'track-and-set-up#the-track',
    '1.2': 'track-and-set-up#setting-up',
    '1.3': 'track-and-set-up#which-cups-may-move',
    '2': 'moving-and-stacking',
    '2.1': 'moving-and-stacking#how-far-a-cup-goes',
    '2.2': 'moving-and-stacking#landing',
    '3': 'finish-rule',
    '3.1': 'finish-rule#one-cup-of-your-color-per-finish-square',
    '3.2': 'finish-rule#the-chain-of-bounces',
    '3.3': 'finish-rule#bouncing-off-the-track',
    '4': 'winning-and-blocking',
    '4.1': 'winning-and-blocking#filling-your-finish-squares',
    '4.2': 'winning-and-blocking#leaving-the-other-side-without-a-move',
    '4.3': 'winning-and-blocking#leaving-the-track-loses',
  },
};

/** The rule's address without the locale: `/balloon-cup/rules/placing-cards/#which-cards-fit`. */
export function ruleHref(game: RuleGame, number: string): string | null {
  const place = RULES[game][number];
  if (!place) return null;
  const [chapter, anchor] = place.split('#');
  return `/${game}/rules/${chapter}/${anchor ? `#${anchor}` : ''}`;
}

/** The number of a chapter's section (or of the chapter, with no anchor), if it has one. */
export function ruleNumber(game: RuleGame, chapter: string, anchor?: string): string | null {
  const place = anchor ? `${chapter}#${anchor}` : chapter;
  return Object.entries(RULES[game]).find(([, p]) => p === place)?.[0] ?? null;
}

/** The game a site path belongs to, if any (`/de/…` or not). */
export function gameOfPath(pathname: string): RuleGame | null {
  const found = /\/(balloon-cup|jumping-cups)\//.exec(pathname);
  return found ? (found[1] as RuleGame) : null;
}
