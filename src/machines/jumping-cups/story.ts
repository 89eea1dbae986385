// Plain words for what the Jumping Cups engine answers: a move's journey, a refused pick, the end
// of the game. The machines show and announce these sentences; every fact in them comes from the
// engine (the move's path, its status, its error code).
import { FINISH_SQUARES, isSquare, stackAt } from '../../engine/jumping-cups/index.ts';
import type { Color, ErrorCode, GameStatus, MoveResult, Position, Stack } from '../../engine/jumping-cups/index.ts';
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

/** Why a pick was refused, in plain words, from the engine's error code. */
export function refusalWords(code: ErrorCode, message: string, position: Position, square: number): string {
  const stack = stackAt(position, square);
  const color = position.turn;
  switch (code) {
    case 'empty-square':
      return m.refused_empty({ square });
    case 'not-your-cup': {
      const top = stack.at(-1) === 'red' ? 'red' : 'yellow';
      return stack.includes(color)
        ? m.refused_covered({ square, color, colorName: colorName(color), top, topName: colorName(top) })
        : m.refused_not_yours({ square, color: top, colorName: colorName(top), turn: color, player: playerName(color) });
    }
    case 'game-over':
      return m.refused_game_over();
    default:
      return message;
  }
}

/**
 * The sentences about a position that could not be read: a link's (play.ts) or an example's
 * (example.ts), each kept with the machine that says them, so a page carries only its own.
 */
export interface ProblemSentences {
  readonly badFormat: () => string;
  readonly wrongSquareCount: (count: number) => string;
  readonly badCupAt: (square: number, letter: string) => string;
  readonly badCup: () => string;
  readonly badTurn: (turn: string) => string;
  readonly wrongCupCount: () => string;
  readonly twoOnOwnFinish: () => string;
  readonly finishedSideToMove: () => string;
  readonly unreadable: () => string;
}

/**
 * Why a position could not be loaded, in plain words, from the notation error's code (the details
 * are read from the notation itself, not from the engine's message), in the sentences `say`.
 */
export function notationProblemWords(code: ErrorCode, notation: string, say: ProblemSentences): string {
  const [track = '', turn = ''] = notation.trim().split(/\s+/);
  const squares = track.split('/');
  switch (code) {
    case 'bad-format':
      return say.badFormat();
    case 'wrong-square-count':
      return say.wrongSquareCount(squares.length);
    case 'bad-cup': {
      const at = squares.findIndex((sq) => /[^ry]/i.test(sq));
      const letter = at >= 0 ? squares[at]!.replace(/[ry]/gi, '').charAt(0) : '';
      return at >= 0 ? say.badCupAt(at + 1, letter) : say.badCup();
    }
    case 'bad-turn':
      return say.badTurn(turn);
    case 'wrong-cup-count':
      return say.wrongCupCount();
    case 'two-on-own-finish':
      return say.twoOnOwnFinish();
    case 'finished-side-to-move':
      return say.finishedSideToMove();
    default:
      return say.unreadable();
  }
}
