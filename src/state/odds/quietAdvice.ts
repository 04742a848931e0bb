// When the advice has something to say. Two choices whose chances lie within half a point of each other are the same
// choice (issue 41): at 99.8 % everywhere a "best" mark only makes noise. The ranking itself is the solver's
// (engine/odds/bestMove.ts); this only decides whether its first place stands out.
import type { Action, BestMove } from '../../engine/index.ts'

/** Half a point: two chances closer than this are the same choice. */
export const SAME_CHOICE = 0.005

/** Whether chance `a` is as good as `b` (within half a point). */
export function isAsGood(a: number, b: number): boolean {
  return Math.abs(a - b) < SAME_CHOICE
}

/** Whether there are choices to weigh and every one lies within half a point of the best: the choices are even. */
export function isEven(move: BestMove): boolean {
  return move.options.length > 1 && move.options.every((o) => isAsGood(o.odds, move.odds))
}

/** The choice the table and the panel mark as best: the solver's, or null when the choices are even. */
export function markedBest(move: BestMove): Action | null {
  return isEven(move) ? null : move.action
}
