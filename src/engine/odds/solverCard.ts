// The limits the odds solver accepts (keys.ts lays its keys out for them: tests/engine/odds/keys.test.ts checks they
// fit), and small questions about the card it is given (its types are types.ts's).
import type { Ruleset } from '../ruleset.ts'
import type { SolverCard } from './types.ts'

export type { Health, SolverCard, SolverState, TerrorModel } from './types.ts'

/** Whether dice on spells may be taken back before a roll (see SolverCard). */
export function spellDiceReturnOf(c: { readonly ruleset: Ruleset; readonly spellDiceReturn?: boolean }): boolean {
  return c.spellDiceReturn ?? c.ruleset !== 'first-printing'
}

/** The most of each the solver accepts: tasks on a card, dice in the pool, held per face, focus, spells, clues. */
export const LIMITS = { tasks: 8, green: 15, yellowRed: 3, heldPerFace: 8, focus: 7, spells: 7, clues: 63 } as const
/** The most dice a minimal fulfiller may take (fulfillers.ts). */
export const MAX_DICE = 14

/** Whether task `t` may be completed now: undone, and the first undone one when ordered. */
export function isEligible(card: SolverCard, done: number, t: number): boolean {
  if (done & (1 << t)) return false
  if (!card.ordered) return true
  const firstUndone = ~done & (done + 1)
  return firstUndone === 1 << t
}
