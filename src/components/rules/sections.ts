// A chapter's MDX read for its rules: its sections in page order (English or translated headings).

/** The anchor a heading's words get (as the Markdown processor makes it). */
export function slugOf(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, '').trim().replace(/\s/g, '-');
}

const plain = (text: string) => text.replace(/[*_`]/g, '').trim();

/** A chapter's sections in page order: anchor, title and the example ids under it. */
export function sectionsIn(body: string): { anchor: string | null; title: string | null; examples: string[] }[] {
  const sections: { anchor: string | null; title: string | null; examples: string[] }[] = [{ anchor: null, title: null, examples: [] }];
  for (const line of body.split('\n')) {
    const heading = /^## (.+?)(?: \{#([a-z0-9-]+)\})?\s*$/.exec(line);
    if (heading) {
      const title = plain(heading[1]!);
      sections.push({ anchor: heading[2] ?? slugOf(title), title, examples: [] });
      continue;
    }
    const example = /<Example\s+id="(ex-[a-z0-9-]+)"/.exec(line);
    if (example) sections.at(-1)!.examples.push(example[1]!);
  }
  return sections;
}
