// The tried example whose rule options the reader switches (the editions chapter): each switch
// moves the example's table to the new options and starts it again (spent-cubes.ts
// `withOptions`), so this machine carries that, which the other examples' islands leave out.
import type { SnapshotFrom } from 'xstate';
import { createPlayMachine, playView as tableView } from './play.ts';
import type { PlayView } from './play.ts';
import { withOptions } from '../../engine/balloon-cup/spent-cubes.ts';
import { m as words } from '../../paraglide/words/bcplay.ts';

export { createActor } from './play.ts';

/** The example's view, saying an option switch in words (the other examples never make one). */
export function playView(snapshot: SnapshotFrom<typeof optionsPlayMachine>): PlayView {
  return tableView(snapshot, () => words.said_options());
}

export const optionsPlayMachine = /* @__PURE__ */ createPlayMachine({ withOptions });
