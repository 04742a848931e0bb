// Revised rulebook, "Tasks" and "Dice Results" (wildcard); docs/rules.md#dice (R3.1): each die
// meets at most one requirement, investigation requirements take any number of dice, excess is lost.
import type { DieRequirement } from '../card.ts'
import type { Ruleset } from '../ruleset.ts'
import type { FaceCounts } from './tableTypes.ts'

/** Face ids used inside the solver: index into `FACE_IDS`. */
export const FACE_IDS = ['I1', 'I2', 'I3', 'I4', 'L', 'P', 'T', 'W'] as const
export const FACE_COUNT = 8
const W_ID = 7
const SYMBOL_ID: Readonly<Record<'L' | 'P' | 'T', number>> = { L: 4, P: 5, T: 6 }

export type { FaceCounts }

/** The investigation value of a face id (the wildcard's depends on the ruleset). */
export function faceValue(face: number, ruleset: Ruleset): number {
  if (face < 4) return face + 1
  if (face === W_ID) return ruleset === 'revised' ? 4 : 1
  return 0
}

/** Minimal groups of investigation faces reaching `amount`: removing any die would fall short. */
function investigationGroups(amount: number, ruleset: Ruleset, maxDice: number): number[][] {
  const faces = [W_ID, 3, 2, 1, 0].sort((a, b) => faceValue(b, ruleset) - faceValue(a, ruleset))
  const out: number[][] = []
  const walk = (from: number, group: number[], sum: number): void => {
    if (sum >= amount) {
      const smallest = faceValue(group[group.length - 1] as number, ruleset)
      if (sum - smallest < amount) out.push([...group])
      return
    }
    if (group.length >= maxDice) return
    for (let i = from; i < faces.length; i++) {
      const f = faces[i] as number
      group.push(f)
      walk(i, group, sum + faceValue(f, ruleset))
      group.pop()
    }
  }
  walk(0, [], 0)
  return out
}

function keyOf(counts: FaceCounts): number {
  let key = 0
  for (let f = 0; f < FACE_COUNT; f++) key = key * 16 + (counts[f] as number)
  return key
}

function contains(big: FaceCounts, small: FaceCounts): boolean {
  for (let f = 0; f < FACE_COUNT; f++) if ((small[f] as number) > (big[f] as number)) return false
  return true
}

/**
 * Every inclusion-minimal multiset of faces that meets all `requirements` together ("the fewest
 * dice"): it meets them, and no multiset obtained by removing one die does. Multisets larger than
 * `maxDice` are left out (no roll could supply them). An empty list of requirements gives `[∅]`.
 *
 * Every minimal multiset has an assignment in which each die serves one requirement and each
 * investigation group is itself minimal, so generating those assignments and keeping the
 * multisets that contain no other candidate yields exactly the minimal ones.
 */
export function minimalFulfillers(
  requirements: readonly DieRequirement[],
  ruleset: Ruleset,
  maxDice: number,
): FaceCounts[] {
  const choices: number[][][] = requirements.map((r) =>
    r.kind === 'investigation'
      ? investigationGroups(r.amount, ruleset, maxDice)
      : [...r.oneOf.map((s) => [SYMBOL_ID[s]]), [W_ID]],
  )
  const candidates = new Map<number, FaceCounts>()
  const counts = new Uint8Array(FACE_COUNT)
  const walk = (i: number, size: number): void => {
    if (size > maxDice) return
    if (i === choices.length) {
      const copy = counts.slice()
      candidates.set(keyOf(copy), copy)
      return
    }
    for (const group of choices[i] as number[][]) {
      for (const f of group) counts[f] = (counts[f] as number) + 1
      walk(i + 1, size + group.length)
      for (const f of group) counts[f] = (counts[f] as number) - 1
    }
  }
  walk(0, 0)
  const all = [...candidates.values()]
  return all.filter((m) => !all.some((other) => other !== m && contains(m, other)))
}
