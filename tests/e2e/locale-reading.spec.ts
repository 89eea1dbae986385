// What a reader reads in every language, scanned for the faults the translation reviews found
// (../shared/reviews/translations-*.md, play-audit.md): in each locale the first moves of a
// Balloon Cup and a Jumping Cups game, and three chapters with their examples stepped through
// (a replay to its end, a card tried, a cup moved). One page visit per locale and flow. Each
// language has a short list of the review's classes of error, written as patterns: a card named
// in the wrong gender, "you" with a third person's verb, a colour in parentheses, a name without
// elision, an article that does not agree, a word the glossary forbids, a calque the review named.
import { expect, test } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { BASE_LOCALE, PUBLISHED_LOCALES } from '../../src/i18n/locales.ts';
import { typeGameNumber } from './helpers.ts';

type Faults = readonly (readonly [string, RegExp])[];

/** In every language: a placeholder left, punctuation doubled or after a space, a value shown raw. */
const EVERYWHERE: Faults = [
  ['a placeholder left unfilled', /\{[a-zA-Z_]+\}/],
  ['a value shown raw', /\b(undefined|NaN|null)\b|\[object /],
  ['punctuation doubled', /(?<![.])\.\.(?![.])|,,|,\.|\.,/],
  ['a space before a full stop or comma', /\S\s+[.,](?=\s|$)/],
];

// Letters of any script: \b only knows ASCII.
const W = '(?<![\\p{L}])';
const E = '(?![\\p{L}])';
const re = (source: string, flags = 'u') => new RegExp(source, flags);

const FAULTS: Record<string, Faults> = {
  en: [['"You" with a third person\'s verb', /\bYou (is|has|plays|chooses|takes|was)\b/]],
  ru: [
    ['a card named in the masculine («красный 13»)', re(`${W}(красный|синий|зелёный|жёлтый|серый|красного|синего|зелёного|жёлтого|серого) \\d`)],
    ['"Вы" with a third person\'s verb («снова ходит Вы»)', re(`ходит Вы${E}|${W}Вы (ходит|играет|берёт|кладёт|выбрал|получил|заплатил|делает|может|должен)${E}`)],
    ['«Кубки нет» (M1)', /Кубки нет/u],
    ['a player in parentheses or capitalised mid-sentence (M6)', re(`\\((Жёлтые|Красные)\\)|[а-яё,] (Жёлтые|Красные)${E}`)],
    ['a count after a colon in the wrong case (M2)', /колоды: \d/u],
    ['whose side, in parentheses in the nominative (M4)', /\((ваша сторона|сторона игрока)/u],
    ['«трофей», which the glossary forbids', re(`${W}трофе`, 'iu')],
    ['«Туда и обратно» (R19)', /Туда и обратно/u],
    ['«задачи» where the site says «головоломки» (R5)', re(`${W}(превращены в задачи|сборник[а-я]* задач)`)],
    ['a move that "loses" (R21)', re(`(Уход с дорожки|отказ|ход[аы]?) проигрыва`)],
    ['«по правилу отскока он отскакивает» (R30)', /правилу отскока он отскакивает/u],
  ],
  pl: [
    ['"Ty" with a third person\'s verb («Ty gra»)', re(`${W}Ty (gra|ma|jest|wybrał|wybiera|kładzie|płaci|bierze|dobiera|wygrywa|przegrywa|wykupuje)${E}`)],
    // (A number followed by an arrow is a Jumping Cups move of the player Czerwony, not a card.)
    ['a card in the masculine («kartę czerwony 13»)', re(`${W}(czerwony|niebieski|zielony|żółty|szary) \\d+(?!\\d|→)`)],
    ['a colour in parentheses («trofeum (szary)»)', re(`\\((szar|niebiesk|zielon|żółt|czerwon)\\p{L}*\\)`)],
    ['«Trofea brak» (M8)', /Trofea brak/u],
    ['the English word "solver" (M9)', /solver/iu],
    ['a count after a colon in the wrong case (M2)', /talii: \d/u],
    ['«Tam i z powrotem» (P17)', /Tam i z powrotem/u],
    ['«zagadki» where the site says «zadania» (P4)', re(`${W}(są zagadkami|zbior[a-z]* zagadek)`)],
    ['a line of play called «linia» (P18)', re(`${W}(Linia z instrukcji|[Gg]łówna linia|[Cc]ała linia)`)],
    ['a choice that "loses" (P19)', re(`(rezygnacja|Zejście z toru|oba) przegrywa`)],
  ],
  de: [
    ['"Du" with a third person\'s verb («Du ist wieder am Zug»)', re(`${W}Du (ist|hat|spielt|wählt|legt|zahlt|nimmt|zieht|gewinnt|verliert|darf|kann|muss)${E}`)],
    ['«Es zeigt jetzt» (D9)', /Es zeigt jetzt/u],
    ['one cube with a plural verb («liegen 1») (D8)', /liegen 1 /u],
    ['«Kettenregel» (D5)', /Kettenregel/u],
    ['the anglicism «Engine» (D15)', /Engine/u],
    ['a colour as a noun in lower case (D10)', re(`ist (grau|blau|grün|gelb|rot) vergeben`)],
    ['a colour without its ending before a noun («die grau Trophäe»: an ending stuck to a colour passed in)', re(`${W}(grau|blau|grün|gelb|rot) (Würfel|Karten?|Trophäe|Dreiersatz)${E}`)],
    ['colloquial «fertig gemacht» / «voll machen» (D18)', re(`fertig gemacht|${W}voll(machen|gemacht| macht)`)],
    ['«einen Erwerb machen» (D16)', /einen\*{0,2} Erwerb machen/u],
    ['«Ablage» for placing a card (D2)', /(ohne Ablage|mögliche Ablage|jeder Ablage)/u],
  ],
  it: [
    ['"Tu" with a third person\'s verb («Tu ha scelto»)', re(`${W}Tu (ha|è|sceglie|gioca|paga|prende|vince|perde|conquista)${E}|${W}a Tu${E}`)],
    ['a card name without an article («Dove va 4 grigio?»)', /Dove va \d/u],
    ['«a» before a vowel where edited Italian writes «ad» (IT-29)', re(`${W}[Tt]occa (di nuovo )?a (?=[AaEe])`)],
    ['a player named as a bare colour («tocca a Rosso») (IT-29)', /a (Rosso|Giallo)(?![\p{L}])/u],
    ['a participle fixed in the plural («1 scelte») (IT-27)', re(`${W}1 (scelte|fatte)${E}`)],
    ['the English word "sandbox" (IT-20)', /sandbox/iu],
    ['«ci sta» for a card that fits (IT-16)', re(`${W}(ci sta|ci stanno|starci|non sta proprio)${E}`)],
  ],
  fr: [
    ['"Vous" with a third person\'s verb («Vous a choisi»)', re(`${W}Vous (a|est|joue|choisit|prend|paie|gagne|perd|pose)${E}`)],
    ['no elision before a vowel («Main de Ordinateur», «de Ana»)', re(`${W}[Dd]e (?=[AEIOUÉaeiouéèêâîôû])(?!onze${E})`)],
    ['a player named as a lower-case colour («Vous jouez rouge») (FR-3)', re(`(jouez|avec|arrivée de) (rouge|jaune)${E}`)],
    ['«au-delà du bout» (FR-11)', /(au-delà|au delà) du bout/u],
    ['word-for-word English (FR-12)', /ressemble à un progrès|Les deux côtés de cette histoire|avec nos mots/u],
  ],
  nl: [
    ['an uninflected colour after «de» («de grijs trofee»)', re(`${W}de (grijs|blauw|groen|geel|rood) (trofee|kaart|tegel|kubus|beker)`, 'iu')],
    ['"jij" with a third person\'s verb', re(`${W}[Jj]ij is${E}`)],
    ['«verzetten» for moving a cup (NL-5)', re(`${W}verzet(ten|t)?${E}`, 'iu')],
    ['a player as a lower-case colour (NL-6)', re(`${W}(rood|geel) (wint|zet|speelt|begint|verliest|is aan de beurt|omhoog|omlaag|al een|altijd)${E}`)],
    ['word-for-word English (NL-16)', /Beide kanten van dit verhaal|op vooruitgang lijkt|in elke volgorde/u],
  ],
};

/** What the reader reads in `scope`: its text, line by line, and the names given to screen readers. */
async function read(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const lines = (root as HTMLElement).innerText.split('\n').map((s) => s.trim()).filter(Boolean);
    for (const el of root.querySelectorAll('[aria-label], [title], [alt]')) {
      for (const name of ['aria-label', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) lines.push(value);
      }
    }
    return lines;
  });
}

