/**
 * Messages with markup, e.g. `"…{#a href=$href}the rules{/a}…"`, `{#strong}…{/strong}`, or
 * `"Link to this{#sr} example: {title}{/sr}"` (a part only screen readers read), rendered for
 * server-rendered pages as HTML (`<p set:html={richHtml(m.key.parts({ href }))} />`) and for page
 * scripts as DOM nodes (richDom). Text is escaped; only the tags of RICH_TAGS are written, with
 * only their listed options. Islands use Rich.tsx.
 */
export type Part =
  | { type: 'text'; value: string }
  | { type: 'markup-start' | 'markup-end' | 'markup-standalone'; name: string; options: Readonly<Record<string, unknown>>; attributes?: Readonly<Record<string, unknown>> };

/** The markup a message may use: the element it becomes, fixed attributes, options it takes. */
export const RICH_TAGS: Readonly<Record<string, { readonly tag: string; readonly fixed?: Readonly<Record<string, string>>; readonly options?: readonly string[] }>> = {
  a: { tag: 'a', options: ['href', 'rel'] },
  strong: { tag: 'strong' },
  em: { tag: 'em' },
  code: { tag: 'code' },
  small: { tag: 'small' },
  /** Read by screen readers only. */
  sr: { tag: 'span', fixed: { class: 'sr-only' } },
  /** Shown, not read (a screen reader reads the `sr` part beside it). */
  shown: { tag: 'span', fixed: { 'aria-hidden': 'true' } },
};

/** The element and attributes of one markup part. */
export function richElement(part: Exclude<Part, { type: 'text' }>): { tag: string; attributes: Record<string, string> } {
  const rule = RICH_TAGS[part.name];
  if (!rule) throw new Error(`A message uses {#${part.name}}, which is not markup messages may use (src/components/shared/rich.ts)`);
  const attributes: Record<string, string> = { ...rule.fixed };
  for (const name of rule.options ?? []) if (part.options[name] !== undefined) attributes[name] = String(part.options[name]);
  return { tag: rule.tag, attributes };
}

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function richHtml(parts: readonly Part[]): string {
  let html = '';
  const open: string[] = [];
  for (const part of parts) {
    if (part.type === 'text') html += escape(part.value);
    else if (part.type === 'markup-end') html += `</${open.pop() ?? richElement(part).tag}>`;
    else {
      const { tag, attributes } = richElement(part);
      const written = Object.entries(attributes).map(([name, value]) => ` ${name}="${escape(value)}"`).join('');
      if (part.type === 'markup-standalone') html += `<${tag}${written}></${tag}>`;
      else {
        html += `<${tag}${written}>`;
        open.push(tag);
      }
    }
  }
  return html;
}

/** The message as DOM nodes, for a page's own script. */
export function richDom(parts: readonly Part[]): DocumentFragment {
  const root = document.createDocumentFragment();
  const stack: Node[] = [root];
  for (const part of parts) {
    const into = stack.at(-1)!;
    if (part.type === 'text') into.appendChild(document.createTextNode(part.value));
    else if (part.type === 'markup-end') stack.pop();
    else {
      const { tag, attributes } = richElement(part);
      const element = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      into.appendChild(element);
      if (part.type === 'markup-start') stack.push(element);
    }
  }
  return root;
}
