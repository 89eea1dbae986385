// Unit and conformance tests read the English messages, as the English pages do. Only the English
// areas are loaded here (about a seventh of the compiled words): this file runs before every test
// file, and evaluating every locale's areas for each one was a fifth of the Vitest run's time.
// A test that reads another language imports ALL_WORDS (src/paraglide/all.ts) itself.
import { provide } from '../../src/i18n/runtime.ts';

const modules = import.meta.glob<Record<string, unknown>>('../../src/paraglide/areas/*/en.js', { eager: true });
const areas = Object.fromEntries(Object.entries(modules).map(([path, words]) => [path.split('/').at(-2)!, words]));

provide('en', areas);
