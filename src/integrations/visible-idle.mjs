// Registers the `client:visible-idle` hydration directive (src/components/site/visible-idle.ts):
// hydrate an island once it is on screen, in the browser's idle time.
import { fileURLToPath } from 'node:url';

/** @returns {import('astro').AstroIntegration} */
export default function visibleIdle() {
  return {
    name: 'cup-games-visible-idle',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'visible-idle', entrypoint: fileURLToPath(new URL('../components/site/visible-idle.ts', import.meta.url)) });
      },
    },
  };
}
