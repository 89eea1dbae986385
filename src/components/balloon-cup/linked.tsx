/**
 * A message with links inside it: the message is asked for with a mark where each link goes, and
 * the links (elements) are set there, so the sentence stays whole for each language.
 */
import type { ComponentChildren } from 'preact';

const mark = (i: number) => `\u0001${i}\u0001`;

export function Linked({ text, links }: { text: (...marks: string[]) => string; links: readonly ComponentChildren[] }) {
  const parts = text(...links.map((_, i) => mark(i))).split(/\u0001(\d+)\u0001/);
  // split keeps the captured link numbers at the odd places.
  return <>{parts.map((part, i) => (i % 2 === 0 ? part : links[Number(part)]))}</>;
}
