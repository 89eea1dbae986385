// Plain words for what the Jumping Cups engine answers: a move's journey, a refused pick or
// position, the end of the game. The machines keep the engine's facts (the move's path, its status,
// a refusal's code and facts); their views turn them into these sentences.
import { FINISH_SQUARES, TRACK_LENGTH, isSquare, stackAt } from '../../engine/jumping-cups/index.ts';
import type { GameStatus, MoveResult, Position, Problem } from '../../engine/jumping-cups/index.ts';
import { m } from '../../paraglide/words/jcstory.ts';
import { colorName, playerName } from './cup-words.ts';

export { NAME, colorName, playerName, squareRole, squareRoleWords, stackWords, type SquareRole } from './cup-words.ts';

/**
 * The journey of a move, one sentence per hop: the first jump (its length is the height of the
 * stack it starts from), then each push on by the chain rule, then where it ends.
 */
export function journey(before: Position, move: Pick<MoveResult, 'from' | 'path' | 'leftTrack'>): string[] {
  const color = before.turn;
  const player = playerName(color);
  const height = stackAt(before, move.from).length;
  const lines: string[] = [];
  const first = move.path[0]!;
  lines.push(isSquare(first)
    ? m.jump_to({ color, player, from: move.from, height, to: first })
    : m.jump_off({ color, player, from: move.from, height }));
  for (let i = 1; i < move.path.length; i += 1) {
    const at = move.path[i - 1]!;
    const next = move.path[i]!;
    const there = stackAt(before, at).length + 1;
    const words = { at, color, colorName: colorName(color), height: there };
    lines.push(isSquare(next) ? m.chain_to({ ...words, to: next }) : m.chain_off(words));
  }
  if (move.leftTrack) {
    lines.push(m.left_track({ edge: color === 'red' ? 14 : 1, color, player }));
  } else {
    const end = move.path.at(-1)!;
    const below = stackAt(before, end);
    const covered = below.at(-1);
    lines.push(covered === undefined ? m.lands_empty({ to: end }) : m.lands_on({ to: end, color: covered, colorName: colorName(covered) }));
  }
  return lines;
}

export function statusWords(status: GameStatus): string {
  if (!status.over) return '';
  const color = status.winner;
  const player = playerName(color);
  const loserColor = color === 'red' ? 'yellow' : 'red';
  const loser = playerName(loserColor);
  switch (status.reason) {
    case 'finish':
      return m.won_finish({ color, player, squares: FINISH_SQUARES[color].join(', ') });
    case 'blocked':
      return m.won_blocked({ color, player, loserColor, loser });
    case 'left-track':
      return m.won_left_track({ color, player, loserColor, loser });
  }
}

/** Why a pick was refused, in plain words, from the engine's facts. */
export function refusalWords(problem: Problem): string {
  switch (problem.code) {
    case 'empty-square':
      return m.refused_empty({ square: problem.square });
    case 'not-your-cup': {
      const { square, top, turn } = problem;
      return problem.covered
        ? m.refused_covered({ square, color: turn, colorName: colorName(turn), top, topName: colorName(top) })
        : m.refused_not_yours({ square, color: top, colorName: colorName(top), turn, player: playerName(turn) });
    }
    case 'game-over':
      return m.refused_game_over();
    default:
      return problemWords(problem);
  }
}

/**
 * Why a position (a link's, an example's) could not be read, in one or two sentences from the
 * engine's facts; the sentence around it says whose position it was.
 */
export function problemWords(problem: Problem): string {
  switch (problem.code) {
    case 'bad-format':
      return problem.reason === 'too-long' ? m.problem_too_long({ length: problem.length ?? 0 }) : m.problem_bad_format();
    case 'wrong-square-count':
      return m.problem_square_count({ count: problem.found });
    case 'bad-cup':
      return m.problem_bad_cup({ square: problem.square, letter: problem.letter });
    case 'bad-turn':
      return m.problem_bad_turn({ turn: problem.found });
    case 'wrong-cup-count':
      return m.problem_cup_count({ color: problem.color, count: problem.count });
    case 'two-on-own-finish':
      return m.problem_two_on_finish({ color: problem.color, square: problem.square });
    case 'finished-side-to-move':
      return m.problem_finished_to_move({ color: problem.color });
    case 'unreachable': {
      const fact = problem.counting;
      if (!fact) return m.problem_unreachable();
      // The squares nearest the colour's start edge: 1–n for red, 15−n–14 for yellow.
      const [from, to] = fact.color === 'red' ? [1, fact.squares] : [TRACK_LENGTH + 1 - fact.squares, TRACK_LENGTH];
      return m.problem_unreachable_counting({ color: fact.color, from, to, needed: fact.needed });
    }
    case 'unsettled':
      return m.problem_unsettled();
    case 'game-over':
      return m.refused_game_over();
    case 'no-such-square':
      return m.problem_no_such_square({ square: problem.square });
    case 'empty-square':
    case 'not-your-cup':
      return refusalWords(problem);
  }
}
