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

/** The MDX lines of one section (`anchor`), or of the chapter's opening before its first section. */
export function sectionSource(body: string, anchor: string | null): string {
  const lines = body.replace(/^---\n[\s\S]*?\n---\n/, '').split('\n');
  const heading = (line: string) => /^## /.test(line);
  let start = 0;
  if (anchor) {
    start = lines.findIndex((line) => heading(line) && sectionsIn(line)[1]?.anchor === anchor) + 1;
    if (start === 0) return '';
  }
  const end = lines.findIndex((line, i) => i >= start && heading(line));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A section's words as HTML for the rule preview: paragraphs, lists, bold, italics and links; the
 * live examples, tables and pictures are left out (the preview links to the example instead), a
 * cube or card drawing becomes its color's name (`color`), and site links get the page's locale (`href`).
 */
export function sectionHtml(source: string, color: (name: string) => string, href: (path: string) => string): string {
  const text = source
    .replace(/<Example[\s\S]*?<\/Example>/g, '')
    .replace(/<Callout[^>]*>|<\/Callout>/g, '')
    .replace(/<(?:Cube|Chip) color="([a-z]+)"[^>]*\/>/g, (_, c: string) => color(c))
    .replace(/<Chip card="([a-z]+)-(\d+)"[^>]*\/>/g, (_, c: string, v: string) => `${color(c)} ${v}`)
    .replace(/<[A-Z][A-Za-z]*[^>]*\/>/g, '');
  const inline = (line: string) => escape(line)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/\*(.+?)\*/g, '<em>$1</em>')
    .replace(/`(.+?)`/g, '<code>$1</code>')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, t: string, p: string) => `<a href="${p.startsWith('/') ? href(p) : p}">${t}</a>`);
  return text.split(/\n\s*\n/).map((block) => block.trim()).filter((block) => block && !block.startsWith('|') && !block.startsWith('<')).map((block) => {
    if (/^(- |\d+\. )/.test(block)) {
      const tag = block.startsWith('- ') ? 'ul' : 'ol';
      const items = block.split(/\n(?=(?:- |\d+\. ))/);
      return `<${tag}>${items.map((item) => `<li>${inline(item.replace(/^(- |\d+\. )/, '').replace(/\s*\n\s*/g, ' '))}</li>`).join('')}</${tag}>`;
    }
    return `<p>${inline(block.replace(/^#+ /, '').replace(/\s*\n\s*/g, ' '))}</p>`;
  }).join('');
}
