// Content collections, loaded from `content/` at the repository root with the glob loader.
//
// - balloonCupRules: one MDX file per rules chapter (content/balloon-cup/rules/<slug>.mdx); the
//   file name is the URL slug (/balloon-cup/rules/<slug>/), `order` is the learning order.
// - balloonCupExamples: one JSON file per live example (content/balloon-cup/examples/**/ex-*.json);
//   the file name is the example id and its deep-link anchor (#ex-…), unique across the site.
//   `position` is Position JSON (shared/conformance/README.md). It is checked by the engine when
//   the example renders, not here, so a malformed position shows a clear message on its page
//   instead of breaking the build (tests/unit/site/examples.test.ts keeps the shipped ones valid).
// - balloonCupPuzzles: one JSON file per cascade puzzle (content/puzzles/balloon-cup/<id>.json).
//   The schema holds the shape (unknown fields fail); src/components/site/puzzles.ts then checks
//   each one with the solver, and any difference from the solver's answer fails the build.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { PUZZLE_GOALS, PUZZLE_THEMES } from './engine/balloon-cup/puzzle.ts';
import { GOALS } from './machines/balloon-cup/goals.ts';
import { EXAMPLE_GOALS as JC_GOALS } from './machines/jumping-cups/example.ts';
import { JC_PUZZLE_THEMES } from './components/jumping-cups/puzzle-themes.ts';
import { ALL_LOCALES, BASE_LOCALE } from './i18n/locales.ts';

const basename = ({ entry }: { entry: string }): string =>
  entry.replace(/^.*\//, '').replace(/\.[^.]+$/, '');

const chapterSchema = z.object({
  title: z.string(),
  /** Short label for navigation lists. */
  short: z.string(),
  description: z.string(),
  order: z.number().int().positive(),
});

const balloonCupRules = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content/balloon-cup/rules', generateId: basename }),
  schema: chapterSchema,
});

const EXAMPLE_KINDS = ['play', 'replay'] as const;

const balloonCupExamples = defineCollection({
  loader: glob({ pattern: '**/ex-*.json', base: './content/balloon-cup/examples', generateId: basename }),
  schema: z.object({
    title: z.string(),
    kind: z.enum(EXAMPLE_KINDS),
    /** Names for player 0 and player 1 (none: the page language's example names, names.ts). */
    names: z.tuple([z.string(), z.string()]).optional(),
    /** What the reader is asked to do, shown above the board. */
    prompt: z.string(),
    /** What completes the example for its progress mark (src/machines/balloon-cup/goals.ts). */
    goal: z.enum(GOALS),
    /** Rule options (shared/rules/balloon-cup.md); checked by the engine like the position. */
    options: z.unknown().optional(),
    /** Show the rule-option switches in the island. */
    showOptions: z.boolean().default(false),
    position: z.unknown(),
    /** replay: the line of moves to step through; play: unused. */
    moves: z.array(z.unknown()).default([]),
  }),
});

const puzzleAction = z.union([
  z.strictObject({ claim: z.string(), sets: z.record(z.string(), z.number()).optional() }),
  z.strictObject({ pass: z.literal(true) }),
]);

const balloonCupPuzzles = defineCollection({
  loader: glob({ pattern: '*.json', base: './content/puzzles/balloon-cup', generateId: basename }),
  schema: z.strictObject({
    id: z.string(),
    title: z.string(),
    theme: z.enum(PUZZLE_THEMES),
    difficulty: z.number().int().min(1).max(5),
    position: z.string(),
    start: z.enum(['phase', 'scoring']).optional(),
    side: z.enum(['W', 'O']),
    goal: z.enum(PUZZLE_GOALS),
    answer: z.array(puzzleAction).min(1),
    hint: z.string(),
    explanation: z.string(),
    names: z.tuple([z.string(), z.string()]).optional(),
    source: z.string().optional(),
  }),
});


// Jumping Cups: chapters, live examples (a position in notation) and "win in N" puzzles. Each
// puzzle's stated N and winner are checked against the solver when its page is built
// (src/pages/jumping-cups/puzzles/[puzzle].astro), so a wrong puzzle fails the build.
const jumpingCupsRules = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content/jumping-cups/rules', generateId: basename }),
  schema: chapterSchema,
});

// The chapters in every other language: content/<locale>/<game>/rules/<slug>.mdx, the same slugs
// and section anchors as the English ones (src/components/site/chapters.ts picks the page's).
// Examples, puzzles and questions are translated by text files beside them (translations.ts).
const translatedChapters = Object.fromEntries(ALL_LOCALES.filter((locale) => locale !== BASE_LOCALE).flatMap((locale) => [
  [`balloonCupRules_${locale}`, defineCollection({ loader: glob({ pattern: '*.mdx', base: `./content/${locale}/balloon-cup/rules`, generateId: basename }), schema: chapterSchema })],
  [`jumpingCupsRules_${locale}`, defineCollection({ loader: glob({ pattern: '*.mdx', base: `./content/${locale}/jumping-cups/rules`, generateId: basename }), schema: chapterSchema })],
]));

const jumpingCupsExamples = defineCollection({
  loader: glob({ pattern: '**/ex-*.json', base: './content/jumping-cups/examples', generateId: basename }),
  schema: z.object({
    title: z.string(),
    prompt: z.string(),
    /** Position notation (shared/rules/jumping-cups.md); checked by the engine when rendered. */
    position: z.string(),
    goal: z.enum(JC_GOALS).default('move'),
  }),
});

const jumpingCupsPuzzles = defineCollection({
  loader: glob({ pattern: '*.json', base: './content/jumping-cups/puzzles', generateId: basename }),
  schema: z.object({
    title: z.string(),
    position: z.string(),
    /** The side to move, which wins. */
    winner: z.enum(['red', 'yellow']),
    /** Win in this many of the winner's own moves. */
    moves: z.number().int().positive(),
    /** The list's section (src/components/jumping-cups/puzzle-themes.ts). */
    theme: z.enum(JC_PUZZLE_THEMES),
    /** 1 (very easy) to 5 (very hard), as for Balloon Cup's puzzles. */
    difficulty: z.number().int().min(1).max(5),
    order: z.number().int().positive(),
    hint: z.string(),
    explanation: z.string(),
  }),
});

export const collections = {
  balloonCupRules,
  balloonCupExamples,
  balloonCupPuzzles,
  jumpingCupsRules,
  jumpingCupsExamples,
  jumpingCupsPuzzles,
  ...translatedChapters,
};
