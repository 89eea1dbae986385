// Writing a cascade position as its code (the format is described in cascade-code.ts, which
// reads and checks codes). Encoding is canonical: colors gray → red, zero counts left out.
import { COLORS } from './components.ts';
import type { Color } from './components.ts';
import type { CascadePosition } from './cascade.ts';
import type { PlayerState } from './state.ts';

export const CASCADE_COLOR_LETTERS: Readonly<Record<Color, string>> = {
  gray: 'k', blue: 'b', green: 'g', yellow: 'y', red: 'r',
};

function encodePlayer(player: PlayerState): string {
  const trophies = COLORS.filter((c) => player.trophies.includes(c)).map((c) => CASCADE_COLOR_LETTERS[c].toUpperCase());
  const cubes = COLORS.filter((c) => player.cubes[c] > 0).map((c) => `${CASCADE_COLOR_LETTERS[c]}${player.cubes[c]}`);
  const text = trophies.join('') + cubes.join('');
  return text === '' ? '-' : text;
}

export function encodeCascade(position: CascadePosition): string {
  const header = `w${position.winner}p${position.part}${position.tradeAfterWin ? 't' : ''}`;
  return [header, encodePlayer(position.players[0]), encodePlayer(position.players[1])].join('.');
}
