/**
 * A message with markup (`{#strong}…{/strong}`, `{#a href=$href}…{/a}`, `{#sr}…{/sr}`) rendered
 * as Preact elements inside an island: `<Rich parts={m.key.parts({ … })} />`. The markup allowed
 * is RICH_TAGS (rich.ts).
 */
import { h } from 'preact';
import type { ComponentChildren } from 'preact';
import { richElement } from './rich.ts';
import type { Part } from './rich.ts';

export function richNodes(parts: readonly Part[]): ComponentChildren[] {
  const root: ComponentChildren[] = [];
  const stack: { tag: string; props: Record<string, string>; children: ComponentChildren[] }[] = [];
  const into = () => stack.at(-1)?.children ?? root;
  for (const part of parts) {
    if (part.type === 'text') {
      // Neighbouring texts (the message's words and a value's) are one text, as the server writes
      // them: hydrating then splits no text node, and the page is not laid out again for it.
      const children = into();
      const last = children.length - 1;
      const before = children[last];
      if (typeof before === 'string') children[last] = before + part.value;
      else children.push(part.value);
    } else if (part.type === 'markup-end') {
      const open = stack.pop();
      if (open) into().push(h(open.tag, open.props, ...open.children));
    } else {
      const { tag, attributes } = richElement(part);
      if (part.type === 'markup-start') stack.push({ tag, props: attributes, children: [] });
      else into().push(h(tag, attributes));
    }
  }
  return root;
}

export function Rich({ parts }: { parts: readonly Part[] }) {
  return <>{richNodes(parts)}</>;
}
