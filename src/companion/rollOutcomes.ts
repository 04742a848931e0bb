// The first roll of a check: every way the dice can land, grouped by class, with its exact probability.
import type { DieKind, SolverSpec } from './types.ts'

/** Every way `dice[k]` dice of each kind can land, as class counts with their multinomial probability. */
export function rollOutcomes(spec: SolverSpec, dice: readonly number[]): [number[], number][] {
  let results: [number[], number][] = [[spec.classes.map(() => 0), 1]]
  for (const [kind, n] of dice.entries()) {
    const outcomes = (spec.kinds[kind] as DieKind).outcomes
    const next: [number[], number][] = []
    for (const [counts, p] of results) {
      for (const [split, q] of compositions(outcomes, n)) {
        const merged = [...counts]
        for (const [j, k] of split.entries()) {
          const cls = (outcomes[j] as readonly [number, number])[0]
          merged[cls] = (merged[cls] as number) + k
        }
        next.push([merged, p * q])
      }
    }
    results = next
  }
  return results
}

// The ways n dice split among the outcomes, each with n!/∏k! ∏p^k.
function compositions(outcomes: readonly (readonly [number, number])[], n: number): [number[], number][] {
  const out: [number[], number][] = []
  const split = outcomes.map(() => 0)
  const walk = (j: number, left: number, p: number) => {
    const [, q] = outcomes[j] as readonly [number, number]
    if (j === outcomes.length - 1) {
      split[j] = left
      out.push([[...split], p * q ** left * multinomial(n, split)])
      return
    }
    for (let k = 0; k <= left; k++) {
      split[j] = k
      walk(j + 1, left - k, p * q ** k)
    }
  }
  walk(0, n, 1)
  return out
}

function multinomial(n: number, parts: readonly number[]): number {
  let result = factorial(n)
  for (const k of parts) result /= factorial(k)
  return result
}

const FACTORIALS = [1]
function factorial(n: number): number {
  for (let i = FACTORIALS.length; i <= n; i++) FACTORIALS[i] = (FACTORIALS[i - 1] as number) * i
  return FACTORIALS[n] as number
}
