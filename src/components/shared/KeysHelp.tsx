/**
 * The small "Keys" help under an island, the same in both games: the island's keyboard
 * shortcuts, shown on request. A <details>, so it works without JavaScript, takes one line when
 * closed, and opens in the page's flow (nothing drawn over the board). Rendered by the page around
 * the island, not inside it, so it costs the island no JavaScript.
 */
import { m } from '../../paraglide/words/bcpage.ts';

/** A text, or the message that says it (read as the page renders, in its language). */
type Words = string | (() => string);
export type KeyList = readonly (readonly [keys: Words, does: Words])[];

const say = (words: Words): string => (typeof words === 'string' ? words : words());

export function KeysHelp({ keys }: { keys: KeyList }) {
  return (
    <details class="keys-help">
      <summary>{m.keys_summary()}</summary>
      <dl>
        {keys.map(([k, does]) => (
          <div key={say(k)}>
            <dt><kbd>{say(k)}</kbd></dt>
            <dd>{say(does)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
