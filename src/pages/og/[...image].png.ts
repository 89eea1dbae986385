// The preview pictures of shared links, made when the site is built (share-image.ts): one per
// puzzle from its own position, and one card for the site and each game.
import type { APIRoute, GetStaticPaths } from 'astro';
import { balloonCupPuzzles } from '../../components/site/puzzles.ts';
import { jcPuzzles } from '../../components/jumping-cups/chapters.ts';
import { cascadeCard, png, siteCard, trackCard } from '../../components/site/share-image.ts';
import { parsePosition } from '../../engine/jumping-cups/notation.ts';
import { playerName } from '../../machines/jumping-cups/story.ts';
import { exampleNames } from '../../machines/balloon-cup/example-names.ts';
import { playerParams } from '../../machines/balloon-cup/color-words.ts';
import { m } from '../../paraglide/words/shell.ts';
import { ALL_WORDS } from '../../paraglide/all.ts';
import { BASE_LOCALE, PUBLISHED_LOCALES, provide } from '../../i18n/runtime.ts';

export const getStaticPaths = (async () => {
  // One set of pictures per language (paths are made before the middleware provides a page's
  // words, so each language is provided here): /og/<name>.png in English, /og/<locale>/<name>.png.
  const cards: { params: { image: string }; props: { svg: string } }[] = [];
  for (const locale of PUBLISHED_LOCALES) {
    provide(locale, ALL_WORDS[locale]);
    const at = (name: string) => ({ image: locale === BASE_LOCALE ? name : `${locale}/${name}` });
    cards.push(
      { params: at('site'), props: { svg: siteCard(m.card_site_kicker(), m.site_name(), m.card_site_about()) } },
      { params: at('balloon-cup'), props: { svg: siteCard(m.site_name(), m.game_balloon_cup(), m.card_balloon_cup_about()) } },
      { params: at('jumping-cups'), props: { svg: siteCard(m.site_name(), m.game_jumping_cups(), m.card_jumping_cups_about()) } },
    );
    for (const puzzle of await balloonCupPuzzles(locale)) {
      const names = puzzle.data.names ?? exampleNames();
      const player = names[puzzle.solver];
      const task = puzzle.data.goal === 'win' ? m.card_cascade_task_win(playerParams(player)) : m.card_cascade_task_avoid(playerParams(player));
      cards.push({ params: at(`balloon-cup/puzzles/${puzzle.data.id}`), props: { svg: cascadeCard(puzzle.data.title, puzzle.given, names, task) } });
    }
    for (const entry of await jcPuzzles(locale)) {
      const position = parsePosition(entry.data.position);
      if (!position.ok) throw new Error(`Jumping Cups puzzle "${entry.id}": ${position.message}`);
      const task = m.card_track_task({ color: entry.data.winner, player: playerName(entry.data.winner), moves: entry.data.moves });
      cards.push({ params: at(`jumping-cups/puzzles/${entry.id}`), props: { svg: trackCard(entry.data.title, position.value, task) } });
    }
  }
  provide(BASE_LOCALE, ALL_WORDS[BASE_LOCALE]);
  return cards;
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) =>
  new Response(await png((props as { svg: string }).svg), { headers: { 'Content-Type': 'image/png' } });
