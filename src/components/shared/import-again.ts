// Fetching an island's code again after a failed dynamic import, on every browser. Browsers before
// the 2026 change to module loading (whatwg/html#10327; Chromium 150 is one) remember a failed
// `import()` for the life of the page: importing the same address again fails at once, whatever
// the network does. So a retry imports the module under a new address (the same file with a
// `?retry=` query, which the server and the service worker answer like the file itself); if even
// that fails while the file is reachable (a module it imports failed too), only a reload can
// fetch it, and the caller reloads keeping the person's place and action.

/** The address of the module a failed import names (Chromium, Firefox); null where none is named (Safari). */
export function failedModule(error: unknown): string | null {
  return /https?:\/\/[^\s'"]+?\.m?js\b/.exec(String(error))?.[0] ?? null;
}

let attempt = 0;

/** Imports the module at `url` again under an address the browser has not seen. */
export function importAgain<T>(url: string): Promise<T> {
  attempt += 1;
  const fresh = new URL(url, location.href);
  fresh.searchParams.set('retry', `${Date.now().toString(36)}-${attempt}`);
  return import(/* @vite-ignore */ fresh.href) as Promise<T>;
}

/** After a failed import: the file answers now (so a reload will load it), or is out of reach. */
export async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}
