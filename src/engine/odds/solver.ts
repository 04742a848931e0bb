// Revised rulebook, "Adventures and Other Worlds" (tasks, rolling, failing rolls), "Securing Dice"
// (focusing), "Clues" and "Securing Dice with Spells"; RULES-NOTES.md, "Settled here".
//
// THE MODEL. One attempt at an adventure is a Markov decision process; we compute its optimal value.
//
// A state (before a roll) is: which tasks are done (a bit mask), the dice in the pool (green, yellow,
// red counts), the held dice — on a marker (focused or assisted: only the face matters, the die leaves
// only by completing a task) or on a spell (face and colour: it can also be taken back into the pool,
// see below) — and how many focus, spell and clue uses remain. V(state) = Σ over roll outcomes R of P(R) · Q(state, R). Dice of one colour are identical,
// so an outcome is a multiset of faces per colour, weighted multinomially (rollTables.ts).
//
// Q(state, R), the value of standing in front of roll R, is the best of:
//  - complete one eligible task (the first undone one when ordered) with a sub-multiset D of R + held
//    that is inclusion-minimal ("the fewest dice": removing any die of D would no longer meet the
//    task). Only WHICH COLOURS of rolled dice D uses, and which held faces, change what follows: all
//    rolled dice not in D go back into the pool and are rolled again. So the choices are the distinct
//    consumption vectors (green, yellow, red used; held faces used) over all minimal D, and each
//    leads to V(tasks + t, pool - used, held - used). All tasks done is worth 1.
//  - declare the roll failed: discard one die of a colour the pool has (its face is irrelevant: it
//    leaves), then, if focus remains, optionally focus one of the other rolled dice, which becomes
//    held with its face. Leads to V(pool - discarded - focused, held + focused face, focus - 1).
//  - cast a spell (spells remain) on one rolled die: it becomes held and the player still faces the
//    rest of the same roll: Q(pool - die, held + face, spells - 1; R - die).
//  - spend a clue (clues remain) to reroll any sub-multiset of R: with K kept,
//    E over the new faces X of Q(state with clues - 1; K + X).
//  - give up: 0.
//  - reroll with a once-per-roll ability (`rerollEachRoll`, while unused this roll): like a clue, but it
//    comes back with every new roll: E over the new faces X of Q(state, ability used this roll; K + X).
// Before a roll (in V), the player may take any die off a spell (rules/releaseSpellDie.ts: stage 'ready',
// any number of times, no limit; revised rulebook, "Removing Secured Dice"): V(state) = max(…,
// V(pool + its colour, that die no longer held)); the spell is not returned to the player (it goes back
// to the deck), so `spells` is unchanged. Not while discarding: a discard that empties the pool fails at
// once even with dice on spells. With an empty pool and a die on a spell (after a completion), taking
// it back is the only way on.
// Before a roll (in V), the player may also add the yellow or red die (`addYellow`, `addRed`: an item,
// ally or ability can still add it): V(state) = max(roll now, V(pool + that die, no more adding)). Adding
// it during a roll instead is worth the same: the die joins only the next roll (revised rulebook,
// "Adding Dice to the Dice Pool"), so the choice is made in V, where more is known.
// With an empty pool the attempt is over and failed, even if dice are still held: held dice serve "a
// later roll" (rulebook, "Focusing"), and with nothing left to roll there is none — unless a die can
// still be added. Discarding the last pool die fails the adventure at once (rules/discardDie.ts); in the
// revised printing a die can be added before that discard (any time but while rolling), which the model
// counts as V(empty pool) = V(pool + added die); in the first printing dice are added only before a roll,
// so a discard that empties the pool is worth 0.
// Assistance (revised): a helper's die is held like a focused one, once per roll in place of focusing,
// each helper once per turn — so focus and assistance are one count of uses (`focus` = own focus left +
// helpers left); the game wiring adds them.
// First printing (RULES-NOTES.md; rules/focusDie.ts, assist.ts `MARKER_OCCUPIED`): focus and assistance
// have no use limit but one die per marker; `focus` is then the number of empty markers (own + helpers on
// the card), a focus or assist fills one, and completing a task with a die on a marker empties it again
// (focus + 1). A die on a marker that no task can use any more keeps its marker full: dropping it from
// the state leaves `focus` as it is, which is exact. With eight dice no more than seven markers can ever
// be filled while a die is left to roll, so `focus` is capped at 7 without changing anything.
// Completing a task with a held face takes marker dice of that face before spell dice: a marker die is
// never worth more than a spell die of the same face (the spell die can do all it can, and be taken
// back; first printing: using it also frees the marker), so only which colours of spell dice to use
// are tried. Rerolls from items, spells, allies or once-per-day abilities
// are used once, like a clue: the wiring adds them to `clues`.
// Not modelled: terror effects.
// Costs (sanity, stamina, clock) never change the probability and are ignored.
//
// Exactness-preserving reductions: held faces that no remaining task can use are dropped (on a spell the
// die stays, as its colour with a blank face: it can still be taken back), and held investigation faces
// above the largest remaining investigation amount are lowered to it (they are interchangeable), so
// equivalent states share one memo entry. Focusing or securing a useless face is
// skipped (it only removes a die from the pool). Nothing else is pruned.
import type { DieRequirement } from '../card.ts'
import { DIE_COLORS, type DieColor, type Face } from '../dice.ts'
import type { Ruleset } from '../ruleset.ts'
import { FACE_COUNT, FACE_IDS, minimalFulfillers, type FaceCounts } from './fulfillers.ts'
import {
  buildCompletionTable,
  groupRolls,
  neededFaces,
  type CompletionTable,
  type Consumption,
  type RollGrouping,
} from './completionTable.ts'
import { clueValues } from './clueLattice.ts'
import { removeDie, rollTable, TYPE_FACE, TYPES } from './rollTables.ts'
import { bestPresent, HELD_SPAN, heldKeyOf, maskInfo, MAX_HELD, maxOverRolls, stateKey } from './stateSpace.ts'

