// Reads a language's glossary: the table under "## Glossary" in content/STYLE.<locale>.md
// (| key | English | term | forms | never |) and its "cup letters: R, Y" line.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Term {
  readonly english: string;
  readonly term: string;
  /** Lowercase stems: every form of the word the pages use contains one. */
  readonly forms: readonly string[];
  /** Lowercase stems of words the pages must not use for it. */
  readonly never: readonly string[];
}

export interface Glossary {
  readonly terms: Readonly<Record<string, Term>>;
  readonly cupLetters: readonly string[];
}

const list = (cell: string) => cell.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);

export function readGlossary(locale: string): Glossary {
  const text = readFileSync(join(import.meta.dirname, '../../content', `STYLE.${locale}.md`), 'utf8');
  const section = text.slice(text.indexOf('## Glossary'));
  const terms: Record<string, Term> = {};
  for (const line of section.split('\n')) {
    const cells = line.split('|').slice(1, -1).map((cell) => cell.trim());
    if (cells.length !== 5 || !/^(bc|jc)-[a-z]+$/.test(cells[0]!)) continue;
    const [key, english, term, forms, never] = cells as [string, string, string, string, string];
    terms[key] = { english, term, forms: list(forms), never: list(never) };
  }
  const letters = /cup letters:\s*([^\n]+)/i.exec(text)?.[1]?.replace(/[`*]/g, '') ?? '';
  return { terms, cupLetters: letters.split(',').map((s) => s.trim()).filter(Boolean) };
}
