// Writes dist/sitemap.xml after the build: every HTML page Astro built (not the 404 page, not
// the preview pictures), as absolute URLs on the configured site. Small enough not to need the
// @astrojs/sitemap package; robots.txt in public/ points to it.
import { writeFile } from 'node:fs/promises';

/** @returns {import('astro').AstroIntegration} */
export default function sitemap() {
  /** @type {URL | undefined} */
  let site;
  return {
    name: 'cup-games-sitemap',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site ? new URL(config.site) : undefined;
      },
      'astro:build:done': async ({ pages, dir, logger }) => {
        if (!site) throw new Error('sitemap: set `site` in astro.config.mjs');
        const paths = pages
          .map((page) => `/${page.pathname}`.replace(/\/?$/, '/').replace(/^\/+/, '/'))
          .filter((path) => !/^\/(404|og)\b/.test(path) && !/\.\w+\/$/.test(path))
          .sort();
        const urls = [...new Set(paths)].map((path) => `  <url><loc>${new URL(path, site).href}</loc></url>`);
        const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
        await writeFile(new URL('sitemap.xml', dir), xml);
        logger.info(`sitemap.xml: ${urls.length} pages`);
      },
    },
  };
}
