// The Balloon Cup play and replay pages in the browser: a seeded game against Beginner played to
// its end, the replay link round trip, resuming after a reload, a corrupt save, a malformed
// `?g=`, keyboard-only turns, the set-up form before the game's code loads, and axe in each state.
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { expectAxeCleanInBothThemes, movesMade as moves, playOneMove, savedReplay, startWholeGame, storeOnly, typeGameNumber, watchPage } from './helpers.ts';
import { encodeRecord, startOf } from '../../src/engine/balloon-cup/record.ts';
import { DEFAULT_OPTIONS, PRESETS } from '../../src/engine/balloon-cup/options.ts';
import { legalMoves } from '../../src/engine/balloon-cup/index.ts';
import { apply } from '../../src/engine/balloon-cup/apply.ts';
import { botMove } from '../../src/engine/balloon-cup/bots/index.ts';
import { mover } from '../../src/engine/balloon-cup/moves.ts';
import type { GameState, Move } from '../../src/engine/balloon-cup/state.ts';

test.describe.configure({ timeout: 240_000 });

const axe = expectAxeCleanInBothThemes;

/** How many moves before the end the saved game resumes (the person's turn at or before it). */
const LEFT = 12;

/**
 * A game against Beginner saved some moves before its end, with the person to move: Beginner's own
 * line for both seats, played by the engine (the whole game played through the page's machine to
 * its end is tests/unit/machines/game-whole.test.ts).
 */
function nearItsEnd(seed: number, left: number): { save: string; moves: number } {
  const base = { seed, options: DEFAULT_OPTIONS, opponent: 'beginner' as const, undone: [], takebacks: [] };
  const states: GameState[] = [startOf(base)];
  const played: Move[] = [];
  while (!states.at(-1)!.result) {
    const move = botMove(states.at(-1)!, 'beginner', [], seed);
    const next = apply(states.at(-1)!, move);
    if (!next.ok) throw new Error(next.message);
    played.push(move);
    states.push(next.value.state);
  }
  let cut = played.length - left;
  while (cut > 0 && (mover(states[cut]!) !== 0 || states[cut]!.cascade)) cut -= 1;
  return { save: JSON.stringify({ v: 1, g: encodeRecord({ ...base, moves: played.slice(0, cut) }) }), moves: cut };
}

test('a seeded game against Beginner plays to its end, and its replay link replays it', async ({ page }) => {
  const watch = watchPage(page);
  await startWholeGame(page, 2024);
  await axe(page);
  // The game from the set-up is the one saved; it resumes near its end, and the person plays it out.
  const saved = nearItsEnd(2024, LEFT);
  await page.evaluate((text) => localStorage.setItem('cup-games:balloon-cup-game:v1', text), saved.save);
  await page.reload();
  await expect(page.locator('.bcp-app[data-state="human"]')).toHaveAttribute('data-moves', String(saved.moves));
  for (let i = 0; i < 200; i += 1) {
    await expect(page.locator('.bcp-app[data-state="human"], .bcp-app[data-state="over"]')).toBeVisible({ timeout: 20_000 });
    if ((await page.locator('.bcp-app').getAttribute('data-state')) === 'over') break;
    await playOneMove(page);
  }
  await expect(page.locator('.bcp-app[data-state="over"]')).toBeVisible();
  await expect(page.locator('.bcp-status')).toHaveText(/three trophies|blocked/);
  // The cascade decisions are listed when there were any; a game without one says nothing of cascades.
  const decisions = page.getByRole('heading', { name: 'Your cascade decisions' });
  if (await decisions.count()) await expect(page.locator('.bcp-review li').first()).toBeVisible();
  await expect(page.getByText(/in a claim cascade this game/)).toHaveCount(0);
  await axe(page);
  const total = await moves(page);
  expect(total, 'moves played on the page after the resume').toBeGreaterThan(saved.moves);
  // The replay opens at the start (the link names no move); End goes to the last move.
  await page.getByRole('link', { name: 'Replay this game move by move' }).click();
  await expect(page.locator('.bcp-status')).toHaveText('Start', { timeout: 30_000 });
  await page.keyboard.press('End');
  await expect(page.locator('.bcp-status')).toHaveText(`Move ${total} of ${total}`);
  await expect(page.locator('.bcp-movelist li')).toHaveCount(total);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.locator('.bcp-status')).toHaveText(new RegExp(`^Move ${total - 1} of ${total}`));
  await axe(page);
  // A link to one move opens the replay at that move.
  const third = await page.locator('.bcp-movelist li a').nth(2).getAttribute('href');
  await page.goto(third!);
  await expect(page.locator('.bcp-status')).toHaveText(/^Move 3 of/);
  expect(watch.problems).toEqual([]);
});

