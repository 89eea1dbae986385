// One review by Strong, computed once per test worker and played back in the page (issue 29,
// point 3). A review is Strong's search over every move of a game: 15 to 60 seconds of a browser
// worker each time, and eight tests reviewed the same game. The review is seeded by the game, so
// the engine gives the same answers here in Node as in the page's worker (review.spec.ts checks
// that once, against a review the page computes itself). Every other test gets those answers
// from a stand-in for the review's worker only: the page still loads the review's panel, its words
// and the worker's module, and still sends its question; the stand-in checks that the question is
// the one the engine was asked here (the same views, moves and game number) before answering,
// and hands any other question to the real worker. `played(page)` says which one answered.
import { mkdirSync, openSync, closeSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { moverViews, reviewMove } from '../../src/engine/balloon-cup/bots/review.ts';
import type { MoveReview } from '../../src/engine/balloon-cup/bots/review.ts';
import { decodeRecord } from '../../src/engine/balloon-cup/record.ts';

/** FNV-1a over a text: the page and Node fingerprint the worker's question alike. */
function fingerprint(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

interface Stored {
  readonly question: number;
  readonly answers: readonly MoveReview[];
}

const computed = new Map<string, Stored>();

function compute(encoded: string): Stored {
  const game = decodeRecord(encoded);
  if (!game.ok) throw new Error(`the game does not read: ${game.problem.code}`);
  const { record, states } = game.value;
  // The question exactly as ReviewPanel.tsx sends it.
  const question = { views: moverViews(states, record.moves), moves: record.moves, seed: record.seed };
  const answers = record.moves.map((move, k) => reviewMove(question.views[k]!, move, k, record.seed));
  return { question: fingerprint(JSON.stringify(question)), answers };
}

/** The engine's source, fingerprinted: a review kept on disk is used only with the engine that made it. */
let engine: number | null = null;
function engineFingerprint(): number {
  if (engine === null) {
    const root = new URL('../../src/engine/', import.meta.url).pathname;
    const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts')).sort();
    engine = fingerprint(files.map((f) => `${f}\n${readFileSync(join(root, f), 'utf8')}`).join('\n'));
  }
  return engine;
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * The review of the game a link's `g=` holds, as the page's worker would answer it. Memoized, and
 * kept in the system's temporary folder under the game's and the engine's fingerprints, so the two
 * test workers compute it once between them (one computes, the other waits for its file).
 */
export function storedReview(encoded: string): Stored {
  const known = computed.get(encoded);
  if (known) return known;
  const dir = join(tmpdir(), 'cup-games-review-playback');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${fingerprint(encoded).toString(16)}-${engineFingerprint().toString(16)}.json`);
  const lock = `${file}.lock`;
  let stored: Stored | null = null;
  while (!stored) {
    try {
      stored = JSON.parse(readFileSync(file, 'utf8')) as Stored;
      break;
    } catch { /* not there yet */ }
    let mine = false;
    try {
      closeSync(openSync(lock, 'wx'));
      mine = true;
    } catch {
      // Another worker is computing it; a lock older than five minutes was left by a stopped run.
      try { if (Date.now() - statSync(lock).mtimeMs > 300_000) rmSync(lock, { force: true }); } catch { /* gone meanwhile */ }
    }
    if (mine) {
      try {
        stored = compute(encoded);
        writeFileSync(`${file}.${process.pid}`, JSON.stringify(stored));
        renameSync(`${file}.${process.pid}`, file);
      } finally {
        rmSync(lock, { force: true });
      }
    } else {
      pause(250);
    }
  }
  computed.set(encoded, stored);
  return stored;
}

/** Runs in the page: `Worker` for the review's module answers from `stored`; every other worker is real. */
function standIn(stored: Stored): void {
  const w = window as unknown as { Worker: typeof Worker; __reviewPlayback?: string; __reviewStandIn?: boolean };
  if (w.__reviewStandIn) return;
  w.__reviewStandIn = true;
  const Real = w.Worker;
  // fingerprint() again: a function sent to the page cannot call one of this module's.
  const print = (text: string): number => {
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i += 1) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash;
  };
  class Played {
    onmessage: ((event: MessageEvent) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    private real: Worker | null = null;
    private stopped = false;
    private readonly url: string | URL;
    private readonly options: WorkerOptions | undefined;
    constructor(url: string | URL, options?: WorkerOptions) {
      this.url = url;
      this.options = options;
    }
    postMessage(question: unknown): void {
      if (print(JSON.stringify(question)) !== stored.question) {
        w.__reviewPlayback = 'computed';
        this.real = new Real(this.url, this.options);
        this.real.onmessage = (event) => this.onmessage?.(event);
        this.real.onerror = (event) => this.onerror?.(event);
        this.real.postMessage(question);
        return;
      }
      w.__reviewPlayback = 'played';
      let k = 0;
      // One answer a task, as a worker posts them: the progress bar counts them.
      const next = () => {
        if (this.stopped) return;
        const data = k < stored.answers.length ? { type: 'move', review: stored.answers[k++] } : { type: 'done' };
        this.onmessage?.(new MessageEvent('message', { data }));
        if (data.type === 'move') setTimeout(next, 0);
      };
      setTimeout(next, 0);
    }
    terminate(): void {
      this.stopped = true;
      this.real?.terminate();
    }
  }
  w.Worker = function (url: string | URL, options?: WorkerOptions) {
    return /review\.worker/.test(String(url)) ? new Played(url, options) : new Real(url, options);
  } as unknown as typeof Worker;
}

/**
 * From now on (this document and every one loaded after), the page's review of the game `encoded`
 * is answered from the review computed here. Returns a check that it was (not the real worker).
 */
export async function playBackReview(page: Page, encoded: string): Promise<() => Promise<string | undefined>> {
  const arg = storedReview(encoded);
  await page.addInitScript(standIn, arg);
  await page.evaluate(standIn, arg).catch(() => undefined);
  return () => page.evaluate(() => (window as unknown as { __reviewPlayback?: string }).__reviewPlayback);
}
