// What a reader reads while stepping a chapter's replay, in every language, scanned for the faults
// the translation reviews found (tests/shared/reading-faults.ts). The browser used to step the
// claim-cascade chapter's replays to their end in each language (7 × 15–60 s); here every Balloon
// Cup replay of every chapter is played by the replay machine as the chapter builds it (the
// translated names and prompt, the build's checked start), and at each step the island itself is
// rendered as the page shows it (its told lines, "Move k of n", the board's names read aloud), and
// every line and label it shows is scanned. The browser's walk (tests/e2e/locale-reading.spec.ts)
// still reads each chapter as served and steps one replay once in each language.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { HTMLElement, NodeType, parse } from 'node-html-parser';
import type { Node } from 'node-html-parser';
import { createActor } from 'xstate';
import ReplayIsland from '../../../src/components/balloon-cup/ReplayIsland.tsx';
import { explained } from '../../../src/components/balloon-cup/position-words.ts';
import { translated } from '../../../src/components/site/translations.ts';
import { checkExample } from '../../../src/machines/balloon-cup/engine.ts';
import { replayMachine, replayView } from '../../../src/machines/balloon-cup/replay.ts';
import type { ReplayInput } from '../../../src/machines/balloon-cup/replay.ts';
import { ALL_WORDS } from '../../../src/paraglide/all.ts';
import { PUBLISHED_LOCALES } from '../../../src/i18n/locales.ts';
import { provide } from '../../../src/i18n/runtime.ts';
import { faultsIn } from '../../shared/reading-faults.ts';

afterAll(() => provide('en', ALL_WORDS.en));

const ROOT = 'content/balloon-cup/examples';

interface Replay {
  readonly file: string;
  readonly data: { kind: string; prompt: string; position: unknown; options?: unknown; moves: unknown[]; names?: [string, string] };
}

const REPLAYS: Replay[] = (readdirSync(ROOT, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => ({ file: `${ROOT}/${f}`, data: JSON.parse(readFileSync(join(ROOT, f), 'utf8')) as Replay['data'] }))
  .filter((r) => r.data.kind === 'replay');

/** Elements that run on inside a line of text; every other one (a span too: the board's are laid out as blocks and flex items) starts its own. */
const INLINE = new Set(['strong', 'em', 'b', 'i', 'a', 'abbr', 'bdi', 'bdo', 'code', 'kbd', 'small', 'q', 'cite', 'time']);

/** The text of `node` in lines, as a browser's innerText splits it at the board's boxes. */
function textLines(node: Node, lines: string[]): void {
  for (const child of node.childNodes) {
    if (child.nodeType === NodeType.TEXT_NODE) lines[lines.length - 1] += child.text;
    else if (child instanceof HTMLElement && INLINE.has(child.tagName.toLowerCase())) textLines(child, lines);
    else {
      lines.push('');
      textLines(child, lines);
      lines.push('');
    }
  }
}

/** What the reader reads in rendered HTML: its text, line by line, and the names given to screen readers. */
function read(html: string): string[] {
  const root = parse(html);
  const text = [''];
  textLines(root, text);
  const lines = text.map((s) => s.replace(/\s+/g, ' ').trim()).filter(Boolean);
  for (const el of root.querySelectorAll('[aria-label], [title], [alt]')) {
    for (const name of ['aria-label', 'title', 'alt']) {
      const value = el.getAttribute(name)?.trim();
      if (value) lines.push(value);
    }
  }
  return lines;
}

/** Every step of one replay in `locale`, from its start to its end, as the island shows it. */
function stepThrough(replay: Replay, locale: (typeof PUBLISHED_LOCALES)[number]): { lines: string[]; steps: number } {
  const data = translated(replay.data, replay.file, locale);
  // As Example.astro builds it: the build checks the start, the island takes it as checked.
  const input: ReplayInput = { position: data.position, options: data.options, names: data.names, moves: data.moves, checked: explained(checkExample(data.position, data.options)) };
  const actor = createActor(replayMachine, { input }).start();
  const lines: string[] = [];
  let steps = 0;
  for (;;) {
    const view = replayView(actor.getSnapshot());
    expect(view.problem, `${replay.file} in ${locale}`).toBeNull();
    const shown = read(renderToString(h(ReplayIsland, { prompt: data.prompt, input, view })));
    // The scan reads what the machine tells at this step, each sentence whole.
    for (const told of view.told) expect(shown, `${replay.file} in ${locale}, step ${steps}`).toContain(told.replace(/\s+/g, ' ').trim());
    lines.push(...shown);
    if (view.tags.includes('at-end')) break;
    actor.send({ type: 'step.next' });
    steps += 1;
  }
  actor.stop();
  return { lines, steps };
}

describe('every replay, stepped to its end in every language, reads without the reviews\' faults', () => {
  it('finds the chapters\' replays', () => {
    expect(REPLAYS.map((r) => r.file)).toEqual(expect.arrayContaining([`${ROOT}/claim-cascade/ex-wrong-order.json`, `${ROOT}/claim-cascade/ex-mike-wins.json`, `${ROOT}/claim-cascade/ex-kevin-holds-back.json`]));
  });

  for (const locale of PUBLISHED_LOCALES) {
    it(locale, () => {
      provide(locale, ALL_WORDS[locale]);
      const found: string[] = [];
      for (const replay of REPLAYS) {
        const { lines, steps } = stepThrough(replay, locale);
        // A replay read at its start and after each step: a scan of nothing would pass.
        expect(steps, replay.file).toBeGreaterThan(0);
        expect(lines.length, replay.file).toBeGreaterThan(10 * steps);
        found.push(...faultsIn(locale, lines, replay.file));
      }
      expect(found).toEqual([]);
    });
  }
});