/** What the solver needs of a card: each task's die requirements, and whether order arrows apply. */
export type SolverCard = {
  readonly tasks: readonly (readonly DieRequirement[])[]
  readonly ordered: boolean
  readonly ruleset: Ruleset
}

/** A state before a roll (see the model above). `held` counts faces by face id (FACE_IDS). */
export type SolverState = {
  readonly done: number
  readonly pool: readonly [number, number, number]
  /** Dice on markers (focused or assisted), by face id. */
  readonly held: ArrayLike<number>
  /** Dice on spells (they may be taken back into the pool before a roll). @defaultValue [] */
  readonly onSpells?: readonly { readonly color: DieColor; readonly face: Face }[]
  readonly focus: number
  readonly spells: number
  readonly clues: number
  /** The yellow die can still be added (1) or not (0). @defaultValue 0 */
  readonly addYellow?: number
  /** The red die can still be added (1) or not (0). @defaultValue 0 */
  readonly addRed?: number
  /** An ability rerolls any dice once per roll. @defaultValue false */
  readonly rerollEachRoll?: boolean
  /** For rollValues: whether that ability is still unused on this roll. @defaultValue rerollEachRoll */
  readonly rerollNow?: boolean
}

/** Bits of the extras word: what can be added, and the once-per-roll reroll. */
const ADD_YELLOW = 1
const ADD_RED = 2
const PER_ROLL = 4

/** A die on a spell is kept as colour * SPELL_FACES + face id, face FACE_COUNT standing for a face no task can use. */
const SPELL_FACES = FACE_COUNT + 1
const SPELL_KINDS = 3 * SPELL_FACES

/** The dice on spells as one number (0 for none): base-28 digits of the kinds, at most eight dice (< 2^39). */
function spellKeyOf(sp: Uint8Array): number {
  let key = 0
  for (let k = 0; k < SPELL_KINDS; k++) for (let n = sp[k] as number; n > 0; n--) key = key * 28 + k + 1
  return key
}

