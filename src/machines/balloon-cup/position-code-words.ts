// A position code refused (url.ts decodePosition), or a game's link (record.ts), in the page's language: what is wrong with the
// code's form (pcode-*), or with the position it reads as (pos-*: position.ts). A code is typed or
// copied, so its faults are named as a reader can act on them: the character at fault, a code cut
// short, or the part of the table that cannot be (a card twice, a hand too large, a tile, the trophies).
import { cardName, colorName } from './color-words.ts';
import type { LinkProblem, Problem } from '../../engine/balloon-cup/result.ts';
import { linkProblemWords } from './link-problem-words.ts';
import { m } from '../../paraglide/words/bcanalysis.ts';
import { m as w } from '../../paraglide/words/bcwords.ts';

const playerName = (player: 0 | 1): string => (player === 0 ? w.name_player_1() : w.name_player_2());

/** What is wrong with a pasted or linked position code. */
export function positionProblemWords(problem: Problem): string {
  // A game's link (opened at one of its moves) is refused as the replay refuses it.
  if (problem.code.startsWith('link-')) return linkProblemWords(problem as LinkProblem);
  switch (problem.code) {
    case 'pcode-empty': return m.pcode_empty();
    case 'pcode-too-long': return m.pcode_too_long({ length: problem.length, max: problem.max });
    case 'pcode-character': return m.pcode_character({ at: problem.at, character: problem.character });
    case 'pcode-cut': return m.pcode_cut();
    case 'pcode-version':
    case 'pcode-symbol':
    case 'pcode-left-over':
    case 'pcode-not-canonical': return m.pcode_garbled();
    case 'pos-card-twice': return m.pos_card_twice({ card: cardName(problem.card) });
    case 'pos-cubes-over': return m.pos_cubes_over({ color: problem.color, colorName: colorName(problem.color), count: problem.count, total: problem.total });
    case 'pos-hand-over': return m.pos_hand_over({ player: playerName(problem.player), count: problem.count, max: problem.max });
    case 'pos-tile-removed-holds':
    case 'pos-tile-cubes':
    case 'pos-card-fit':
    case 'pos-tile-full':
    case 'pos-tile-twice':
    case 'pos-tile-missing':
    case 'pos-cube-limit':
    case 'tile-gone-refillable': return m.pos_tile({ tile: problem.tile });
    case 'pos-trophy-twice':
    case 'pos-trophy-both':
    case 'pos-trophies-over':
    case 'pos-unpaid':
    case 'pos-box-option':
    case 'pos-box-unclaimed': return m.pos_trophies();
    case 'pos-claim-open': return m.pos_claim_open({ player: playerName(problem.player) });
    case 'pos-blocked-winner':
    case 'pos-result-trophies':
    case 'pos-result-winner':
    case 'pos-blocked':
    case 'pos-not-blocked': return m.pos_result();
    case 'pos-cascade-over':
    case 'pos-cascade-exchanged':
    case 'pos-cascade-part':
    case 'pos-exchanged-no-fit': return m.pos_turn();
    default: return m.pos_other();
  }
}
