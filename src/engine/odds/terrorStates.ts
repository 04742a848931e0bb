// The terror states of an attempt (terror.ts): how many terror events have happened, which monsters have been drawn
// (by the colour their lock takes, and the kinds of those seen going elsewhere while they matter) and which idle
// dice are gone, interned as small numbers carried in the extras word (spellKeyOf.ts, TERROR_SHIFT), so that draws
// without replacement are exact; their canonical forms (states that lead to the same odds share one memo entry);
// and the health the events and the tasks' costs leave.
import type { Ruleset } from '../ruleset.ts'
import type { Arrival, Arrivals } from './arrivals.ts'
import { minimalFulfillers } from './fulfillers.ts'
import { MAX_DICE, type SolverCard, type TerrorModel } from './solverCard.ts'
import type { SolverContext } from './solverContext.ts'
import { ADD_RED, ADD_YELLOW, FLAGS, markerFace, MARKERS, SPELL_FACES, TERROR_SHIFT } from './spellKeyOf.ts'

/**
 * A terror state: events so far (capped), monsters drawn [no lock, green, yellow, red], idle dice left [g, y, r],
 * then (SEEN on) the monsters seen going elsewhere, per kind of Arrivals.kinds, while later draws may still come onto
 * the card (the cup they come from lacks them: terror.ts, `locked`); absent when none.
 */
export type TerrorTuple = readonly [number, number, number, number, number, number, number, number, ...number[]]

/** Where a terror state's monsters seen elsewhere start: entry SEEN + j counts those of kind j. */
export const SEEN = 8

/** The monsters drawn so far in a terror state. */
export const drawnOf = (t: TerrorTuple): number => t[1] + t[2] + t[3] + t[4]

/** Interns terror states as small numbers (0 is the start of the attempt), carried in the extras word. */
export type TerrorStates = {
  readonly model: TerrorModel
  readonly tuple: (index: number) => TerrorTuple
  readonly index: (t: TerrorTuple) => number
  /** The state `index` with entry `e` moved by `d` (one more monster drawn or seen, one idle die fewer); remembered. */
  readonly step: (index: number, e: number, d: 1 | -1) => number
  /**
   * Builds the solver context of a changed card, its value function set (solver.ts sets this): a monster that
   * must go on this card goes on in that card's context, its arrays from the pool of `from`. Null: no card changes.
   */
  build: ((card: SolverCard, from: SolverContext) => SolverContext) | null
  /** canonicalTerror's answers: per out-of-play pattern, per terror state. */
  readonly canon: number[][]
  /** canonicalTerror's events so far: per (tasks done, events, dice left), the fewest with the same future. */
  readonly canonEvents: Map<number, number>
  /** The terror state with its events so far lowered: per (state, events). */
  readonly lowered: Map<number, number>
  /** Per terror state, the one after an event (before its monsters are drawn). */
  readonly afterEvent: number[]
  /** Per monsters drawn so far (terror.ts): the arrival of the next draw (null: it does not come onto the card). */
  readonly arrivalAt: (Arrival | null)[]
  /** Per monsters drawn so far: the first draw from the next on that may come onto the card (Infinity: none). */
  readonly nextArrival: number[]
  /** Per monsters drawn so far × 256 + draws left in the event: arrivals.ts `keptSeen` for the next draw. */
  readonly seenKept: boolean[]
  /** Whether the events so far can decide anything (health, the awakening, a change in monsters per event): else 0. */
  readonly eventsMatter: boolean
  /**
   * For the monsters seen elsewhere (seenMatters): per tasks done, the fewest dice the card's tasks need with any one
   * of them left out (a monster may replace it), and the fewest a monster's task asks; null without arrivals.
   */
  readonly need: { readonly fewest: Uint8Array; readonly least: number } | null
  /** Per terror state, the same without the monsters seen elsewhere. */
  readonly unseen: number[]
}

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
  const kinds = model.arrivals?.kinds.filter((k) => k.count > 0) ?? []
  if (kinds.length > 0) {
    const tasks = Math.log2(fewestDice.length)
    const fewest = fewestDice.map((n, done) => {
      let least = n
      for (let t = 0; t < tasks; t++) least = Math.min(least, fewestDice[done | (1 << t)] as number)
      return least
    })
    const least = Math.min(
      ...kinds.map((k) =>
        Math.min(...minimalFulfillers(k.task, ruleset, MAX_DICE).map((f) => f.reduce((a, b) => a + b, 0))),
      ),
    )
    need = { fewest, least }
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
  }
}

