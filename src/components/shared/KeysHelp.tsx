/**
 * The small "Keys" help under an island, the same in both games: the island's keyboard
 * shortcuts, shown on request. A <details>, so it works without JavaScript, takes one line when
 * closed, and opens in the page's flow (nothing drawn over the board). Rendered by the page around
 * the island, not inside it, so it costs the island no JavaScript.
 */
export type KeyList = readonly (readonly [keys: string, does: string])[];

export function KeysHelp({ keys }: { keys: KeyList }) {
  return (
    <details class="keys-help">
      <summary>Keys</summary>
      <dl>
        {keys.map(([k, does]) => (
          <div key={k}>
            <dt><kbd>{k}</kbd></dt>
            <dd>{does}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
