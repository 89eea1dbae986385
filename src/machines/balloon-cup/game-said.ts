// What the game page's live region reads, worded from the facts the game machine keeps
// (GameContext.announcement): the machine says what happened, this module says it in the page's
// language, with the players' names and "you" chosen here, at render time.
import type { GameContext } from './game.ts';
import { current, youOf } from './game.ts';
import { hintWhy, refusalWords, verdictText } from './game-words.ts';
import { cardParams, playerParams } from './color-words.ts';
import { beginText, handoffReadyText } from './seat-words.ts';
import { fitsNowhereText } from './fit-words.ts';
import { moveText, stepsText } from './story.ts';
import { m } from '../../paraglide/words/bcgame.ts';

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
      // The move as its own sentence ("Hint: …"), then the reason as a whole sentence of its own.
      return `${m.said_hint({ move: moveText(said.move, names, state, you) })} ${hintWhy(state, said.move, names, you)}`;
  }
}
