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
//
// WHICH DIE A LOCK TAKES (core/locks.ts, docs/rules.md#locks R9.1): an idle die of its colour first (a yellow or
// red die the player could still add is idle), then the lowest-id die of the pool, then one on an investigator
// marker, then one on a spell (the spell goes back to the deck), then one on a completed task or discarded
// (nothing this attempt would miss). Only green dice show terror, so an event always has a green die in the pool
// and its first green lock takes an idle or a pool die; a lock reaches a marker or a spell only when its colour
// is missing from the pool. A yellow or red die on a spell is taken here (there is one of each, so it is on no
// marker then); the colour of a die on a marker is not followed (held faces have no colour): terrorModel.ts
// marks the odds approximate where that case can arise.
//
// A MONSTER ON THIS VERY CARD (core/monsters.ts, cardTasks.ts): when the card has the only open monster task,
// or (revised) the fewest monsters below it, the monster must go there and its task joins the attempt at once:
// inserted (an empty area, below the bottom task) or replacing the row's task (a total or partial area). Which
// draws of the attempt must go there is fixed by the board (terrorModel.ts, `Arrivals`; a draw the player may put
// in the card's own total or partial area, replacing a task, is valued both ways, the better taken); which monster it is,
// is random: given the colours drawn so far, the next monster of a colour is any of that colour's kinds not
// yet known to be drawn, in proportion to their counts (the draws are exchangeable). From there the attempt
// goes on in the solver context of the changed card (one per distinct card: kinds with the same task and cost, and
// arrivals at different draws, share it; terror states interned alike), and once the monster's task is done, in one
// context for the rest of the card, shared by every kind (restAfterMonster).
import type { DieRequirement } from '../card.ts'
import { FACE_COUNT } from './fulfillers.ts'
import { removeIndex, rollTable, SIDES, TYPES, type RollTable } from './rollTables.ts'
import { heldKeyOf } from './stateSpace.ts'
import type { Health, SolverCard, TerrorModel } from './solverCard.ts'
import type { SolverContext } from './solverContext.ts'
import {
  ADD_RED,
  ADD_YELLOW,
  diceInPlay,
  FLAGS,
  markerFace,
  MARKERS,
  SPELL_FACES,
  spellKeyOf,
  spellsWith,
  TERROR_SHIFT,
  withMarker,
} from './spellKeyOf.ts'

export const T_FACE = 6 // FACE_IDS index of 'T'

/** Monsters that must go on the attempted card (TerrorModel.arrivals): the cup's kinds and the draws that do. */
export type Arrivals = {
  /** The cup's monsters by kind; the counts of each lock colour add up to TerrorModel.cup. */
  readonly kinds: readonly MonsterKind[]
  /** The draws of the attempt (0 = its first monster) that must go on this card, in order. */
  readonly at: readonly Arrival[]
}

export type MonsterKind = {
  /** The die its lock takes: 0 none, 1 green, 2 yellow, 3 red (as TerrorModel.cup). */
  readonly lock: 0 | 1 | 2 | 3
  readonly count: number
  /** Its task's die requirements and [sanity, stamina] cost. */
  readonly task: readonly DieRequirement[]
  readonly cost: readonly [number, number]
}

export type Arrival = {
  readonly draw: number
  /**
   * The player may put it here or elsewhere, after seeing which monster it is (this card's own total or partial
   * area, which replaces a task — it may ask less — while another spot is open): the better of the two.
   */
  readonly optional?: boolean
  /** The draws that must (or may) go on the card once this one is there. @defaultValue the later draws of `at` */
  readonly then?: readonly Arrival[]
  /** Where its task stands in the card's tasks once it is there (cardTasks order, as the solver's tasks). */
  readonly position: number
  /** It replaces the task at `position` (a total or partial area: that row's outside requirements stay). */
  readonly replaces: boolean
  /** The row's requirements and cost outside the area that stay with the monster's (none when inserted). */
  readonly outer: readonly DieRequirement[]
  readonly outerCost: readonly [number, number]
}

/** A terror state: events so far (capped), monsters drawn [no lock, green, yellow, red], idle dice left [g, y, r]. */
type TerrorTuple = readonly [number, number, number, number, number, number, number, number]

