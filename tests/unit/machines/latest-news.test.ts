// What the line above the board on a phone shows after the computer replies (latest-news.ts, play
// audit M19): a scoring and the trophies claimed after it come first, in brief, not the refill,
// the draws and the passes that follow them in the told steps (the last two of which the line
// used to show). Played on real games against Beginner through the play page's machine, the
// person choosing as Beginner would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { botMove } from '../../../src/engine/balloon-cup/bots/index.ts';
import { beginnerMove } from '../../../src/engine/balloon-cup/bots/heuristic.ts';
import { DEFAULT_OPTIONS } from '../../../src/engine/balloon-cup/options.ts';
import type { Move } from '../../../src/engine/balloon-cup/state.ts';
import type { ThinkRequest } from '../../../src/machines/balloon-cup/game.ts';
import { current, gameMachine, youOf } from '../../../src/machines/balloon-cup/game.ts';
import { latestNews } from '../../../src/machines/balloon-cup/latest-news.ts';
import { newsText } from '../../../src/machines/balloon-cup/news-words.ts';
import { defaultNames } from '../../../src/machines/balloon-cup/names.ts';
import type { Step, Told } from '../../../src/machines/balloon-cup/story.ts';
import { ALL_WORDS } from '../../../src/paraglide/all.ts';
import { BASE_LOCALE, provide } from '../../../src/i18n/runtime.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { eventsFor } from './helpers.ts';

const engineThink = fromPromise<Move, ThinkRequest>(async ({ input }) => botMove(input.state, input.level, input.known, input.seed));

interface Turn {
  /** Moves made before the person's turn (the app's data-moves). */
  readonly moves: number;
  /** The steps told since the person's last move: that move and the computer's replies. */
  readonly told: readonly Step[];
}

/** Every turn of the person in game `seed` against Beginner, the person playing as Beginner would. */
async function turns(seed: number): Promise<Turn[]> {
  const actor = createActor(gameMachine.provide({ actors: { think: engineThink } }), { input: {} }).start();
  actor.send({ type: 'game.start', opponent: 'beginner', options: DEFAULT_OPTIONS, seed });
  const found: Turn[] = [];
  for (let turn = 0; turn < 300; turn += 1) {
    const s = await waitFor(actor, (x) => x.hasTag('human') || x.hasTag('over'));
    if (s.hasTag('over')) break;
    found.push({ moves: s.context.moves.length, told: s.context.told });
    for (const e of eventsFor(beginnerMove(current(s.context)))) actor.send(e);
  }
  actor.stop();
  return found;
}

const eventOf = (step: Pick<Step, 'told'>) => (step.told.kind === 'event' ? step.told.event : null);
const kinds = (news: readonly Told[]) => news.map((t) => (t.kind === 'event' ? t.event.type : t.kind));

const speak = (locale: Locale) => provide(locale, ALL_WORDS[locale]);
afterAll(() => speak(BASE_LOCALE));

/** The line's words for a turn, in `locale`, against the computer. */
function line(turn: Turn, locale: Locale): string {
  speak(locale);
  const names = defaultNames('computer');
  return latestNews(turn.told).map((s) => newsText(s.told, names, youOf({ opponent: 'beginner' }))).join(' ');
}

describe('the news above the board on a phone', () => {
  let game4: Turn[] = [];
  beforeAll(async () => { game4 = await turns(4); });

  it('game 4, after the person\'s 39th move: the computer\'s scoring and its claim, not the refill and draws told after them', () => {
    const turn = game4.find((t) => t.moves === 40)!;
    const told = turn.told.map((s) => eventOf(s)?.type ?? s.told.kind);
    expect(told).toEqual(['placed', 'drew', 'placed', 'scored', 'flipped', 'refilled', 'drew', 'claimed', 'passed-for', 'passed-for', 'cascade-ended', 'next-turn']);
    // The old choice, the last two steps, held neither.
    expect(turn.told.slice(-2).filter((s) => ['scored', 'claimed'].includes(eventOf(s)?.type ?? ''))).toEqual([]);
    expect(kinds(latestNews(turn.told).map((s) => s.told))).toEqual(['scored', 'claimed']);
    expect(line(turn, 'en')).toBe('Tile 4: Computer takes 1 gray cube and 3 blue cubes. Computer claims the gray trophy.');
    expect(line(turn, 'ru')).toBe('Тайл 4 выигрывает Компьютер: 1 серый кубик и 3 синих кубика. Компьютер получает карту с серым кубком.');
    expect(line(turn, 'pl')).toBe('Płytka 4 – kostki bierze Komputer: 1 szara kostka i 3 niebieskie kostki. Komputer wykupuje szare trofeum.');
    expect(line(turn, 'de')).toBe('Plättchen 4 geht an Computer: 1 grauer Würfel und 3 blaue Würfel. Computer erwirbt die graue Trophäe.');
  });

  it.each([1, 2, 3, 4, 5, 6])('game %i: after a scoring, the line shows it first, then every claim and move told after it, and no refill, draw or pass', async (seed) => {
    const all = seed === 4 ? game4 : await turns(seed);
    let scorings = 0;
    for (const turn of all) {
      const news = latestNews(turn.told).map((s) => s.told);
      const at = turn.told.findLastIndex((s) => eventOf(s)?.type === 'scored');
      if (at < 0) {
        // Without a scoring, the last two steps, as before.
        expect(news).toEqual(turn.told.slice(-2).map((s) => s.told));
        continue;
      }
      scorings += 1;
      const after = turn.told.slice(at + 1).map(eventOf);
      expect(news[0], `move ${turn.moves}`).toEqual(turn.told[at]!.told);
      expect(news.flatMap((t) => (t.kind === 'event' && t.event.type === 'claimed' ? [t.event] : [])), `move ${turn.moves}`).toEqual(after.filter((e) => e?.type === 'claimed'));
      expect(kinds(news).filter((k) => ['refilled', 'flipped', 'drew', 'tile-removed', 'passed', 'cascade-part', 'cascade-ended', 'passed-for', 'next-turn', 'quiet-cascade'].includes(k)), `move ${turn.moves}`).toEqual([]);
      // Every word of the line is a finished sentence.
      expect(line(turn, 'en'), `move ${turn.moves}`).toMatch(/^Tile \d: .*\.$/);
    }
    expect(scorings).toBeGreaterThan(3);
  });
});
