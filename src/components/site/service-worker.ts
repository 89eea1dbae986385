/**
 * Every page loads this (from BaseLayout.astro): it registers the service worker that
 * scripts/post-build.mjs generates with Workbox (dist/sw.js, every page and file of the site
 * precached), so after one visit the whole site works without a connection.
 *
 * Updates: a visit after a redeploy is served from the cache, then the browser fetches the new
 * sw.js, which installs the new files and takes over at once. The page already open stays as it
 * was; a quiet notice says that the next page opened (or a reload) shows the new version.
 */
/** The notice (and its words) load only when an update happens. */
function showUpdated(): void {
  void import('./update-notice.ts').then((notice) => notice.showUpdated());
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