/** Memo entries keyed exactly by (dice on spells, rest of the state): one flat map when no die is on a spell. */
class Memo<T> {
  readonly base = new Map<number, T>()
  readonly more = new Map<number, Map<number, T>>()
  get(sk: number, key: number): T | undefined {
    return sk === 0 ? this.base.get(key) : this.more.get(sk)?.get(key)
  }
  has(sk: number, key: number): boolean {
    return sk === 0 ? this.base.has(key) : (this.more.get(sk)?.has(key) ?? false)
  }
  set(sk: number, key: number, v: T): void {
    if (sk === 0) this.base.set(key, v)
    else {
      let m = this.more.get(sk)
      if (!m) this.more.set(sk, (m = new Map()))
      m.set(key, v)
    }
  }
  get size(): number {
    let n = this.base.size
    for (const m of this.more.values()) n += m.size
    return n
  }
}

export const LIMITS = { tasks: 8, green: 15, yellowRed: 3, heldPerFace: 8, focus: 7, spells: 7, clues: 63 } as const
const MAX_DICE = 14

export type Solver = {
  /** V(state): the probability of completing every task with optimal play. */
  readonly value: (state: SolverState) => number
  /** Q(state, R) for every roll R of the state's pool (indices as in rollTable). */
  readonly rollValues: (state: SolverState) => Float64Array
  /** The canonical held faces for a mask (useless dropped, investigation capped). */
  readonly canonicalHeld: (done: number, held: ArrayLike<number>) => Uint8Array
  /** Equal for two states exactly when their canonical held dice (markers and spells) are. */
  readonly heldKey: (state: SolverState) => string
  readonly card: SolverCard
  readonly fulfillers: readonly (readonly FaceCounts[])[]
  /** How many states have been solved (for diagnostics). */
  readonly stateCount: () => number
  /** Completion tables built and their roll groups (for diagnostics). */
  readonly tableStats: () => { tables: number; groups: number }
}

/** Whether task `t` may be completed now: undone, and the first undone one when ordered. */
export function isEligible(card: SolverCard, done: number, t: number): boolean {
  if (done & (1 << t)) return false
  if (!card.ordered) return true
  const firstUndone = ~done & (done + 1)
  return firstUndone === 1 << t
}

