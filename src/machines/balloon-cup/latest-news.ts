// What the line above the board on a phone shows of "What just happened" (LatestLine.tsx): facts
// only, worded by news-words.ts. After a reply with a scoring, the told steps end with the refill,
// the draws, the passes and who plays next, so their last two lines hid what matters: who took
// which cubes and who claimed a trophy. Those come first here (news-words.ts words a scoring and a
// claim in brief); the full sentences stay in the list below the board.
import type { Step } from './story-core.ts';

/**
 * The news of the steps told since the person's last move. Without a scoring, the last two steps.
 * With one, the latest scoring, the claims and any move made after it: the refill, flip, draws,
 * passes and notes are left to the list (the end of the game is the prompt's).
 */
export function latestNews<S extends Pick<Step, 'event'>>(told: readonly S[]): S[] {
  const at = told.findLastIndex((s) => s.event === 'scored');
  return at < 0 ? told.slice(-2) : told.slice(at).filter((s) => ['scored', 'claimed', 'placed', 'exchanged'].includes(s.event));
}
