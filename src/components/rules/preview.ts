/**
 * The rule's own words in place: a modal <dialog> (the browser keeps focus in it, Escape closes
 * it and focus returns to the citation) with the section's paragraphs, a link to its example and
 * one to its chapter. The words are the chapter's own: read from this page when it is the chapter,
 * else from the chapter page in the page's language (kept by the service worker, so offline too).
 * The examples' boards are left out: the preview is for reading, the example is one link away.
 */
import type { Cited } from './cite.ts';

let dialog: HTMLDialogElement | null = null;
const pages = new Map<string, Promise<Document>>();

function words(): DOMStringMap {
  return (document.getElementById('rule-index') as HTMLElement | null)?.dataset ?? {};
}

function build(): HTMLDialogElement {
  const w = words();
  const d = document.createElement('dialog');
  d.className = 'rule-preview';
  d.setAttribute('aria-labelledby', 'rule-preview-title');
  d.innerHTML = '<h2 id="rule-preview-title" tabindex="-1"></h2><div class="rule-preview-body" data-rule-body></div><p class="rule-preview-links"><a data-rule-example></a> <a data-rule-whole></a></p><p><button type="button" class="button" data-rule-close></button></p>';
  d.querySelector('[data-rule-example]')!.textContent = w.toExample ?? '';
  d.querySelector('[data-rule-whole]')!.textContent = w.whole ?? '';
  const close = d.querySelector<HTMLButtonElement>('[data-rule-close]')!;
  close.textContent = w.close ?? '';
  close.addEventListener('click', () => d.close());
  // A tap on the backdrop (outside the box) closes it too.
  d.addEventListener('click', (event) => { if (event.target === d) d.close(); });
  document.body.append(d);
  return d;
}

function page(path: string): Promise<Document> {
  if (path === location.pathname) return Promise.resolve(document);
  if (!pages.has(path)) {
    pages.set(path, fetch(path).then(async (response) => {
      if (!response.ok) throw new Error(String(response.status));
      return new DOMParser().parseFromString(await response.text(), 'text/html');
    }));
    pages.get(path)!.catch(() => pages.delete(path));
  }
  return pages.get(path)!;
}

const KEEP = new Set(['P', 'UL', 'OL', 'TABLE', 'BLOCKQUOTE', 'ASIDE', 'DL']);
const isSection = (el: Element) => el.classList.contains('heading-with-anchor') || /^H[12]$/.test(el.tagName);

/** The section's paragraphs (or the chapter's opening ones), copied without ids or islands. */
function sectionOf(doc: Document, anchor: string): Node[] {
  const start = anchor ? doc.getElementById(anchor)?.closest('.heading-with-anchor') ?? doc.getElementById(anchor) : doc.querySelector('article h1');
  const out: Node[] = [];
  for (let el = start?.nextElementSibling ?? null; el && !isSection(el); el = el.nextElementSibling) {
    if (!KEEP.has(el.tagName) || el.classList.contains('rule-used') || el.querySelector('astro-island, script')) continue;
    const copy = document.importNode(el, true) as Element;
    for (const withId of [copy, ...copy.querySelectorAll('[id]')]) withId.removeAttribute('id');
    out.push(copy);
  }
  return out;
}

export async function openRule(opener: Element, rule: Cited): Promise<void> {
  dialog ??= build();
  const d = dialog;
  const w = words();
  const url = new URL(rule.href, location.href);
  d.querySelector('h2')!.textContent = rule.label;
  const body = d.querySelector<HTMLElement>('[data-rule-body]')!;
  body.replaceChildren(Object.assign(document.createElement('p'), { textContent: w.loading ?? '' }));
  const example = d.querySelector<HTMLAnchorElement>('[data-rule-example]')!;
  example.hidden = !rule.example;
  if (rule.example) example.href = rule.example;
  d.querySelector<HTMLAnchorElement>('[data-rule-whole]')!.href = rule.href;
  d.onclose = () => { if (opener instanceof HTMLElement && opener.isConnected) opener.focus(); };
  if (!d.open) d.showModal();
  d.querySelector<HTMLElement>('h2')!.focus();
  try {
    const nodes = sectionOf(await page(url.pathname), decodeURIComponent(url.hash.slice(1)));
    if (nodes.length === 0) throw new Error('empty');
    body.replaceChildren(...nodes);
  } catch {
    body.replaceChildren(Object.assign(document.createElement('p'), { textContent: w.failed ?? '' }));
  }
  // A link inside the rule to the same page's anchor closes the preview on the way.
  for (const a of body.querySelectorAll('a')) a.addEventListener('click', () => d.close());
  example.onclick = () => d.close();
}