const live = async (island: Locator) => {
  await island.scrollIntoViewIfNeeded();
  await expect(island).not.toHaveAttribute('ssr');
};

interface Flow {
  readonly path: string;
  /** Acts on the page and returns what was read at each step. */
  readonly walk: (page: Page) => Promise<string[]>;
}

const FLOWS: readonly Flow[] = [
  {
    // A chapter of replays: each stepped with Next to its end.
    path: '/balloon-cup/rules/claim-cascade/',
    walk: async (page) => {
      const lines = await read(page.locator('main'));
      // A replay's controls are a labelled group (a tried example's are not).
      for (const island of await page.locator('astro-island:has(.bc-decide[role="group"])').all()) {
        await live(island);
        const next = island.locator('.bc-decide[role="group"] button.button');
        for (let i = 0; i < 40 && (await next.getAttribute('aria-disabled')) !== 'true'; i++) {
          const at = await island.locator('.bc-decide .bc-muted').innerText();
          await next.click();
          await expect(island.locator('.bc-decide .bc-muted')).not.toHaveText(at);
          lines.push(...(await read(island)));
        }
      }
      return lines;
    },
  },
  {
    // A chapter of tried examples: in each, a card chosen and placed where it fits.
    path: '/balloon-cup/rules/placing-cards/',
    walk: async (page) => {
      const lines = await read(page.locator('main'));
      for (const island of await page.locator('astro-island:has(.bc-hand-card)').all()) {
        await live(island);
        await island.locator('.bc-hand-card').first().click();
        // The choice shows once the machine has it (a click before it loads is queued).
        await expect(island.locator('.bc-hand-card[aria-pressed="true"]')).toHaveCount(1);
        lines.push(...(await read(island)));
        const target = island.locator('button.is-target').first();
        if (await target.isVisible()) {
          await target.click();
          lines.push(...(await read(island)));
        }
      }
      return lines;
    },
  },
  {
    // A Jumping Cups chapter: in each example, a cup picked and moved.
    path: '/jumping-cups/rules/finish-rule/',
    walk: async (page) => {
      const lines = await read(page.locator('main'));
      for (const island of await page.locator('astro-island:has(.jc-island)').all()) {
        await live(island);
        const movable = island.locator('li.is-movable button[data-square]').first();
        if (!(await movable.isVisible())) continue;
        await movable.click();
        await expect(island.locator('[data-preview]')).toBeVisible();
        lines.push(...(await read(island)));
        const landing = island.locator('li.is-landing button[data-square]');
        if (await landing.count()) await landing.first().click();
        else await island.locator('.jc-controls button.button').first().click();
        await expect(island.locator('[data-told]').or(island.locator('[data-game-over]')).first()).toBeVisible();
        lines.push(...(await read(island)));
      }
      return lines;
    },
  },
  {
    // The first moves of a Balloon Cup game against the computer: a card placed, the reply.
    path: '/balloon-cup/play/',
    walk: async (page) => {
      const main = page.locator('main');
      await typeGameNumber(main, 3);
      await main.locator('form button[type="submit"]').first().click();
      await expect(main.locator('.bcp-app[data-state="human"]')).toBeVisible({ timeout: 20_000 });
      const lines = await read(main);
      await main.locator('.bc-hand-card').first().click();
      lines.push(...(await read(main)));
      await main.locator('button.bc-side.is-fit').first().click();
      await expect(main.locator('.bcp-app[data-state="human"]:not([data-moves="0"]):not([data-moves="1"])').or(main.locator('.bcp-app[data-state="over"]'))).toBeVisible({ timeout: 30_000 });
      lines.push(...(await read(main)));
      return lines;
    },
  },
  {
    // The first moves of Jumping Cups against the perfect player: a cup moved, the reply.
    path: '/jumping-cups/play/',
    walk: async (page) => {
      const island = page.locator('.jc-island').first();
      await live(page.locator('astro-island:has(.jc-island)').first());
      const lines = await read(island);
      await island.locator('button[data-square="5"]').click();
      await expect(island.locator('[data-preview]')).toBeVisible();
      lines.push(...(await read(island)));
      await island.locator('.is-landing button[data-square]').click();
      await expect(island.locator('[data-told]')).toBeVisible({ timeout: 15_000 });
      lines.push(...(await read(island)));
      return lines;
    },
  },
];

for (const locale of PUBLISHED_LOCALES) {
  test(`what a reader reads in ${locale} has none of the reviews' faults`, async ({ browser }) => {
    test.setTimeout(240_000);
    const faults = [...EVERYWHERE, ...(FAULTS[locale] ?? [])];
    const found = new Set<string>();
    let lineCount = 0;
    for (const flow of FLOWS) {
      // A fresh browser each flow: nothing kept from another (a saved game, a mark).
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(locale === BASE_LOCALE ? flow.path : `/${locale}${flow.path}`);
      const lines = await flow.walk(page);
      await context.close();
      lineCount += lines.length;
      for (const line of lines) {
        for (const [fault, pattern] of faults) if (pattern.test(line)) found.add(`${flow.path} — ${fault}: "${line.slice(0, 160)}"`);
      }
    }
    // The flows read something: a scan of nothing would pass.
    expect(lineCount).toBeGreaterThan(100);
    expect([...found]).toEqual([]);
  });
}
