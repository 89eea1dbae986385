// Searches seeded random cascade positions for puzzle candidates: a side with a clear goal, few
// correct first actions, several tempting wrong ones. Prints each candidate with its code, the
// answer as the puzzle files write it, a difficulty estimate and a guessed theme; a person then
// picks, names and explains the good ones in content/puzzles/balloon-cup/.
//
//   npm run puzzles:candidates -- --seed 7 --count 20 [--tries 50000] [--scoring] [--theme order-matters]
//                               [--side W|O] [--goal win|avoid-losing] [--min 3] [--climb 200] [--json]
// --climb N: from each candidate, N small random changes, kept when the puzzle gets no easier.
import { COLORS } from '../src/engine/balloon-cup/components.ts';
import type { Color, Player } from '../src/engine/balloon-cup/components.ts';
import type { CascadeAction, CascadePosition } from '../src/engine/balloon-cup/cascade.ts';
import { applyCascadeAction, startCascade } from '../src/engine/balloon-cup/cascade.ts';
import { cascadeActionKey, cascadeActionToJson, describeCascadeAction } from '../src/engine/balloon-cup/cascade-action.ts';
import { checkCascadePosition, encodeCascade } from '../src/engine/balloon-cup/cascade-code.ts';
import { randomCascadePosition, randomScoring, seededRandom } from '../src/engine/balloon-cup/cascade-random.ts';
import type { ActionEvaluation, CascadeSolution } from '../src/engine/balloon-cup/cascade-solver.ts';
import { evaluateActions, isWinFor, solveCascade } from '../src/engine/balloon-cup/cascade-solver.ts';
import type { PuzzleGoal, PuzzleTheme } from '../src/engine/balloon-cup/puzzle.ts';

interface Args {
  seed: number;
  count: number;
  tries: number;
  scoring: boolean;
  theme: string | null;
  side: 'W' | 'O' | null;
  goal: PuzzleGoal | null;
  min: number;
  json: boolean;
  climb: number;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { seed: 1, count: 20, tries: 50_000, scoring: false, theme: null, side: null, goal: null, min: 1, json: false, climb: 0 };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i]!;
    const value = argv[i + 1];
    const number = (): number => {
      i += 1;
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0) throw new Error(`${flag}: expected a whole number, got ${value}`);
      return n;
    };
    if (flag === '--seed') args.seed = number();
    else if (flag === '--count') args.count = number();
    else if (flag === '--tries') args.tries = number();
    else if (flag === '--min') args.min = number();
    else if (flag === '--climb') args.climb = number();
    else if (flag === '--scoring') args.scoring = true;
    else if (flag === '--json') args.json = true;
    else if (flag === '--theme') { args.theme = value ?? null; i += 1; }
    else if (flag === '--side' && (value === 'W' || value === 'O')) { args.side = value; i += 1; }
    else if (flag === '--goal' && (value === 'win' || value === 'avoid-losing')) { args.goal = value; i += 1; }
    else if (/^\d+$/.test(flag) && i === 0) args.seed = Number(flag); // `npm run puzzles:candidates -- 7`
    else throw new Error(`unknown argument ${flag}`);
  }
  return args;
}

export interface Candidate {
  readonly code: string;
  readonly start: 'phase' | 'scoring';
  readonly compulsory: readonly Color[];
  readonly position: CascadePosition;
  readonly side: 'W' | 'O';
  readonly goal: PuzzleGoal;
  readonly solution: CascadeSolution;
  readonly evaluations: readonly ActionEvaluation[];
  readonly difficulty: number;
  readonly score: number;
  readonly theme: PuzzleTheme;
}

function claimsBy(line: readonly CascadeAction[], position: CascadePosition): Array<{ player: Player; action: CascadeAction }> {
  const out: Array<{ player: Player; action: CascadeAction }> = [];
  let current: CascadePosition | null = position;
  for (const action of line) {
    if (current === null) break;
    out.push({ player: current.part, action });
    const step = applyCascadeAction(current, action);
    current = step.ok ? step.value.position : null;
  }
  return out;
}

