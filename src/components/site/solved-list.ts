/**
 * Browser behaviour of a puzzle list rendered by Astro (the Jumping Cups puzzles): a "✓ Solved"
 * mark beside each puzzle solved in this browser, and the next unsolved puzzle (the first
 * unsolved in list order, which is easiest first). Progress is read from progress.ts under the
 * list's own key (`data-solved-list`).
 */
import { PROGRESS_CHANGED, doneExamples } from './progress.ts';

function render(): void {
  for (const list of document.querySelectorAll<HTMLElement>('[data-solved-list]')) {
    const solved = doneExamples(list.dataset.solvedList ?? '');
    const items = [...list.querySelectorAll<HTMLElement>('[data-solved-id]')];
    for (const item of items) {
      const mark = item.querySelector<HTMLElement>('[data-solved-mark]');
      if (!mark) continue;
      mark.replaceChildren();
      if (!solved.has(item.dataset.solvedId ?? '')) continue;
      const tick = document.createElement('span');
      tick.setAttribute('aria-hidden', 'true');
      tick.textContent = '✓ ';
      mark.append(tick, 'Solved');
    }
    const next = document.querySelector<HTMLElement>(`[data-next-unsolved="${list.id}"]`);
    if (!next) continue;
    const count = items.filter((item) => solved.has(item.dataset.solvedId ?? '')).length;
    const first = items.find((item) => !solved.has(item.dataset.solvedId ?? ''))?.querySelector('a');
    next.hidden = count === 0;
    next.replaceChildren();
    if (count === 0) continue;
    if (!first) {
      next.append(`All ${items.length} puzzles solved.`);
      continue;
    }
    const link = document.createElement('a');
    link.href = first.href;
    link.textContent = first.textContent;
    next.append(`${count} of ${items.length} solved. Next unsolved puzzle: `, link);
  }
}

export function initSolvedList(): void {
  render();
  document.addEventListener(PROGRESS_CHANGED, render);
}
