// Q(state, R) from completing one eligible task with an inclusion-minimal set of dice (see the model in
// solver.ts): each distinct consumption leads to V(tasks + t, pool - used, held - used).
import type { Consumption } from './completionTable.ts'
import type { Frame, SolverContext } from './contextTypes.ts'
import { FACE_COUNT } from './fulfillers.ts'
import { markerFace, MARKERS, SPELL_FACES, spellKeyOf, withMarker } from './keys.ts'
import type { RollTable } from './rollTables.ts'
import { isEligible } from './solverCard.ts'
import { taskAllowed } from './terrorStates.ts'

/** Raises `q` (indexed as in `table`, the roll table of state `s`, its held key `hk`) to each roll's best completion. */
export function completionValues(cx: SolverContext, q: Float64Array, table: RollTable, s: Frame, hk: number): void {
  const { done, held, spellDice: sp, spellKey: sk, extras: ex } = s
  // The state after a completion: filled per consumption (its callee never changes it).
  const c = s.child().copy(s)
  for (let t = 0; t < cx.card.tasks.length; t++) {
    if (!isEligible(cx.card, done, t)) continue
    if (cx.terror && !taskAllowed(cx.terror, ex, done, t)) continue
    const pair = cx.completionTable(t, s, hk)
    const grouping = pair[0]
    const ct = pair[1]
    const descValue = cx.acquire(ct.descs.length)
    const nextDone = done | (1 << t)
    c.done = nextDone
    // The dice on spells after a completion that uses none of them: one canonical form for every such consumption.
    const ns = sk === 0 ? sp : cx.canonicalSpells(nextDone, sp, sk)
    const nk = sk === 0 ? 0 : spellKeyOf(ns)
    for (let k = 0; k < ct.descs.length; k++) {
      const d = ct.descs[k] as Consumption
      if (nextDone === cx.full) {
        descValue[k] = 1
        continue
      }
      if (d.heldCount === 0) c.held = cx.heldAt(nextDone, held, hk)
      else {
        for (let f = 0; f < FACE_COUNT; f++) left[f] = (held[f] as number) - (d.held[f] as number)
        c.held = cx.canonicalHeld(nextDone, left)
      }
      c.green = s.green - d.dice[0]
      c.yellow = s.yellow - d.dice[1]
      c.red = s.red - d.dice[2]
      if (sk === 0 || d.heldCount === 0) {
        // No dice on spells, or none of the held dice used: no split of the task's dice over markers and spells.
        c.spellDice = ns
        c.spellKey = nk
        c.focus = cx.focusAfter(s.focus, d.heldCount)
        c.extras = ex
        descValue[k] = (ex & MARKERS) === 0 ? cx.value(c) : bestMarkersUsed(cx, s, d.held, c)
        continue
      }
      descValue[k] = consumptionValue(cx, s, d, c)
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
 * The value of consumption `d` from state `s` with dice on spells: marker dice of a face first, then every split of
 * the rest over the colours of spell dice. `c`: the state after it, its tasks, pool and held faces set.
 */
function consumptionValue(cx: SolverContext, s: Frame, d: Consumption, c: Frame): number {
  const job: Job = {
    cx,
    d,
    s,
    c,
    sp2: s.spellDice.slice(),
    used: (s.extras & MARKERS) === 0 ? NO_MARKERS_USED : new Uint8Array(FACE_COUNT),
  }
  return fromFace(job, 0, 0)
}

/** One consumption's split over markers and spells (consumptionValue), walked without closures. */
type Job = {
  readonly cx: SolverContext
  readonly d: Consumption
  /** The state before the completion, and after it (its dice on spells, focus and extras set at each split). */
  readonly s: Frame
  readonly c: Frame
  /** The dice on spells left so far (changed and put back while walking). */
  readonly sp2: Uint8Array
  /** Marker dice taken so far per face (changed and put back while walking). */
  readonly used: Uint8Array
}

/** The best over the faces from `f` on, `used` marker dice taken so far (0 when no split is possible). */
function fromFace(j: Job, f: number, used: number): number {
  const { s, d } = j
  while (f < FACE_COUNT && (d.held[f] as number) === 0) f++
  if (f === FACE_COUNT) {
    const { cx, c } = j
    c.spellDice = cx.canonicalSpells(c.done, j.sp2, spellKeyOf(j.sp2))
    c.spellKey = spellKeyOf(c.spellDice)
    c.focus = cx.focusAfter(s.focus, used)
    c.extras = s.extras
    if ((s.extras & MARKERS) === 0) return cx.value(c)
    return bestMarkersUsed(cx, s, j.used, c)
  }
  const need = d.held[f] as number
  let onSpell = 0
  for (let col = 0; col < 3; col++) onSpell += s.spellDice[col * SPELL_FACES + f] as number
  const most = Math.min(need, (s.held[f] as number) - onSpell)
  // Marker dice first: a spell die can do all a marker die of its face can, and more. Unless the yellow or red die
  // is on a marker with this face (followed for a terror lock): then which colour stays where is tried every way.
  const coloured = markerFace(s.extras, 1) === f || markerFace(s.extras, 2) === f
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
 * A completion from state `s` used `used[f]` marker dice of each face: the best value of the state after it (`c`,
 * every field set but its extras word) over which of them were the yellow and the red die followed on markers
 * (markerFace), its extras word canonical for its tasks.
 */
function bestMarkersUsed(cx: SolverContext, s: Frame, used: ArrayLike<number>, c: Frame): number {
  const { extras: ex, held, spellDice: sp } = s
  const yf = markerFace(ex, 1)
  const rf = markerFace(ex, 2)
  let best = 0
  for (let yu = 0; yu < 2; yu++)
    for (let ru = 0; ru < 2; ru++) {
      // yu, ru: the yellow, the red die was among the marker dice used. Each die of a face is used or kept.
      if ((yf < 0 || yf === FACE_COUNT) && yu) continue
      if ((rf < 0 || rf === FACE_COUNT) && ru) continue
      let fits = true
      for (let k = 0; k < (yf === rf ? 1 : 2); k++) {
        const f = k === 0 ? yf : rf
        if (f < 0 || f === FACE_COUNT) continue
        const colouredUsed = (yf === f ? yu : 0) + (rf === f ? ru : 0)
        const coloured = (yf === f ? 1 : 0) + (rf === f ? 1 : 0)
        const u = used[f] as number
        if (colouredUsed > u || coloured - colouredUsed > markersOf(held, sp, f) - u) fits = false
      }
      if (!fits) continue
      let ex2 = yu ? withMarker(ex, 1, -1) : ex
      if (ru) ex2 = withMarker(ex2, 2, -1)
      c.extras = cx.canonicalMarkers(c.done, ex2)
      best = Math.max(best, cx.value(c))
    }
  return best
}

/** The held dice of face `f` on markers: those held less those on spells. */
function markersOf(held: Uint8Array, sp: Uint8Array, f: number): number {
  let n = held[f] as number
  for (let col = 0; col < 3; col++) n -= sp[col * SPELL_FACES + f] as number
  return n
}

/** Face `f`'s dice still to take (`left`) from the spells of colours `col` on, then the next faces. */
function splitOver(j: Job, f: number, used: number, col: number, left: number): number {
  if (col === 3) return left === 0 ? fromFace(j, f + 1, used) : 0
  const kind = col * SPELL_FACES + f
  const have = j.s.spellDice[kind] as number
  let best = 0
  for (let n = Math.min(have, left); n >= 0; n--) {
    j.sp2[kind] = have - n
    const v = splitOver(j, f, used, col + 1, left - n)
    if (v > best) best = v
  }
  j.sp2[kind] = have
  return best
}