test('a malformed game link is named and the replay page stays usable', async ({ page }) => {
  await page.goto('/balloon-cup/play/replay/?g=g1.zz.0.__');
  await expect(page.getByRole('alert')).toContainText('cannot be replayed', { timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Start a new game' })).toBeVisible();
  await axe(page);
});

test('in Russian, a garbled game link is said to be not written as the site writes links, in a sentence of its own', async ({ page }) => {
  await page.goto('/ru/balloon-cup/play/replay/?g=zzzz');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Эту ссылку на игру нельзя воспроизвести. Она записана не так, как этот сайт записывает ссылки на игры. Начать новую игру.', { timeout: 30_000 });
  await expect(alert).not.toContainText('..');
  await expect(page.getByRole('link', { name: 'Начать новую игру' })).toBeVisible();
});

test('keyboard only: start a game and play a few turns; a reload resumes it', async ({ page }) => {
  await startWholeGame(page, 77);
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('alertdialog', { name: 'Start a new game?' }).getByRole('button', { name: 'Yes, start a new game' }).click();
  await expect(page.getByRole('button', { name: 'Start the game' })).toBeVisible();
  await page.getByRole('button', { name: 'Start the game' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.bcp-app[data-state="human"]')).toBeVisible();
  for (let turn = 0; turn < 3; turn += 1) {
    await expect(page.locator('.bcp-app[data-state="human"]')).toBeVisible({ timeout: 20_000 });
    const before = await moves(page);
    // Tab to the first card of the hand, pick it, then tab on to the sides until one takes it.
    const hand = page.locator('.bc-player-0 .bc-hand-card');
    await hand.first().focus();
    let placed = false;
    for (let c = 0; c < (await hand.count()) && !placed; c += 1) {
      await hand.nth(c).focus();
      await page.keyboard.press('Enter');
      const targets = page.locator('button.bc-side.is-fit');
      for (let i = 0; i < (await targets.count()) && !placed; i += 1) {
        await targets.nth(i).focus();
        await page.keyboard.press('Enter');
        placed = (await moves(page)) > before;
      }
    }
    if (!placed) break;
    await expect.poll(() => moves(page)).toBeGreaterThanOrEqual(before + 1);
  }
  await expect(page.locator('.bcp-app[data-state="human"]')).toBeVisible({ timeout: 20_000 });
  const played = await moves(page);
  expect(played).toBeGreaterThanOrEqual(4);
  await page.reload();
  await expect(page.locator('.bcp-app')).toHaveAttribute('data-moves', String(played));
});

test('a corrupt saved game is named and set aside, and a new game can start', async ({ page }) => {
  await storeOnly(page, 'balloon-cup-game', '{"v":1,"g":"g1.1.0.');
  await page.goto('/balloon-cup/play/');
  await expect(page.getByRole('alert')).toContainText('could not be resumed');
  // The save under its old, unversioned key is migrated, then set aside in the set-aside list.
  expect(await page.evaluate(() => localStorage.getItem('cup-games:set-aside:v1'))).toContain('g1.1.0.');
  expect(await page.evaluate(() => localStorage.getItem('balloon-cup-game'))).toBeNull();
  await axe(page);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.locator('.bcp-app[data-state="human"]')).toBeVisible();
});

test('hot seat hides the other hand behind a pass-the-device screen', async ({ page }) => {
  await startWholeGame(page, 9, /Two people/);
  await playOneMove(page);
  await expect(page.getByRole('heading', { name: 'Pass the device to Player 2' })).toBeVisible();
  await expect(page.locator('.bc-hand-card')).toHaveCount(0);
  await axe(page);
  await page.getByRole('button', { name: /I am Player 2/ }).click();
  await expect(page.locator('.bc-player-1 .bc-hand-card').first()).toBeVisible();
  await expect(page.locator('.bc-player-0 .bc-hand-hidden')).toBeVisible();
  // Screen-reader labels name each player's side and hand by their own name.
  await expect(page.getByRole('group', { name: "Player 2's hand" })).toBeVisible();
  await page.locator('.bc-player-1 .bc-hand-card').first().click();
  await expect(page.getByRole('button', { name: /on Player 1's side of tile \d/ }).first()).toBeAttached();
  await expect(page.getByRole('button', { name: /on Player 2's side of tile \d/ }).first()).toBeAttached();
  await expect(page.locator('.bcp-app')).not.toContainText("You's");
});

test('against the computer, the labels say "your side" and "Your hand", never "You\'s"', async ({ page }) => {
  await startWholeGame(page, 3);
  await expect(page.getByRole('group', { name: 'Your hand' })).toBeVisible();
  await page.locator('.bc-player-0 .bc-hand-card').first().click();
  await expect(page.getByRole('button', { name: /on your side of tile \d/ }).first()).toBeAttached();
  await expect(page.getByRole('button', { name: /on Computer's side of tile \d/ }).first()).toBeAttached();
  expect(await page.locator('.bcp-app').textContent()).not.toContain("You's");
  expect(await page.locator('.bcp-app').innerHTML()).not.toContain("You's");
});

// The game's code at its address, or at the fresh address a retry uses (`?retry=`).
const GAME_CODE = /\/_astro\/GameApp\.[\w-]+\.js(\?.*)?$/;

test('the set-up form is usable before the game\'s code loads; editions tick their options, a mix is named, and the game starts with the choices', async ({ page }) => {
  const watch = watchPage(page);
  // The server's page already holds the form, its controls off until the island is live: read
  // from the built file in tests/dist/served-before-script.test.ts.
  // A fresh browser context has empty storage: one load, watched from its start.
  const loaded: string[] = [];
  page.on('request', (request) => { if (GAME_CODE.test(request.url())) loaded.push(request.url()); });
  await page.goto('/balloon-cup/play/');
  const start = page.getByRole('button', { name: 'Start the game' });
  await expect(start).toBeEnabled();
  expect(loaded, 'the game itself loads only once wanted').toEqual([]);

  // The rules are folded under the Start button, each option folded again inside them.
  await page.getByText('Rules of your edition', { exact: true }).click();
  await page.getByText('Each rule option').click();
  const box = (name: RegExp) => page.getByRole('checkbox', { name });
  await page.getByRole('radio', { name: 'Italian edition' }).check();
  await expect(box(/back into the bag/)).toBeChecked();
  await expect(box(/start of your own turn/)).toBeChecked();
  await expect(box(/at least one card/)).toBeChecked();
  await expect(box(/Cube limit/)).not.toBeChecked();
  await expect(page.getByText('Your own mix of the options below.')).toBeHidden();
  // One box more: no edition has these rules, and the form says so.
  await box(/Cube limit/).check();
  await expect(page.getByText('Your own mix of the options below.')).toBeVisible();
  for (const edition of ['Rio Grande Games edition', 'Italian edition', 'Online-server rules, with the cube limit']) {
    await expect(page.getByRole('radio', { name: edition })).not.toBeChecked();
  }
  await page.getByRole('radio', { name: /^Club/ }).check();
  await typeGameNumber(page, 4242);
  await start.click();
  await expect(page.locator('.bcp-app[data-state="human"]')).toBeVisible();
  // The game begun is the one chosen: its record (kept in this browser) has the number, the
  // opponent and the rules of the form.
  expect((await savedReplay(page)).record).toMatchObject({ seed: 4242, opponent: 'club', options: { ...PRESETS.italian, cubeLimit: true } });
  // New game (asked and confirmed): the form comes back with the last game's choices, and the
  // number the person typed.
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('alertdialog', { name: 'Start a new game?' }).getByRole('button', { name: 'Yes, start a new game' }).click();
  await expect(page.getByRole('radio', { name: /^Club/ })).toBeChecked();
  await expect(page.getByRole('spinbutton', { name: /Game number/ })).toHaveValue('4242');
  await expect(page.getByText('Your own mix of the options below.')).toBeVisible();
  await axe(page);
  expect(watch.problems).toEqual([]);
});

test('when the game\'s code cannot be fetched, Start says so in plain words, keeps the choices and works on a second press', async ({ page }) => {
  // A fresh browser context has empty storage: one load, the code's address cut from its start.
  await page.route(GAME_CODE, (route) => route.abort('internetdisconnected'));
  await page.goto('/balloon-cup/play/');
  await page.getByRole('radio', { name: /^Strong/ }).check();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'could not be loaded' })).toContainText('Check your connection and try again: your game and your choices are kept.');
  await expect(page.getByRole('radio', { name: /^Strong/ })).toBeChecked();
  await page.unroute(GAME_CODE);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.locator('.bcp-app[data-state="human"]')).toBeVisible();
  expect((await savedReplay(page)).record.opponent).toBe('strong');
});

// A replay link as the play page wrote it before the replay page changed (a game against
// Beginner, 28 moves), kept as a literal: links already shared must go on opening.
const SHARED_BEFORE = '/balloon-cup/play/replay/?g=g1.v.w.010r010l0108010a0109010c000f010200070106000h010700050102';
const WRONG_WORDS = /\bYou(?:'s| (?:puts|draws|swaps|claims|passes|shows|holds|wins|takes|has|does))\b|\byou takes\b|\b1 (?:cubes|cards)\b|fewer than 1\b/;

test('a replay link shared before opens at the start; the arrow keys work from load to both ends; the words fit the person', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(SHARED_BEFORE);
  const status = page.locator('.bcp-status');
  await expect(status).toHaveText('Start', { timeout: 30_000 });
  const list = page.locator('.bcp-movelist');
  await expect(list.locator('li')).toHaveCount(28);
  // Numbers read whole ("10.", not a clipped "0."), and nothing scrolls sideways.
  await expect(list.locator('li').nth(9)).toContainText(/^10\.\s/);
  expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // At the start, ← stays there and says so; → steps, with focus nowhere in particular.
  await page.keyboard.press('ArrowLeft');
  await expect(status).toHaveText('Start');
  await expect(page.locator('[aria-live="polite"]').last()).toContainText('start of the game');
  const told: string[] = [];
  for (let k = 1; k <= 28; k += 1) {
    await page.keyboard.press('ArrowRight');
    await expect(status).toHaveText(new RegExp(`^Move ${k} of 28`));
    told.push(await page.locator('.bcp-told-line').innerText());
    // The list follows: the current move is inside the list's visible box.
    const item = await list.locator('li.is-current').boundingBox();
    const box = await list.boundingBox();
    expect(item && box && item.y >= box.y - 1 && item.y + item.height <= box.y + box.height + 1, `move ${k} in sight in the list`).toBe(true);
  }
  // At the end, → stays and says so; Home goes back to the start.
  await page.keyboard.press('ArrowRight');
  await expect(status).toHaveText('Move 28 of 28');
  await expect(page.locator('[aria-live="polite"]').last()).toContainText('last move');
  await page.keyboard.press('Home');
  await expect(status).toHaveText('Start');
  const moves = await list.locator('li').allInnerTexts();
  const wrong = [...told, ...moves].filter((t) => WRONG_WORDS.test(t));
  expect(wrong).toEqual([]);
  expect(told.join(' ')).toMatch(/\bYou (put|draw)\b/);
  // A link to one move opens there.
  await page.goto(`${SHARED_BEFORE}&m=12`);
  await expect(status).toHaveText(/^Move 12 of 28/, { timeout: 30_000 });
  await expect(list.locator('li.is-current')).toContainText(/^12\.\s/);
  await axe(page);
});

// Only the sides the engine accepts the chosen card on are lit ("Show where it fits" is on at
// first), card after card: the sides marked "fits" are compared with the engine's legal
// placements in the game's position. The
// last card each side placed is marked, and the computer's card arrives with a short movement
// that reduced motion turns off.
test('only legal sides are lit for each card; each side\'s last card is marked; the computer\'s card arrives, still under reduced motion', async ({ page }) => {
  await startWholeGame(page, 4040);
  const app = page.locator('.bcp-app');
  let compared = 0;
  let arrived = 0;
  let marked = 0;
  for (let turn = 0; turn < 6; turn += 1) {
    await expect(page.locator('.bcp-app[data-state="human"]')).toBeVisible({ timeout: 30_000 });
    // The position, read from the game kept in this browser (a game in progress shows no link).
    const replay = await savedReplay(page);
    const state = replay.states[replay.states.length - 1]!;
    if (state.cascade) break;
    // The computer's reply, when it put a card beside a tile that is still there, is marked as its last card.
    const reply = replay.record.moves[replay.record.moves.length - 1];
    if (reply?.type === 'place' && state.tiles.some((t) => t.sides[0].includes(reply.card) || t.sides[1].includes(reply.card))) {
      await expect(app.locator('.bc-tiles')).toContainText(`Computer's last card is the ${reply.card.replace('-', ' ')}.`);
      await expect(app.locator('.bc-placed.is-last .bc-last-tag')).not.toHaveCount(0);
      marked += 1;
      // What just happened tells the person's move, then the reply.
      if (turn > 0) {
        await expect(app.locator('.bcp-told li').first()).toHaveText(/^You put the /);
        await expect(app.locator('.bcp-told')).toContainText(`Computer puts the ${reply.card.replace('-', ' ')}`);
      }
    }
    const legal = legalMoves(state).filter((m) => m.type === 'place');
    const hand = app.locator('.bc-player-0 .bc-hand-card');
    await expect(hand).toHaveCount(state.hands[0].length);
    // The computer's newest card, while still on the table, arrives moving; not under reduced motion.
    const arriving = app.locator('.bc-placed.is-arriving .bc-card');
    if (await arriving.count()) {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      expect(await arriving.evaluate((el) => getComputedStyle(el).animationName)).toBe('bc-arrive');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await arriving.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
      arrived += 1;
    }
    let played = false;
    for (let c = 0; c < (await hand.count()); c += 1) {
      // The hand is drawn in the engine's order.
      const card = state.hands[0][c];
      await hand.nth(c).click();
      const expected = legal.filter((m) => m.type === 'place' && m.card === card)
        .map((m) => (m.type === 'place' ? `${m.side === 0 ? 'your' : "Computer's"} side of tile ${m.tile}` : '')).sort();
      // The sides light up a render after the click: poll them.
      const lit = async () => (await app.locator('button.bc-side.is-fit').allTextContents())
        .map((t) => /on (your|Computer's) side of tile \d/.exec(t)?.[0]?.slice(3) ?? t).sort();
      await expect(hand.nth(c)).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(lit, { message: `lit sides for ${card}` }).toEqual(expected);
      compared += 1;
      if (expected.length === 0) { await expect(page.locator('.bcp-status')).toContainText('fits no side now'); continue; }
      const before = Number(await app.getAttribute('data-moves'));
      await app.locator('button.bc-side.is-fit').first().click();
      await expect.poll(async () => Number(await app.getAttribute('data-moves'))).toBeGreaterThan(before);
      played = true;
      break;
    }
    if (!played) break;
  }
  expect(compared).toBeGreaterThan(3);
  // Marks: at most one last card per side, named for screen readers.
  await expect(page.locator('.bcp-app[data-state="human"]')).toBeVisible({ timeout: 30_000 });
  expect(await app.locator('.bc-side-0 .bc-placed.is-last, .bc-side-1 .bc-placed.is-last').count()).toBeLessThanOrEqual(2);
  const marks = await app.locator('.bc-tiles .sr-only').allTextContents();
  const lastWords = marks.join(' ').match(/(Your|Computer's) last card is the \w+ \d+\./g) ?? [];
  expect(new Set(lastWords).size).toBe(await app.locator('.bc-placed.is-last').count());
  expect(arrived, 'a computer card was seen arriving').toBeGreaterThan(0);
  expect(marked, 'a computer card was seen marked as its last').toBeGreaterThan(0);
});

for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
  test(`the replay of a game between two people names both players, at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // Ten moves of a game between two people, each the first legal move.
    const base = { seed: 77, options: DEFAULT_OPTIONS, opponent: 'people' as const, undone: [] };
    let state = startOf(base);
    const played = [];
    for (let k = 0; k < 10; k += 1) {
      const move = legalMoves(state)[0]!;
      const next = apply(state, move);
      if (!next.ok) throw new Error(next.message);
      played.push(move);
      state = next.value.state;
    }
    await page.goto(`/balloon-cup/play/replay/?g=${encodeRecord({ ...base, moves: played })}&p1=Anna&p2=Boris&m=10`);
    const list = page.locator('.bcp-movelist');
    await expect(list).toContainText('Anna');
    await expect(list).toContainText('Boris');
    await expect(page.locator('.bcp-replay')).not.toContainText('Player 1');
    await expect(page.locator('.bcp-replay')).not.toContainText('Player 2');
    await expect(page.locator('.bcp-told-line')).toContainText(/Anna|Boris/);
    await expect(page.locator('.bcp-told-line')).toBeInViewport();
    // The move links keep the names.
    await expect(list.getByRole('link').first()).toHaveAttribute('href', /&p1=Anna&p2=Boris&m=1$/);
  });
}

test('between two people the page makes no promise about the computer', async ({ page }) => {
  await page.goto('/balloon-cup/play/');
  const promise = page.getByText('The computer never looks at your hand');
  await expect(promise).toBeVisible();
  await page.getByRole('radio', { name: /Two people/ }).check();
  await expect(promise).toBeHidden();
  await expect(page.getByText('Under "Rules of your edition"')).toBeVisible();
});
