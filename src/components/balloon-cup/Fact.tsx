/**
 * One fact of a Balloon Cup table (the board's panels and facts, the cascade table of the puzzles
 * and the sandbox): its label, then its value; or, when there is nothing, one whole sentence ("No
 * trophies yet"), because a label beside "none" is ungrammatical in Russian and Polish (play audit
 * M1, M8). Plain lines, not a <dl>, so a sentence may stand without a term. A label with a rule
 * (`code`) opens it in place (RuleLabel), except in a board drawn as one picture.
 */
import type { ComponentChildren } from 'preact';
import { RuleLabel } from '../rules/RuleCite.tsx';
import type { LabelCode } from '../rules/codes.ts';

export function Fact(props: { label: string; code?: LabelCode; picture?: boolean | undefined; none?: string | false; children: ComponentChildren }) {
  if (props.none) return <p class="bc-fact bc-muted">{props.none}</p>;
  // The space (read, not seen: the line is a flex row) ends the label's one text: a space before a
  // value in words made one text on the server, which hydrating split in two (the served page holds
  // text beside text as one text node, and hydration keeps served text only when it matches whole).
  const label = props.code && !props.picture ? <><RuleLabel code={props.code} text={props.label} />{' '}</> : `${props.label} `;
  return <p class="bc-fact"><span class="bc-fact-label">{label}</span>{props.children}</p>;
}
