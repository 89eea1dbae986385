// The tried example whose rule options the reader switches (the editions chapter): each switch
// reads the position again under the new options, so this machine carries the position reader
// that the other examples' islands leave out (play.ts `checkedPlayMachine`).
import { createPlayMachine } from './play.ts';
import { checkExample } from './engine.ts';

export { createActor, playView } from './play.ts';

export const optionsPlayMachine = /* @__PURE__ */ createPlayMachine(checkExample);
