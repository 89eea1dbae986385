/**
 * The quiet notice that the site was updated (service-worker.ts imports it only when that
 * happens, so the registration every page runs stays tiny): its words in the page's language.
 */
import { load, m } from '../../paraglide/words/notices.ts';
import type { Locale } from '../../words/runtime.ts';

const NOTICE_CLASS = 'update-notice';

export async function showUpdated(): Promise<void> {
  if (document.querySelector(`.${NOTICE_CLASS}`)) return;
  await load(document.documentElement.lang as Locale);
  if (document.querySelector(`.${NOTICE_CLASS}`)) return;
  const notice = document.createElement('div');
  notice.className = NOTICE_CLASS;
  notice.setAttribute('role', 'status');
  document.body.append(notice);
  const text = document.createElement('span');
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'button-quiet';
  close.textContent = m.close();
  close.addEventListener('click', () => notice.remove());
  // Filled after insertion so screen readers announce it as a status message.
  setTimeout(() => {
    text.textContent = m.site_updated();
    notice.append(text, close);
  }, 50);
}
