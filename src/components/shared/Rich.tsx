/**
 * A message with markup (`{#strong}…{/strong}`, `{#a href=$href}…{/a}`) rendered as Preact
 * elements inside an island: `<Rich parts={m.key.parts({ … })} />`. Only the tags of RICH_TAGS.
 */
import { h } from 'preact';
import type { ComponentChildren, VNode } from 'preact';
import { RICH_TAGS } from './rich.ts';

import type { Part } from './rich.ts';

export function richNodes(parts: readonly Part[]): ComponentChildren[] {
  const root: ComponentChildren[] = [];
  const stack: { name: string; props: Record<string, string>; children: ComponentChildren[] }[] = [];
  const into = () => stack.at(-1)?.children ?? root;
  for (const part of parts) {
    if (part.type === 'text') into().push(part.value);
    else if (!(part.name in RICH_TAGS)) throw new Error(`Rich: <${part.name}> is not a tag messages may use`);
    else {
      const props: Record<string, string> = {};
      for (const name of RICH_TAGS[part.name]!) if (part.options[name] !== undefined) props[name] = String(part.options[name]);
      if (part.type === 'markup-start') stack.push({ name: part.name, props, children: [] });
      else if (part.type === 'markup-standalone') into().push(h(part.name, props));
      else {
        const open = stack.pop();
        if (open) into().push(h(open.name, open.props, ...open.children) as VNode);
      }
    }
  }
  return root;
}

export function Rich({ parts }: { parts: readonly Part[] }) {
  return <>{richNodes(parts)}</>;
}
