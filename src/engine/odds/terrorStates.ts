// The terror states of an attempt (terror.ts): how many terror events have happened, which monsters have been drawn
// (by the colour their lock takes, and the kinds of those seen going elsewhere while they matter) and which idle
// dice are gone, interned as small numbers carried in the extras word (keys.ts, TERROR_SHIFT), so that draws
// without replacement are exact (their canonical forms: terrorCanonical.ts); and the health the events and the tasks'
// costs leave.
import type { Ruleset } from '../ruleset.ts'
import type { TerrorStates, TerrorTuple } from './contextTypes.ts'
import { minimalFulfillers } from './fulfillers.ts'
import { ENTRY_SPAN, stepKey, TERROR_SHIFT, TERROR_STATES, TUPLE_BASE } from './keys.ts'
import { MAX_DICE } from './solverCard.ts'
import type { Arrival, Arrivals, MonsterKind, TerrorModel } from './types.ts'

export type { TerrorStates, TerrorTuple } from './contextTypes.ts'

/** Where a terror state's monsters seen elsewhere start: entry SEEN + j counts those of kind j. */
export const SEEN = 8

/** The monsters drawn so far in a terror state. */
export const drawnOf = (t: TerrorTuple): number => t[1] + t[2] + t[3] + t[4]

/** Terror states of the cards a monster changes share the interning of the card they came from. */
const sharedStates = new WeakMap<TerrorModel, Interning>()

type Interning = Pick<TerrorStates, 'tuple' | 'index' | 'step'>

/** The states of `model` (a card a monster changed) interned as `from`'s, the card it came from. */
export function shareStates(model: TerrorModel, from: TerrorStates): void {
  sharedStates.set(model, { tuple: from.tuple, index: from.index, step: from.step })
}

/**
 * The terror states of a card's model. `fewestDice`: per tasks done, the fewest dice the card's tasks still need
 * (solverContext.ts); `ruleset`: the card's, for the fewest a monster's task asks.
 */
export function terrorStates(model: TerrorModel, fewestDice: Uint8Array, ruleset: Ruleset): TerrorStates {
  const eventsMatter = model.health !== undefined || model.endsAt > 0 || new Set(model.monsters).size > 1
  const interning = sharedStates.get(model) ?? internedStates(model)
  let need: TerrorStates['need'] = null
  const kinds = model.arrivals?.kinds ?? []
  if (kinds.some((k) => k.count > 0)) {
    const tasks = Math.log2(fewestDice.length)
    const fewest = fewestDice.map((n, done) => {
      let least = n
      for (let t = 0; t < tasks; t++) least = Math.min(least, fewestDice[done | (1 << t)] as number)
      return least
    })
    const asks = kinds.map((k) =>
      Math.min(MAX_DICE + 1, ...minimalFulfillers(k.task, ruleset, MAX_DICE).map((f) => f.reduce((a, b) => a + b, 0))),
    )
    const inCup = asks.filter((_, j) => (kinds[j] as MonsterKind).count > 0)
    need = { fewest, leastOf: Uint8Array.from(asks), least: Math.min(...inCup), most: Math.max(...inCup) }
  }
  return {
    model,
    ...interning,
    build: null,
    canon: [],
    canonEvents: new Map(),
    lowered: new Map(),
    afterEvent: [],
    arrivalAt: [],
    nextArrival: [],
    seenKept: [],
    eventsMatter,
    need,
    unseen: [],
    deadSeen: new Map(),
  }
}

/** A fresh interning of terror states, the start of the attempt as 0. */
function internedStates(model: TerrorModel): Interning {
  const list: TerrorTuple[] = [[0, 0, 0, 0, 0, model.idle[0], model.idle[1], model.idle[2]]]
  const byKey = new Map<number | string, number>([[tupleKey(list[0] as TerrorTuple), 0]])
  const steps = new Map<number, number>()
  const index = (t: TerrorTuple): number => {
    const key = tupleKey(t)
    let i = byKey.get(key)
    if (i === undefined) {
      i = list.length
      if (i >= TERROR_STATES) throw new Error(`engine: odds: more than ${TERROR_STATES} terror states`)
      list.push(t)
      byKey.set(key, i)
    }
    return i
  }
  return {
    tuple: (i) => list[i] as TerrorTuple,
    index,
    step: (i, e, d) => {
      // Below TERROR_STATES states and ENTRY_SPAN entries: a small integer key.
      const key = stepKey(i, e, d > 0)
      let to = steps.get(key)
      if (to === undefined) {
        if (e >= ENTRY_SPAN) throw new Error('engine: odds: too many monster kinds')
        const c: number[] = (list[i] as TerrorTuple).slice()
        while (c.length <= e) c.push(0)
        c[e] = (c[e] as number) + d
        to = index(c as unknown as TerrorTuple)
        steps.set(key, to)
      }
      return to
    },
  }
}

/**
 * A terror state's interning key: base-TUPLE_BASE digits (a number, no string built per lookup) while every entry fits and
 * no monster was seen elsewhere; else the entries joined, without trailing zeros (a state with none seen is one).
 */
