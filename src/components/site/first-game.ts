/**
 * Which rules chapters are enough to start a first game (play audit S8): the run from chapter 1
 * to the one named here, in learning order. Trophies, the claim cascade and the rest can wait,
 * because the game offers each claim as a choice when it comes. Kept apart from chapters.ts
 * (no astro:content) so a unit test can check the run against the chapter files.
 */
export const FIRST_GAME_LAST_CHAPTER = 'scoring';

/** The chapters up to and including FIRST_GAME_LAST_CHAPTER, in learning order (none if it is missing). */
export function firstGameChapters<C extends { readonly id: string; readonly data: { readonly order: number } }>(chapters: readonly C[]): C[] {
  const last = chapters.find((c) => c.id === FIRST_GAME_LAST_CHAPTER);
  if (!last) return [];
  return chapters.filter((c) => c.data.order <= last.data.order).sort((a, b) => a.data.order - b.data.order);
}
