// Where the guided game is kept: this browser's localStorage through storage.ts (every write
// checked). A save holds the learner's own moves and how many notes of the latest batch were read:
// the computer's replies follow from them (machines/balloon-cup/lesson.ts replayLesson), so the
// lesson comes back at the same step. When storage is full or refused the lesson goes on from
// memory (the page says so); a save that cannot be read is set aside, never written over.
import { readStored, removeStored, setAside, writeStored } from '../site/storage.ts';
import type { SaveResult } from '../site/storage.ts';

export const LESSON_KEY = 'cup-games:balloon-cup-learn:v1';
const VERSION = 1;

export interface LessonSave {
  readonly moves: readonly unknown[];
  readonly read: number;
}

/** The text a save is written as. */
export function lessonText(save: LessonSave): string {
  return JSON.stringify({ v: VERSION, m: save.moves, r: save.read });
}

/** Reads a save's text; null when it is not one this page writes. */
export function parseLesson(text: string): LessonSave | null {
  try {
    const data = JSON.parse(text) as { v?: unknown; m?: unknown; r?: unknown };
    if (data?.v !== VERSION || !Array.isArray(data.m) || typeof data.r !== 'number' || !Number.isInteger(data.r) || data.r < 0) return null;
    return { moves: data.m, read: data.r };
  } catch {
    return null;
  }
}

/** The saved lesson, or null; an unreadable one is moved aside (kept) rather than read or lost. */
export function readLesson(): LessonSave | null {
  const text = readStored(LESSON_KEY);
  if (text === null) return null;
  const save = parseLesson(text);
  if (!save && setAside('game', text) === 'saved') removeStored(LESSON_KEY);
  return save;
}

export function writeLesson(save: LessonSave): SaveResult {
  return writeStored(LESSON_KEY, lessonText(save));
}

export function clearLesson(): SaveResult {
  return removeStored(LESSON_KEY);
}
