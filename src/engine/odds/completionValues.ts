// Q(state, R) from completing one eligible task with an inclusion-minimal set of dice (see the model in
// solver.ts): each distinct consumption leads to V(tasks + t, pool - used, held - used).
import type { Consumption } from './completionTable.ts'
import { FACE_COUNT } from './fulfillers.ts'
import type { RollTable } from './rollTables.ts'
import { isEligible } from './solverCard.ts'
import type { SolverContext } from './solverContext.ts'
import { taskAllowed } from './terrorStates.ts'
import { markerFace, MARKERS, SPELL_FACES, spellKeyOf, withMarker } from './spellKeyOf.ts'

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
    const pair = cx.completionTable(t, g, y, r, held, hk, done)
    const grouping = pair[0]
    const ct = pair[1]
    const descValue = cx.acquire(ct.descs.length)
    const nextDone = done | (1 << t)
    // The dice on spells after a completion that uses none of them: one canonical form for every such consumption.
    const ns = sk === 0 ? sp : cx.canonicalSpells(nextDone, sp, sk)
    const nk = sk === 0 ? 0 : spellKeyOf(ns)
    for (let k = 0; k < ct.descs.length; k++) {
      const d = ct.descs[k] as Consumption
      if (nextDone === cx.full) {
        descValue[k] = 1
        continue
      }
      let nextHeld: Uint8Array
      if (d.heldCount === 0) nextHeld = cx.heldAt(nextDone, held, hk)
      else {
        for (let f = 0; f < FACE_COUNT; f++) left[f] = (held[f] as number) - (d.held[f] as number)
        nextHeld = cx.canonicalHeld(nextDone, left)
      }
      const ng = g - d.dice[0]
      const ny = y - d.dice[1]
      const nr = r - d.dice[2]
      if (sk === 0 || d.heldCount === 0) {
        // No dice on spells, or none of the held dice used: no split of the task's dice over markers and spells.
        const nf = cx.focusAfter(focus, d.heldCount)
        descValue[k] =
          (ex & MARKERS) === 0
            ? cx.value(nextDone, ng, ny, nr, nextHeld, ns, nk, nf, spells, clues, ex)
            : bestMarkersUsed(cx, ex, held, sp, d.held, nextDone, (ex2) =>
                cx.value(nextDone, ng, ny, nr, nextHeld, ns, nk, nf, spells, clues, ex2),
              )
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
  const job: Job = {
    cx,
    d,
    nextDone,
    ng,
    ny,
    nr,
    held,
    nextHeld,
    sp,
    sp2: sp.slice(),
    used: (ex & MARKERS) === 0 ? NO_MARKERS_USED : new Uint8Array(FACE_COUNT),
    focus,
    spells,
    clues,
    ex,
  }
  return fromFace(job, 0, 0)
}

/** One consumption's split over markers and spells (consumptionValue), walked without closures. */
type Job = {
  readonly cx: SolverContext
  readonly d: Consumption
  readonly nextDone: number
  readonly ng: number
  readonly ny: number
  readonly nr: number
  readonly held: Uint8Array
  readonly nextHeld: Uint8Array
  readonly sp: Uint8Array
  /** The dice on spells left so far (changed and put back while walking). */
  readonly sp2: Uint8Array
  /** Marker dice taken so far per face (changed and put back while walking). */
  readonly used: Uint8Array
  readonly focus: number
  readonly spells: number
  readonly clues: number
  readonly ex: number
}

/** The best over the faces from `f` on, `used` marker dice taken so far (0 when no split is possible). */
function fromFace(j: Job, f: number, used: number): number {
  while (f < FACE_COUNT && (j.d.held[f] as number) === 0) f++
  if (f === FACE_COUNT) {
    const { cx, nextDone } = j
    const ns = cx.canonicalSpells(nextDone, j.sp2, spellKeyOf(j.sp2))
    const sk = spellKeyOf(ns)
    const nf = cx.focusAfter(j.focus, used)
    if ((j.ex & MARKERS) === 0)
      return cx.value(nextDone, j.ng, j.ny, j.nr, j.nextHeld, ns, sk, nf, j.spells, j.clues, j.ex)
    return bestMarkersUsed(cx, j.ex, j.held, j.sp, j.used, nextDone, (ex2) =>
      cx.value(nextDone, j.ng, j.ny, j.nr, j.nextHeld, ns, sk, nf, j.spells, j.clues, ex2),
    )
  }
  const need = j.d.held[f] as number
  let onSpell = 0
  for (let col = 0; col < 3; col++) onSpell += j.sp[col * SPELL_FACES + f] as number
  const most = Math.min(need, (j.held[f] as number) - onSpell)
  // Marker dice first: a spell die can do all a marker die of its face can, and more. Unless the yellow or red die
  // is on a marker with this face (followed for a terror lock): then which colour stays where is tried every way.
  const coloured = markerFace(j.ex, 1) === f || markerFace(j.ex, 2) === f
  const least = coloured ? Math.max(0, need - onSpell) : most
  if (!coloured && j.used === NO_MARKERS_USED) return splitOver(j, f, used + most, 0, need - most)
  let best = 0
  for (let x = most; x >= least; x--) {
    j.used[f] = x
    best = Math.max(best, splitOver(j, f, used + x, 0, need - x))
  }
  j.used[f] = 0
  return best
}

/** A job's marker dice used per face when no colour on a marker is followed: never read nor written. */
const NO_MARKERS_USED = new Uint8Array(0)

/**
 * A completion used `used[f]` marker dice of each face: the best value over which of them were the yellow and the
 * red die followed on markers (markerFace), with `value` of the extras word after it (canonical for `nextDone`).
 */
function bestMarkersUsed(
  cx: SolverContext,
  ex: number,
  held: Uint8Array,
  sp: Uint8Array,
  used: ArrayLike<number>,
  nextDone: number,
  value: (ex: number) => number,
): number {
  const yf = markerFace(ex, 1)
  const rf = markerFace(ex, 2)
  const markersOf = (f: number) => {
    let n = held[f] as number
    for (let col = 0; col < 3; col++) n -= sp[col * SPELL_FACES + f] as number
    return n
  }
  let best = 0
  for (let yu = 0; yu < 2; yu++)
    for (let ru = 0; ru < 2; ru++) {
      // yu, ru: the yellow, the red die was among the marker dice used. Each die of a face is used or kept.
      if ((yf < 0 || yf === FACE_COUNT) && yu) continue
      if ((rf < 0 || rf === FACE_COUNT) && ru) continue
      let fits = true
      for (const f of yf === rf ? [yf] : [yf, rf]) {
        if (f < 0 || f === FACE_COUNT) continue
        const colouredUsed = (yf === f ? yu : 0) + (rf === f ? ru : 0)
        const coloured = (yf === f ? 1 : 0) + (rf === f ? 1 : 0)
        const u = used[f] as number
        if (colouredUsed > u || coloured - colouredUsed > markersOf(f) - u) fits = false
      }
      if (!fits) continue
      let ex2 = yu ? withMarker(ex, 1, -1) : ex
      if (ru) ex2 = withMarker(ex2, 2, -1)
      best = Math.max(best, value(cx.canonicalMarkers(nextDone, ex2)))
    }
  return best
}

/** Face `f`'s dice still to take (`left`) from the spells of colours `col` on, then the next faces. */
function splitOver(j: Job, f: number, used: number, col: number, left: number): number {
  if (col === 3) return left === 0 ? fromFace(j, f + 1, used) : 0
  const kind = col * SPELL_FACES + f
  const have = j.sp[kind] as number
  let best = 0
  for (let n = Math.min(have, left); n >= 0; n--) {
    j.sp2[kind] = have - n
    const v = splitOver(j, f, used, col + 1, left - n)
    if (v > best) best = v
  }
  j.sp2[kind] = have
  return best
}