/** Interns terror states as small numbers (0 is the start of the attempt), carried in the extras word. */
export type TerrorStates = {
  readonly model: TerrorModel
  readonly tuple: (index: number) => TerrorTuple
  readonly index: (t: TerrorTuple) => number
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
  /** Per terror state, the one after an event that draws no monster. */
  readonly afterEvent: number[]
  /** Whether the events so far can decide anything (health, the awakening, a change in monsters per event): else 0. */
  readonly eventsMatter: boolean
}

/** Terror states of the cards a monster changes share the interning of the card they came from. */
const sharedStates = new WeakMap<TerrorModel, Pick<TerrorStates, 'tuple' | 'index'>>()

export function terrorStates(model: TerrorModel): TerrorStates {
  const shared = sharedStates.get(model)
  const eventsMatter = model.health !== undefined || model.endsAt > 0 || new Set(model.monsters).size > 1
  if (shared)
    return {
      model,
      ...shared,
      build: null,
      canon: [],
      canonEvents: new Map(),
      lowered: new Map(),
      afterEvent: [],
      eventsMatter,
    }
  const list: TerrorTuple[] = [[0, 0, 0, 0, 0, model.idle[0], model.idle[1], model.idle[2]]]
  const byKey = new Map<number | string, number>([[tupleKey(list[0] as TerrorTuple), 0]])
  return {
    model,
    tuple: (i) => list[i] as TerrorTuple,
    index: (t) => {
      const key = tupleKey(t)
      let i = byKey.get(key)
      if (i === undefined) {
        i = list.length
        if (i >= 1 << 14) throw new Error('engine: odds: too many terror states')
        list.push(t)
        byKey.set(key, i)
      }
      return i
    },
    build: null,
    canon: [],
    canonEvents: new Map(),
    lowered: new Map(),
    afterEvent: [],
    eventsMatter,
  }
}

/**
 * The extras word `ex` with its terror state replaced by the simplest one that leads to the same odds, given the
 * dice still in the attempt (pool g, y, r and the dice on spells `sp`, with its key `sk`), so that equivalent states share one memo
 * entry:
 *  - no green die left to roll (none in the pool, none on a spell to take back): no terror face can show again,
 *    so only the events so far matter (health); the monsters drawn and the idle dice are forgotten;
 *  - the yellow or red die out of the attempt for good (not in the pool, not to add, not on a spell or a marker): a lock of
 *    its colour takes nothing the attempt would miss (an idle die at most), as a monster without a lock, so the
 *    draws of that colour and those without a lock count together (as many as can be counted as that colour, the
 *    rest as without) and its idle dice are forgotten. Not with monsters that may go on the card, whose kinds
 *    differ by colour;
 *  - no monster with a lock left in the cup (and none that may go on the card): the draws without a lock so far and
 *    the idle dice no longer matter.
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
      return canonicalTerror(ts, (ex & (FLAGS | MARKERS)) | (lowered << TERROR_SHIFT), done, g, y, r, sp, sk)
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
  return (ex & (FLAGS | MARKERS)) | (to << TERROR_SHIFT)
}

/** A terror state's interning key: base-64 digits (a number, no string built per lookup) while every entry fits. */
function tupleKey(t: TerrorTuple): number | string {
  let key = 0
  for (let j = 0; j < t.length; j++) {
    const v = t[j] as number
    if (v >= 64) return t.join()
    key = key * 64 + v
  }
  return key
}

/**
 * The card whose per-mask face relevance the solver uses (solverContext.ts): with monsters that may still come
 * onto the card, their tasks' faces stay relevant (a die held for them is kept), as one more task never done.
 */
export function relevanceCard(card: SolverCard): SolverCard {
  const kinds = card.terror?.arrivals?.kinds
  if (!kinds || kinds.length === 0) return card
  const union = kinds.flatMap((k) => k.task)
  return { ...card, tasks: [...card.tasks, union] }
}

/**
 * The card whose per-mask relevance decides which die sides the solver tells apart (solverContext.ts, `foldsOf`):
 * relevanceCard, with the requirements that a monster's arrival brings back onto its row (`outer`, when it replaces
 * a task) too, so that a monster's card never tells apart sides its parent's roll tables merged.
 */
