/**
 * How an island tells its example frame (src/components/site/ExampleFrame.astro) that the reader
 * completed it: a bubbling DOM event from any element inside the frame. The frame's script
 * saves the progress mark. Safe to call on the server (does nothing) and more than once.
 */
export const EXAMPLE_COMPLETE = 'example:complete';

export function reportExampleComplete(from: Element | null | undefined): void {
  from?.dispatchEvent(new CustomEvent(EXAMPLE_COMPLETE, { bubbles: true }));
}
