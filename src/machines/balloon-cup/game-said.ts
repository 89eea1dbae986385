// What the game page's live region reads, worded from the facts the game machine keeps
// (GameContext.announcement): the machine says what happened, this module says it in the page's
// language, with the players' names and "you" chosen here, at render time.
import type { CardId, Move, Player } from '../../engine/balloon-cup/index.ts';
import type { GameContext, GameRefusal } from './game.ts';
import { current, youOf } from './game.ts';
import { hintWhy, refusalWords, verdictText } from './game-words.ts';
import { cardParams, playerParams } from './color-words.ts';
import { beginText, handoffReadyText } from './seat-words.ts';
import { fitsNowhereText } from './fit-words.ts';
import { moveText, stepsText } from './story.ts';
import { m } from '../../paraglide/words/bcgame.ts';

/** The facts of an announcement (the counter `n` beside it makes a repeat read again). */
export type GameSaid =
  | { readonly kind: 'none' | 'resumed' | 'verdict' | 'computer-failed' }
  | { readonly kind: 'begin' | 'handoff' | 'consent-refused'; readonly player: Player }
  /** The told steps of the context from `from` on: the moves just played. */
  | { readonly kind: 'told'; readonly from: number }
  | { readonly kind: 'refused'; readonly refusal: GameRefusal }
  /** `by` took a move back; `you`: they are the person the sentence speaks to; `redealt`: what was unseen is dealt anew. */
  | { readonly kind: 'taken-back'; readonly by: Player; readonly you: boolean; readonly redealt: boolean }
  | { readonly kind: 'fits-nowhere'; readonly player: Player; readonly card: CardId }
  | { readonly kind: 'hint'; readonly move: Move };

/** The announcement in the page's language. */
export function saidText(context: GameContext): string {
  const said = context.announcement.said;
  const { names } = context;
  const you = youOf(context);
  const state = current(context);
  switch (said.kind) {
    case 'none': return '';
    case 'resumed': return m.resumed();
    case 'begin': return beginText(context.opponent === 'people', names[said.player]);
    case 'handoff': return handoffReadyText(names[said.player]);
    case 'consent-refused': return m.consent_refused({ player: names[said.player] });
    case 'computer-failed': return m.computer_failed_said();
    case 'verdict': return verdictText(state, names, you) ?? '';
    case 'told': return stepsText(context.told.slice(said.from), names, you);
    case 'refused': return refusalWords(said.refusal, state, names, you);
    case 'taken-back': {
      const taken = m.taken_back({ ...playerParams(names[said.by]), you: said.you ? 'yes' : 'no' });
      return said.redealt ? `${taken} ${m.redealt()}` : taken;
    }
    case 'fits-nowhere':
      return `${m.status_fits_nowhere({ player: names[said.player], ...cardParams(said.card) })} ${fitsNowhereText(state, said.card)}`;
    case 'hint':
      return m.said_hint({ why: m.hint_text({ move: moveText(said.move, names, state, you), why: hintWhy(state, said.move, names, you) }) });
  }
}
