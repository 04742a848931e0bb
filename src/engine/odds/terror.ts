// Terror effects during an attempt (revised rulebook, "Terror Effects"; rules/failRoll.ts): when a roll is
// failed while a die in the pool shows the terror face, the card's, the Mythos card's and the Ancient One's
// terror effects resolve before the discard. Of the original set's effects only three change the odds:
//  - a monster appears (core/monsterAppears.ts): drawn at random from the cup; its locked-die icon takes a
//    die of its colour at once (core/locks.ts: an idle die first, then the lowest-id die of the pool, which
//    among the rolled dice of that colour is each with equal chance);
//  - sanity or stamina lost (core/effects.ts): at zero the investigator is devoured and the attempt ends;
//  - doom (core/doom.ts): the Ancient One awakens when the track fills (the attempt ends), and a doom
//    token on a monster icon makes a monster appear.
// The game wiring (terrorModel.ts) turns these into a TerrorModel; the solver tracks, through the attempt,
// how many terror events have happened, which monsters have been drawn (by the colour their lock takes) and
// which idle dice are gone, so draws without replacement are exact.
import { FACE_COUNT } from './fulfillers.ts'
import { removeDie, rollTable, SIDES, type RollTable } from './rollTables.ts'
import type { TerrorModel } from './solverCard.ts'
import { ADD_RED, ADD_YELLOW, FLAG_BITS, FLAGS } from './spellKeyOf.ts'

const T_FACE = 6 // FACE_IDS index of 'T'

/** A terror state: events so far (capped), monsters drawn [no lock, green, yellow, red], idle dice left [g, y, r]. */
type TerrorTuple = readonly [number, number, number, number, number, number, number, number]

/** Interns terror states as small numbers (0 is the start of the attempt), carried in the extras word. */
export type TerrorStates = {
  readonly model: TerrorModel
  readonly tuple: (index: number) => TerrorTuple
  readonly index: (t: TerrorTuple) => number
}

export function terrorStates(model: TerrorModel): TerrorStates {
  const list: TerrorTuple[] = [[0, 0, 0, 0, 0, model.idle[0], model.idle[1], model.idle[2]]]
  const byKey = new Map<string, number>([[list[0]?.join() as string, 0]])
  return {
    model,
    tuple: (i) => list[i] as TerrorTuple,
    index: (t) => {
      const key = t.join()
      let i = byKey.get(key)
      if (i === undefined) {
        i = list.length
        if (i >= 1 << 14) throw new Error('engine: odds: too many terror states')
        list.push(t)
        byKey.set(key, i)
      }
      return i
    },
  }
}

/** Whether a terror model can change any odds: a monster with a lock can appear, or an event ends the attempt. */
export function terrorMatters(m: TerrorModel): boolean {
  const locks = m.cup[1] + m.cup[2] + m.cup[3] > 0 && m.monsters.some((n) => n > 0)
  const h = m.health
  const hurts = h !== undefined && (h.perEvent[0] > 0 || h.perEvent[1] > 0 || h.costs.some(([a, b]) => a > 0 || b > 0))
  return m.endsAt > 0 || locks || hurts
}

/** Sanity and stamina left after `k` terror events and the tasks of `done` ([Infinity, Infinity] without health). */
function healthLeft(m: TerrorModel, k: number, done: number): [number, number] {
  const h = m.health
  if (!h) return [Infinity, Infinity]
  let san = h.sanity - k * h.perEvent[0]
  let sta = h.stamina - k * h.perEvent[1]
  h.costs.forEach(([a, b], t) => {
    if (done & (1 << t)) {
      san -= a
      sta -= b
    }
  })
  return [san, sta]
}

/** Whether task `t` can be paid in this terror state (rules/completeTask.ts: a cost may not bring either to 0). */
export function taskAllowed(ts: TerrorStates, ex: number, done: number, t: number): boolean {
  const h = ts.model.health
  if (!h) return true
  const [san, sta] = healthLeft(ts.model, ts.tuple(ex >>> FLAG_BITS)[0], done)
  const [a, b] = h.costs[t] ?? [0, 0]
  return san - a > 0 && sta - b > 0
}

/** The most terror events worth counting: past it, nothing the model follows changes. */
function eventCap(m: TerrorModel): number {
  const h = m.health
  let cap = Math.max(m.endsAt, m.monsters.length)
  if (h) {
    if (h.perEvent[0] > 0) cap = Math.max(cap, Math.ceil(h.sanity / h.perEvent[0]) + 1)
    if (h.perEvent[1] > 0) cap = Math.max(cap, Math.ceil(h.stamina / h.perEvent[1]) + 1)
  }
  return cap
}

