// Q(state, R) from completing one eligible task with an inclusion-minimal set of dice (see the model in
// solver.ts): each distinct consumption leads to V(tasks + t, pool - used, held - used).
import type { Consumption } from './completionTable.ts'
import { FACE_COUNT } from './fulfillers.ts'
import type { RollTable } from './rollTables.ts'
import { isEligible } from './solverCard.ts'
import type { SolverContext } from './solverContext.ts'
import { taskAllowed } from './terror.ts'
import { SPELL_FACES, spellKeyOf } from './spellKeyOf.ts'

/** Raises `q` (indexed as in `table`, the roll table of pool g, y, r) to the best completion of each roll. */
export function completionValues(
  cx: SolverContext,
  q: Float64Array,
  table: RollTable,
  done: number,
  g: number,
  y: number,
  r: number,
  held: Uint8Array,
  hk: number,
  sp: Uint8Array,
  sk: number,
  focus: number,
  spells: number,
  clues: number,
  ex: number,
): void {
  for (let t = 0; t < cx.card.tasks.length; t++) {
    if (!isEligible(cx.card, done, t)) continue
    if (cx.terror && !taskAllowed(cx.terror, ex, done, t)) continue
    const pair = cx.completionTable(t, g, y, r, held, hk)
    const grouping = pair[0]
    const ct = pair[1]
    const descValue = cx.acquire(ct.descs.length)
    const nextDone = done | (1 << t)
    for (let k = 0; k < ct.descs.length; k++) {
      const d = ct.descs[k] as Consumption
      if (nextDone === cx.full) {
        descValue[k] = 1
        continue
      }
      for (let f = 0; f < FACE_COUNT; f++) left[f] = (held[f] as number) - (d.held[f] as number)
      const nextHeld = cx.canonicalHeld(nextDone, left)
      const [ng, ny, nr] = [g - d.dice[0], y - d.dice[1], r - d.dice[2]]
      if (sk === 0) {
        let markers = 0
        for (let f = 0; f < FACE_COUNT; f++) markers += d.held[f] as number
        const nf = cx.focusAfter(focus, markers)
        descValue[k] = cx.value(nextDone, ng, ny, nr, nextHeld, sp, 0, nf, spells, clues, ex)
        continue
      }
      descValue[k] = consumptionValue(cx, d, nextDone, ng, ny, nr, held, nextHeld, sp, focus, spells, clues, ex)
    }
    const { start, list } = ct
    const groups = grouping.reps.length
    const groupValue = cx.acquire(groups)
    for (let k = 0; k < groups; k++) {
      let best = 0
      for (let j = start[k] as number; j < (start[k + 1] as number); j++)
        best = Math.max(best, descValue[list[j] as number] as number)
      groupValue[k] = best
    }
    const groupOf = grouping.groupOf
    for (let i = 0; i < table.size; i++) {
      const v = groupValue[groupOf[i] as number] as number
      if (v > (q[i] as number)) q[i] = v
    }
    cx.release(descValue)
    cx.release(groupValue)
  }
}

/** The held faces left after a completion, before canonicalHeld copies them (no recursion in between). */
const left = new Uint8Array(FACE_COUNT)

/**
 * The value of consumption `d` with dice on spells: marker dice of a face first, then every split of
 * the rest over the colours of spell dice. `held` is before the task, `nextHeld` canonical after it.
 */
function consumptionValue(
  cx: SolverContext,
  d: Consumption,
  nextDone: number,
  ng: number,
  ny: number,
  nr: number,
  held: Uint8Array,
  nextHeld: Uint8Array,
  sp: Uint8Array,
  focus: number,
  spells: number,
  clues: number,
  ex: number,
): number {
  let best = 0
  const sp2 = sp.slice()
  const walk = (f: number, used: number): void => {
    if (f === FACE_COUNT) {
      const ns = cx.canonicalSpells(nextDone, sp2)
      const nf = cx.focusAfter(focus, used)
      const v = cx.value(nextDone, ng, ny, nr, nextHeld, ns, spellKeyOf(ns), nf, spells, clues, ex)
      if (v > best) best = v
      return
    }
    const need = d.held[f] as number
    if (need === 0) return walk(f + 1, used)
    let onSpell = 0
    for (let col = 0; col < 3; col++) onSpell += sp[col * SPELL_FACES + f] as number
    const fromMarkers = Math.min(need, (held[f] as number) - onSpell)
    const split = (col: number, left: number): void => {
      if (col === 3) {
        if (left === 0) walk(f + 1, used + fromMarkers)
        return
      }
      const kind = col * SPELL_FACES + f
      const have = sp[kind] as number
      for (let n = Math.min(have, left); n >= 0; n--) {
        sp2[kind] = have - n
        split(col + 1, left - n)
      }
      sp2[kind] = have
    }
    split(0, need - fromMarkers)
  }
  walk(0, 0)
  return best
}
