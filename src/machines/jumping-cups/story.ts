// Plain words for what the Jumping Cups engine answers: a move's journey, a refused pick, the end
// of the game. The machines show and announce these sentences; every fact in them comes from the
// engine (the move's path, its status, its error code).
import { FINISH_SQUARES, isFinishSquare, isSquare, stackAt } from '../../engine/jumping-cups/index.ts';
import type { Color, ErrorCode, GameStatus, MoveResult, Position, Stack } from '../../engine/jumping-cups/index.ts';

export const NAME: Readonly<Record<Color, string>> = { red: 'Red', yellow: 'Yellow' };
export const LETTER: Readonly<Record<Color, string>> = { red: 'R', yellow: 'Y' };

function cups(n: number): string {
  return n === 1 ? '1 cup' : `${n} cups`;
}

function squares(n: number): string {
  return n === 1 ? '1 square' : `${n} squares`;
}

/** "red, yellow on top" — a stack read bottom to top, for labels and screen readers. */
export function stackWords(stack: Stack | readonly string[]): string {
  if (stack.length === 0) return 'empty';
  if (stack.length === 1) return `one ${stack[0]} cup`;
  return `${stack.join(', ')} (bottom to top; ${stack.at(-1)} on top)`;
}

/** Whose finish square a square is, for labels: "red's finish", "neutral". */
export function squareRole(square: number): string {
  if (isFinishSquare('red', square)) return "red's finish";
  if (isFinishSquare('yellow', square)) return "yellow's finish";
  return 'neutral';
}

/**
 * The journey of a move, one sentence per hop: the first jump (its length is the height of the
 * stack it starts from), then each push on by the chain rule, then where it ends.
 */
export function journey(before: Position, move: Pick<MoveResult, 'from' | 'path' | 'leftTrack'>): string[] {
  const color = before.turn;
  const who = NAME[color];
  const height = stackAt(before, move.from).length;
  const lines: string[] = [];
  const first = move.path[0]!;
  const stood = height === 1 ? 'it stood alone' : `${cups(height)} stood there, itself included`;
  lines.push(`${who}'s cup on square ${move.from} jumps ${squares(height)} (${stood})${isSquare(first) ? ` to square ${first}.` : '.'}`);
  for (let i = 1; i < move.path.length; i += 1) {
    const at = move.path[i - 1]!;
    const next = move.path[i]!;
    const there = stackAt(before, at).length + 1;
    lines.push(`Square ${at} is one of ${color}'s finish squares and already holds a ${color} cup, so the chain rule sends it on ${squares(there)} (the stack there is now ${there} high)${isSquare(next) ? ` to square ${next}.` : '.'}`);
  }
  if (move.leftTrack) {
    lines.push(`That takes it past square ${color === 'red' ? 14 : 1}, off the track: ${who} loses at once.`);
  } else {
    const end = move.path.at(-1)!;
    const below = stackAt(before, end);
    lines.push(below.length === 0 ? `It lands on the empty square ${end}.` : `It lands on top of square ${end}, covering the ${below.at(-1)} cup there.`);
  }
  return lines;
}

export function statusWords(status: GameStatus): string {
  if (!status.over) return '';
  const who = NAME[status.winner];
  const loser = status.winner === 'red' ? 'yellow' : 'red';
  switch (status.reason) {
    case 'finish':
      return `${who} has a cup on each of its finish squares (${FINISH_SQUARES[status.winner].join(', ')}): ${who} wins.`;
    case 'blocked':
      return `${NAME[loser]} has no free cup left to move: ${who} wins.`;
    case 'left-track':
      return `${NAME[loser]}'s cup left the track: ${who} wins.`;
  }
}

/** Why a pick was refused, in plain words, from the engine's error code. */
export function refusalWords(code: ErrorCode, message: string, position: Position, square: number): string {
  const stack = stackAt(position, square);
  const who = NAME[position.turn];
  switch (code) {
    case 'empty-square':
      return `Square ${square} is empty: there is no cup to move.`;
    case 'not-your-cup':
      return stack.includes(position.turn)
        ? `The ${position.turn} cup on square ${square} is covered by a ${stack.at(-1)} cup. Only the cup on top of a stack is free to move.`
        : `Square ${square} holds only ${stack.at(-1) === 'red' ? 'red' : 'yellow'} cups, and it is ${who}'s turn: each player moves only their own cups.`;
    case 'game-over':
      return 'The game is over: no more moves.';
    default:
      return message;
  }
}

/**
 * Why a shared position could not be loaded, in plain words, from the notation error's code
 * (the details are read from the notation itself, not from the engine's message).
 */
export function notationProblemWords(code: ErrorCode, notation: string, where = 'the link'): string {
  const Where = where.charAt(0).toUpperCase() + where.slice(1);
  const [track = '', turn = ''] = notation.trim().split(/\s+/);
  const squares = track.split('/');
  switch (code) {
    case 'bad-format':
      return `${Where} does not hold a position written the way this page writes them: the 14 squares, then whose turn it is.`;
    case 'wrong-square-count':
      return `The position in ${where} has ${squares.length} squares, but the track has 14.`;
    case 'bad-cup': {
      const at = squares.findIndex((sq) => /[^ry]/i.test(sq));
      const letter = at >= 0 ? squares[at]!.replace(/[ry]/gi, '').charAt(0) : '';
      return at >= 0
        ? `In ${where}, square ${at + 1} holds "${letter}", which is not a cup (r stands for a red cup, y for a yellow one).`
        : `A square in ${where} holds something that is not a cup (r stands for a red cup, y for a yellow one).`;
    }
    case 'bad-turn':
      return `${Where} says "${turn}" where it should say whose turn it is: r for red or y for yellow.`;
    case 'wrong-cup-count':
      return `The position in ${where} does not have five cups of each color on the track (only the side that just moved may have one fewer).`;
    case 'two-on-own-finish':
      return `In the position in ${where} a finish square holds two cups of its own color, which cannot happen in a game.`;
    case 'finished-side-to-move':
      return `In the position in ${where} the side to move already holds all its finish squares, so the game would already be over.`;
    default:
      return `The position in ${where} cannot be read.`;
  }
}
