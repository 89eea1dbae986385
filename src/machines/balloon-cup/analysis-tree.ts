// The analysis board's tree of variations (analysis.ts): the opened position is node 0 and each
// move played makes a child, so a different move played after going back starts a branch beside
// the line it left instead of discarding it. Each node remembers the child last played or visited
// (`next`): undo goes to the parent, redo to that child, and the line shown (and linked) is the
// path to the node shown followed on through those children. Nodes are never removed, so a node's
// number names it for as long as the tree lives.

export interface LineNode<S, M, K> {
  readonly parent: number | null;
  /** The move that led here (null for the opened position). */
  readonly move: M | null;
  readonly state: S;
  /** What each player knew of the other hand here. */
  readonly known: K;
  /** The first child is the line the node was first played on; the others its variations. */
  readonly children: readonly number[];
  /** The child redo goes to: the one last played or visited. */
  readonly next: number | null;
}

type Tree<S, M, K> = { readonly nodes: readonly LineNode<S, M, K>[]; readonly at: number };

export function rootOf<S, M, K>(state: S, known: K): LineNode<S, M, K> {
  return { parent: null, move: null, state, known, children: [], next: null };
}

/** The nodes from the opened position to `at`. */
export function pathTo<S, M, K>(nodes: readonly LineNode<S, M, K>[], at: number): number[] {
  const path: number[] = [];
  for (let id: number | null = at; id !== null; id = nodes[id]!.parent) path.unshift(id);
  return path;
}

/** The line shown with `at`: the path to it, then on through each node's `next` to the end. */
export function lineOf<S, M, K>(nodes: readonly LineNode<S, M, K>[], at: number): number[] {
  const line = pathTo(nodes, at);
  for (let id = nodes[at]!.next; id !== null; id = nodes[id]!.next) line.push(id);
  return line;
}

/** The tree showing `at`, each node on the way to it remembering the child that leads there (so redo and the link follow it). */
export function walkLine<S, M, K>(nodes: readonly LineNode<S, M, K>[], at: number): Tree<S, M, K> {
  const copy = [...nodes];
  for (let id = at, parent = nodes[at]!.parent; parent !== null; id = parent, parent = nodes[parent]!.parent) {
    if (copy[parent]!.next !== id) copy[parent] = { ...copy[parent]!, next: id };
  }
  return { nodes: copy, at };
}

/**
 * The tree with `move` (leading to `state`, with `known`) played at node `at`: the child it
 * already leads to when `same` finds one, else a new child after the others. Either is shown.
 */
export function branch<S, M, K>(nodes: readonly LineNode<S, M, K>[], at: number, move: M, state: S, known: K, same: (move: M) => boolean): Tree<S, M, K> {
  const existing = nodes[at]!.children.find((id) => same(nodes[id]!.move!));
  if (existing !== undefined) return walkLine(nodes, existing);
  const id = nodes.length;
  const grown = [...nodes, { parent: at, move, state, known, children: [], next: null }];
  grown[at] = { ...nodes[at]!, children: [...nodes[at]!.children, id] };
  return walkLine(grown, id);
}

/** One move of the tree as it is listed: its node, and the variations that branch off beside it. */
export interface TreeStep {
  readonly id: number;
  readonly variations: readonly (readonly TreeStep[])[];
}

/**
 * The tree as nested lines, the way a score sheet writes variations: from the first child of
 * `from` on through first children, each first child followed by its siblings' lines.
 */
export function treeLines<S, M, K>(nodes: readonly LineNode<S, M, K>[], from = 0): TreeStep[] {
  const first = nodes[from]!.children[0];
  return first === undefined ? [] : lineFrom(nodes, first);
}

function lineFrom<S, M, K>(nodes: readonly LineNode<S, M, K>[], start: number): TreeStep[] {
  const steps: TreeStep[] = [];
  for (let id: number | undefined = start; id !== undefined; id = nodes[id]!.children[0]) {
    const parent = nodes[id]!.parent;
    const siblings = parent === null ? [] : nodes[parent]!.children;
    const variations = siblings[0] === id ? siblings.slice(1).map((alt) => lineFrom(nodes, alt)) : [];
    steps.push({ id, variations });
  }
  return steps;
}
