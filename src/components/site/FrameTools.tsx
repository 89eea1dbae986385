/**
 * The browser side of every example frame on a page (example-frames.ts: "Link to this", "Mark
 * done", the progress saved), as a small island so its words come in the page's language. Each
 * ExampleFrame renders one; the first to hydrate sets up every frame of the page. Renders nothing.
 */
import { useEffect } from 'preact/hooks';
import { initExampleFrames } from './example-frames.ts';

let started = false;

export default function FrameTools() {
  useEffect(() => {
    if (started) return;
    started = true;
    initExampleFrames();
  }, []);
  return null;
}
