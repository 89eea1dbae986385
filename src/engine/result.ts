// Typed results shared by both engines: user input is answered with a stable error code and a
// message naming the problem, never an exception (chessops / boardgame.io habit). Each game lists
// its own codes in its result.ts.

export type Result<T, E extends string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E; readonly message: string };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function err<E extends string>(error: E, message: string): { readonly ok: false; readonly error: E; readonly message: string } {
  return { ok: false, error, message };
}
