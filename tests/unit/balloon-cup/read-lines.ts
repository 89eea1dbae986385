// What a reader sees of rendered markup, line by line: each box's own text on its own line, as a
// browser's innerText splits blocks and flex items (text for screen readers only left out).
// The board's and the cascade table's "nothing to show" tests read their panels with it.
import { HTMLElement, NodeType, parse } from 'node-html-parser';
import type { Node } from 'node-html-parser';

function lines(node: Node, out: string[]): string[] {
  for (const child of node.childNodes) {
    if (child.nodeType === NodeType.TEXT_NODE) out[out.length - 1] += child.text;
    else if (child instanceof HTMLElement && !child.classList.contains('sr-only')) {
      out.push('');
      lines(child, out);
      out.push('');
    }
  }
  return out;
}

/** The lines `selector` holds in `html`, spaces collapsed, empty lines dropped. */
export function readLines(html: string, selector: string): string[] {
  const node = parse(html).querySelector(selector);
  if (!node) throw new Error(`nothing matches ${selector}`);
  return lines(node, ['']).map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean);
}
