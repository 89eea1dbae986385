/**
 * Every page loads this (from BaseLayout.astro): it registers the service worker that
 * scripts/post-build.mjs generates with Workbox (dist/sw.js, every page and file of the site
 * precached), so after one visit the whole site works without a connection.
 *
 * Updates: a visit after a redeploy is served from the cache, then the browser fetches the new
 * sw.js, which installs the new files and takes over at once. The page already open stays as it
 * was; a quiet notice says that the next page opened (or a reload) shows the new version.
 */
const NOTICE_CLASS = 'update-notice';

/**
 * The notice's words come from the page (BaseLayout renders them in the page's language in a
 * <template data-update-notice>): its text, then its Close button.
 */
function showUpdated(): void {
  const words = document.querySelector<HTMLTemplateElement>('template[data-update-notice]')?.content;
  if (!words || document.querySelector(`.${NOTICE_CLASS}`)) return;
  const notice = document.createElement('div');
  notice.className = NOTICE_CLASS;
  notice.setAttribute('role', 'status');
  document.body.append(notice);
  const text = document.createElement('span');
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'button-quiet';
  close.textContent = words.querySelector('[data-close]')?.textContent ?? '';
  close.addEventListener('click', () => notice.remove());
  // Filled after insertion so screen readers announce it as a status message.
  setTimeout(() => {
    text.textContent = words.querySelector('[data-text]')?.textContent ?? '';
    notice.append(text, close);
  }, 50);
}

if ('serviceWorker' in navigator && import.meta.env.PROD) {
  const container = navigator.serviceWorker;
  // A first visit also gains a controller (clientsClaim): that is no update.
  const updating = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    if (updating) showUpdated();
  });
  const register = () => {
    // A browser that refuses service workers (private modes, policies, tests) just stays online-only.
    container.register('/sw.js').catch(() => undefined);
  };
  // After the load and in idle time: precaching the site is background work that should not
  // compete with the first screen (or the islands' hydration) for the network and the CPU.
  const soon = () => ('requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 3000 }) : setTimeout(register, 1000));
  if (document.readyState === 'complete') soon();
  else addEventListener('load', soon, { once: true });
}
