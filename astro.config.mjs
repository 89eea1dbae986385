import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';

// The Content-Security-Policy every page carries as a <meta http-equiv> (scripts/post-build.mjs
// repeats it in dist/_headers for static hosts). Astro adds script-src and style-src itself,
// with the hash of every inline script and style it renders (the island bootstrap scripts, the
// page styles): no 'unsafe-inline', no 'unsafe-eval', no style attributes.
export const CSP_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

export default defineConfig({
  site: 'https://cup-games.example',
  trailingSlash: 'always',
  integrations: [mdx(), preact()],
  security: { csp: { directives: CSP_DIRECTIVES } },
});
