/**
 * Browser behaviour of ExampleFrame.astro, for every frame on the page:
 * - "Link to this" copies the example's URL and announces it; without clipboard access it
 *   puts the link in the address bar instead (the plain anchor behaviour).
 * - the "Mark done" toggle, and islands' `example:complete` events, keep the progress mark.
 * - arriving by a link to an example scrolls to it (the browser) and highlights it (:target, and
 *   `is-arrived` for frames re-rendered after hydration).
 */
import { EXAMPLE_COMPLETE } from '../shared/example-events.ts';
import { PROGRESS_CHANGED, doneExamples, notSavedText, notifyProgressChanged, pageKey, setDone } from './progress.ts';
import { m } from '../../paraglide/words/progress.ts';

function status(frame: HTMLElement, text: string): void {
  const el = frame.querySelector<HTMLElement>('[data-example-status]');
  if (!el) return;
  // Clear first so the same message is announced again.
  el.textContent = '';
  window.setTimeout(() => {
    el.textContent = text;
  }, 50);
}

function render(frames: readonly HTMLElement[]): void {
  const done = doneExamples(location.pathname);
  for (const frame of frames) {
    const id = frame.dataset.exampleId ?? '';
    const toggle = frame.querySelector<HTMLButtonElement>('[data-done-toggle]');
    if (!toggle) continue;
    const isDone = done.has(id);
    toggle.hidden = false;
    toggle.setAttribute('aria-pressed', String(isDone));
    const label = toggle.querySelector('[data-done-label]');
    if (label) label.textContent = isDone ? m.done() : m.mark_done();
    frame.classList.toggle('is-done', isDone);
  }
}

async function copyLink(frame: HTMLElement, link: HTMLAnchorElement): Promise<void> {
  const url = new URL(link.getAttribute('href') ?? '', location.href).href;
  try {
    await navigator.clipboard.writeText(url);
    status(frame, m.link_copied());
  } catch {
    history.replaceState(null, '', url);
    status(frame, m.link_in_address_bar());
  }
}

export function initExampleFrames(): void {
  const frames = [...document.querySelectorAll<HTMLElement>('[data-example-id]')];
  if (frames.length === 0) return;
  const page = pageKey(location.pathname);
  render(frames);
  document.addEventListener(PROGRESS_CHANGED, () => render(frames));

  for (const frame of frames) {
    const id = frame.dataset.exampleId ?? '';
    frame.querySelector<HTMLAnchorElement>('[data-copy-link]')?.addEventListener('click', (event) => {
      event.preventDefault();
      void copyLink(frame, event.currentTarget as HTMLAnchorElement);
    });
    frame.querySelector<HTMLButtonElement>('[data-done-toggle]')?.addEventListener('click', (event) => {
      const pressed = (event.currentTarget as HTMLElement).getAttribute('aria-pressed') === 'true';
      const problem = notSavedText(setDone(page, id, !pressed));
      notifyProgressChanged();
      status(frame, problem ?? (pressed ? m.marked_not_done() : m.marked_done()));
    });
    frame.addEventListener(EXAMPLE_COMPLETE, () => {
      if (doneExamples(page).has(id)) return;
      const problem = notSavedText(setDone(page, id, true));
      notifyProgressChanged();
      status(frame, problem ? m.example_done_not_saved({ problem }) : m.example_done());
    });
  }

  const arrived = () => {
    for (const frame of frames) frame.classList.toggle('is-arrived', `#${frame.id}` === location.hash);
  };
  arrived();
  window.addEventListener('hashchange', arrived);
}
