// What asking the solver about a position gives back, shared by the play machine (which waits for
// it), consult.ts (which answers in this thread) and the page's Web Worker client: a module of its
// own, so the machine and the thread-bound solver do not import each other.
import type { Solution } from '../../engine/jumping-cups/index.ts';

export interface Consultation {
  readonly solution: Solution;
  /** Time the solver took, and the table's size after it (for the page's "how it was computed"). */
  readonly ms: number;
  readonly states: number;
  /** Answered entirely from the solution computed ahead of time, without searching. */
  readonly book: boolean;
}

/** What the machine hands the solver: the position, in its notation. */
export interface ConsultInput {
  readonly notation: string;
}
