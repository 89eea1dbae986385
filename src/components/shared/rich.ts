/**
 * Messages with markup (`"…{#a href=$href}the rules{/a}…"`, `{#strong}…{/strong}`) rendered as
 * HTML for server-rendered pages: `<p set:html={richHtml(m.key.parts({ href }))} />`. Text is
 * escaped; only the tags listed here are written, with only their listed options.
 */
export type Part =
  | { type: 'text'; value: string }
  | { type: 'markup-start' | 'markup-end' | 'markup-standalone'; name: string; options: Readonly<Record<string, unknown>>; attributes?: Readonly<Record<string, unknown>> };

/** The tags a message may use, with the options each one takes as HTML attributes. */
export const RICH_TAGS: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'rel'],
  strong: [],
  em: [],
  code: [],
  small: [],
};

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function richHtml(parts: readonly Part[]): string {
  let html = '';
  for (const part of parts) {
    if (part.type === 'text') html += escape(part.value);
    else if (!(part.name in RICH_TAGS)) throw new Error(`richHtml: <${part.name}> is not a tag messages may use`);
    else if (part.type === 'markup-end') html += `</${part.name}>`;
    else {
      const attributes = RICH_TAGS[part.name]!.filter((name) => part.options[name] !== undefined).map((name) => ` ${name}="${escape(String(part.options[name]))}"`).join('');
      html += part.type === 'markup-standalone' ? `<${part.name}${attributes}></${part.name}>` : `<${part.name}${attributes}>`;
    }
  }
  return html;
}
