// Revised rulebook, "Battling the Ancient One": which dice to reroll or discard against the battle task
// (the odds solver does not cover the battle, so this keeps what the task can use).
import type { DieRequirement } from '../card.ts'
import { investigationValue, type Face } from '../dice.ts'

type RolledFace = { readonly id: number; readonly face: Face }

/** The dice worth keeping: one per symbol requirement, and investigation results if the task asks for any. */
function keepers(reqs: readonly DieRequirement[], dice: readonly RolledFace[]): Set<number> {
  const keep = new Set<number>()
  for (const r of reqs) {
    if (r.kind !== 'symbol') continue
    const hit = dice.find((d) => !keep.has(d.id) && (r.oneOf as readonly string[]).includes(d.face))
    if (hit) keep.add(hit.id)
  }
  const wantsInvestigation = reqs.some((r) => r.kind === 'investigation')
  if (wantsInvestigation)
    for (const d of dice) if (!keep.has(d.id) && (d.face === 'W' || investigationValue(d.face) >= 2)) keep.add(d.id)
  return keep
}

/** The dice to reroll (those the battle task cannot use). */
export function battleReroll(reqs: readonly DieRequirement[], dice: readonly RolledFace[]): number[] {
  const keep = keepers(reqs, dice)
  return dice.filter((d) => !keep.has(d.id)).map((d) => d.id)
}

/** The die to discard after a failed battle roll: the least useful one. */
export function battleDiscard(reqs: readonly DieRequirement[], dice: readonly RolledFace[]): number {
  const keep = keepers(reqs, dice)
  const spare = dice.filter((d) => !keep.has(d.id))
  const pool = spare.length > 0 ? spare : dice
  const worst = [...pool].sort((a, b) => investigationValue(a.face) - investigationValue(b.face))[0]
  return worst?.id ?? -1
}
