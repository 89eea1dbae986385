/**
 * Words for a Balloon Cup position the engine refused (its facts: result.ts PositionProblem, and
 * PositionCodeProblem for a position code): one message per code (src/messages/bcposition), the
 * tile, colour, card, side and counts as its parameters, so every language says as much as English.
 * Used by the build (Example.astro), so no island carries these sentences.
 */
import type { GoneTileFault, PositionCodeProblem, PositionProblem } from '../../engine/balloon-cup/index.ts';
import { cardColor, cardValue } from '../../engine/balloon-cup/components.ts';
import type { CardId, Player } from '../../engine/balloon-cup/components.ts';
import type { Checked } from '../../machines/balloon-cup/engine.ts';
import { m as page } from '../../paraglide/words/bcpage.ts';
import { m } from '../../paraglide/words/bcposition.ts';

export function goneTileWords(fault: GoneTileFault): string {
  const said = (fault.cubeLimit ? page.tile_gone_limit : page.tile_gone)({ tile: fault.tile, count: fault.cubes });
  return fault.returned > 0 ? said + page.tile_gone_returned({ count: fault.returned }) : said;
}

const side = (player: Player): 'first' | 'second' => (player === 0 ? 'first' : 'second');
/** A card as its message takes it: the colour to choose forms by, the value as text to match on (Italian elides before 1, 8, 11). */
const card = (id: CardId) => ({ color: cardColor(id), value: String(cardValue(id)) });

/** What is wrong with a position, with its tile, colour, card, side and counts. */
export function positionProblemWords(problem: PositionProblem): string {
  switch (problem.code) {
    case 'pos-form': return m.pos_form({ part: problem.part });
    case 'pos-option-unknown': return m.pos_option_unknown();
    case 'pos-option-value': return m.pos_option_value();
    case 'pos-cubes-over': return m.pos_cubes_over({ color: problem.color, count: problem.count, total: problem.total });
    case 'pos-card-twice': return m.pos_card_twice(card(problem.card));
    case 'pos-tile-removed-holds': return m.pos_tile_removed_holds({ tile: problem.tile });
    case 'pos-tile-cubes': return m.pos_tile_cubes({ tile: problem.tile, count: problem.count });
    case 'pos-card-fit': return m.pos_card_fit({ ...card(problem.card), tile: problem.tile, need: problem.need });
    case 'pos-tile-full': return m.pos_tile_full({ tile: problem.tile });
    case 'pos-tile-twice': return m.pos_tile_twice({ tile: problem.tile });
    case 'pos-tile-missing': return m.pos_tile_missing({ tile: problem.tile });
    case 'pos-trophy-twice': return m.pos_trophy_twice({ side: side(problem.player), color: problem.color });
    case 'pos-trophy-both': return m.pos_trophy_both({ color: problem.color });
    case 'pos-trophies-over': return m.pos_trophies_over({ side: side(problem.player), count: problem.count, max: problem.max });
    case 'pos-hand-over': return m.pos_hand_over({ side: side(problem.player), count: problem.count, max: problem.max });
    case 'pos-blocked-winner': return m.pos_blocked_winner();
    case 'pos-result-trophies': return m.pos_result_trophies({ side: side(problem.player) });
    case 'pos-result-winner': return m.pos_result_winner({ side: side(problem.player) });
    case 'pos-box-option': return m.pos_box_option({ color: problem.color });
    case 'pos-box-unclaimed': return m.pos_box_unclaimed({ count: problem.count });
    case 'pos-unpaid': return m.pos_unpaid();
    case 'pos-cascade-over': return m.pos_cascade_over();
    case 'pos-cascade-exchanged': return m.pos_cascade_exchanged();
    case 'pos-cascade-part': return m.pos_cascade_part({ side: side(problem.player) });
    case 'pos-claim-open': return m.pos_claim_open({ side: side(problem.player), color: problem.color, count: problem.count });
    case 'pos-blocked': return m.pos_blocked();
    case 'pos-not-blocked': return m.pos_not_blocked();
    case 'pos-exchanged-no-fit': return m.pos_exchanged_no_fit({ side: side(problem.player) });
    case 'pos-cube-limit': return m.pos_cube_limit({ tile: problem.tile, color: problem.color, count: problem.count, max: problem.max });
    case 'tile-gone-refillable': return goneTileWords(problem);
  }
}

/** What is wrong with a position code (url.ts decodePosition) in its form. */
export function positionCodeProblemWords(problem: PositionCodeProblem): string {
  switch (problem.code) {
    case 'pcode-empty': return m.pcode_empty();
    case 'pcode-too-long': return m.pcode_too_long({ length: problem.length, max: problem.max });
    case 'pcode-character': return m.pcode_character({ at: problem.at, character: problem.character });
    case 'pcode-version': return m.pcode_version({ version: problem.version });
    case 'pcode-cut': return m.pcode_cut();
    case 'pcode-symbol': return m.pcode_symbol();
    case 'pcode-left-over': return m.pcode_left_over({ count: problem.count });
    case 'pcode-not-canonical': return m.pcode_not_canonical();
  }
}

/**
 * A checked example with its problem in the page's words, from the engine's facts (`refusal`;
 * a gone tile's fuller facts in `fault`), so no field path or code reaches a reader; the build's
 * warning names the facts (Example.astro).
 */
export function explained(checked: Checked): Checked {
  if (checked.fault) return { ...checked, problem: goneTileWords(checked.fault) };
  if (checked.problem === null) return checked;
  return { ...checked, problem: checked.refusal ? positionProblemWords(checked.refusal) : page.position_impossible() };
}
