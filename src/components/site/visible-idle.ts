/**
 * The `client:visible-idle` hydration directive (registered by src/integrations/visible-idle.mjs):
 * like `client:visible`, but the island's code is fetched and the island hydrated in the
 * browser's idle time, one island per idle period. A chapter opens with several examples on
 * screen; hydrating them all in the same task blocked the page for a few hundred milliseconds
 * on a phone. Until it hydrates, an island shows its server-rendered board with its buttons
 * disabled (useHydrated), so nothing the reader can press is lost.
 */
import type { ClientDirective } from 'astro';

const whenIdle = (run: () => void): void => {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 1500 });
  else setTimeout(run, 50);
};

const visibleIdle: ClientDirective = (load, _options, el) => {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    whenIdle(async () => {
      const hydrate = await load();
      whenIdle(() => void hydrate());
    });
  });
  // The island element itself is display: contents; its children have the boxes.
  for (const child of Array.from(el.children)) observer.observe(child);
};

export default visibleIdle;

declare module 'astro' {
  interface AstroClientDirectives {
    'client:visible-idle'?: boolean;
  }
}
