// Small pieces of the solver's state space: per-mask face relevance, per-roll maxima (the keys are keys.ts's).
import type { DieRequirement } from '../card.ts'
import type { Ruleset } from '../ruleset.ts'
import { FACE_COUNT, faceValue } from './fulfillers.ts'
import { type RollTable, SIDES } from './rollTables.ts'

/** Precomputes, per task mask, which faces matter and where investigation faces stop mattering. */
export function maskInfo(card: { readonly tasks: readonly (readonly DieRequirement[])[]; readonly ruleset: Ruleset }): {
  relevant: Uint8Array[]
  cap: Uint8Array[]
} {
  const n = card.tasks.length
  const relevant: Uint8Array[] = []
  const cap: Uint8Array[] = []
  for (let done = 0; done < 1 << n; done++) {
    const rel = new Uint8Array(FACE_COUNT)
    let amax = 0
    card.tasks.forEach((reqs, t) => {
      if (done & (1 << t)) return
      for (const r of reqs) {
        if (r.kind === 'investigation') amax = Math.max(amax, r.amount)
        else for (const s of r.oneOf) rel[s === 'L' ? 4 : s === 'P' ? 5 : 6] = 1
      }
    })
    if (amax > 0 || rel[4] || rel[5] || rel[6]) rel[7] = 1
    const c = new Uint8Array(FACE_COUNT)
    for (let f = 0; f < FACE_COUNT; f++) c[f] = f
    for (let f = 0; f < 4; f++) {
      rel[f] = amax > 0 ? 1 : 0
      if (faceValue(f, card.ruleset) > amax && amax > 0) c[f] = Math.min(amax, 4) - 1
    }
    relevant.push(rel)
    cap.push(c)
  }
  return { relevant, cap }
}

/** Per outcome of one colour's dice: the best of `byType` over the sides it shows (-1 if none). */
export function bestPresent(
  table: RollTable,
  col: number,
  byType: Float64Array,
  out: Float64Array = new Float64Array(table.parts[col as 0 | 1 | 2].size),
): Float64Array {
  const part = table.parts[col as 0 | 1 | 2]
  // The sides from the best value down: an outcome's best is the first of them it shows.
  const order = bySide
  let n = 0
  for (let s = 0; s < SIDES; s++) {
    const v = byType[col * SIDES + s] as number
    if (v < 0) continue
    let at = n++
    while (at > 0 && (byType[col * SIDES + (order[at - 1] as number)] as number) < v) {
      order[at] = order[at - 1] as number
      at--
    }
    order[at] = s
  }
  const counts = part.counts
  for (let m = 0; m < part.size; m++) {
    let best = -1
    for (let k = 0; k < n; k++) {
      const s = order[k] as number
      if (counts[m * SIDES + s]) {
        best = byType[col * SIDES + s] as number
        break
      }
    }
    out[m] = best
  }
  return out
}

/** bestPresent's sides in order (no recursion inside it). */
const bySide = new Uint8Array(SIDES)

/** q[roll] = max(q[roll], green[a], yellow[b], red[c]) for every roll (a, b, c) of the table. */
export function maxOverRolls(
  q: Float64Array,
  table: RollTable,
  green: Float64Array,
  yellow: Float64Array,
  red: Float64Array,
): void {
  const gs = table.parts[0].size
  const ys = table.parts[1].size
  const rs = table.parts[2].size
  let i = 0
  for (let a = 0; a < gs; a++)
    for (let b = 0; b < ys; b++) {
      const ab = Math.max(green[a] as number, yellow[b] as number)
      for (let c = 0; c < rs; c++, i++) {
        const v = Math.max(ab, red[c] as number)
        if (v > (q[i] as number)) q[i] = v
      }
    }
}
