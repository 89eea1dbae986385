// Loaded by the service worker (dist/sw.js) before Workbox. English pages are precached; a page in
// another language (/de/…, /ru/…) comes from the network while there is one, and the first such
// page a reader opens caches that whole language for offline use (its pages and its islands'
// words, listed at build time in /<lang>/offline.json with a version). Languages never opened are
// never downloaded: their words (/_astro/words-…-<lang>.….js, and the search's bundle of that
// language, /_astro/words-search-<lang>-….js) are not precached either, and come
// from this language's cache once kept, else from the network.
'use strict';

// The languages besides English: /sw-locales.js, written by scripts/post-build.mjs from
// src/i18n/locales.ts (the one list of the site's languages), is imported before this file.
const OTHER_LANGUAGES = self.SITE_OTHER_LOCALES.join('|');
const LANGUAGE_PAGE = new RegExp(`^/(${OTHER_LANGUAGES})/`);
const LANGUAGE_WORDS = new RegExp(`^/_astro/words-(?!lang-)(?:[a-z]+-)?(${OTHER_LANGUAGES})[.-][\\w-]+\\.js$`);
const cacheName = (lang) => `pages-${lang}`;

/** Caches every page of `lang` unless this version of its list is cached already. */
async function keepLanguage(lang) {
  const cache = await caches.open(cacheName(lang));
  const response = await fetch(`/${lang}/offline.json`, { cache: 'no-cache' });
  if (!response.ok) return;
  const list = await response.clone().json();
  const kept = await cache.match(`/${lang}/offline.json`);
  if (kept && (await kept.json()).version === list.version) return;
  await cache.addAll([...list.pages, ...(list.words ?? [])]);
  await cache.put(`/${lang}/offline.json`, response);
}

async function languagePage(event, lang) {
  const url = new URL(event.request.url);
  url.search = '';
  const cache = await caches.open(cacheName(lang));
  try {
    const response = await fetch(event.request);
    if (response.ok) {
      await cache.put(url.href, response.clone());
      event.waitUntil(keepLanguage(lang).catch(() => {}));
    }
    return response;
  } catch (offline) {
    const kept = await cache.match(url.href) ?? await cache.match(new URL('index.html', url).href);
    if (kept) return kept;
    return (await cache.match(`/${lang}/404.html`)) ?? (await caches.match('/404.html', { ignoreSearch: true })) ?? Response.error();
  }
}

// The page that installed this worker was fetched before the worker ran: keep its language too.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
    const langs = new Set(windows.map((w) => LANGUAGE_PAGE.exec(new URL(w.url).pathname)?.[1]).filter(Boolean));
    return Promise.all([...langs].map((lang) => keepLanguage(lang).catch(() => {})));
  }));
});

/** A language's words: from its cache once kept (their names change with their content), else the network. */
async function languageWords(request, lang) {
  // caches.match with a cacheName, not caches.open: opening would create the cache of a language never kept.
  const kept = await caches.match(request, { cacheName: cacheName(lang), ignoreSearch: true, ignoreVary: true });
  return kept ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode !== 'navigate') {
    const words = LANGUAGE_WORDS.exec(url.pathname);
    if (words) event.respondWith(languageWords(request, words[1]));
    return;
  }
  const match = LANGUAGE_PAGE.exec(url.pathname);
  if (match) event.respondWith(languagePage(event, match[1]));
});
