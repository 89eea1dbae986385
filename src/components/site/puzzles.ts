/**
 * The puzzles collection, loaded and checked (see puzzle-check.ts): every page that lists or
 * shows puzzles goes through here, so the build fails on a puzzle the solver disagrees with.
 */
import { getCollection } from 'astro:content';
import type { CheckedPuzzle } from '../../engine/balloon-cup/puzzle.ts';
import { checkPuzzleEntries } from './puzzle-check.ts';

let cache: Promise<CheckedPuzzle[]> | null = null;

export function balloonCupPuzzles(): Promise<CheckedPuzzle[]> {
  cache ??= getCollection('balloonCupPuzzles').then((entries) => checkPuzzleEntries(entries));
  return cache;
}
