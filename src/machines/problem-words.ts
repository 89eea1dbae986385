/**
 * What went wrong with a link, a saved game or a move the engine refused, for the reader. The
 * engine's own message names the exact field at fault, in English; English pages show it as it
 * is, and the other languages say which kind of problem it is, from the engine's error code.
 * Either way it is a clause, not a sentence: the sentence around it ("…cannot be replayed:
 * {problem}.") begins and ends it.
 */
import { m } from '../paraglide/words/detail.ts';
import { BASE_LOCALE, currentLocale } from '../i18n/runtime.ts';

const POSITION = /position|square|cup|turn|sets|unsettled|finish|tile|trophy|cube|hand/;

export function problemDetail(code: string, message: string): string {
  if (currentLocale() === BASE_LOCALE) return message;
  if (code === 'bad-format') return m.link();
  if (code === 'lost-move') return m.lost();
  if (code === 'bad-move' || code === 'game-over' || code === 'must-place' || code.startsWith('not-') || code.startsWith('too-')) return m.move();
  if (POSITION.test(code)) return m.position();
  return m.other();
}