/** Builds a solver for one card; its memo lives as long as the solver (create a new one for a cold run). */
export function createSolver(card: SolverCard): Solver {
  if (card.tasks.length > LIMITS.tasks) throw new Error(`engine: odds: at most ${LIMITS.tasks} tasks per card`)
  const full = (1 << card.tasks.length) - 1
  const fulfillers = card.tasks.map((reqs) => minimalFulfillers(reqs, card.ruleset, MAX_DICE))
  const { relevant, cap } = maskInfo(card)
  const values = new Memo<number>()
  // Q arrays are kept only for states a spell or a clue will look back at (fewer spells or clues
  // than some state asked about); the others are dropped once their value is known.
  let keepQBelowSpells = 0
  let keepQBelowClues = 0
  const qs = new Memo<Float64Array>()
  const completionTables = new Map<number, CompletionTable>()
  const sharedCompletions = new Map<number, Map<number, readonly number[]>>()

  // Q arrays not kept are recycled: allocating one per state made the garbage collector the hot spot.
  const spare = new Map<number, Float64Array[]>()
  const acquire = (size: number): Float64Array => spare.get(size)?.pop() ?? new Float64Array(size)
  const release = (q: Float64Array): void => {
    let list = spare.get(q.length)
    if (!list) spare.set(q.length, (list = []))
    if (list.length < 8) list.push(q)
  }

  const canonicalHeld = (done: number, held: ArrayLike<number>): Uint8Array => {
    const out = new Uint8Array(FACE_COUNT)
    const rel = relevant[done] as Uint8Array
    const c = cap[done] as Uint8Array
    for (let f = 0; f < FACE_COUNT; f++) {
      const k = held[f] as number
      if (k > 0 && rel[f]) out[c[f] as number] = (out[c[f] as number] as number) + k
    }
    for (let f = 0; f < FACE_COUNT; f++)
      if ((out[f] as number) > LIMITS.heldPerFace)
        throw new Error(`engine: odds: at most ${LIMITS.heldPerFace} held dice per face`)
    return out
  }

  /** Dice on spells for a mask: useless faces become blank, investigation capped like held faces. */
  const canonicalSpells = (done: number, sp: ArrayLike<number>): Uint8Array => {
    const out = new Uint8Array(SPELL_KINDS)
    const rel = relevant[done] as Uint8Array
    const c = cap[done] as Uint8Array
    for (let k = 0; k < SPELL_KINDS; k++) {
      const n = sp[k] as number
      if (n === 0) continue
      const col = (k / SPELL_FACES) | 0
      const f = k % SPELL_FACES
      const f2 = f === FACE_COUNT || !rel[f] ? FACE_COUNT : (c[f] as number)
      out[col * SPELL_FACES + f2] = (out[col * SPELL_FACES + f2] as number) + n
    }
    return out
  }

  const groupings = new Map<number, RollGrouping>()
  const needs = fulfillers.map(neededFaces)
  const completionTable = (
    t: number,
    g: number,
    y: number,
    r: number,
    held: Uint8Array,
    heldKey: number,
  ): [RollGrouping, CompletionTable] => {
    const poolT = t * 4096 + ((g * 16 + y) * 16 + r)
    let grouping = groupings.get(poolT)
    if (!grouping) groupings.set(poolT, (grouping = groupRolls(rollTable(g, y, r), needs[t] as Uint8Array)))
    const key = heldKey * 65536 + poolT // poolT < 2^16
    let table = completionTables.get(key)
    if (!table) {
      const sharedKey = t * HELD_SPAN + heldKey
      let shared = sharedCompletions.get(sharedKey)
      if (!shared) sharedCompletions.set(sharedKey, (shared = new Map()))
      table = buildCompletionTable(fulfillers[t] as FaceCounts[], rollTable(g, y, r), grouping, held, shared)
      completionTables.set(key, table)
    }
    return [grouping, table]
  }

  const firstPrinting = card.ruleset === 'first-printing'
  /** Focus after a task used `n` marker dice: first printing, those markers are empty again. */
  const focusAfter = (focus: number, n: number): number => (firstPrinting ? Math.min(focus + n, LIMITS.focus) : focus)

  // V and Q take canonical held faces (markers and spells together) and the canonical dice on spells
  // (`sp`, with its key `sk`); `ex` holds the extras bits, `now` whether the once-per-roll reroll is still
  // unused on this roll.
  const value = (
    done: number,
    g: number,
    y: number,
    r: number,
    held: Uint8Array,
    sp: Uint8Array,
    sk: number,
    focus: number,
    spells: number,
    clues: number,
    ex: number,
  ): number => {
    if (done === full) return 1
    const canAdd = (ex & (ADD_YELLOW | ADD_RED)) !== 0
    if (g + y + r === 0 && !canAdd && sk === 0) return 0
    const hk = heldKeyOf(held)
    const key = stateKey(done, g, y, r, hk, focus, spells, clues) * 16 + ex * 2
    const known = values.get(sk, key)
    if (known !== undefined) return known
    let v = 0
    if (g + y + r > 0) {
      const q = rollValuesOf(done, g, y, r, held, sp, sk, focus, spells, clues, ex, (ex & PER_ROLL) !== 0)
      const prob = rollTable(g, y, r).prob
      for (let i = 0; i < prob.length; i++) v += (prob[i] as number) * (q[i] as number)
      if (!qs.has(sk, qKey(key, ex))) release(q)
    }
    if (ex & ADD_YELLOW && y < LIMITS.yellowRed)
      v = Math.max(v, value(done, g, y + 1, r, held, sp, sk, focus, spells, clues, ex & ~ADD_YELLOW))
    if (ex & ADD_RED && r < LIMITS.yellowRed)
      v = Math.max(v, value(done, g, y, r + 1, held, sp, sk, focus, spells, clues, ex & ~ADD_RED))
    // Take a die off a spell: it is rolled with the pool.
    if (sk !== 0)
      for (let k = 0; k < SPELL_KINDS; k++) {
        if ((sp[k] as number) === 0) continue
        const col = (k / SPELL_FACES) | 0
        const f = k % SPELL_FACES
        const pool = [g, y, r]
        pool[col] = (pool[col] as number) + 1
        if ((pool[0] as number) > LIMITS.green || (pool[1] as number) > LIMITS.yellowRed) continue
        if ((pool[2] as number) > LIMITS.yellowRed) continue
        const sp2 = sp.slice()
        sp2[k] = (sp2[k] as number) - 1
        let h2 = held
        if (f < FACE_COUNT) {
          h2 = held.slice()
          h2[f] = (h2[f] as number) - 1
        }
        const [a, b, c] = pool as [number, number, number]
        v = Math.max(v, value(done, a, b, c, h2, sp2, spellKeyOf(sp2), focus, spells, clues, ex))
      }
    values.set(sk, key, v)
    return v
  }

  const qKey = (vKey: number, ex: number, now = (ex & PER_ROLL) !== 0): number => vKey + (now ? 1 : 0)

  /**
   * The value after discarding for a failed roll. A discard that empties the pool fails the adventure
   * (rules/discardDie.ts), unless (revised) a die was added before it; no die can be taken off a spell
   * while discarding.
   */
  const afterDiscard = (
    done: number,
    g: number,
    y: number,
    r: number,
    held: Uint8Array,
    sp: Uint8Array,
    sk: number,
    focus: number,
    spells: number,
    clues: number,
    ex: number,
  ): number => {
    if (g + y + r > 0) return value(done, g, y, r, held, sp, sk, focus, spells, clues, ex)
    if (firstPrinting) return 0
    let v = 0
    if (ex & ADD_YELLOW) v = Math.max(v, value(done, 0, 1, 0, held, sp, sk, focus, spells, clues, ex & ~ADD_YELLOW))
    if (ex & ADD_RED) v = Math.max(v, value(done, 0, 0, 1, held, sp, sk, focus, spells, clues, ex & ~ADD_RED))
    return v
  }

  const rollValuesOf = (
    done: number,
    g: number,
    y: number,
    r: number,
    held: Uint8Array,
    sp: Uint8Array,
    sk: number,
    focus: number,
    spells: number,
    clues: number,
    ex: number,
    now: boolean,
  ): Float64Array => {
    const hk = heldKeyOf(held)
    const key = qKey(stateKey(done, g, y, r, hk, focus, spells, clues) * 16 + ex * 2, ex, now)
    const known = qs.get(sk, key)
    if (known) return known
    const table = rollTable(g, y, r)
    const pool = [g, y, r]
    const q = acquire(table.size)
    const total = g + y + r
    const rel = relevant[done] as Uint8Array
    const capped = cap[done] as Uint8Array

    // Failed roll, no focus: discard one die of the best colour to lose.
    let base = 0
    for (let c = 0; c < 3; c++) {
      if ((pool[c] as number) === 0) continue
      pool[c] = (pool[c] as number) - 1
      base = Math.max(
        base,
        afterDiscard(
          done,
          pool[0] as number,
          pool[1] as number,
          pool[2] as number,
          held,
          sp,
          sk,
          focus,
          spells,
          clues,
          ex,
        ),
      )
      pool[c] = (pool[c] as number) + 1
    }
    q.fill(base)

    // Failed roll, then focus one of the other dice.
    if (focus > 0 && total >= 2) {
      const focusValue = new Float64Array(TYPES).fill(-1)
      for (let type = 0; type < TYPES; type++) {
        const c2 = (type / 6) | 0
        const f = TYPE_FACE[type] as number
        if (!rel[f] || (pool[c2] as number) === 0) continue
        const h2 = held.slice()
        h2[f] = (h2[f] as number) + 1
        const nh = canonicalHeld(done, h2)
        for (let c1 = 0; c1 < 3; c1++) {
          pool[c1] = (pool[c1] as number) - 1
          pool[c2] = (pool[c2] as number) - 1
          if ((pool[c1] as number) >= 0 && (pool[c2] as number) >= 0) {
            // The focused die stays in the pool until focused, so the discard never empties it here.
            const [a, b, c] = pool as [number, number, number]
            const v = value(done, a, b, c, nh, sp, sk, focus - 1, spells, clues, ex)
            if (v > (focusValue[type] as number)) focusValue[type] = v
          }
          pool[c1] = (pool[c1] as number) + 1
          pool[c2] = (pool[c2] as number) + 1
        }
      }
      maxOverRolls(
        q,
        table,
        bestPresent(table, 0, focusValue),
        bestPresent(table, 1, focusValue),
        bestPresent(table, 2, focusValue),
      )
    }

    // Complete one eligible task.
    for (let t = 0; t < card.tasks.length; t++) {
      if (!isEligible(card, done, t)) continue
      const [grouping, ct] = completionTable(t, g, y, r, held, hk)
      const descValue = new Float64Array(ct.descs.length)
      const nextDone = done | (1 << t)
      for (let k = 0; k < ct.descs.length; k++) {
        const d = ct.descs[k] as Consumption
        if (nextDone === full) {
          descValue[k] = 1
          continue
        }
        const h2 = held.slice()
        let markers = 0
        for (let f = 0; f < FACE_COUNT; f++) h2[f] = (h2[f] as number) - (d.held[f] as number)
        const nextHeld = canonicalHeld(nextDone, h2)
        const [ng, ny, nr] = [g - d.dice[0], y - d.dice[1], r - d.dice[2]]
        if (sk === 0) {
          for (let f = 0; f < FACE_COUNT; f++) markers += d.held[f] as number
          descValue[k] = value(nextDone, ng, ny, nr, nextHeld, sp, 0, focusAfter(focus, markers), spells, clues, ex)
          continue
        }
        // Marker dice of a face first, then every split of the rest over the colours of spell dice.
        let best = 0
        const sp2 = sp.slice()
        const walk = (f: number, used: number): void => {
          if (f === FACE_COUNT) {
            const ns = canonicalSpells(nextDone, sp2)
            const v = value(
              nextDone,
              ng,
              ny,
              nr,
              nextHeld,
              ns,
              spellKeyOf(ns),
              focusAfter(focus, used),
              spells,
              clues,
              ex,
            )
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
        descValue[k] = best
      }
      const { start, list } = ct
      const groupValue = new Float64Array(grouping.reps.length)
      for (let k = 0; k < groupValue.length; k++) {
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
    }

    // Secure one rolled die with a spell and go on with the rest of the roll. A face no task can use is
    // not secured: taking it back later only returns the die the spell took (a spell spent for nothing).
    if (spells > 0) {
      for (let type = 0; type < TYPES; type++) {
        const c = (type / 6) | 0
        const f = TYPE_FACE[type] as number
        if (!rel[f] || (pool[c] as number) === 0) continue
        const h2 = held.slice()
        h2[f] = (h2[f] as number) + 1
        const sp2 = sp.slice()
        const kind = c * SPELL_FACES + (capped[f] as number)
        sp2[kind] = (sp2[kind] as number) + 1
        pool[c] = (pool[c] as number) - 1
        const child = rollValuesOf(
          done,
          pool[0] as number,
          pool[1] as number,
          pool[2] as number,
          canonicalHeld(done, h2),
          sp2,
          spellKeyOf(sp2),
          focus,
          spells - 1,
          clues,
          ex,
          now,
        )
        pool[c] = (pool[c] as number) + 1
        for (let i = 0; i < table.size; i++) {
          if (!table.types[i * TYPES + type]) continue
          const v = child[removeDie(table, i, type)] as number
          if (v > (q[i] as number)) q[i] = v
        }
      }
    }

    // Spend a clue to reroll any part of the roll.
    if (clues > 0) {
      const before = rollValuesOf(done, g, y, r, held, sp, sk, focus, spells, clues - 1, ex, now)
      const after = clueValues(table, before)
      for (let i = 0; i < table.size; i++) if ((after[i] as number) > (q[i] as number)) q[i] = after[i] as number
    }

    // Use the once-per-roll reroll ability.
    if (now) {
      const before = rollValuesOf(done, g, y, r, held, sp, sk, focus, spells, clues, ex, false)
      const after = clueValues(table, before)
      for (let i = 0; i < table.size; i++) if ((after[i] as number) > (q[i] as number)) q[i] = after[i] as number
    }

    if (spells < keepQBelowSpells || clues < keepQBelowClues) qs.set(sk, key, q)
    return q
  }

  /** The state's canonical held faces (markers and spells together) and dice on spells. */
  const check = (s: SolverState): [Uint8Array, Uint8Array] => {
    const [g, y, r] = s.pool
    const bad = (what: string) => new Error(`engine: odds: ${what}`)
    if (!(g >= 0 && g <= LIMITS.green && y >= 0 && y <= LIMITS.yellowRed && r >= 0 && r <= LIMITS.yellowRed))
      throw bad('pool out of range')
    if (!(
      s.focus >= 0 &&
      s.focus <= LIMITS.focus &&
      s.spells >= 0 &&
      s.spells <= LIMITS.spells &&
      s.clues >= 0 &&
      s.clues <= LIMITS.clues
    ))
      throw bad('focus, spells or clues out of range')
    if (!Number.isInteger(g + y + r + s.focus + s.spells + s.clues)) throw bad('counts must be integers')
    if (![0, 1].includes(s.addYellow ?? 0) || ![0, 1].includes(s.addRed ?? 0))
      throw bad('addYellow and addRed are 0 or 1')
    if (s.done < 0 || s.done > full) throw bad('done mask out of range')
    const onSpells = s.onSpells ?? []
    if (onSpells.length > MAX_HELD) throw bad(`at most ${MAX_HELD} dice on spells`)
    keepQBelowSpells = Math.max(keepQBelowSpells, s.spells)
    keepQBelowClues = Math.max(keepQBelowClues, s.clues)
    const all = Array.from({ length: FACE_COUNT }, (_, f) => s.held[f] as number)
    const sp = new Uint8Array(SPELL_KINDS)
    for (const d of onSpells) {
      const f = FACE_IDS.indexOf(d.face as (typeof FACE_IDS)[number])
      const col = DIE_COLORS.indexOf(d.color)
      if (f < 0 || col < 0) throw bad('bad die on a spell')
      all[f] = (all[f] as number) + 1
      sp[col * SPELL_FACES + f] = (sp[col * SPELL_FACES + f] as number) + 1
    }
    return [canonicalHeld(s.done, all), canonicalSpells(s.done, sp)]
  }

  return {
    card,
    fulfillers,
    canonicalHeld,
    heldKey: (s) => {
      const [held, sp] = check(s)
      return `${heldKeyOf(held)}:${spellKeyOf(sp)}`
    },
    stateCount: () => values.size,
    tableStats: () => ({
      tables: completionTables.size,
      groups: [...completionTables.values()].reduce((n, t) => n + t.start.length - 1, 0),
    }),
    value: (s) => {
      const [held, sp] = check(s)
      const [g, y, r] = s.pool
      return value(s.done, g, y, r, held, sp, spellKeyOf(sp), s.focus, s.spells, s.clues, extrasOf(s))
    },
    rollValues: (s) => {
      const [held, sp] = check(s)
      if (s.done === full) return new Float64Array(rollTable(...s.pool).size).fill(1)
      const ex = extrasOf(s)
      const now = s.rerollNow ?? (ex & PER_ROLL) !== 0
      const [g, y, r] = s.pool
      return rollValuesOf(s.done, g, y, r, held, sp, spellKeyOf(sp), s.focus, s.spells, s.clues, ex, now)
    },
  }
}

/** The extras word of a state. */
function extrasOf(s: SolverState): number {
  return (s.addYellow ? ADD_YELLOW : 0) | (s.addRed ? ADD_RED : 0) | (s.rerollEachRoll ? PER_ROLL : 0)
}
