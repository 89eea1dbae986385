// What the Jumping Cups pages say about where the solver's answers come from.
import { m } from '../../paraglide/words/jcplay.ts';

/** Once an answer has to be worked out in the browser because the stored one could not be fetched. */
export const workingOutText = (): string => m.working_out();
