/**
 * Browser behaviour of ChapterLayout.astro: the progress mark beside each chapter in the list
 * ("2/3", "✓ done"), the summary and the "Reset progress for this chapter" button.
 */
import { PROGRESS_CHANGED, doneExamples, notifyProgressChanged, resetPage } from './progress.ts';

function markText(done: number, total: number): string {
  if (total === 0 || done === 0) return '';
  return done >= total ? '✓' : `${done}/${total}`;
}

function render(): void {
  for (const item of document.querySelectorAll<HTMLElement>('[data-chapter]')) {
    const ids = (item.dataset.examples ?? '').split(' ').filter(Boolean);
    const done = doneExamples(item.dataset.chapter ?? '');
    const count = ids.filter((id) => done.has(id)).length;
    const mark = item.querySelector<HTMLElement>('[data-chapter-mark]');
    if (!mark) continue;
    const text = markText(count, ids.length);
    const spoken = count === 0 ? '' : count >= ids.length ? 'all examples done' : `${count} of ${ids.length} examples done`;
    mark.replaceChildren();
    if (!text) continue;
    const visible = document.createElement('span');
    visible.setAttribute('aria-hidden', 'true');
    visible.textContent = text;
    const said = document.createElement('span');
    said.className = 'sr-only';
    said.textContent = ` (${spoken})`;
    mark.append(visible, said);
  }
  const box = document.querySelector<HTMLElement>('[data-chapter-progress]');
  if (!box) return;
  box.hidden = false;
  const page = box.dataset.chapterProgress ?? '';
  const total = document.querySelectorAll('[data-example-id]').length;
  const done = doneExamples(page).size;
  const summary = box.querySelector('[data-chapter-summary]');
  if (summary) summary.textContent = `${Math.min(done, total)} of ${total} examples on this page done (kept in this browser).`;
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
