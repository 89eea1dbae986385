// An independent statement of the cascade for the tests: plain arrays, no memo tricks, none of the
// engine's code. Rules §6 read directly: a part may always pass (a part with nothing to claim
// passing by itself is the same as passing), W's pass hands the part to O, O's pass ends the
// cascade, O's claim hands it back to W, a third trophy ends the game.
const COST = [3, 4, 5, 6, 7]; // gray, blue, green, yellow, red
const NAMES = ['gray', 'blue', 'green', 'yellow', 'red'] as const;

export interface BruteState {
  cubes: number[][]; // [player][color]
  trophies: boolean[][]; // [player][color]
  winner: 0 | 1;
  tradeAfterWin: boolean;
}

export type BruteAction = { pass: true } | { trophy: number; sets: number[] };

/** `pass` or `trophy+color n+...` like cascadeActionKey, to compare with the engine. */
export function bruteKey(action: BruteAction): string {
  if ('pass' in action) return 'pass';
  const sets = action.sets.flatMap((n, c) => (n > 0 ? [`${NAMES[c]}${n}`] : []));
  return [NAMES[action.trophy], ...sets].join('+');
}

function claimed(s: BruteState, c: number): boolean {
  return s.trophies[0]![c]! || s.trophies[1]![c]!;
}

export function bruteActions(s: BruteState, part: 0 | 1): BruteAction[] {
  const out: BruteAction[] = [{ pass: true }];
  const mine = s.cubes[part]!;
  const trades = !s.tradeAfterWin || part === s.winner;
  for (let c = 0; c < 5; c++) {
    if (claimed(s, c)) continue;
    const need = COST[c]! - Math.min(mine[c]!, COST[c]!);
    // Every way to choose n[t] sets of each claimed color t with total `need`.
    const choose = (t: number, left: number, sets: number[]): void => {
      if (t === 5) {
        if (left === 0) out.push({ trophy: c, sets: [...sets] });
        return;
      }
      const max = trades && claimed(s, t) ? Math.floor(mine[t]! / 3) : 0;
      for (let n = 0; n <= Math.min(max, left); n++) {
        sets[t] = n;
        choose(t + 1, left - n, sets);
      }
      sets[t] = 0;
    };
    choose(0, need, [0, 0, 0, 0, 0]);
  }
  return out;
}

function play(s: BruteState, part: 0 | 1, a: { trophy: number; sets: number[] }): BruteState {
  const cubes = s.cubes.map((row) => [...row]);
  const trophies = s.trophies.map((row) => [...row]);
  cubes[part]![a.trophy]! -= Math.min(cubes[part]![a.trophy]!, COST[a.trophy]!);
  a.sets.forEach((n, t) => (cubes[part]![t]! -= 3 * n));
  trophies[part]![a.trophy] = true;
  return { ...s, cubes, trophies };
}

/** +1 W wins, 0 nobody, −1 O wins, after `action` by `part`. */
export function bruteAfter(s: BruteState, part: 0 | 1, action: BruteAction, memo: Map<string, number>): number {
  const o = (1 - s.winner) as 0 | 1;
  if ('pass' in action) return part === s.winner ? bruteValue(s, o, memo) : 0;
  const next = play(s, part, action);
  if (next.trophies[part]!.filter(Boolean).length >= 3) return part === s.winner ? 1 : -1;
  return bruteValue(next, s.winner, memo);
}

export function bruteValue(s: BruteState, part: 0 | 1, memo: Map<string, number>): number {
  const key = JSON.stringify([s.cubes, s.trophies, part]);
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  const values = bruteActions(s, part).map((a) => bruteAfter(s, part, a, memo));
  const v = part === s.winner ? Math.max(...values) : Math.min(...values);
  memo.set(key, v);
  return v;
}
