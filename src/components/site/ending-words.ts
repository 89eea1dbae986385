// The endings' facts in the page's words: a theme's label and a goal's short name.
import type { EndingTheme } from '../../engine/balloon-cup/ending-mine.ts';
import type { EndingGoal } from '../../engine/balloon-cup/ending-search.ts';
import { m } from '../../paraglide/words/endings.ts';

const THEME_LABEL: Readonly<Record<EndingTheme, () => string>> = {
  'score-now': () => m.theme_score_now(),
  'quiet-move': () => m.theme_quiet_move(),
  'their-side': () => m.theme_their_side(),
  'trophy-race': () => m.theme_trophy_race(),
  'tempting-score': () => m.theme_tempting_score(),
};

export function themeLabel(theme: EndingTheme): string {
  return THEME_LABEL[theme]();
}

export function goalLabel(goal: EndingGoal): string {
  return goal.kind === 'game' ? m.goal_game() : m.goal_trophy({ trophy: m.trophy_name({ color: goal.trophy }) });
}
