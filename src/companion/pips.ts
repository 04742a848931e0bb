// Eldritch Horror rules summary, "Tests", and the Arkham Horror rulebook, "Skill Checks": six-sided dice where a 5 or a
// 6 is a success. Blessed investigators also succeed on a 4, Cursed ones only on a 6 (the Blessed/Cursed condition
// cards of both games; the rules texts we hold do not print them).
import { createSolver, type Solver } from './solver.ts'
import type { Blessing, Goal, PlayedRoll, RandomSource } from './types.ts'

/** The lowest pip that is a success: 4 blessed, 6 cursed, otherwise 5. */
export function successThreshold(blessing: Blessing): number {
  return blessing === 'blessed' ? 4 : blessing === 'cursed' ? 6 : 5
}

/** Whether a d6 showing `pip` (1–6) is a success for an investigator with `blessing`. */
export function isPipSuccess(pip: number, blessing: Blessing): boolean {
  return pip >= successThreshold(blessing)
}

/** How many faces of six are successes: 3 blessed, 1 cursed, otherwise 2. */
function successFaces(blessing: Blessing): number {
  return 7 - successThreshold(blessing)
}

export const isPip = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6

/**
 * The solver over pip dice, where only success or not matters (classes: 0 success, 1 no success): each token
 * either `add`s a die (Arkham Horror's clues) or `reroll`s one (Eldritch Horror's clues and focus).
 */
export function pipSolver(spec: {
  readonly blessing: Blessing
  readonly goal: Goal
  readonly action: 'add' | 'reroll'
  readonly maxDice: number
  readonly maxResource: number
}): Solver {
  const p = successFaces(spec.blessing) / 6
  return createSolver({
    classes: [
      { success: 1, tentacle: 0 },
      { success: 0, tentacle: 0 },
    ],
    kindOfClass: [0, 0],
    kinds: [
      {
        outcomes: [
          [0, p],
          [1, 1 - p],
        ],
      },
    ],
    action: spec.action,
    goal: spec.goal,
    maxSuccesses: spec.maxDice,
    maxDice: [spec.maxDice],
    maxResource: spec.maxResource,
  })
}

export const goalOf = (x: { readonly goal?: Goal }): Goal => x.goal ?? 1
export const blessingOf = (x: { readonly blessing?: Blessing }): Blessing => x.blessing ?? 'none'

/** A fair d6 thrown with `random`. */
export const rollPip = (random: RandomSource): number => Math.min(5, Math.floor(random() * 6)) + 1

/** `dice` fair d6 thrown with `random`, one after another. */
export const throwPips = (dice: number, random: RandomSource): number[] =>
  Array.from({ length: dice }, () => rollPip(random))

/** A pip check played out: its final pips, the moves taken, their score and the tokens spent (pips have no tentacles). */
export function playedPips<M>(
  pips: readonly number[],
  moves: readonly M[],
  score: { readonly successes: number; readonly passed: boolean | null },
  spent: number,
): PlayedRoll<number, M> {
  return { dice: pips, moves, successes: score.successes, tentacles: 0, spent, passed: score.passed }
}
