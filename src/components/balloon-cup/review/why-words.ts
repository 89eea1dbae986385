// What Strong's move does (bots/review.ts Aim), in the page's language: the facts the engine
// found (what it wins or denies, by how much, which trophy it brings closer), one sentence each.
// Shared by the review (ReviewPanel.tsx) and its practice (PracticePanel.tsx).
import type { Aim, Toward } from '../../../engine/balloon-cup/bots/review.ts';
import { colorParams } from '../../../machines/balloon-cup/color-words.ts';
import { m } from '../../../paraglide/words/review.ts';

function towardText(toward: Toward | null, won: boolean): string {
  if (!toward) return '';
  const color = colorParams(toward.trophy);
  if (won) return ` ${m.why_toward_won({ ...color, count: toward.left })}`;
  return ` ${toward.left === 0 ? m.why_toward_pays(color) : m.why_toward_open({ ...color, count: toward.left })}`;
}

export function whyText(aim: Aim): string {
  switch (aim.kind) {
    case 'win-tile': return aim.trophy ? m.why_win_trophy({ tile: aim.tile, count: aim.cubes, ...colorParams(aim.trophy) }) : m.why_win_tile({ tile: aim.tile, count: aim.cubes }) + towardText(aim.toward, true);
    case 'close-tile': return m.why_close_tile({ tile: aim.tile });
    case 'lead-tile': return m.why_lead_tile({ tile: aim.tile, margin: aim.margin, count: aim.cubes }) + towardText(aim.toward, false);
    case 'open-tile':
      // A side the move fills says so, rather than "room for 0 more cards".
      if (aim.side === 'other') {
        if (aim.flatland) return m.why_deny_flatland({ tile: aim.tile, value: aim.value });
        return aim.places === 0 ? m.why_deny_full({ tile: aim.tile, value: aim.value }) : m.why_deny_mountain({ tile: aim.tile, value: aim.value, count: aim.places });
      }
      if (aim.places === 0) return (aim.behind > 0 ? m.why_full_behind({ tile: aim.tile, behind: aim.behind }) : m.why_full_level({ tile: aim.tile })) + towardText(aim.toward, false);
      return (aim.behind > 0 ? m.why_open_own({ tile: aim.tile, behind: aim.behind, count: aim.places }) : m.why_open_level({ tile: aim.tile, count: aim.places })) + towardText(aim.toward, false);
    case 'claim': return m.why_claim(colorParams(aim.trophy));
    case 'exchange': return m.why_exchange({ count: aim.cards });
    case 'pass': return m.why_pass();
  }
}
