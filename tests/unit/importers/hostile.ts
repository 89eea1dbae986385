// Hostile and mutated inputs for the importers (shared by the property test and `npm run fuzz`):
// values an attacker or an old, corrupted link could hand over. Everything comes from a seed, so a
// failing input can be rebuilt. Getters and proxies that throw are left out: they are code, not
// data a link, a file or storage can carry.
import fc from 'fast-check';

/** A small seeded PRNG (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** An array nested `depth` deep, built without recursion. */
export function nested(depth: number, leaf: unknown = 'red'): unknown {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

/** Deep values built once and frozen at every level, so the mutations below leave them alone. */
function frozenNested(depth: number, leaf: unknown): unknown {
  let value: unknown = Object.freeze(leaf);
  for (let i = 0; i < depth; i += 1) value = Object.freeze([value]);
  return value;
}
const DEEP = frozenNested(5000, 'red');
const DEEP_EMPTY = frozenNested(3000, []);
const DEEP_100 = frozenNested(100, 'red');

const PROTO_KEYS = ['toString', 'constructor', '__proto__', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'toJSON', 'then', 'length', 'prototype'];

/** One nasty value: prototype keys, deep nesting, huge sizes, non-JSON values. */
export function hostileValue(random: () => number): unknown {
  switch (Math.floor(random() * 16)) {
    case 0: return JSON.parse(`{"${pick(random, PROTO_KEYS)}": ${pick(random, ['true', '1', '{}', '[]', 'null', '"x"'])}}`);
    case 1: return DEEP;
    case 2: return { cubes: DEEP, sides: DEEP_EMPTY };
    case 3: return pick(random, [1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0, 0.5, -1, NaN, Infinity, 2 ** 32, 1e21]);
    case 4: return 'x'.repeat(20_000 + Math.floor(random() * 10));
    case 5: return Array.from({ length: 2_000 }, () => pick(random, ['red', 'red-1', 1, null]));
    case 6: return pick(random, [null, undefined, true, false, 0, '', [], {}]);
    case 7: return pick(random, ['\u0000', '\ud800', '🎈', '\u202e', 'red\u0000', ' red ', 'RED', 'red-01']);
    case 8: return Object.create(null) as object;
    case 9: return pick(random, [Symbol('s'), () => 1, 10n, new Date(0), new Map([[1, 2]]), /re/]);
    case 10: return Object.assign(Object.create(null) as object, { [pick(random, PROTO_KEYS)]: DEEP_100 });
    case 11: { const sparse: unknown[] = []; sparse[20_000] = 'red'; return sparse; }
    case 12: return { toString: 1, valueOf: 1, constructor: 1 };
    case 13: return [{ toString: 1 }, { constructor: [] }];
    case 14: return JSON.parse('{"__proto__": {"toString": 1}, "constructor": {"prototype": 1}}');
    default: return pick(random, ['gray', 'blue', 'green', 'yellow', 'red', 0, 1, 2, 3, 4, 13, 'mountain', 'flatland', 'bag', 'box']);
  }
}

/** Sets an own property as JSON.parse does, even for "__proto__" or a key read-only up the chain. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}

function clone(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

/** A value close to a valid one: a nudged number, a swapped word, an element doubled or lost. */
function nearby(value: unknown, random: () => number): unknown {
  if (typeof value === 'number') return value + pick(random, [-1, 1, 7, -13, 45]);
  if (typeof value === 'string') return pick(random, [`${value}x`, value.slice(1), value.toUpperCase(), 'red', 'gray-13', 'yellow-4', 'blue', value + value]);
  if (Array.isArray(value) && value.length <= 100) {
    const copy = [...value];
    const r = random();
    if (r < 0.3 && copy.length > 0) copy.splice(Math.floor(random() * copy.length), 1);
    else if (r < 0.6 && copy.length > 0) copy.push(copy[Math.floor(random() * copy.length)]);
    else if (r < 0.8) copy.push(...Array.from({ length: 20 }, () => copy[0] ?? 'red'));
    else copy.reverse();
    return copy;
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    const keys = Object.keys(copy);
    if (keys.length > 0 && random() < 0.5) delete copy[pick(random, keys)];
    else setOwn(copy, pick(random, [...PROTO_KEYS, 'red', 'extra']), hostileValue(random));
    return copy;
  }
  return hostileValue(random);
}

/** Replaces one node (chosen by walking down at random) of a JSON-like value. */
function mutateOnce(root: unknown, random: () => number): unknown {
  const fresh = (old: unknown): unknown => (random() < 0.5 ? hostileValue(random) : nearby(old, random));
  if (typeof root !== 'object' || root === null || Object.isFrozen(root) || random() < 0.15) return fresh(root);
  let parent = root as Record<string, unknown>;
  let key: string = pick(random, Object.keys(parent).length > 0 ? Object.keys(parent) : ['0']);
  for (let depth = 0; depth < 6; depth += 1) {
    const child = parent[key];
    if (typeof child !== 'object' || child === null || Object.isFrozen(child) || random() < 0.3) break;
    const keys = Object.keys(child);
    if (keys.length === 0) break;
    parent = child as Record<string, unknown>;
    key = pick(random, keys);
  }
  setOwn(parent, key, fresh(parent[key]));
  return root;
}

/** One to three mutations of a copy of `valid`. */
export function mutate(valid: unknown, seed: number): unknown {
  const random = rng(seed);
  let value = clone(valid);
  const n = 1 + Math.floor(random() * 3);
  for (let i = 0; i < n; i += 1) value = mutateOnce(value, random);
  return value;
}

/** A mutated copy of a valid text code: characters changed, dropped, doubled, or a tail added. */
export function mutateText(valid: string, seed: number, alphabet: string): string {
  const random = rng(seed);
  let text = valid;
  const n = 1 + Math.floor(random() * 3);
  for (let i = 0; i < n; i += 1) {
    const at = Math.floor(random() * (text.length + 1));
    const ch = alphabet[Math.floor(random() * alphabet.length)]!;
    switch (Math.floor(random() * 6)) {
      case 0: text = text.slice(0, at) + ch + text.slice(at + 1); break;
      case 1: text = text.slice(0, at) + text.slice(at + 1); break;
      case 2: text = text.slice(0, at) + ch + text.slice(at); break;
      case 3: text = text.slice(0, at) + text.slice(at, at + 5).repeat(3) + text.slice(at); break;
      case 4: text += pick(random, ['\u0000', '🎈', ' ', 'x'.repeat(10_000), '__proto__']); break;
      default: text = text.slice(0, at);
    }
  }
  return text;
}

/** Arbitrary values of every kind fast-check makes, null-prototype and odd-keyed objects included. */
export const arbitraryInput: fc.Arbitrary<unknown> = fc.anything({
  maxDepth: 3,
  maxKeys: 4,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withNullPrototype: true,
  withObjectString: true,
  withSet: true,
  withSparseArray: true,
  withTypedArray: true,
  key: fc.oneof(fc.constantFrom(...PROTO_KEYS, 'tiles', 'hands', 'players', 'options', 'cubes', 'trophies', 'position'), fc.string()),
});
