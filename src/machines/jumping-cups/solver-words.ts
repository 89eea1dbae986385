// What the Jumping Cups pages say about where the solver's answers come from.

/** Once an answer has to be worked out in the browser because the stored one could not be fetched. */
export const WORKING_OUT_TEXT = 'The stored answers cannot be fetched (offline?), so they are worked out here: a little slower.';
