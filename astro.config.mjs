import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';

export default defineConfig({
  site: 'https://cup-games.example',
  trailingSlash: 'always',
  integrations: [mdx(), preact()],
});
