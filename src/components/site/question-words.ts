// The words around each answer on the questions pages, one message each (src/messages/questions/).
import { m } from '../../paraglide/words/questions.ts';

/** The link from an answer to the chapter that holds the rule. */
export function ruleLink(chapter: string): string {
  return m.rule_link({ chapter });
}

/** The link from an answer to the live example that shows it. */
export function exampleLink(example: string): string {
  return m.example_link({ example });
}

/** The hidden label of a question's own link. */
export function questionAnchorLabel(question: string): string {
  return m.question_anchor({ question });
}
