/** The themes of the Jumping Cups "win in N" puzzles, in the list's order, with their words. */
export const JC_PUZZLE_THEMES = ['fill-the-gaps', 'springboards', 'leave-no-move'] as const;
export type JcPuzzleTheme = (typeof JC_PUZZLE_THEMES)[number];

export const JC_THEME_INFO: Readonly<Record<JcPuzzleTheme, { readonly label: string; readonly blurb: string }>> = {
  'fill-the-gaps': { label: 'Fill the last gaps', blurb: 'Bring your cups home one finish square at a time, and use a bounce where a step falls short.' },
  springboards: { label: 'Piles as springboards', blurb: 'A tall pile sends its top cup far: build one, or use the one you have.' },
  'leave-no-move': { label: 'Leave them no move', blurb: 'Cover the other side’s cups until their only move runs off the track.' },
};
