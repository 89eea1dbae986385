/**
 * The only search code a page runs on load (inlined by Astro, a few hundred bytes): it waits for
 * the reader to reach for the search field (focus, a pointer on it, or the `/` key anywhere
 * outside a text field) and only then fetches the search itself (search-ui.ts), which fetches
 * Pagefind and its index. On /search/ (where the form goes without JavaScript) it opens at once
 * with the words from the address.
 */
const field = document.querySelector<HTMLInputElement>('[data-search-input]');

if (field) {
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    void import('./search-ui.ts').then((ui) => ui.attach(field));
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
  const words = location.pathname === '/search/' ? new URLSearchParams(location.search).get('q') : null;
  if (words) {
    field.value = words;
    start();
  }
}
