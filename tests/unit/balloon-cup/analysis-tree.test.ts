// The analysis board's tree of variations (src/machines/balloon-cup/analysis-tree.ts) on plain
// numbers: a move played after going back branches beside the line, nothing played is lost,
// redo follows the child last visited, and the tree lists as a score sheet writes variations.
import { describe, expect, it } from 'vitest';
import { branch, lineOf, pathTo, rootOf, treeLines, walkLine } from '../../../src/machines/balloon-cup/analysis-tree.ts';
import type { LineNode } from '../../../src/machines/balloon-cup/analysis-tree.ts';

type Node = LineNode<string, string, null>;
type Tree = { nodes: readonly Node[]; at: number };

/** Plays `move` where the tree is shown: a state is the moves that led to it. */
const play = (tree: Tree, move: string): Tree => branch(tree.nodes, tree.at, move, tree.nodes[tree.at]!.state + move, null, (m) => m === move);
const start = (): Tree => ({ nodes: [rootOf<string, string, null>('', null)], at: 0 });
const states = (tree: Tree, ids: readonly number[]) => ids.map((id) => tree.nodes[id]!.state);

describe('the tree of variations', () => {
  it('branches beside the line instead of discarding it', () => {
    let tree = play(play(play(start(), 'a'), 'b'), 'c');
    tree = { ...tree, at: pathTo(tree.nodes, tree.at)[1]! };
    tree = play(tree, 'x');
    expect(tree.nodes).toHaveLength(5);
    expect(tree.nodes[tree.at]!.state).toBe('ax');
    // The line shown is the branch; the old line is still in the tree, listed beside it.
    expect(states(tree, lineOf(tree.nodes, tree.at))).toEqual(['', 'a', 'ax']);
    const lines = treeLines(tree.nodes);
    expect(states(tree, lines.map((s) => s.id))).toEqual(['a', 'ab', 'abc']);
    expect(states(tree, lines[1]!.variations[0]!.map((s) => s.id))).toEqual(['ax']);
  });

  it('redo follows the child last visited, and the same move twice is one node', () => {
    let tree = play(play(start(), 'a'), 'b');
    const b = tree.at;
    tree = play({ ...tree, at: 1 }, 'x');
    expect(tree.nodes[1]!.next).toBe(tree.at);
    tree = walkLine(tree.nodes, b);
    expect(tree.nodes[1]!.next).toBe(b);
    expect(states(tree, lineOf(tree.nodes, 0))).toEqual(['', 'a', 'ab']);
    const again = play({ ...tree, at: 1 }, 'x');
    expect(again.nodes).toHaveLength(tree.nodes.length);
    expect(again.nodes[again.at]!.state).toBe('ax');
  });

  it('lists variations of variations nested under the move they branch beside', () => {
    let tree = play(play(start(), 'a'), 'b');
    tree = play(play({ ...tree, at: 0 }, 'c'), 'd');
    tree = play({ ...tree, at: pathTo(tree.nodes, tree.at)[1]! }, 'e');
    const lines = treeLines(tree.nodes);
    expect(states(tree, lines.map((s) => s.id))).toEqual(['a', 'ab']);
    const variation = lines[0]!.variations[0]!;
    expect(states(tree, variation.map((s) => s.id))).toEqual(['c', 'cd']);
    expect(states(tree, variation[1]!.variations[0]!.map((s) => s.id))).toEqual(['ce']);
  });
});