/**
 * Whether the monsters seen going elsewhere in terror state `t` can still change the odds, with `dice` in play and the
 * tasks of `done` done: a later draw may come onto the card (this card's list), and the card can still be won after
 * it. Each terror event follows a failed roll, which takes a die out of the attempt for good, so once that draw comes
 * (some events on) at most `dice` less those events are left, and the card then needs at least its tasks with one
 * left out (a monster may replace it) and the least a monster's task asks. Else every way on is worth the same
 * whatever was seen (0 once the draw comes; nothing drawn that comes onto the card before it).
 */
function seenMatters(ts: TerrorStates, t: TerrorTuple, done: number, dice: number): boolean {
  const at = ts.model.arrivals?.at
  const need = ts.need
  if (!at || !need) return false
  const drawn = drawnOf(t)
  const next = at.find((a) => a.draw >= drawn)
  if (!next) return false
  const events = eventsUntil(ts.model.monsters, t[0], next.draw - drawn)
  return dice - events >= (need.fewest[done] as number) + need.least
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
      if (i >= 1 << 14) throw new Error('engine: odds: too many terror states')
      list.push(t)
      byKey.set(key, i)
    }
    return i
  }
  return {
    tuple: (i) => list[i] as TerrorTuple,
    index,
    step: (i, e, d) => {
      // Below 2^14 states and 2^8 entries: a small integer key.
      const key = ((i << 8) | e) * 2 + (d > 0 ? 1 : 0)
      let to = steps.get(key)
      if (to === undefined) {
        if (e >= 1 << 8) throw new Error('engine: odds: too many monster kinds')
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
 * The extras word `ex` with its terror state replaced by the simplest one that leads to the same odds, given the
 * dice still in the attempt (pool g, y, r and the dice on spells `sp`, with its key `sk`), so that equivalent states
 * share one memo entry:
 *  - no green die left to roll (none in the pool, none on a spell to take back): no terror face can show again,
 *    so only the events so far matter (health); the monsters drawn and the idle dice are forgotten;
 *  - the yellow or red die out of the attempt for good (not in the pool, not to add, not on a spell or a marker): a
 *    lock of its colour takes nothing the attempt would miss (an idle die at most), as a monster without a lock, so the
 *    draws of that colour and those without a lock count together (as many as can be counted as that colour, the
 *    rest as without) and its idle dice are forgotten. Not with monsters that may go on the card, whose kinds
 *    differ by colour;
 *  - no monster with a lock left in the cup (and none that may go on the card): the draws without a lock so far and
 *    the idle dice no longer matter;
 *  - no draw left that may come onto the card while it can still be won (seenMatters, with the `dice` in play): the
 *    kinds of the monsters seen going elsewhere no longer matter.
 */
export function canonicalTerror(
  ts: TerrorStates,
  ex: number,
  done: number,
  g: number,
  y: number,
  r: number,
  sp: Uint8Array,
  sk: number,
  dice: number,
): number {
  const index = ex >>> TERROR_SHIFT
  if (index === 0) return ex
  const t = ts.tuple(index)
  let onSpell = 0
  let spellDice = 0
  for (let col = 0; col < 3 && sk !== 0; col++) {
    let n = 0
    for (let f = 0; f < SPELL_FACES; f++) n += sp[col * SPELL_FACES + f] as number
    if (n > 0) onSpell |= 1 << col
    spellDice += n
  }
  // Events so far: lowered to the fewest that decide everything the same from here (fewestEvents).
  const k = t[0]
  if (k > 0) {
    // Only a green die shows terror: with none left to roll (none in the pool or on a spell), no event is to come.
    const rollable = g + y + r + (ex & ADD_YELLOW ? 1 : 0) + (ex & ADD_RED ? 1 : 0) + spellDice
    const ahead = g > 0 || onSpell & 1 ? rollable : 0
    const k2 = ts.eventsMatter ? fewestEvents(ts, done, k, ahead) : 0
    if (k2 !== k) {
      let lowered = ts.lowered.get(index * 64 + k2)
      if (lowered === undefined) {
        const c: number[] = t.slice()
        c[0] = k2
        lowered = ts.index(c as unknown as TerrorTuple)
        ts.lowered.set(index * 64 + k2, lowered)
      }
      return canonicalTerror(ts, (ex & (FLAGS | MARKERS)) | (lowered << TERROR_SHIFT), done, g, y, r, sp, sk, dice)
    }
  }
  const greenOut = g === 0 && !(onSpell & 1)
  const merges = !ts.model.arrivals
  const yellowOut = merges && y === 0 && !(ex & ADD_YELLOW) && !(onSpell & 2) && markerFace(ex, 1) < 0
  const redOut = merges && r === 0 && !(ex & ADD_RED) && !(onSpell & 4) && markerFace(ex, 2) < 0
  const pattern = (greenOut ? 1 : 0) | (yellowOut ? 2 : 0) | (redOut ? 4 : 0)
  const byIndex = (ts.canon[pattern] ??= [])
  let to = byIndex[index]
  if (to === undefined) {
    const c: number[] = t.slice()
    const cup = ts.model.cup
    if (greenOut) for (let j = 1; j < c.length; j++) c[j] = 0
    else {
      for (const col of [1, 2] as const) {
        if (!(col === 1 ? yellowOut : redOut)) continue
        // Cup entry 1 + col, tuple entries 2 + col (drawn) and 5 + col (idle); entry 1: drawn without a lock.
        const both = (c[1] as number) + (c[2 + col] as number)
        c[2 + col] = Math.min(cup[1 + col] as number, both)
        c[1] = both - (c[2 + col] as number)
        c[5 + col] = 0
      }
    }
    // No monster with a lock left in the cup: every draw to come is one without, whatever was drawn so far, and
    // idle dice take no lock any more.
    let locksLeft = 0
    for (let k = 1; k < 4; k++) locksLeft += (cup[k] as number) - (c[1 + k] as number)
    if (merges && locksLeft === 0) for (const j of [1, 5, 6, 7]) c[j] = 0
    to = ts.index(c as unknown as TerrorTuple)
    byIndex[index] = to
  }
  const tt = ts.tuple(to)
  if (tt.length > SEEN && !seenMatters(ts, tt, done, dice)) {
    let unseen = ts.unseen[to]
    if (unseen === undefined) unseen = ts.unseen[to] = ts.index(tt.slice(0, SEEN) as unknown as TerrorTuple)
    to = unseen
  }
  return (ex & (FLAGS | MARKERS)) | (to << TERROR_SHIFT)
}

/**
 * A terror state's interning key: base-64 digits (a number, no string built per lookup) while every entry fits and
 * no monster was seen elsewhere; else the entries joined, without trailing zeros (a state with none seen is one).
 */
function tupleKey(t: TerrorTuple): number | string {
  let end = t.length
  while (end > SEEN && t[end - 1] === 0) end--
  let key = 0
  for (let j = 0; j < end; j++) {
    const v = t[j] as number
    if (v >= 64 || j >= SEEN) return t.slice(0, end).join()
    key = key * 64 + v
  }
  return key
}

/**
 * The fewest events so far that decide the rest of the attempt as `k` events do: each failed roll discards a die,
 * so at most `ahead` more events can come (the dice that can still be rolled); for every count of events from here
 * and every set of tasks that may still be done, the same events end the attempt (Ancient One, devouring), the same
 * tasks can be paid and the same number of monsters appear. Then k's extra events are forgotten (canonicalTerror).
 */
function fewestEvents(ts: TerrorStates, done: number, k: number, ahead: number): number {
  const key = (done * 64 + k) * 64 + Math.min(ahead, 63)
  const known = ts.canonEvents.get(key)
  if (known !== undefined) return known
  let k2 = 0
  while (k2 < k && !sameAhead(ts.model, done, k, k2, ahead)) k2++
  ts.canonEvents.set(key, k2)
  return k2
}

function sameAhead(m: TerrorModel, done: number, a: number, b: number, ahead: number): boolean {
  const h = m.health
  const tasks = h?.costs.length ?? 0
  const full = (1 << tasks) - 1
  const schedule = (k: number) => m.monsters[Math.min(k, m.monsters.length - 1)] ?? 0
  for (let j = 0; j <= ahead; j++) {
    const ka = a + j
    const kb = b + j
    if (m.endsAt > 0 && ka + 1 >= m.endsAt !== kb + 1 >= m.endsAt) return false
    if (schedule(ka) !== schedule(kb)) return false
    if (!h) continue
    for (let d = done; ; d = (d + 1) | done) {
      const [sa, ta] = healthLeft(m, ka + 1, d)
      const [sb, tb] = healthLeft(m, kb + 1, d)
      if ((sa <= 0 || ta <= 0) !== (sb <= 0 || tb <= 0)) return false
      const [pa, qa] = healthLeft(m, ka, d)
      const [pb, qb] = healthLeft(m, kb, d)
      for (let t = 0; t < tasks; t++) {
        if (d & (1 << t)) continue
        const [c0, c1] = h.costs[t] as readonly [number, number]
        if ((pa - c0 > 0 && qa - c1 > 0) !== (pb - c0 > 0 && qb - c1 > 0)) return false
      }
      if (d === full) break
    }
  }
  return true
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
