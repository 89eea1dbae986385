// Words a reader should never meet: engine error codes and other kebab-case identifiers,
// camelCase option names, source paths, npm commands and solver jargon. Shared by the built-page
// scan and the browser fixture that scans every island state the browser tests reach.
import { ERROR_CODES as BALLOON_CUP_CODES } from '../../src/engine/balloon-cup/result.ts';
import { PUZZLE_ERROR_CODES } from '../../src/engine/balloon-cup/puzzle.ts';
import { ERROR_CODES as JUMPING_CUPS_CODES } from '../../src/engine/jumping-cups/result.ts';
import { OPTION_CHOICES } from '../../src/engine/balloon-cup/options.ts';

/** Every code the engines hand out, and the option values spelled as codes. */
const KNOWN_CODES: ReadonlySet<string> = new Set<string>([
  ...BALLOON_CUP_CODES,
  ...JUMPING_CUPS_CODES,
  ...PUZZLE_ERROR_CODES,
  ...(Object.values(OPTION_CHOICES).flat() as readonly unknown[]).filter((v): v is string => typeof v === 'string' && v.includes('-')),
]);

/** Hyphenated English of three or more parts that the site writes on purpose. */
const ENGLISH = new Set(['3-for-1', 'three-for-one', 'back-and-forth', 'up-to-date', 'face-to-face', 'one-by-one', 'win-in-n']);

const COLOR_CARD = /^(?:red|yellow|green|blue|gray)-\d+$/;

function codeLike(word: string): boolean {
  const lower = word.toLowerCase();
  if (KNOWN_CODES.has(lower)) return true;
  if (ENGLISH.has(lower)) return false;
  // Codes are lower case; a capital marks a compound of words (German "Balloon-Cup-Regeln").
  if (/\p{Lu}/u.test(word)) return false;
  if (lower.startsWith('ex-')) return true; // example ids
  if (COLOR_CARD.test(lower)) return true; // card ids (red-13)
  return lower.split('-').length >= 3;
}

const PATTERNS: readonly { name: string; re: RegExp; keep?: (word: string) => boolean }[] = [
  { name: 'kebab-case code', re: /(?<![\w/.#-])[a-z0-9]+(?:-[a-z0-9]+)+(?![\w/-])/gi, keep: codeLike },
  { name: 'camelCase name', re: /\b[a-z]+[A-Z][a-zA-Z]*\b/g },
  { name: 'source path', re: /\b(?:src|scripts|content|tests|node_modules|dist)\/[\w./-]+/g },
  { name: 'source file', re: /\b[\w-]+\.(?:tsx?|mjs|cjs|astro|mdx)\b/g },
  { name: 'npm command', re: /\bnpm (?:run|ci|test|start|install)\b/g },
  { name: 'solver jargon', re: /\bpl(?:y|ies)\b|\b\d+(?:\.\d+)? ?ms\b/g },
];

/** The code-shaped words in a text, each as "kind: word". */
export function codeWords(text: string): string[] {
  const found: string[] = [];
  for (const { name, re, keep } of PATTERNS) {
    for (const match of text.matchAll(re)) {
      if (!keep || keep(match[0])) found.push(`${name}: ${match[0]}`);
    }
  }
  return [...new Set(found)];
}

/** Findings allowed, by page: none today; an entry here needs a reason beside it. */
export const ALLOWED_FOR_NOW: Readonly<Record<string, readonly string[]>> = {};

/** The visible text of an HTML page: script, style and template contents and tags left out. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(Number.parseInt(n, 16)))
    .replace(/\s+/g, ' ');
}
