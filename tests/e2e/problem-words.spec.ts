// A refused game link, an unreadable cascade code and an impossible cascade position are explained
// with the same detail in every language: the move or letter at fault and why, not a generic
// clause (issue 28). English, Russian and Polish side by side; a refused Jumping Cups position in
// Russian names the side and its count of cups.
import { expect, test } from './fixtures.ts';

const GAME_LINK = [
  { locale: '', detail: 'Move 1 in it is not a legal move at that point of the game.', lead: 'This game link cannot be replayed.' },
  { locale: '/ru', detail: 'Ход 1 в ней в этот момент игры не разрешён.', lead: 'Эту ссылку на игру нельзя воспроизвести.' },
  { locale: '/pl', detail: 'Ruch 1 jest w tym momencie partii niedozwolony.', lead: 'Tego linku do partii nie da się odtworzyć.' },
];

for (const { locale, detail, lead } of GAME_LINK) {
  test(`a game link with an illegal first move names that move (${locale || '/en'})`, async ({ page }) => {
    await page.goto(`${locale}/balloon-cup/play/replay/?g=g1.zz.0.__`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(lead, { timeout: 30_000 });
    await expect(alert).toContainText(detail);
    await expect(alert).not.toContainText('..');
  });
}

const CODE = [
  { locale: '', detail: 'In the first player’s part, “x” stands for nothing: trophies are written K B G Y R, cubes k b g y r, each followed by a count.'.replace('’', "'") },
  { locale: '/ru', detail: 'В части первого игрока «x» ничего не значит' },
  { locale: '/pl', detail: 'W części pierwszego gracza „x” nic nie oznacza' },
];

for (const { locale, detail } of CODE) {
  test(`an unreadable cascade code names the letter at fault (${locale || '/en'})`, async ({ page }) => {
    await page.goto(`${locale}/balloon-cup/puzzles/sandbox/?p=w0p1.BGk2x3.Rk2b3g3y5`);
    const problem = page.locator('[data-link-problem]');
    await expect(problem).toContainText(detail, { timeout: 30_000 });
    await expect(problem).toContainText(/K B G Y R/);
  });
}

const SPLIT = [
  { locale: '', lead: 'This game link cannot be replayed.', detail: 'It has been changed or mistyped: the check at its end does not match its moves.' },
  { locale: '/ru', lead: 'Эту ссылку на игру нельзя воспроизвести.', detail: 'Её изменили или переписали с ошибкой: контрольная сумма в конце не сходится с ходами.' },
  { locale: '/pl', lead: 'Tego linku do partii nie da się odtworzyć.', detail: 'Został zmieniony albo źle przepisany: suma kontrolna na końcu nie zgadza się z ruchami.' },
];

for (const { locale, lead, detail } of SPLIT) {
  test(`a changed game link says its check does not match (${locale || '/en'})`, async ({ page }) => {
    await page.goto(`${locale}/balloon-cup/play/replay/?g=g3.5.0.0a0b.zzzz`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(lead, { timeout: 30_000 });
    await expect(alert).toContainText(detail);
  });
}

// A refused position in Russian: the Jumping Cups play page's link names the colour and its count of cups.
test('a refused shared position names the side and its count of cups (/ru)', async ({ page }) => {
  await page.goto(`/ru/jumping-cups/play/?p=${encodeURIComponent('r/r/r/r//////y/y/y/y/y r')}`);
  await expect(page.locator('[data-problem]')).toContainText('У красных на дорожке 4 стаканчика', { timeout: 30_000 });
});
