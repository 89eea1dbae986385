/**
 * Browser behaviour of ChapterLayout.astro: the progress mark beside each chapter in the list
 * ("2/3", "✓ done"), the summary and the "Reset progress for this chapter" button.
 */
import { PROGRESS_CHANGED, doneExamples, notifyProgressChanged, resetPage } from './progress.ts';
import { m } from '../../paraglide/words/progress.ts';
import { richDom } from '../shared/rich.ts';
import { chapterMark } from './chapter-mark.ts';

function render(): void {
  for (const item of document.querySelectorAll<HTMLElement>('[data-chapter]')) {
    const ids = (item.dataset.examples ?? '').split(' ').filter(Boolean);
    const done = doneExamples(item.dataset.chapter ?? '');
    const count = ids.filter((id) => done.has(id)).length;
    const mark = item.querySelector<HTMLElement>('[data-chapter-mark]');
    if (!mark) continue;
    const parts = chapterMark(count, ids.length);
    mark.replaceChildren();
    if (parts) mark.append(richDom(parts));
  }
  const box = document.querySelector<HTMLElement>('[data-chapter-progress]');
  if (!box) return;
  box.hidden = false;
  const page = box.dataset.chapterProgress ?? '';
  const total = document.querySelectorAll('[data-example-id]').length;
  const done = doneExamples(page).size;
  const summary = box.querySelector('[data-chapter-summary]');
  if (summary) summary.textContent = m.page_summary({ done: Math.min(done, total), total });
  const reset = box.querySelector<HTMLButtonElement>('[data-chapter-reset]');
  if (reset) reset.disabled = done === 0;
}

export function initChapterProgress(): void {
  render();
  document.addEventListener(PROGRESS_CHANGED, render);
  document.querySelector('[data-chapter-reset]')?.addEventListener('click', () => {
    const page = document.querySelector<HTMLElement>('[data-chapter-progress]')?.dataset.chapterProgress;
    if (!page) return;
    resetPage(page);
    notifyProgressChanged();
  });
}
