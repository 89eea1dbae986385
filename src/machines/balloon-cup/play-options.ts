// The tried example whose rule options the reader switches (the editions chapter): each switch
// moves the example's table to the new options and starts it again (spent-cubes.ts
// `withOptions`), so this machine carries that, which the other examples' islands leave out.
import { createPlayMachine } from './play.ts';
import { withOptions } from '../../engine/balloon-cup/spent-cubes.ts';

export { createActor, playView } from './play.ts';

export const optionsPlayMachine = /* @__PURE__ */ createPlayMachine({ withOptions });
