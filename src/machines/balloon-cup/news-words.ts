// The phone line's news (latest-news.ts) in words: a scoring and the other player's claim in brief,
// any other step in its full sentence (story.ts). Only the play page's line reads it, so only its
// island carries the brief messages. The person's own claim keeps its full sentence, whose first
// words say it ("You claim the gray trophy…"): the page's byte budget has no room for a second
// brief claim, and the line cuts what does not fit at its third line (the list below has it all).
import type { Player } from '../../engine/balloon-cup/components.ts';
import type { GameEvent } from '../../engine/balloon-cup/state.ts';
import type { Names, Told } from './story-core.ts';
import { stepText } from './story.ts';
import { colorParams, cubesText } from './color-words.ts';
import { m } from '../../paraglide/words/bcstory.ts';

/** A told step as the phone line says it; `you` is the person's seat (null: nobody). */
export function newsText(told: Told, names: Names, you: Player | null): string {
  // The event told, if the step tells one.
  const e = (told as { event?: GameEvent }).event;
  if (e?.type === 'claimed' && e.player !== you) return m.news_claimed({ player: names[e.player], ...colorParams(e.trophy) });
  if (e?.type !== 'scored') return stepText(told, names, you);
  // Who took which cubes; the totals and why are in the list's full sentence.
  return (e.winner === you ? m.news_scored_you : m.news_scored)({ tile: e.tile, player: names[e.winner], cubes: cubesText(e.cubes) });
}
