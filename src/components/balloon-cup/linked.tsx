/**
 * A message with a link inside it: the message is asked for with a mark where the link goes, and
 * the link (an element) is set there, so the sentence stays whole for each language.
 */
import type { ComponentChildren } from 'preact';

const MARK = '\u0001';

export function Linked({ text, link }: { text: (mark: string) => string; link: ComponentChildren }) {
  const [before, after = ''] = text(MARK).split(MARK);
  return <>{before}{link}{after}</>;
}
