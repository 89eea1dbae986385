// The preview pictures of shared links, made when the site is built (share-image.ts): one per
// puzzle from its own position, and one card for the site and each game.
import type { APIRoute, GetStaticPaths } from 'astro';
import { balloonCupPuzzles } from '../../components/site/puzzles.ts';
import { jcPuzzles } from '../../components/jumping-cups/chapters.ts';
import { cascadeCard, png, siteCard, trackCard } from '../../components/site/share-image.ts';
import { parsePosition } from '../../engine/jumping-cups/notation.ts';

export const getStaticPaths = (async () => {
  const cards: { params: { image: string }; props: { svg: string } }[] = [
    { params: { image: 'site' }, props: { svg: siteCard('Learn and master two cup games', 'Cup Games', 'Balloon Cup and Jumping Cups: the rules chapter by chapter, live examples, puzzles checked by an exact solver.') } },
    { params: { image: 'balloon-cup' }, props: { svg: siteCard('Cup Games', 'Balloon Cup', 'Every rule with live examples, a printable quick reference, trophy-claim puzzles and a cascade sandbox.') } },
    { params: { image: 'jumping-cups' }, props: { svg: siteCard('Cup Games', 'Jumping Cups', 'The rules with live examples, win-in-N puzzles, and a perfect opponent: the game is solved.') } },
  ];
  for (const puzzle of await balloonCupPuzzles()) {
    const names = puzzle.data.names ?? (['Ana', 'Ben'] as const);
    const task = `${names[puzzle.solver]} to claim: ${puzzle.data.goal === 'win' ? 'find the win' : 'stop the other player winning'}`;
    cards.push({ params: { image: `balloon-cup/puzzles/${puzzle.data.id}` }, props: { svg: cascadeCard(puzzle.data.title, puzzle.given, names, task) } });
  }
  for (const entry of await jcPuzzles()) {
    const position = parsePosition(entry.data.position);
    if (!position.ok) throw new Error(`Jumping Cups puzzle "${entry.id}": ${position.message}`);
    const side = entry.data.winner === 'red' ? 'Red' : 'Yellow';
    cards.push({ params: { image: `jumping-cups/puzzles/${entry.id}` }, props: { svg: trackCard(entry.data.title, position.value, `${side} to move and win in ${entry.data.moves}`) } });
  }
  return cards;
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) =>
  new Response(await png((props as { svg: string }).svg), { headers: { 'Content-Type': 'image/png' } });
