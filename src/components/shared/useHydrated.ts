// Whether the island has hydrated: false on the server and in the first client render (so both
// draw the same), true after. Its own module so an island without a machine (the sandbox) does not
// load the machine hooks for it; it shares the island helpers' chunk (astro.config.mjs).
import { useEffect, useState } from 'preact/hooks';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
