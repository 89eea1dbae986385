// The game's machine for positions the build proved (the puzzle pages, the trainer's puzzles): it
// reads a position's text and its counts (read.ts) without the search proving the position arises
// in play (origin.ts), which only a position from a link needs (play.ts `playMachine`, the play
// page's). Everything else is play-core.ts's machine.
import { readPosition } from '../../engine/jumping-cups/read.ts';
import { createPlayMachine } from './play-core.ts';

export const checkedPlayMachine = /* @__PURE__ */ createPlayMachine(readPosition);
export { consultedBy, createActor, playView } from './play-core.ts';
