// The trainer's record in this browser, through site/storage.ts: a record that cannot be read is
// set aside (never written over) and a fresh one started; a write that is not kept is said.
import type { TrainerRecord } from '../../machines/trainer/record.ts';
import { EMPTY_RECORD, parseRecord } from '../../machines/trainer/record.ts';
import type { SaveResult } from '../site/storage.ts';
import { readStored, removeStored, setAside, writeStored } from '../site/storage.ts';

export const TRAINER_KEY = 'cup-games:jumping-cups-trainer:v1';

export type Loaded = { readonly record: TrainerRecord; readonly unreadable: null | 'kept' | 'not-kept' };

export function loadRecord(key = TRAINER_KEY): Loaded {
  const raw = readStored(key);
  if (raw === null) return { record: EMPTY_RECORD, unreadable: null };
  const record = parseRecord(raw);
  if (record !== null) return { record, unreadable: null };
  const kept = setAside('progress', raw) === 'saved';
  if (kept) removeStored(key);
  return { record: EMPTY_RECORD, unreadable: kept ? 'kept' : 'not-kept' };
}

export function saveRecord(record: TrainerRecord, key = TRAINER_KEY): SaveResult {
  return writeStored(key, JSON.stringify(record));
}