/** A guess at the idea a person needs; the writer of the puzzle decides. */
function guessTheme(position: CascadePosition, solution: CascadeSolution, evaluations: readonly ActionEvaluation[], scoring: boolean): PuzzleTheme {
  const best = new Set(solution.best.map(cascadeActionKey));
  const wrong = evaluations.filter((e) => !best.has(cascadeActionKey(e.action)));
  const bestClaims = solution.best.filter((a) => a.type === 'claim');
  if (scoring) return 'compulsory-claims';
  if (solution.best.length === 1 && solution.best[0]!.type === 'pass') return 'hold-back-a-trade';
  // A wrong claim of the trophy the winning line takes later: the order was the point.
  const later = claimsBy(solution.pv, position).slice(1).filter((c) => c.player === position.part).map((c) => c.action.type === 'claim' ? c.action.trophy : null);
  if (wrong.some((e) => e.action.type === 'claim' && later.includes(e.action.trophy))) return 'order-matters';
  // A wrong claim whose refutation trades in the color that claim just opened.
  const opens = wrong.some((e) => e.action.type === 'claim' && e.line.some((a) => a.type === 'claim' && (a.sets[(e.action as { trophy: Color }).trophy] ?? 0) > 0));
  if (opens) return 'deny-a-trade-color';
  if (bestClaims.some((a) => a.type === 'claim' && Object.values(a.sets).reduce((s, n) => s + (n ?? 0), 0) >= 2)) return 'counting-sets';
  return position.part === position.winner ? 'limit-the-damage' : 'the-other-players-claim';
}

function analyse(position: CascadePosition, code: string, start: 'phase' | 'scoring', compulsory: readonly Color[]): Candidate | null {
  const solution = solveCascade(position);
  const side = position.part === position.winner ? 'W' : 'O';
  const wins = isWinFor(solution.value, position.part, position.winner);
  if (!wins && solution.value !== 'no-win') return null;
  const goal: PuzzleGoal = wins ? 'win' : 'avoid-losing';
  const evaluations = evaluateActions(position);
  const best = new Set(solution.best.map(cascadeActionKey));
  const wrong = evaluations.filter((e) => !best.has(cascadeActionKey(e.action)));
  const wrongClaims = wrong.filter((e) => e.action.type === 'claim');
  // Narrow: at most two right answers and at least two tempting wrong claims.
  if (solution.best.length > 2 || wrongClaims.length < 2) return null;
  // A third trophy in one claim is no puzzle.
  if (wins && solution.pv.length === 1) return null;
  // Payments of one trophy never differ in value, so count trophies, not payments.
  const trophiesOf = (actions: readonly CascadeAction[]): Set<string> =>
    new Set(actions.map((a) => (a.type === 'claim' ? a.trophy : 'pass')));
  const wrongTrophies = trophiesOf(wrongClaims.map((e) => e.action)).size;
  const longestRefutation = Math.max(0, ...wrong.map((e) => e.line.length));
  const passLoses = wrong.some((e) => e.action.type === 'pass' && !isWinFor(e.value, position.part, position.winner) && e.value !== 'no-win');
  const onlyPass = solution.best.length === 1 && solution.best[0]!.type === 'pass';
  const multiSet = solution.best.some((a) => a.type === 'claim' && Object.values(a.sets).reduce((n, k) => n + (k ?? 0), 0) >= 2);
  const score =
    wrongTrophies + solution.pv.length + longestRefutation +
    (trophiesOf(solution.best).size === 1 ? 1 : 0) +
    (passLoses ? 1 : 0) + (onlyPass ? 1 : 0) + (multiSet ? 1 : 0) + (start === 'scoring' ? 1 : 0);
  // Calibrated on positions a game can reach, where scores run from about 4 to 9.
  const difficulty = score <= 4 ? 1 : score <= 6 ? 2 : score <= 7 ? 3 : score <= 8 ? 4 : 5;
  return {
    code, start, compulsory, position, side, goal, solution, evaluations, difficulty, score,
    theme: guessTheme(position, solution, evaluations, start === 'scoring' && compulsory.length > 0),
  };
}

