import { isPip } from './pips.ts'
import { BLESSINGS, type Blessing, type Goal } from './types.ts'

/** A whole number from 0 to `max`. */
export const isCount = (n: unknown, max: number): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= max

/** Why a goal is not usable, or `null` (undefined = the mode's default). */
export function goalProblem(goal: Goal | undefined, max: number): string | null {
  if (goal === undefined || goal === 'most') return null
  if (typeof goal !== 'number' || !Number.isInteger(goal) || goal < 1 || goal > max)
    return `The successes needed must be a whole number from 1 to ${max}, or 'most'.`
  return null
}

/** The limits a pip-dice check (Eldritch Horror, Arkham Horror) sets on its skill, modifier and dice. */
export interface SkillLimits {
  readonly skill: number
  readonly modifier: number
  readonly dice: number
}

/** Why a check's skill and modifier are not usable, or `null`; `dice` counts the dice they roll once both are. */
export function skillProblem<S extends { readonly skill: number; readonly modifier?: number }>(
  setup: S,
  limits: SkillLimits,
  dice: (setup: S) => number,
): string | null {
  if (!isCount(setup.skill, limits.skill)) return `The skill must be a whole number from 0 to ${limits.skill}.`
  const modifier = setup.modifier ?? 0
  if (!Number.isInteger(modifier) || Math.abs(modifier) > limits.modifier)
    return `The modifier must be a whole number from -${limits.modifier} to ${limits.modifier}.`
  if (dice(setup) > limits.dice) return `At most ${limits.dice} dice: lower the skill or the modifier.`
  return null
}

/** Why the pips on the table are not dice faces (the first die that is not), or `null`. */
export function pipsProblem(pips: readonly number[]): string | null {
  const bad = pips.findIndex((pip) => !isPip(pip))
  return bad >= 0 ? `Die ${bad + 1} must show a whole number from 1 to 6.` : null
}

/** Why a blessing is not one (undefined = none), or `null`. */
export function blessingProblem(blessing: Blessing | undefined): string | null {
  return blessing !== undefined && !BLESSINGS.includes(blessing) ? 'Blessing must be none, blessed or cursed.' : null
}

/** Throws `companion:` with `problem`, when there is one: the odds are asked only of a setup or roll that is usable. */
export function throwOnProblem(problem: string | null): void {
  if (problem !== null) throw new Error(`companion: ${problem}`)
}
