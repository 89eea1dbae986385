/**
 * What the cascade sandbox tells a person about an impossible position: one plain sentence with
 * the smallest change that makes it possible again. The engine decides what is possible and
 * says why as facts (checkCascadePosition); this module only finds words and nearby fixes for them. The
 * sandbox loads it only when a position cannot happen; the form's own helpers (counts kept within
 * the pieces, links) are in sandbox-form.ts and a refusal's sentence in cascade-problem-words.ts
 * (which the puzzles load alone), both re-exported here.
 */
import { COLORS, other } from '../../engine/balloon-cup/components.ts';
import type { CascadePosition } from '../../engine/balloon-cup/cascade.ts';
import { checkCascadePosition } from '../../engine/balloon-cup/cascade-code.ts';
import type { CascadeStart } from '../../engine/balloon-cup/cascade-code.ts';
import type { Names } from './story.ts';
import { colorParams, playerParams } from './payment-words.ts';
import { m } from '../../paraglide/words/cascade.ts';
import { cubeMax, toggleTrophy } from './sandbox-form.ts';
import { cascadeProblemWords, type ProblemKind } from './cascade-problem-words.ts';

export { clampCubes, cubeMax, openLink, reopeningCode, toggleTrophy } from './sandbox-form.ts';
export { cascadeProblemWords, type ProblemKind } from './cascade-problem-words.ts';

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
