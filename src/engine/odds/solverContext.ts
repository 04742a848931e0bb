// The per-card context the solver's parts share: card information, memo maps, completion tables, the
// canonical forms of held dice and dice on spells, and V itself (set by createSolver).
import { ProfileSlab, qArrayPool } from './arrayPool.ts'
import { foldingCard, relevanceCard } from './arrivals.ts'
import { completionTableOf } from './completionTable.ts'
import type { SolverContext } from './contextTypes.ts'
import { FACE_COUNT, minimalFulfillers } from './fulfillers.ts'
import {
  FOLDED_POOL_SPAN,
  foldedPoolKey,
  heldKeyOf,
  heldMaskKey,
  heldStepKey,
  heldTaskKey,
  MARKERS,
  markerFace,
  SPELL_FACES,
  SPELL_KINDS,
  withMarker,
} from './keys.ts'
import { Memo } from './memo.ts'
import { foldOf, rollTable, sideFold, SIDES, TYPE_FACE } from './rollTables.ts'
import { LIMITS, MAX_DICE, spellDiceReturnOf } from './solverCard.ts'
import { sharedSpells } from './spellSets.ts'
import { maskInfo } from './stateSpace.ts'
import { taskCompletions } from './staticTables.ts'
import type { CompletionTable, FaceCounts, Fold, RollGrouping, TaskCompletions } from './tableTypes.ts'
import { terrorMatters, terrorStates } from './terrorStates.ts'
import { T_FACE } from './terrorSum.ts'
import type { SolverCard } from './types.ts'

export type { SolverContext } from './contextTypes.ts'
export { setSolverByteBudget } from './arrayPool.ts'

/** A context's `value` and `afterTerror` before solver.ts sets them. */
const unset = (): never => {
  throw new Error('engine: odds: solver context used before its value function was set')
}

/**
 * The context for one card, with empty memo maps; `value` must be set before use. A card a monster changed
 * (arrivals.ts) takes its arrays from the pool of the context it came from (`from`): they pass between the two.
 */
export function createSolverContext(card: SolverCard, from?: SolverContext): SolverContext {
  const fulfillers = card.tasks.map((reqs) => minimalFulfillers(reqs, card.ruleset, MAX_DICE))
  const { relevant, cap } = maskInfo(relevanceCard(card))
  const firstPrinting = card.ruleset === 'first-printing'
  const spent = from ? from.spent : { bytes: 0, profiles: 0 }
  const [acquire, release, poolBytes] = from ? [from.acquire, from.release, from.poolBytes] : qArrayPool(spent)
  const completionTables = new Map<number, CompletionTable>()
  const fewestDice = fewestDiceOf(fulfillers)
  const terror = card.terror && terrorMatters(card.terror) ? terrorStates(card.terror, fewestDice, card.ruleset) : null
  const folds = foldsOf(card, terror !== null)
  const canonicalHeld = canonicalHeldFor(relevant, cap)
  const plus = new Map<number, Uint8Array>()
  const at = new Map<number, Uint8Array>()
  const minus = new Map<number, Uint8Array>()
  const plusOne = new Uint8Array(FACE_COUNT) // scratch for heldPlus and heldMinus (no recursion in between)
  const locks = (k: number) =>
    terror !== null && (terror.model.cup[k] as number) > 0 && terror.model.monsters.some((n) => n > 0)
  const tracksMarker = [false, locks(2), locks(3)] as const
  return {
    card,
    full: (1 << card.tasks.length) - 1,
    firstPrinting,
    spellDiceReturn: spellDiceReturnOf(card),
    terror,
    fulfillers,
    fewestDice,
    relevant,
    cap,
    folds,
    table: (done, g, y, r) => rollTable(g, y, r, folds[done] as Fold),
    tracksMarker,
    canonicalMarkers: (done, ex) => {
      if ((ex & MARKERS) === 0) return ex
      const rel = relevant[done] as Uint8Array
      const c = cap[done] as Uint8Array
      for (const col of [1, 2] as const) {
        const f = markerFace(ex, col)
        if (f < 0) continue
        // A useless face: the die matters no more, but in the first printing it keeps its marker full until taken.
        const useless = firstPrinting ? FACE_COUNT : -1
        ex = withMarker(ex, col, !tracksMarker[col] ? -1 : f < FACE_COUNT && rel[f] ? (c[f] as number) : useless)
      }
      return ex
    },
    values: new Memo<number>(),
    qs: new Memo<Float64Array>(),
    fails: new Memo<number>(),
    profiles: new ProfileSlab(spent),
    keepQBelowSpells: 0,
    keepQBelowClues: 0,
    completionTables,
    value: unset,
    afterTerror: { fail: unset, empty: unset },
    acquire,
    release,
    poolBytes,
    spent,
    canonicalHeld,
    heldPlus: (done, held, hk, f) => {
      const key = heldStepKey(done, hk, f)
      let out = plus.get(key)
      if (!out) {
        plusOne.set(held)
        plusOne[f] = (plusOne[f] as number) + 1
        plus.set(key, (out = canonicalHeld(done, plusOne)))
      }
      return out
    },
    heldMinus: (done, held, f) => {
      const key = heldStepKey(done, heldKeyOf(held), f)
      let out = minus.get(key)
      if (!out) {
        plusOne.set(held)
        plusOne[f] = (plusOne[f] as number) - 1
        minus.set(key, (out = canonicalHeld(done, plusOne)))
      }
      return out
    },
    heldAt: (done, held, hk) => {
      const key = heldMaskKey(done, hk)
      let out = at.get(key)
      if (!out) at.set(key, (out = canonicalHeld(done, held)))
      return out
    },
    canonicalSpells: canonicalSpellsFor(relevant, cap),
    completionTable: completionTablesFor(fulfillers, folds, completionTables),
    focusAfter: (focus, n) => (firstPrinting ? Math.min(focus + n, LIMITS.focus) : focus),
  }
}

