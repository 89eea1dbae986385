/**
 * The keyboard shortcuts of the Balloon Cup islands, for the shared "Keys" help
 * (src/components/shared/KeysHelp.tsx, re-exported here), rendered by the page around each island.
 */
import type { KeyList } from '../shared/KeysHelp.tsx';

export { KeysHelp } from '../shared/KeysHelp.tsx';
export type { KeyList } from '../shared/KeysHelp.tsx';

export const PLAY_KEYS: KeyList = [
  ['Tab', 'go to the next group: the hand, the tile sides, the buttons'],
  ['← → ↑ ↓', 'move within a group: along the hand, across the tile sides, along the claims'],
  ['Home, End', 'first or last in a group'],
  ['Enter, Space', 'choose the card, side or button'],
  ['Escape', 'put the card back, or stop choosing cards to exchange'],
];

export const GAME_KEYS: KeyList = [
  ['Tab', 'go to the next group: the buttons above the board, your hand, the tile sides, the claims'],
  ['← → ↑ ↓', 'move within a group: along your hand, across the tile sides, along the claims'],
  ['Home, End', 'first or last in a group'],
  ['Enter, Space', 'choose the card, side or claim'],
  ['Escape', 'put the chosen card back'],
];

export const SANDBOX_KEYS: KeyList = [
  ['← →', 'switch between the two players and the cascade settings'],
  ['Tab', 'go from field to field'],
  ['↑ ↓', 'in a cube count, one more or one fewer'],
  ['Space', 'tick or untick a trophy'],
];

export const REPLAY_KEYS: KeyList = [
  ['→, ←', 'next or previous step'],
  ['Home, End', 'the starting position, or the last step'],
];

export const PUZZLE_KEYS: KeyList = [
  ['← → ↑ ↓', 'move between your choices'],
  ['Enter, Space', 'make the choice'],
  ['H', 'show the hint'],
  ['→, ←', 'step through the solution, once shown'],
];
