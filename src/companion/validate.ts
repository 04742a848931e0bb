import type { Goal } from './types.ts'

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
