/**
 * The only search code a page runs on load (inlined by Astro, a few hundred bytes): it waits for
 * the reader to reach for the search field (focus, a pointer on it, or the `/` key anywhere
 * outside a text field) and only then adds the search itself (search-ui.ts) as a script, which
 * fetches Pagefind and its index. On /search/ (where the form goes without JavaScript) it starts
 * at once with the words from the address.
 *
 * search-ui.ts is built as a bundle of its own (Vite's `?worker&url` gives the URL of a separately
 * bundled file; it runs here as a module script, not as a worker), so reaching for the field
 * loads that one file and no chunk shared with the islands, and this loader imports nothing.
 */
import searchUi from './search-ui.ts?worker&url';

const field = document.querySelector<HTMLInputElement>('[data-search-input]');

if (field) {
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = searchUi;
    document.head.append(script);
  };
  field.addEventListener('focus', start);
  field.addEventListener('pointerdown', start);
  document.addEventListener('keydown', (event) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
    const target = event.target as Element | null;
    if (target?.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])')) return;
    event.preventDefault();
    field.focus();
  });
  const words = /^(?:\/[a-z]{2})?\/search\/$/.test(location.pathname) ? new URLSearchParams(location.search).get('q') : null;
  if (words) {
    field.value = words;
    start();
  }
}