/** Whether the roll at index `i` of `table` shows the terror face on a pool die. */
export const showsTerror = (table: RollTable, i: number): boolean =>
  (table.faces[i * FACE_COUNT + T_FACE] as number) > 0

/**
 * The values of failing each roll of `table` when terror strikes: the event's monsters drawn and their locks
 * applied (each possible outcome weighted), then `fail(table', ex')` — the discard-and-focus value on what
 * is left, in the advanced terror state — or `empty(ex')` when the locks took every die of the pool
 * (rules/failRoll.ts: the roll cannot go on; nothing is discarded). 0 when the event ends the attempt.
 */
export function terrorFailValues(
  ts: TerrorStates,
  table: RollTable,
  done: number,
  ex: number,
  fail: (table: RollTable, ex: number) => Float64Array,
  empty: (ex: number) => number,
): Float64Array {
  const m = ts.model
  const t = ts.tuple(ex >>> FLAG_BITS)
  const k = t[0]
  const out = new Float64Array(table.size)
  if (m.endsAt > 0 && k + 1 >= m.endsAt) return out
  const [san, sta] = healthLeft(m, k + 1, done)
  if (san <= 0 || sta <= 0) return out
  const cap = eventCap(m)
  const draws = m.monsters[Math.min(k, m.monsters.length - 1)] ?? 0
  const next: number[] = [...t]
  next[0] = Math.min(k + 1, cap)
  return locked(ts, table, next, ex & FLAGS, draws, fail, empty)
}

function locked(
  ts: TerrorStates,
  table: RollTable,
  t: number[],
  flags: number,
  draws: number,
  fail: (table: RollTable, ex: number) => Float64Array,
  empty: (ex: number) => number,
): Float64Array {
  const [g, y, r] = table.pool
  const cup = ts.model.cup
  let left = 0
  for (let c = 0; c < 4; c++) left += (cup[c] as number) - (t[1 + c] as number)
  if (draws === 0 || left === 0) {
    const ex = flags | (ts.index(t as unknown as TerrorTuple) << FLAG_BITS)
    if (g + y + r === 0) return new Float64Array(1).fill(empty(ex))
    return fail(table, ex)
  }
  const out = new Float64Array(table.size)
  for (let c = 0; c < 4; c++) {
    const avail = (cup[c] as number) - (t[1 + c] as number)
    if (avail === 0) continue
    const p = avail / left
    const t2 = [...t]
    t2[1 + c] = (t2[1 + c] as number) + 1
    const col = c - 1
    const addBit = col === 1 ? ADD_YELLOW : col === 2 ? ADD_RED : 0
    let v: Float64Array | null = null
    if (c === 0) v = locked(ts, table, t2, flags, draws - 1, fail, empty)
    else if (addBit && flags & addBit) v = locked(ts, table, t2, flags & ~addBit, draws - 1, fail, empty)
    else if ((t2[5 + col] as number) > 0) {
      t2[5 + col] = (t2[5 + col] as number) - 1
      v = locked(ts, table, t2, flags, draws - 1, fail, empty)
    } else if ((table.pool[col] as number) === 0) {
      // No die of that colour free or in the pool: the lock takes one from a marker or a spell (core/locks.ts).
      // The solver does not follow focused dice's colours; terrorModel.ts marks such odds approximate.
      v = locked(ts, table, t2, flags, draws - 1, fail, empty)
    }
    if (v) {
      for (let i = 0; i < table.size; i++) out[i] = (out[i] as number) + p * (v[i] as number)
      continue
    }
    // The lowest-id die of the colour leaves the pool: each rolled die of that colour equally likely.
    const pool = [g, y, r]
    pool[col] = (pool[col] as number) - 1
    const smaller = rollTable(pool[0] as number, pool[1] as number, pool[2] as number)
    const after = locked(ts, smaller, t2, flags, draws - 1, fail, empty)
    const n = table.pool[col] as number
    for (let i = 0; i < table.size; i++) {
      let s = 0
      for (let side = 0; side < SIDES; side++) {
        const type = col * SIDES + side
        const cnt = table.types[i * 18 + type] as number
        if (cnt > 0) s += cnt * (after[removeDie(table, i, type)] as number)
      }
      out[i] = (out[i] as number) + (p * s) / n
    }
  }
  return out
}