/**
 * Per mask, the sides told apart: two sides of one colour are one when their faces are the same to every task
 * that can still be (or come to be) on the card — both useless, or both investigation at or above the largest
 * remaining amount — and neither is the terror face where terror is followed. Exact: every later mask is coarser
 * (fewer tasks, lower caps), and held dice are already kept this way (canonicalHeld).
 */
function foldsOf(card: SolverCard, terror: boolean): Fold[] {
  const { relevant, cap } = maskInfo(foldingCard(card))
  return relevant.map((rel, done) => {
    const c = cap[done] as Uint8Array
    const code = (f: number) => (rel[f] ? (c[f] as number) : terror && f === T_FACE ? -2 : -1)
    const sides = [0, 1, 2].map((col) => {
      const rep = new Uint8Array(SIDES)
      for (let s = 0; s < SIDES; s++) {
        const mine = code(TYPE_FACE[col * SIDES + s] as number)
        let r = 0
        while (code(TYPE_FACE[col * SIDES + r] as number) !== mine) r++
        rep[s] = r
      }
      return sideFold(rep)
    })
    return foldOf(sides[0]!, sides[1]!, sides[2]!)
  })
}

function fewestDiceOf(fulfillers: readonly (readonly FaceCounts[])[]): Uint8Array {
  const least = fulfillers.map((fs) =>
    fs.reduce(
      (m, f) =>
        Math.min(
          m,
          f.reduce((n, k) => n + k, 0),
        ),
      fs.length === 0 ? 255 : Infinity,
    ),
  )
  const out = new Uint8Array(1 << fulfillers.length)
  for (let done = 0; done < out.length; done++) {
    let n = 0
    least.forEach((k, t) => {
      if (!(done & (1 << t))) n += k
    })
    out[done] = Math.min(255, n)
  }
  return out
}

/** The canonical held faces for a mask (useless dropped, investigation capped); the array returned is shared. */
function canonicalHeldFor(
  relevant: readonly Uint8Array[],
  cap: readonly Uint8Array[],
): (done: number, held: ArrayLike<number>) => Uint8Array {
  // One array per canonical held vector, shared: the solver asks for them millions of times and never changes one.
  const interned: (Uint8Array | undefined)[] = []
  const out = new Uint8Array(FACE_COUNT)
  return (done, held) => {
    out.fill(0)
    const rel = relevant[done] as Uint8Array
    const c = cap[done] as Uint8Array
    for (let f = 0; f < FACE_COUNT; f++) {
      const k = held[f] as number
      if (k > 0 && rel[f]) out[c[f] as number] = (out[c[f] as number] as number) + k
    }
    for (let f = 0; f < FACE_COUNT; f++)
      if ((out[f] as number) > LIMITS.heldPerFace)
        throw new Error(`engine: odds: at most ${LIMITS.heldPerFace} held dice per face`)
    const key = heldKeyOf(out)
    return (interned[key] ??= out.slice())
  }
}

/** Dice on spells for a mask: useless faces become blank, investigation capped like held faces (a shared array). */
function canonicalSpellsFor(
  relevant: readonly Uint8Array[],
  cap: readonly Uint8Array[],
): (done: number, sp: Uint8Array, sk: number) => Uint8Array {
  const out = new Uint8Array(SPELL_KINDS)
  const known = new Memo<Uint8Array>()
  return (done, sp, sk) => {
    const seen = known.get(sk, done)
    if (seen) return seen
    out.fill(0)
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
    const shared = sharedSpells(out)
    known.set(sk, done, shared)
    return shared
  }
}

/**
 * The completion table of task `t` for the pool and held faces of a state (key `hk`), built once per process for the task's fulfillers
 * (staticTables.ts) and kept in `tables` too.
 */
function completionTablesFor(
  fulfillers: readonly (readonly FaceCounts[])[],
  folds: readonly Fold[],
  tables: Map<number, CompletionTable>,
): SolverContext['completionTable'] {
  const tasks = fulfillers.map(taskCompletions)
  // Keyed by (held faces, task) and the pool with its fold: a Memo, as a number key this large would be boxed.
  const pairs = new Memo<readonly [RollGrouping, CompletionTable]>()
  return (t, s, hk) => {
    const fold = folds[s.done] as Fold
    // The pool and its fold as one key (completionTableOf: below FOLDED_POOL_SPAN).
    const pool = foldedPoolKey(fold.id, s.green, s.yellow, s.red)
    const first = heldTaskKey(hk, t)
    const known = pairs.get(first, pool)
    if (known) return known
    const pair = completionTableOf(tasks[t] as TaskCompletions, rollTable(s.green, s.yellow, s.red, fold), pool, s.held)
    tables.set(first * FOLDED_POOL_SPAN + pool, pair[1])
    pairs.set(first, pool, pair)
    return pair
  }
}
