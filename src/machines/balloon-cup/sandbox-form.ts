/**
 * The cascade sandbox's form, kept within the game's pieces: counts a person types, trophies
 * ticked, a link's position read back as far as it can be, and the code of a link that reopens
 * what is on screen. What an impossible position needs said is in sandbox-guide.ts, which the
 * sandbox loads only when a position cannot happen.
 */
import { COLORS, CUBES_PER_COLOR } from '../../engine/balloon-cup/components.ts';
import type { Color, Player } from '../../engine/balloon-cup/components.ts';
import type { CascadePosition } from '../../engine/balloon-cup/cascade.ts';
import { decodeCascade, encodeCascade, readCascadeCode } from '../../engine/balloon-cup/cascade-code.ts';
import type { CascadeStart } from '../../engine/balloon-cup/cascade-code.ts';
import type { CodeProblem } from '../../engine/balloon-cup/result.ts';
export { clampCubes, cubeMax, toggleTrophy } from './player-pieces.ts';
import { clampCubes } from './player-pieces.ts';

/**
 * The code of a link that reopens exactly this position and start, or null when no link would:
 * a position the engine refuses, or one whose code reads back differently.
 */
export function reopeningCode(position: CascadePosition, start: CascadeStart): string | null {
  const code = encodeCascade(position);
  const back = decodeCascade(code, { atScoring: start === 'scoring' });
  if (!back.ok) return null;
  return encodeCascade(back.value) === code && (start === 'phase' || back.value.part === position.part) ? code : null;
}

/**
 * A link's position as far as it can be read: a readable but impossible one is kept, to be fixed;
 * an unreadable one gives what is wrong with its code, as facts (code-problem-words.ts says them).
 */
export function openLink(code: string): { position: CascadePosition } | { unreadable: CodeProblem } {
  const read = readCascadeCode(code);
  if (read.ok) {
    // Counts beyond the game's pieces are brought back within them, so every field stays in range.
    const players = read.value.players.map((player, p) => ({
      ...player,
      cubes: Object.fromEntries(COLORS.map((c) => [c, Math.min(player.cubes[c], CUBES_PER_COLOR[c])])),
    })) as unknown as CascadePosition['players'];
    return { position: { ...read.value, players: clampPair(players) } };
  }
  return { unreadable: read.problem };
}

/** Two players' cubes brought within what exists: the second player keeps what the first leaves. */
function clampPair(players: CascadePosition['players']): CascadePosition['players'] {
  const second = { ...players[1].cubes };
  for (const c of COLORS) second[c] = clampCubes(c, second[c], players[0].cubes[c]);
  return [players[0], { ...players[1], cubes: second }] as unknown as CascadePosition['players'];
}
