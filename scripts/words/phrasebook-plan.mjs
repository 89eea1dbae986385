// Which messages go in which island module. Each island's code says some messages on its first
// render (eager) and some in code it loads later; an island that always appears beside another
// (islands.json "words": the other's name) shares that one's phrasebook, so a page carries each
// sentence once.

/** `keys` (area → Set) without the keys any of `known` holds; areas left empty are dropped. */
export function without(keys, ...known) {
  return new Map([...keys].map(([area, set]) => [area, new Set([...set].filter((key) => !known.some((k) => k.get(area)?.has(key))))]).filter(([, set]) => set.size > 0));
}

/**
 * For each island (`{ name, island, eager, later }`): the phrasebook it reads first (`book`: its
 * own name or the shared one's), what its own first-render module adds (`eager`), what its own
 * later module holds (`later`), and whether it loads the shared island's later words (`shared`).
 * Words of the code an island loads later form one module per island and locale: what that code
 * names and the first render has not brought. An island sharing another's phrasebook also loads
 * the other's later words when it needs some of them, and its own only for the rest.
 */
export function planPhrasebooks(islandWords) {
  const byName = new Map(islandWords.map((entry) => [entry.name, entry]));
  const plan = new Map();
  for (const entry of islandWords) {
    const book = entry.island.words ?? entry.name;
    const owner = byName.get(book);
    if (!owner) throw new Error(`words: islands.json: ${entry.name} shares the phrasebook of ${book}, which is not an island`);
    const eager = book === entry.name ? entry.eager : without(entry.eager, owner.eager);
    const ownerLater = book === entry.name ? new Map() : without(owner.later, owner.eager);
    const later = without(entry.later, owner.eager, eager, ownerLater);
    const shared = [...ownerLater].some(([area, keys]) => [...(entry.later.get(area) ?? [])].some((key) => keys.has(key)));
    plan.set(entry.name, { book, eager, later, shared, ownerLater: shared ? ownerLater : new Map(), ownerEager: owner.eager });
  }
  return plan;
}

/**
 * The messages an island's code names that its modules do not give it (area → Set): empty when
 * the plan is whole. `received` is what its phrasebooks hold on the page (the shared book's first
 * render, its own, the later modules it loads).
 */
export function missingWords(entry, plan) {
  const { eager, later, ownerLater, ownerEager } = plan.get(entry.name);
  const received = [ownerEager, eager, later, ownerLater];
  return without(new Map([...entry.eager, ...[...entry.later].map(([area, keys]) => [area, new Set([...keys, ...(entry.eager.get(area) ?? [])])])]), ...received);
}