export function foldingCard(card: SolverCard): SolverCard {
  const arrivals = card.terror?.arrivals
  if (!arrivals || arrivals.kinds.length === 0) return card
  const outer: DieRequirement[] = []
  const walk = (list: readonly Arrival[]): void => {
    for (const a of list) {
      outer.push(...a.outer)
      if (a.then) walk(a.then)
    }
  }
  walk(arrivals.at)
  const union = [...arrivals.kinds.flatMap((k) => k.task), ...outer]
  return { ...card, tasks: [...card.tasks, union] }
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
function devoured(m: TerrorModel, k: number, done: number): boolean {
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

const terrorRollLists = new WeakMap<RollTable, Int32Array>()

/** The indices of the rolls of `table` that show the terror face (built once per table). */
export function terrorRolls(table: RollTable): Int32Array {
  let rows = terrorRollLists.get(table)
  if (rows) return rows
  let n = 0
  for (let i = 0; i < table.size; i++) if (showsTerror(table, i)) n++
  rows = new Int32Array(n)
  for (let i = 0, k = 0; i < table.size; i++) if (showsTerror(table, i)) rows[k++] = i
  terrorRollLists.set(table, rows)
  return rows
}

/** Where the attempt stands while a terror event resolves: the card's context, its tasks done, the dice held. */
export type TerrorPlace = {
  readonly cx: SolverContext
  readonly done: number
  readonly held: Uint8Array
  readonly sp: Uint8Array
  readonly sk: number
  /** The extras word but its terror state (set when the event is over): flags and marker faces. */
  readonly flags: number
  /** Dice the event's locks took off markers: in the first printing those markers are empty again (focus). */
  readonly freed: number
  /** Focus (with assistance), spells and clues left: as before the event (but `freed`). */
  readonly focus: number
  readonly spells: number
  readonly clues: number
}

/** A place (one object shape for every place: the solver makes millions of them). */
export function placeOf(
  cx: SolverContext,
  done: number,
  held: Uint8Array,
  sp: Uint8Array,
  sk: number,
  flags: number,
  freed: number,
  focus: number,
  spells: number,
  clues: number,
): TerrorPlace {
  return { cx, done, held, sp, sk, flags, freed, focus, spells, clues }
}

/**
 * The discard-and-focus values on what is left of the roll, at `place` with the extras word `ex`, at the rolls of
 * `table` that `rows` lists (every roll when null; anything elsewhere), in an array from
 * `place.cx.acquire(table.size)` (the caller releases it).
 */
export type FailAfterTerror = (
  place: TerrorPlace,
  table: RollTable,
  ex: number,
  rows: Int32Array | null,
) => Float64Array
/** The value when the locks took every die of the pool (the roll cannot go on; nothing is discarded). */
export type EmptyAfterTerror = (place: TerrorPlace, ex: number) => number

/**
 * Sets q[i], for each roll i of `table` that shows terror, to the value of failing it at `place` (its `flags` the
 * extras word `ex` but its terror state, nothing `freed`): the event's monsters drawn
 * and their locks applied (each possible outcome weighted; a monster that must go on the card brings its task),
 * then `fail(place', table', ex')` — the discard-and-focus value on what is left, in the advanced terror state and
 * maybe another card's context — or `empty(place', ex')` when the locks took every die of the pool
 * (rules/failRoll.ts). 0 when the event ends the attempt. Other rolls of `q` are left as they are.
 */
export function terrorFailValues(
  place: TerrorPlace,
  table: RollTable,
  ex: number,
  fail: FailAfterTerror,
  empty: EmptyAfterTerror,
  q: Float64Array,
): void {
  const rows = terrorRolls(table)
  if (rows.length === 0) return
  const ts = place.cx.terror as TerrorStates
  const m = ts.model
  const index = ex >>> TERROR_SHIFT
  const t = ts.tuple(index)
  const k = t[0]
  if ((m.endsAt > 0 && k + 1 >= m.endsAt) || devoured(m, k + 1, place.done)) {
    for (let r = 0; r < rows.length; r++) q[rows[r] as number] = 0
    return
  }
  const draws = m.monsters[Math.min(k, m.monsters.length - 1)] ?? 0
  let after: Float64Array
  if (draws === 0) {
    // No monster: only the count of events moves on (remembered per terror state).
    let next = ts.afterEvent[index]
    if (next === undefined) {
      const c: number[] = t.slice()
      c[0] = Math.min(k + 1, eventCap(m))
      next = ts.afterEvent[index] = ts.index(c as unknown as TerrorTuple)
    }
    after = eventOver(place, ts, table, rows, next, fail, empty)
  } else {
    const next: number[] = t.slice()
    next[0] = Math.min(k + 1, eventCap(m))
    after = locked(place, table, rows, next, draws, fail, empty)
  }
  for (let r = 0; r < rows.length; r++) {
    const i = rows[r] as number
    q[i] = after[i] as number
  }
  place.cx.release(after)
}

/**
 * The values after the `draws` monsters left of the event, in an array from the pool (the caller releases it):
 * exact at the rolls `rows` lists (every roll when null), anything elsewhere.
 */
function locked(
  place: TerrorPlace,
  table: RollTable,
  rows: Int32Array | null,
  t: number[],
  draws: number,
  fail: FailAfterTerror,
  empty: EmptyAfterTerror,
): Float64Array {
  const ts = place.cx.terror
  if (!ts) {
    // A card a monster changed where terror changes nothing more (terrorMatters): no state to follow.
    return table.pool[0] + table.pool[1] + table.pool[2] === 0
      ? emptyValue(place, place.flags, empty)
      : fail(place, table, place.flags, rows)
  }
  const cup = ts.model.cup
  let left = 0
  for (let c = 0; c < 4; c++) left += (cup[c] as number) - (t[1 + c] as number)
  if (draws === 0 || left === 0)
    return eventOver(place, ts, table, rows, ts.index(t as unknown as TerrorTuple), fail, empty)
  const arrivals = ts.model.arrivals
  const drawn = (t[1] as number) + (t[2] as number) + (t[3] as number) + (t[4] as number)
  const arrival = arrivals?.at.find((a) => a.draw === drawn)
  const out = place.cx.acquire(table.size).fill(0)
  for (let c = 0; c < 4; c++) {
    const avail = (cup[c] as number) - (t[1 + c] as number)
    if (avail === 0) continue
    const p = avail / left
    const t2 = t.slice()
    t2[1 + c] = (t2[1 + c] as number) + 1
    if (!arrivals || !arrival) {
      const v = lockOne(place, table, rows, t2, c, draws, fail, empty)
      addScaled(out, p, v, rows)
      place.cx.release(v)
      continue
    }
    // This monster goes on the card (or may): which kind of its colour it is, each with its share of that colour.
    // Kinds that change the card alike (one context: the same task and cost, nothing after that tells them apart)
    // are valued once, with their shares added.
    const alike = alikeKinds(place.cx, arrival, c)
    const away = arrival.optional ? lockOne(place, table, rows, t2, c, draws, fail, empty) : null
    const hk = heldKeyOf(place.held)
    const [g, y, r] = table.pool
    for (const { cx, share } of alike) {
      const at = arrive(place, arrival, cx, hk)
      if (diceInPlay(g, y, r, at.held, at.sp, at.flags) - 1 < (cx.fewestDice[at.done] as number)) {
        // Too few dice for the changed card's tasks once the roll is lost (a lock takes one more): worth 0 here.
        if (away) addScaled(out, p * share, away, rows)
        continue
      }
      const here = lockOne(at, table, rows, t2, c, draws, fail, empty)
      // Chosen knowing the roll and the monster, before its lock takes a die and the next monsters are drawn.
      if (away) maxAt(here, away, rows)
      addScaled(out, p * share, here, rows)
      place.cx.release(here)
    }
    if (away) place.cx.release(away)
  }
  return out
}

/** v[i] = max(v[i], w[i]) at the rolls `rows` lists (every roll when null). */
function maxAt(v: Float64Array, w: Float64Array, rows: Int32Array | null): void {
  if (rows)
    for (let r = 0; r < rows.length; r++) {
      const i = rows[r] as number
      if ((w[i] as number) > (v[i] as number)) v[i] = w[i] as number
    }
  else for (let i = 0; i < v.length; i++) if ((w[i] as number) > (v[i] as number)) v[i] = w[i] as number
}

/**
 * The values once the event is over, in terror state `index`: made canonical for what is left (as V would), so
 * that the failed-roll profiles of equivalent outcomes are one. In an array from the pool, exact at `rows`.
 */
function eventOver(
  place: TerrorPlace,
  ts: TerrorStates,
  table: RollTable,
  rows: Int32Array | null,
  index: number,
  fail: FailAfterTerror,
  empty: EmptyAfterTerror,
): Float64Array {
  const pool = table.pool
  const g = pool[0]
  const y = pool[1]
  const r = pool[2]
  const ex = canonicalTerror(ts, place.flags | (index << TERROR_SHIFT), place.done, g, y, r, place.sp, place.sk)
  if (g + y + r === 0) return emptyValue(place, ex, empty)
  return fail(place, table, ex, rows)
}

/** out[i] += p * v[i] at the rolls `rows` lists (every roll when null). */
function addScaled(out: Float64Array, p: number, v: Float64Array, rows: Int32Array | null): void {
  if (rows)
    for (let r = 0; r < rows.length; r++) {
      const i = rows[r] as number
      out[i] = (out[i] as number) + p * (v[i] as number)
    }
  else for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) + p * (v[i] as number)
}

/** `empty`'s value as the one roll of an empty pool, in an array from the pool. */
function emptyValue(place: TerrorPlace, ex: number, empty: EmptyAfterTerror): Float64Array {
  const v = empty(place, ex)
  const out = place.cx.acquire(1)
  out[0] = v
  return out
}

/** The lock of a monster drawn (cup index `c`: 0 none, 1 green, 2 yellow, 3 red) takes its die (core/locks.ts). */
function lockOne(
  place: TerrorPlace,
  table: RollTable,
  rows: Int32Array | null,
  t: number[],
  c: number,
  draws: number,
  fail: FailAfterTerror,
  empty: EmptyAfterTerror,
): Float64Array {
  if (c === 0) return locked(place, table, rows, t, draws - 1, fail, empty)
  const col = c - 1
  const addBit = col === 1 ? ADD_YELLOW : col === 2 ? ADD_RED : 0
  // An idle die first: the yellow or red die still to add, then the idle dice.
  if (addBit && place.flags & addBit)
    return locked(withFlags(place, place.flags & ~addBit), table, rows, t, draws - 1, fail, empty)
  if ((t[5 + col] as number) > 0) {
    const t2 = t.slice()
    t2[5 + col] = (t2[5 + col] as number) - 1
    return locked(place, table, rows, t2, draws - 1, fail, empty)
  }
  if ((table.pool[col] as number) === 0) {
    // None in the pool: a marker die, then a spell die. There is one yellow and one red die: on a marker (its face
    // followed in the extras word, markerFace) the lock takes it from there, else from a spell (the spell goes back
    // to the deck). A green die on a marker or a spell is not followed here (only a second green lock of one event
    // can find the pool without green): terrorModel.ts marks those odds approximate.
    const from = col > 0 ? (offMarker(place, col as 1 | 2) ?? offSpell(place, col)) : place
    return locked(from, table, rows, t, draws - 1, fail, empty)
  }
  // The lowest-id die of the colour leaves the pool: each rolled die of that colour equally likely. The rolls of
  // the smaller pool asked for: a green die taken from rolls showing terror can leave any roll of the smaller pool
  // (it may have been the terror die); a yellow or red one (no terror face) leaves the rolls showing terror.
  const pool = table.pool.slice()
  pool[col] = (pool[col] as number) - 1
  const smaller = rollTable(pool[0] as number, pool[1] as number, pool[2] as number, table.fold)
  const after = locked(place, smaller, rows && col > 0 ? terrorRolls(smaller) : null, t, draws - 1, fail, empty)
  const n = table.pool[col] as number
  const out = place.cx.acquire(table.size)
  const remove = removeIndex(table)
  const base = col * SIDES
  const count = rows ? rows.length : table.size
  for (let r = 0; r < count; r++) {
    const i = rows ? (rows[r] as number) : r
    let s = 0
    for (let side = 0, at = i * TYPES + base; side < SIDES; side++, at++) {
      const cnt = table.types[at] as number
      if (cnt > 0) s += cnt * (after[remove[at] as number] as number)
    }
    out[i] = s / n
  }
  place.cx.release(after)
  return out
}

function withFlags(p: TerrorPlace, flags: number): TerrorPlace {
  return placeOf(p.cx, p.done, p.held, p.sp, p.sk, flags, p.freed, p.focus, p.spells, p.clues)
}

/** The place with the yellow (1) or red (2) die taken off its marker (and out of the held faces); null if not there. */
function offMarker(place: TerrorPlace, col: 1 | 2): TerrorPlace | null {
  const f = markerFace(place.flags, col)
  if (f < 0) return null
  let held = place.held
  if (f < FACE_COUNT) {
    held = held.slice()
    held[f] = (held[f] as number) - 1
    held = place.cx.canonicalHeld(place.done, held)
  }
  const { cx, done, sp, sk, focus, spells, clues } = place
  return placeOf(cx, done, held, sp, sk, withMarker(place.flags, col, -1), place.freed + 1, focus, spells, clues)
}

/** The place with the die of colour `col` taken off its spell (and out of the held faces), if one is there. */
function offSpell(place: TerrorPlace, col: number): TerrorPlace {
  for (let f = 0; f < SPELL_FACES; f++) {
    const k = col * SPELL_FACES + f
    if ((place.sp[k] as number) === 0) continue
    const sp = spellsWith(place.sp, k, -1)
    let held = place.held
    if (f < FACE_COUNT) {
      held = held.slice()
      held[f] = (held[f] as number) - 1
    }
    const { cx, done, flags, freed, focus, spells, clues } = place
    return placeOf(cx, done, held, sp, spellKeyOf(sp), flags, freed, focus, spells, clues)
  }
  return place
}

/** The kinds of a colour that may arrive, grouped by the card they make: its context and their share of the colour. */
type Alike = readonly { readonly cx: SolverContext; readonly share: number }[]

/**
 * Per context: the cards a monster changed (by cardKey: arrivals at different draws, and kinds, that make the same
 * card share one context), and per arrival and lock colour the kinds grouped by card (alikeKinds).
 */
const arrivedContexts = new WeakMap<
  SolverContext,
  { readonly cards: Map<string, SolverContext>; readonly alike: Map<Arrival, Alike[]> }
>()

function arrivedOf(parent: SolverContext) {
  let known = arrivedContexts.get(parent)
  if (!known) arrivedContexts.set(parent, (known = { cards: new Map(), alike: new Map() }))
  return known
}

/** The kinds with lock colour `c` that arrival `a` may bring, grouped by the card they make (built once). */
function alikeKinds(parent: SolverContext, a: Arrival, c: number): Alike {
  const known = arrivedOf(parent)
  let byColour = known.alike.get(a)
  if (!byColour) known.alike.set(a, (byColour = []))
  let groups = byColour[c]
  if (groups) return groups
  const kinds = ((parent.terror as TerrorStates).model.arrivals as Arrivals).kinds
  let ofColour = 0
  const counts = new Map<SolverContext, number>()
  kinds.forEach((kind, j) => {
    if (kind.lock !== c || kind.count === 0) return
    ofColour += kind.count
    const cx = arrivedContext(parent, a, j)
    counts.set(cx, (counts.get(cx) ?? 0) + kind.count)
  })
  groups = [...counts].map(([cx, n]) => ({ cx, share: n / ofColour }))
  byColour[c] = groups
  return groups
}

/**
 * The place after a monster went on the card at arrival `a`, making the card of context `cx`: its task joins the
 * card's (`hk`: the held faces' key).
 */
function arrive(place: TerrorPlace, a: Arrival, cx: SolverContext, hk: number): TerrorPlace {
  const low = place.done & ((1 << a.position) - 1)
  const done = a.replaces ? place.done & ~(1 << a.position) : low | ((place.done >>> a.position) << (a.position + 1))
  const held = cx.heldAt(done, place.held, hk)
  const sp = place.sk === 0 ? place.sp : cx.canonicalSpells(done, place.sp)
  const sk = place.sk === 0 ? 0 : spellKeyOf(sp)
  const flags = cx.canonicalMarkers(done, place.flags)
  return placeOf(cx, done, held, sp, sk, flags, place.freed, place.focus, place.spells, place.clues)
}

/** The context of the card a monster of kind `j` makes at arrival `a` (shared by every arrival making that card). */
function arrivedContext(parent: SolverContext, a: Arrival, j: number): SolverContext {
  const byCard = arrivedOf(parent).cards
  const ts = parent.terror as TerrorStates
  const arrivals = ts.model.arrivals as Arrivals
  const later = a.then ?? arrivals.at.filter((b) => b.draw > a.draw)
  const kind = arrivals.kinds[j] as MonsterKind
  // The changed card: where the task goes, what it asks and costs, and, with arrivals still to come, the cup's
  // kinds after this one (a row's requirements are a set: their order is not part of it).
  const cardKey = JSON.stringify([
    a.position,
    a.replaces,
    [...a.outer, ...kind.task].map((r) => JSON.stringify(r)).sort(),
    a.outerCost,
    kind.cost,
    later.length > 0 ? [later, j] : null,
  ])
  const same = byCard.get(cardKey)
  if (same) return same
  const task = [...a.outer, ...kind.task]
  const cost: [number, number] = [a.outerCost[0] + kind.cost[0], a.outerCost[1] + kind.cost[1]]
  const tasks = [...parent.card.tasks]
  tasks.splice(a.position, a.replaces ? 1 : 0, task)
  const health: Health | undefined = ts.model.health && {
    ...ts.model.health,
    costs: withAt(ts.model.health.costs, a, cost),
  }
  const kinds = arrivals.kinds.map((k, i) => (i === j ? { ...k, count: k.count - 1 } : k))
  const { monsters, cup, endsAt, idle } = ts.model
  const model: TerrorModel = {
    monsters,
    cup,
    endsAt,
    idle,
    ...(health ? { health } : {}),
    ...(later.length > 0 ? { arrivals: { kinds, at: later } } : {}),
  }
  sharedStates.set(model, { tuple: ts.tuple, index: ts.index })
  if (!ts.build) throw new Error('engine: odds: no context builder for a card a monster changes')
  const cx = ts.build({ ...parent.card, tasks, terror: model }, parent)
  cx.keepQBelowSpells = parent.keepQBelowSpells
  cx.keepQBelowClues = parent.keepQBelowClues
  if (later.length === 0 && tasks.length > 1) restAfterMonster(parent, cx, a.position, cost)
  byCard.set(cardKey, cx)
  return cx
}

/**
 * Once the monster's task (at `p`) is done, what is left of the card it changed is the card's other tasks, the
 * same whichever monster it was: the states past that point are solved in one context shared by every kind that
 * arrives there alike — the card without that task, its health lowered by the task's cost (paid), terror as before
 * (the same draws, interned alike). `cx.value` hands them over, the task's bit taken out of the mask.
 */
function restAfterMonster(parent: SolverContext, cx: SolverContext, p: number, cost: readonly [number, number]): void {
  const known = arrivedOf(parent).cards
  const key = `rest:${p}:${cost[0]}:${cost[1]}:${JSON.stringify(cx.card.tasks.filter((_, t) => t !== p))}`
  let rest = known.get(key)
  if (!rest) {
    const ts = parent.terror as TerrorStates
    const { monsters, cup, endsAt, idle, health } = cx.card.terror as TerrorModel
    const lowered: Health | undefined = health && {
      ...health,
      sanity: health.sanity - cost[0],
      stamina: health.stamina - cost[1],
      costs: health.costs.filter((_, t) => t !== p),
    }
    const model: TerrorModel = { monsters, cup, endsAt, idle, ...(lowered ? { health: lowered } : {}) }
    sharedStates.set(model, { tuple: ts.tuple, index: ts.index })
    if (!ts.build) throw new Error('engine: odds: no context builder for a card a monster changes')
    rest = ts.build({ ...cx.card, tasks: cx.card.tasks.filter((_, t) => t !== p), terror: model }, parent)
    rest.keepQBelowSpells = parent.keepQBelowSpells
    rest.keepQBelowClues = parent.keepQBelowClues
    known.set(key, rest)
  }
  const to = rest
  const bit = 1 << p
  const low = bit - 1
  // Without terror to follow there, the terror state is dropped (as `locked` does for such a card).
  const keep = to.terror ? -1 : FLAGS | MARKERS
  const own = cx.value
  cx.value = (done, g, y, r, held, sp, sk, focus, spells, clues, ex) =>
    done & bit
      ? to.value((done & low) | ((done >>> (p + 1)) << p), g, y, r, held, sp, sk, focus, spells, clues, ex & keep)
      : own(done, g, y, r, held, sp, sk, focus, spells, clues, ex)
}

function withAt<T>(list: readonly T[], a: Arrival, item: T): T[] {
  const out = [...list]
  out.splice(a.position, a.replaces ? 1 : 0, item)
  return out
}
