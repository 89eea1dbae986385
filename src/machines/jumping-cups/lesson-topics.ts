// The rules the guided first game introduces, in the order they are checked, and what a spoiling
// move did: codes only, so the rules' citation table (components/rules/codes.ts) can name the rule
// behind each without importing the lesson.
export const TOPICS = ['height', 'stack', 'finish', 'bounce', 'block'] as const;
export type Topic = (typeof TOPICS)[number];

/** A move that throws the lesson away: it left the track, or lets the opponent win at once. */
export const SPOILS = ['spoil-left-track', 'spoil-finish', 'spoil-blocked'] as const;
export type SpoilCode = (typeof SPOILS)[number];

/** The citation code of each topic (kept apart from the engine's codes). */
export const TOPIC_CODE: Readonly<Record<Topic, LessonCode>> = {
  height: 'lesson-height',
  stack: 'lesson-stack',
  finish: 'lesson-finish',
  bounce: 'lesson-bounce',
  block: 'lesson-block',
};

export type LessonCode = `lesson-${Topic}` | SpoilCode;
