/**
 * What the cascade sandbox tells a person about an impossible position: one plain sentence with
 * the smallest change that makes it possible again. The engine decides what is possible and
 * says why as facts (checkCascadePosition); this module only finds words and nearby fixes for them. The
 * sandbox loads it only when a position cannot happen; the form's own helpers (counts kept within
 * the pieces, links) are in sandbox-form.ts, re-exported here for the puzzles and the tests.
 */
import { COLORS, other } from '../../engine/balloon-cup/components.ts';
import type { CascadePosition } from '../../engine/balloon-cup/cascade.ts';
import { checkCascadePosition } from '../../engine/balloon-cup/cascade-code.ts';
import type { CascadeStart } from '../../engine/balloon-cup/cascade-code.ts';
import type { CascadeProblem } from '../../engine/balloon-cup/result.ts';
import type { Names } from './story.ts';
import { colorParams, commaList, playerParams } from './payment-words.ts';
import { m } from '../../paraglide/words/cascade.ts';
import { m as w } from '../../paraglide/words/bcwords.ts';
import { cubeMax, toggleTrophy } from './sandbox-form.ts';

export { clampCubes, cubeMax, openLink, reopeningCode, toggleTrophy } from './sandbox-form.ts';

/** Why a position cannot happen, named by kind so tests can tell them apart. */
export type ProblemKind =
  | 'game-already-won'
  | 'trophy-held-twice'
  | 'more-cubes-than-exist'
  | 'trophies-unpaid'
  | 'claim-left-open'
  | 'too-many-cubes-won'
  | 'not-possible';

export type Guidance =
  | { readonly possible: true }
  | { readonly possible: false; readonly kind: ProblemKind; readonly problem: string; readonly fix: string | null };

/** The sandbox's name for where the cascade starts (its "Cascade starts" choice). */
export function startWords(start: CascadeStart): string {
  return start === 'scoring' ? m.start_scoring() : m.start_phase();
}

/**
 * Why a position cannot happen, in words: the engine's first reason, as facts
 * (checkCascadePosition), said with the players' names.
 */
function diagnose(position: CascadePosition, start: CascadeStart, names: Names): { kind: ProblemKind; problem: string } {
  const checked = checkCascadePosition(position, { atScoring: start === 'scoring' });
  return checked.ok ? { kind: 'not-possible', problem: m.problem_not_possible() } : cascadeProblemWords(checked.problem, names);
}

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
          : m.problem_unpaid_many({ colors: commaList(claimed.slice(0, -1).map((c) => colorParams(c).colorName)), last: colorParams(claimed.at(-1)!).colorName }),
      };
    }
    case 'cas-won-too-many':
      return { kind: 'too-many-cubes-won', problem: m.problem_won_too_many({ player: names[problem.player], cubes: w.cubes({ count: problem.over }) }) };
    case 'cas-claim-open': {
      const params = { player: names[problem.player], count: problem.count, ...colorParams(problem.color) };
      return { kind: 'claim-left-open', problem: problem.winner ? m.problem_open_claim_scoring(params) : m.problem_open_claim(params) };
    }
    case 'cas-form':
    case 'cas-scoring-part':
      return { kind: 'not-possible', problem: m.problem_not_possible() };
  }
}

interface Change {
  readonly position: CascadePosition;
  readonly start: CascadeStart;
  readonly cost: number;
  /** The change in words: as the fix (`best`), or as the step that settles the problem in hand. */
  readonly words: (mode: 'best' | 'step') => string;
}

/** Every change of one field, with a cost that favours the smallest edit. */
function changes(position: CascadePosition, start: CascadeStart, names: Names): Change[] {
  const out: Change[] = [];
  const withPlayers = (players: CascadePosition['players']): CascadePosition => ({ ...position, players });
  for (const p of [0, 1] as const) {
    const player = position.players[p];
    for (const c of COLORS) {
      const now = player.cubes[c];
      for (let n = 0; n <= cubeMax(c, position.players[other(p)].cubes[c]); n += 1) {
        if (n === now) continue;
        const cubes = { ...player.cubes, [c]: n };
        const players = (p === 0 ? [{ ...player, cubes }, position.players[1]] : [position.players[0], { ...player, cubes }]) as unknown as CascadePosition['players'];
        out.push({ position: withPlayers(players), start, cost: Math.abs(n - now), words: (mode) => m.fix_cubes({ mode, ...playerParams(names[p]), ...colorParams(c), count: n, now }) });
      }
      const has = player.trophies.includes(c);
      const trophies = toggleTrophy([position.players[0].trophies, position.players[1].trophies], p, c, !has);
      const players = [
        { ...position.players[0], trophies: trophies[0] },
        { ...position.players[1], trophies: trophies[1] },
      ] as unknown as CascadePosition['players'];
      out.push({
        position: withPlayers(players),
        start,
        cost: 2,
        words: (mode) => (has ? m.fix_untick : m.fix_tick)({ mode, ...playerParams(names[p]), ...colorParams(c) }),
      });
    }
  }
  for (const s of ['scoring', 'phase'] as const) {
    if (s !== start) out.push({ position: { ...position, part: s === 'scoring' ? position.winner : position.part }, start: s, cost: 1, words: (mode) => m.fix_start({ mode, start: s, startName: startWords(s) }) });
  }
  out.push({
    position: { ...position, winner: other(position.winner) },
    start,
    cost: 2,
    words: (mode) => m.fix_winner({ mode, player: names[other(position.winner)] }),
  });
  return out;
}

function possible(position: CascadePosition, start: CascadeStart): boolean {
  return checkCascadePosition(position, { atScoring: start === 'scoring' }).ok;
}


/** Whether the position can happen; if not, why, and the smallest single change that fixes it. */
export function guide(position: CascadePosition, start: CascadeStart, names: Names): Guidance {
  if (possible(position, start)) return { possible: true };
  const { kind, problem } = diagnose(position, start, names);
  const all = changes(position, start, names);
  const cheapest = (list: readonly Change[]) => list.reduce<Change | null>((a, b) => (a === null || b.cost < a.cost ? b : a), null);
  const best = cheapest(all.filter((c) => possible(c.position, c.start)));
  if (best) return { possible: false, kind, problem, fix: best.words('best') };
  // More than one thing is wrong: name the change that settles this problem, the first in line.
  const step = cheapest(all.filter((c) => diagnose(c.position, c.start, names).problem !== problem));
  return { possible: false, kind, problem, fix: step ? step.words('step') : null };
}
