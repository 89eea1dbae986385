/**
 * A cascade position's refusal (the engine's facts, checkCascadePosition) in one plain sentence,
 * with its kind. Apart from the sandbox's guide (sandbox-guide.ts) so that a puzzle, which says
 * why a pasted position cannot happen, loads neither the guide's nearby fixes nor the form.
 */
import type { CascadeProblem } from '../../engine/balloon-cup/result.ts';
import type { Names } from './story.ts';
import type { Color } from '../../engine/balloon-cup/components.ts';
import { colorParams, commaList } from './payment-words.ts';
import { m } from '../../paraglide/words/cascade.ts';

/** A trophy's colour as a list of them names it (German capitalises it there: "in Grau und Blau"). */
const trophyColor = (color: Color): string => m.unpaid_color(colorParams(color));

/** Why a position cannot happen, named by kind so tests can tell them apart. */
export type ProblemKind =
  | 'game-already-won'
  | 'trophy-held-twice'
  | 'more-cubes-than-exist'
  | 'trophies-unpaid'
  | 'claim-left-open'
  | 'too-many-cubes-won'
  | 'not-possible';

/** A cascade position's refusal (facts) in a sentence, with its kind. */
export function cascadeProblemWords(problem: CascadeProblem, names: Names): { kind: ProblemKind; problem: string } {
  switch (problem.code) {
    case 'cas-game-won':
      return { kind: 'game-already-won', problem: m.problem_game_won({ player: names[problem.player], count: problem.count }) };
    case 'cas-trophy-both':
    case 'cas-trophy-twice':
      return { kind: 'trophy-held-twice', problem: m.problem_held_twice(colorParams(problem.color)) };
    case 'cas-cubes-over':
      return { kind: 'more-cubes-than-exist', problem: m.problem_too_many_cubes({ held: problem.held, ...colorParams(problem.color), total: problem.total }) };
    case 'cas-unpaid': {
      const claimed = problem.colors;
      return {
        kind: 'trophies-unpaid',
        problem: claimed.length === 1
          ? m.problem_unpaid_one(colorParams(claimed[0]!))
          : m.problem_unpaid_many({ colors: commaList(claimed.slice(0, -1).map(trophyColor)), last: trophyColor(claimed.at(-1)!) }),
      };
    }
    case 'cas-won-too-many':
      return { kind: 'too-many-cubes-won', problem: m.problem_won_too_many({ player: names[problem.player], count: problem.over }) };
    case 'cas-claim-open': {
      const params = { player: names[problem.player], count: problem.count, ...colorParams(problem.color) };
      return { kind: 'claim-left-open', problem: problem.winner ? m.problem_open_claim_scoring(params) : m.problem_open_claim(params) };
    }
    case 'cas-form':
    case 'cas-scoring-part':
      return { kind: 'not-possible', problem: m.problem_not_possible() };
  }
}