function tupleKey(t: TerrorTuple): number | string {
  let end = t.length
  while (end > SEEN && t[end - 1] === 0) end--
  let key = 0
  for (let j = 0; j < end; j++) {
    const v = t[j] as number
    if (v >= TUPLE_BASE || j >= SEEN) return t.slice(0, end).join()
    key = key * TUPLE_BASE + v
  }
  return key
}

/** Whether a terror model can change any odds: a monster with a lock can appear, or an event ends the attempt. */
export function terrorMatters(m: TerrorModel): boolean {
  const locks = m.cup[1] + m.cup[2] + m.cup[3] > 0 && m.monsters.some((n) => n > 0)
  const h = m.health
  const hurts = h !== undefined && (h.perEvent[0] > 0 || h.perEvent[1] > 0 || costsBind(m))
  return m.endsAt > 0 || locks || hurts || (m.arrivals?.at.length ?? 0) > 0
}

/** Whether some task's cost makes it unpayable after some others at the start's health (nothing else bars a task). */
function costsBind(m: TerrorModel): boolean {
  const costs = m.health?.costs ?? []
  for (let done = 0; done < 1 << costs.length; done++) {
    const [san, sta] = healthLeft(m, 0, done)
    for (const [t, [a, b]] of costs.entries()) if (!(done & (1 << t)) && !(san - a > 0 && sta - b > 0)) return true
  }
  return false
}

/** Sanity and stamina left after `k` terror events and the tasks of `done` ([Infinity, Infinity] without health). */
export function healthLeft(m: TerrorModel, k: number, done: number): [number, number] {
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

/** Whether `k` terror events and the tasks of `done` leave no sanity or no stamina (as healthLeft, without arrays). */
export function devoured(m: TerrorModel, k: number, done: number): boolean {
  const h = m.health
  if (!h) return false
  let san = h.sanity - k * h.perEvent[0]
  let sta = h.stamina - k * h.perEvent[1]
  for (let u = 0; u < h.costs.length; u++) {
    if (!(done & (1 << u))) continue
    const c = h.costs[u] as readonly [number, number]
    san -= c[0]
    sta -= c[1]
  }
  return san <= 0 || sta <= 0
}

/** Whether task `t` can be paid in this terror state (rules/completeTask.ts: a cost may not bring either to 0). */
export function taskAllowed(ts: TerrorStates, ex: number, done: number, t: number): boolean {
  const h = ts.model.health
  if (!h) return true
  // As healthLeft, without arrays: the solver asks at every completion.
  const k = ts.tuple(ex >>> TERROR_SHIFT)[0]
  let san = h.sanity - k * h.perEvent[0]
  let sta = h.stamina - k * h.perEvent[1]
  const costs = h.costs
  for (let u = 0; u < costs.length; u++) {
    if (!(done & (1 << u))) continue
    const c = costs[u] as readonly [number, number]
    san -= c[0]
    sta -= c[1]
  }
  const cost = costs[t]
  return san - (cost ? cost[0] : 0) > 0 && sta - (cost ? cost[1] : 0) > 0
}

/**
 * How many terror events, after the first `k` of the attempt, it takes to draw `n` + 1 more monsters (the event that
 * draws the last of them counted), with `monsters` per event (TerrorModel.monsters: the last repeating); Infinity
 * when they never come.
 */
export function eventsUntil(monsters: readonly number[], k: number, n: number): number {
  let got = 0
  for (let e = 0; ; e++) {
    const per = monsters[Math.min(k + e, monsters.length - 1)] ?? 0
    got += per
    if (got > n) return e + 1
    if (per === 0 && k + e >= monsters.length - 1) return Infinity
  }
}

/** The most terror events worth counting: past it, nothing the model follows changes. */
export function eventCap(m: TerrorModel): number {
  const h = m.health
  let cap = Math.max(m.endsAt, m.monsters.length)
  if (h) {
    if (h.perEvent[0] > 0) cap = Math.max(cap, Math.ceil(h.sanity / h.perEvent[0]) + 1)
    if (h.perEvent[1] > 0) cap = Math.max(cap, Math.ceil(h.stamina / h.perEvent[1]) + 1)
  }
  return cap
}

/** Entry `e` of a terror state (0 past its end: none seen of that kind), without reading past the array's end. */
export const entry = (t: TerrorTuple, e: number): number => (e < t.length ? (t[e] as number) : 0)

/** The arrival of the draw after the first `drawn` (null: that draw does not come onto the card); remembered. */
export function arrivalAt(ts: TerrorStates, arrivals: Arrivals, drawn: number): Arrival | null {
  let a = ts.arrivalAt[drawn]
  if (a === undefined) a = ts.arrivalAt[drawn] = arrivals.at.find((b) => b.draw === drawn) ?? null
  return a
}

/** The first draw from the one after the first `drawn` on that may come onto the card (Infinity: none); remembered. */
export function nextArrival(ts: TerrorStates, arrivals: Arrivals, drawn: number): number {
  let d = ts.nextArrival[drawn]
  if (d === undefined) d = ts.nextArrival[drawn] = arrivals.at.find((b) => b.draw > drawn)?.draw ?? Infinity
  return d
}
