/**
 * The keyboard shortcuts of the Balloon Cup islands, for the shared "Keys" help
 * (src/components/shared/KeysHelp.tsx, re-exported here), rendered by the page around each island.
 * Each key and what it does is a message, read as the page renders.
 */
import type { KeyList } from '../shared/KeysHelp.tsx';
import { m } from '../../paraglide/words/bcpage.ts';

export { KeysHelp } from '../shared/KeysHelp.tsx';
export type { KeyList } from '../shared/KeysHelp.tsx';

export const PLAY_KEYS: KeyList = [
  [() => m.key_tab(), () => m.play_tab()],
  [() => m.key_arrows(), () => m.play_arrows()],
  [() => m.key_home_end(), () => m.play_home_end()],
  [() => m.key_enter_space(), () => m.play_enter()],
  [() => m.key_escape(), () => m.play_escape()],
];

export const GAME_KEYS: KeyList = [
  [() => m.key_tab(), () => m.game_tab()],
  [() => m.key_arrows(), () => m.game_arrows()],
  [() => m.key_home_end(), () => m.play_home_end()],
  [() => m.key_enter_space(), () => m.game_enter()],
  [() => m.key_escape(), () => m.game_escape()],
];

export const SANDBOX_KEYS: KeyList = [
  [() => m.key_left_right(), () => m.sandbox_left_right()],
  [() => m.key_tab(), () => m.sandbox_tab()],
  [() => m.key_up_down(), () => m.sandbox_up_down()],
  [() => m.key_space(), () => m.sandbox_space()],
];

export const REPLAY_KEYS: KeyList = [
  [() => m.key_right_left(), () => m.replay_steps()],
  [() => m.key_home_end(), () => m.replay_home_end()],
];

export const PUZZLE_KEYS: KeyList = [
  [() => m.key_arrows(), () => m.puzzle_arrows()],
  [() => m.key_enter_space(), () => m.puzzle_enter()],
  [() => m.key_h(), () => m.puzzle_h()],
  [() => m.key_right_left(), () => m.puzzle_steps()],
];
