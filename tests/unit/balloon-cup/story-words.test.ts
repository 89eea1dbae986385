// The sentences that tell a game's moves (story.ts), for every person and number: the person
// playing against the computer reads "You put…", "your side", "you take"; a named player reads
// "Ana puts…", "Ben's side". Whole games are played through the engine (a different legal move
// each turn, from several deals and every edition) and every sentence told is checked, in both
// forms, for the bent verbs and wrong plurals the replay page once showed.
import { describe, expect, it } from 'vitest';
import { PRESETS, apply, legalMoves, mover } from '../../../src/engine/balloon-cup/index.ts';
import type { GameState, Move, Player } from '../../../src/engine/balloon-cup/index.ts';
import { startOf } from '../../../src/engine/balloon-cup/record.ts';
import { moveLabel, refusalText, stepText, tell } from '../../../src/machines/balloon-cup/story.ts';
import type { Names } from '../../../src/machines/balloon-cup/story.ts';

const WRONG_FOR_YOU = /\bYou(?:'s| (?:puts|draws|swaps|claims|passes|shows|holds|wins|takes|has|does|lost the scoring and so takes))\b|\byou takes\b|\bYour's\b/;
const WRONG_PLURAL = /\b1 (?:cubes|cards)\b|\bfewer than 1\b/;

interface Told {
  readonly you: string[];
  readonly named: string[];
}

/** Plays a game (move k picks legal move (k * 7 + seed) % n) and tells every move both ways. */
function playAndTell(seed: number, options = PRESETS['rio-grande'], limit = 400): Told {
  const you: string[] = [];
  const named: string[] = [];
  let state: GameState = startOf({ seed, options });
  for (let k = 0; k < limit && state.result === null; k += 1) {
    const moves = legalMoves(state);
    const move = moves[(k * 7 + seed) % moves.length]!;
    const applied = apply(state, move);
    if (!applied.ok) throw new Error(applied.message);
    const asYou: Names = ['You', 'Computer'];
    const asNames: Names = ['Ana', 'Ben'];
    you.push(...tell(state, applied.value).map((s) => stepText(s.told, asYou, 0)), moveLabel(move, asYou, state, 0));
    named.push(...tell(state, applied.value).map((s) => stepText(s.told, asNames)), moveLabel(move, asNames, state));
    state = applied.value.state;
  }
  return { you, named };
}

describe('the sentences of a game, for the person and for a named player', () => {
  const games = [1, 2, 3, 17, 2024].flatMap((seed) => Object.values(PRESETS).map((options) => playAndTell(seed, options)));

  it('never bend a verb or a possessive for the person, nor say "1 cubes"', () => {
    const bad = games.flatMap((g) => [...g.you, ...g.named]).filter((text) => WRONG_FOR_YOU.test(text) || WRONG_PLURAL.test(text));
    expect([...new Set(bad)]).toEqual([]);
  });

  it('say "You put… on your own side" and "Computer puts… on your side" against the computer', () => {
    const you = games.flatMap((g) => g.you);
    expect(you.some((t) => /^You put the \w+ \d+ on (your own|Computer's) side of tile \d\.$/.test(t))).toBe(true);
    expect(you.some((t) => /^Computer puts the \w+ \d+ on (their own|your) side of tile \d\.$/.test(t))).toBe(true);
    expect(you.some((t) => /^You draw \d+ cards? from the supply\.$/.test(t))).toBe(true);
    expect(you.some((t) => /: you take /.test(t)) || you.some((t) => /^You lost the scoring and so take the next turn\.$/.test(t))).toBe(true);
  });

  it('name both players with their own verbs when nobody is "you"', () => {
    const named = games.flatMap((g) => g.named);
    expect(named.some((t) => /^Ana puts the \w+ \d+ on (their own|Ben's) side of tile \d\.$/.test(t))).toBe(true);
    expect(named.some((t) => /^Ben draws \d+ cards? from the supply\.$/.test(t))).toBe(true);
    expect(named.join(' ')).not.toMatch(/\byour\b|\bYou\b/);
  });
});

describe('a refusal names the person\'s side as "your side"', () => {
  it('for a side already full of that color', () => {
    // Find, in a real game, a placement the engine refuses because the side is full for its color.
    let state: GameState = startOf({ seed: 5, options: PRESETS['rio-grande'] });
    let found: string | null = null;
    for (let k = 0; k < 300 && !found && state.result === null; k += 1) {
      const me: Player = mover(state);
      if (!state.cascade) {
        for (const card of state.hands[me]) {
          for (const tile of [1, 2, 3, 4] as const) {
            const move: Move = { type: 'place', card, tile, side: 0 };
            const r = apply(state, move);
            if (!r.ok && r.error === 'side-full-for-color') {
              const text = refusalText(r, move, state, ['You', 'Computer'], 0);
              if (/already has/.test(text)) found = text;
            }
          }
        }
      }
      const moves = legalMoves(state);
      const applied = apply(state, moves[k % moves.length]!);
      if (!applied.ok) break;
      state = applied.value.state;
    }
    expect(found).toMatch(/and your side already has (it|them)\.$/);
  });
});
