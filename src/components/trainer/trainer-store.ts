// The trainer's record in this browser, through site/storage.ts: a record that cannot be read is
// set aside (never written over) and a fresh one started; a write that is not kept is said.
// Each game keeps its own record under its own key (the Jumping Cups key is the one it always had,
// so records kept before the Balloon Cup trainer are read as they were).
import type { TrainerRecord } from '../../machines/trainer/record.ts';
import { EMPTY_RECORD, parseRecord } from '../../machines/trainer/record.ts';
import type { SaveResult } from '../site/storage.ts';
import { readStored, removeStored, setAside, writeStored } from '../site/storage.ts';

export type TrainerGameId = 'jumping-cups' | 'balloon-cup';

/** Where each game's record is kept. */
export const TRAINER_KEYS: Readonly<Record<TrainerGameId, string>> = {
  'jumping-cups': 'cup-games:jumping-cups-trainer:v1',
  'balloon-cup': 'cup-games:balloon-cup-trainer:v1',
};

export type Loaded = { readonly record: TrainerRecord; readonly unreadable: null | 'kept' | 'not-kept' };

export function loadRecord(game: TrainerGameId): Loaded {
  const key = TRAINER_KEYS[game];
  const raw = readStored(key);
  if (raw === null) return { record: EMPTY_RECORD, unreadable: null };
  const record = parseRecord(raw);
  if (record !== null) return { record, unreadable: null };
  const kept = setAside('progress', raw) === 'saved';
  if (kept) removeStored(key);
  return { record: EMPTY_RECORD, unreadable: kept ? 'kept' : 'not-kept' };
}

export function saveRecord(record: TrainerRecord, game: TrainerGameId): SaveResult {
  return writeStored(TRAINER_KEYS[game], JSON.stringify(record));
}