/** Small changes to a running cascade: a cube more or less, a trophy moved, the part handed over. */
function mutate(position: CascadePosition, random: () => number): CascadePosition {
  const players = position.players.map((p) => ({ cubes: { ...p.cubes }, trophies: [...p.trophies] }));
  const r = random();
  const who = random() < 0.5 ? 0 : 1;
  const color = COLORS[Math.floor(random() * COLORS.length)]!;
  if (r < 0.7) {
    players[who]!.cubes[color] = Math.max(0, players[who]!.cubes[color] + (random() < 0.5 ? -1 : 1));
  } else if (r < 0.9) {
    for (const p of players) p.trophies = p.trophies.filter((t) => t !== color);
    if (random() < 0.67) players[who]!.trophies.push(color);
  } else {
    return { ...position, part: position.part === 0 ? 1 : 0 };
  }
  return { ...position, players: [players[0]!, players[1]!] };
}

/** Hill-climbs from a candidate towards harder puzzles, keeping every step a reachable position. */
function climb(start: Candidate, steps: number, random: () => number): Candidate {
  let best = start;
  for (let i = 0; i < steps && best.start === 'phase'; i += 1) {
    const position = mutate(best.position, random);
    if (!checkCascadePosition(position).ok) continue;
    const next = analyse(position, encodeCascade(position), 'phase', []);
    if (next && next.score >= best.score) best = next;
  }
  return best;
}

export function* candidates(args: Pick<Args, 'seed' | 'tries' | 'scoring' | 'climb'>): Generator<Candidate> {
  const random = seededRandom(args.seed);
  const seen = new Set<string>();
  for (let i = 0; i < args.tries; i += 1) {
    const spread = 1 + Math.floor(random() * 6);
    let candidate: Candidate | null;
    if (args.scoring) {
      const { players, winner } = randomScoring(random, spread);
      const at: CascadePosition = { players, winner, part: winner, tradeAfterWin: false };
      const step = startCascade(players, winner, at);
      const compulsory = step.events.flatMap((e) => (e.type === 'claimed' && e.compulsory ? [e.trophy] : []));
      if (step.position === null || step.gameWinner !== null || compulsory.length === 0) continue;
      const code = encodeCascade(at);
      if (seen.has(code)) continue;
      seen.add(code);
      candidate = analyse(step.position, code, 'scoring', compulsory);
    } else {
      const position = randomCascadePosition(random, { spread, midCascade: 0.3 });
      const code = encodeCascade(position);
      if (seen.has(code)) continue;
      seen.add(code);
      candidate = analyse(position, code, 'phase', []);
    }
    if (candidate) yield args.climb > 0 ? climb(candidate, args.climb, random) : candidate;
  }
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const found: Candidate[] = [];
  for (const c of candidates(args)) {
    if (args.theme && c.theme !== args.theme) continue;
    if (args.side && c.side !== args.side) continue;
    if (args.goal && c.goal !== args.goal) continue;
    if (c.difficulty < args.min) continue;
    found.push(c);
  }
  // The most demanding candidates first.
  found.sort((a, b) => b.score - a.score);
  for (const c of found.slice(0, args.count)) {
    const puzzle = {
      position: c.code,
      ...(c.start === 'scoring' ? { start: 'scoring' } : {}),
      side: c.side,
      goal: c.goal,
      difficulty: c.difficulty,
      theme: c.theme,
      answer: c.solution.best.map(cascadeActionToJson),
    };
    if (args.json) {
      console.log(JSON.stringify(puzzle));
      continue;
    }
    console.log(`${c.code}${c.start === 'scoring' ? ` (at the scoring; compulsory ${c.compulsory.join(', ')})` : ''}`);
    console.log(`  ${c.side} to ${c.goal}; value ${c.solution.value}; difficulty ${c.difficulty} (score ${c.score}); theme ${c.theme}`);
    console.log(`  answer: ${JSON.stringify(puzzle.answer)}`);
    console.log(`  line:   ${c.solution.pv.map(describeCascadeAction).join(' → ')}`);
    for (const e of c.evaluations) {
      if (c.solution.best.some((a) => cascadeActionKey(a) === cascadeActionKey(e.action))) continue;
      console.log(`  ✗ ${describeCascadeAction(e.action)} → ${e.value}${e.line.length ? `: ${e.line.map(describeCascadeAction).join(' → ')}` : ''}`);
    }
  }
  console.log(`${Math.min(found.length, args.count)} of ${found.length} candidates shown (seed ${args.seed}, ${args.tries} positions searched)`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
