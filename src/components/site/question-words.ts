// The words around each answer on the questions pages, one function per message.

/** The link from an answer to the chapter that holds the rule. */
export function ruleLink(chapter: string): string {
  return `The rule: ${chapter}`;
}

/** The link from an answer to the live example that shows it. */
export function exampleLink(example: string): string {
  return `See it on the table: ${example}`;
}

/** The hidden label of a question's own link. */
export function questionAnchorLabel(question: string): string {
  return `Link to the question “${question}”`;
}
