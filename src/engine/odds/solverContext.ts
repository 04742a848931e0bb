// The per-card context the solver's parts share: card information, memo maps, completion tables, the
// canonical forms of held dice and dice on spells, and V itself (set by createSolver).
import { completionTableOf, type CompletionTable, type RollGrouping, type TaskCompletions } from './completionTable.ts'
import { FACE_COUNT, minimalFulfillers, type FaceCounts } from './fulfillers.ts'
import { Memo } from './memo.ts'
import { type Fold, foldOf, poolKey, rollTable, type RollTable, sideFold, SIDES, TYPE_FACE } from './rollTables.ts'
import { LIMITS, MAX_DICE, spellDiceReturnOf, type SolverCard } from './solverCard.ts'
import { MARKERS, markerFace, sharedSpells, SPELL_FACES, SPELL_KINDS, withMarker } from './spellKeyOf.ts'
import { HELD_SPAN, heldKeyOf, maskInfo } from './stateSpace.ts'
import { taskCompletions } from './staticTables.ts'
import { foldingCard, relevanceCard } from './arrivals.ts'
import { T_FACE } from './terror.ts'
import { terrorMatters, terrorStates, type TerrorStates } from './terrorStates.ts'

/**
 * V(state) on canonical held faces (markers and spells together) and canonical dice on spells (`sp`,
 * with its key `sk`); `ex` holds the extras bits. The state travels as positional scalars on purpose, here and
 * in every V/Q function: the recursion runs millions of times per solve, and a state object per call would
 * allocate on the hot path.
 */
export type ValueFn = (
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
) => number

export type SolverContext = {
  readonly card: SolverCard
  /** The mask with every task done. */
  readonly full: number
  readonly firstPrinting: boolean
  /** Dice on spells may be taken back into the pool before a roll (SolverCard). */
  readonly spellDiceReturn: boolean
  /** The terror effects that change the odds, with the terror states met so far (terrorStates.ts); null: none. */
  readonly terror: TerrorStates | null
  readonly fulfillers: readonly (readonly FaceCounts[])[]
  /**
   * Per mask: the fewest dice the remaining tasks need together (each die serves one task and stays there):
   * a state with fewer dice to roll, hold or add is worth 0 and is not explored.
   */
  readonly fewestDice: Uint8Array
  /** Per mask: the faces a remaining task can use, and the cap of each face (stateSpace.ts). */
  readonly relevant: readonly Uint8Array[]
  readonly cap: readonly Uint8Array[]
  /**
   * Per mask: which die sides the rest of the attempt tells apart (rollTables.ts, Fold) — and the roll tables of
   * its states. Sides whose faces are the same once held (useless, or investigation above every remaining
   * amount) are one, except the terror face where terror is followed. A monster's card (terror.ts, `arrive`)
   * goes on with the table of the roll it came in, which its own folds are never finer than (arrivals.ts, foldingCard).
   */
  readonly folds: readonly Fold[]
  /**
   * Per colour (green, yellow, red): whether the colour of a die on a marker is followed — the yellow or red die,
   * when a terror monster with a lock of that colour can be drawn (the lock takes it off the marker when the pool
   * has none). The extras word holds its face (spellKeyOf.ts, markerFace).
   */
  readonly tracksMarker: readonly [boolean, boolean, boolean]
  /** The extras word with its marker faces made canonical for mask `done` (a useless face: no longer followed). */
  readonly canonicalMarkers: (done: number, ex: number) => number
  readonly table: (done: number, g: number, y: number, r: number) => RollTable
  readonly values: Memo<number>
  /**
   * Q arrays are kept only for states a spell or a clue will look back at (fewer spells or clues than
   * some state asked about); the others are dropped once their value is known.
   */
  readonly qs: Memo<Float64Array>
  /** Per state: where in `profiles` what failing a roll is worth, by the die type focused (rollValues.ts, failProfile). */
  readonly fails: Memo<number>
  readonly profiles: ProfileSlab
  keepQBelowSpells: number
  keepQBelowClues: number
  readonly completionTables: Map<number, CompletionTable>
  /** V(state); createSolver sets it (stateValue.ts). */
  value: ValueFn
  readonly acquire: (size: number) => Float64Array
  readonly release: (q: Float64Array) => void
  /** The bytes of the arrays `acquire` made (shared with the cards a monster changed, as the arrays are). */
  readonly poolBytes: () => number
  /** The bytes the pool's arrays and the profile slabs have taken, shared as the pool is (setSolverByteBudget). */
  readonly spent: Spent
  /** Shared arrays: never change one. */
  readonly canonicalHeld: (done: number, held: ArrayLike<number>) => Uint8Array
  /** canonicalHeld of canonical `held` (key `hk`) with one more die of face `f`, remembered (focus, spells). */
  readonly heldPlus: (done: number, held: Uint8Array, hk: number, f: number) => Uint8Array
  /** canonical `held` with one die of face `f` fewer (a die taken off a spell), remembered. */
  readonly heldMinus: (done: number, held: Uint8Array, f: number) => Uint8Array
  /** canonicalHeld of `held` (key `hk`, canonical for a smaller mask) for mask `done`, remembered (completions). */
  readonly heldAt: (done: number, held: Uint8Array, hk: number) => Uint8Array
  /** The canonical dice on spells for mask `done` (shared), remembered per `sk`, the key of `sp` (spellKeyOf). */
  readonly canonicalSpells: (done: number, sp: Uint8Array, sk: number) => Uint8Array
  readonly completionTable: (
    t: number,
    g: number,
    y: number,
    r: number,
    held: Uint8Array,
    heldKey: number,
    /** The mask of the state: its roll table's fold. */
    done: number,
  ) => readonly [RollGrouping, CompletionTable]
  /** Focus after a task used `n` marker dice: first printing, those markers are empty again. */
  readonly focusAfter: (focus: number, n: number) => number
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
    value: () => {
      throw new Error('engine: odds: solver context used before its value function was set')
    },
    acquire,
    release,
    poolBytes,
    spent,
    canonicalHeld,
    heldPlus: (done, held, hk, f) => {
      const key = (done * HELD_SPAN + hk) * FACE_COUNT + f
      let out = plus.get(key)
      if (!out) {
        plusOne.set(held)
        plusOne[f] = (plusOne[f] as number) + 1
        plus.set(key, (out = canonicalHeld(done, plusOne)))
      }
      return out
    },
    heldMinus: (done, held, f) => {
      const key = (done * HELD_SPAN + heldKeyOf(held)) * FACE_COUNT + f
      let out = minus.get(key)
      if (!out) {
        plusOne.set(held)
        plusOne[f] = (plusOne[f] as number) - 1
        minus.set(key, (out = canonicalHeld(done, plusOne)))
      }
      return out
    },
    heldAt: (done, held, hk) => {
      const key = done * HELD_SPAN + hk
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

/** Failed-roll profiles kept end to end in one growing array (rollValues.ts, failProfile). */
export class ProfileSlab {
  slab = new Float64Array(1 << 12)
  private used = 0
  constructor(private readonly spent: Spent = { bytes: 0, profiles: 0 }) {}
  /** Copies `profile` in and returns where it starts (read `slab` anew after: it may have grown). */
  keep(profile: Float64Array): number {
    const at = this.used
    if (at + profile.length > this.slab.length) {
      const length = Math.max(this.slab.length * 2, at + profile.length)
      spend(this.spent, (length - this.slab.length) * 8)
      this.spent.profiles += (length - this.slab.length) * 8
      const grown = new Float64Array(length)
      grown.set(this.slab)
      this.slab = grown
    }
    this.slab.set(profile, at)
    this.used = at + profile.length
    return at
  }
  get bytes(): number {
    return this.slab.byteLength
  }
}

/**
 * Q arrays not kept are recycled: allocating one per state made the garbage collector the hot spot. Enough are
 * kept per size for the arrays the recursion holds at once (a roll's Q and its terror outcomes at each depth).
 */
const SPARE_PER_SIZE = 64

/**
 * The bytes one solver's big arrays have taken (the bulk of Solver.heldBytes): its pool's and its profile slabs'
 * (`bytes`, against the budget), and the profile slabs' alone (`profiles`: rollValues.ts keeps profiles while they
 * hold less than KEEP_PROFILE_BYTES).
 */
export type Spent = { bytes: number; profiles: number }

/** The most bytes one solver's big arrays may take (setSolverByteBudget). */
let byteBudget = Infinity

/**
 * Bounds the bytes one solver's big arrays (its value arrays and failed-roll profiles, with those of the cards a
 * monster changed: the bulk of Solver.heldBytes) may take, for every solve from now on; past it the solve throws.
 * The odds worker sets one, so that a costly exact pass (TerrorHelp.everySeen) fails with a clear message instead of
 * taking the browser's memory. A solver that threw is not to be used again.
 * @param bytes Infinity (the default) for no bound
 */
export function setSolverByteBudget(bytes: number): void {
  byteBudget = bytes
}

/** Counts `bytes` more, throwing before they are taken when that passes the budget. */
function spend(spent: Spent, bytes: number): void {
  if (spent.bytes + bytes > byteBudget)
    throw new Error(`engine: odds: this solve needs more than ${Math.round(byteBudget / 2 ** 20)} MB`)
  spent.bytes += bytes
}

function qArrayPool(spent: Spent): [(size: number) => Float64Array, (q: Float64Array) => void, () => number] {
  // Indexed by size (a roll table's, at most a few thousand): no map lookup on the hot path.
  const spare: (Float64Array[] | undefined)[] = []
  // New arrays are views into larger chunks: a buffer of its own per array (thousands per solve, for the Q arrays
  // kept) cost more than the views. The chunks grow with the solve, so that a small one allocates little.
  let chunk = new Float64Array(0)
  let used = 0
  let next = FIRST_CHUNK
  let bytes = 0
  const fresh = (size: number): Float64Array => {
    if (used + size > chunk.length) {
      const length = Math.max(next, size)
      spend(spent, length * 8)
      chunk = new Float64Array(length)
      bytes += chunk.byteLength
      next = Math.min(next * 2, LAST_CHUNK)
      used = 0
    }
    used += size
    return chunk.subarray(used - size, used)
  }
  const acquire = (size: number): Float64Array => spare[size]?.pop() ?? fresh(size)
  const release = (q: Float64Array): void => {
    const list = (spare[q.length] ??= [])
    if (list.length < SPARE_PER_SIZE) list.push(q)
  }
  return [acquire, release, () => bytes]
}

/** Doubles in the first chunk of new arrays (qArrayPool: 8 KB) and at most in one (512 KB). */
const FIRST_CHUNK = 1 << 10
const LAST_CHUNK = 1 << 16

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
 * The completion table of task `t` for a pool and held faces, built once per process for the task's fulfillers
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
  return (t, g, y, r, held, heldKey, done) => {
    const fold = folds[done] as Fold
    // The pool and its fold as one key (completionTableOf: below its POOL_SPAN); fold ids stay far below 2^10.
    const pool = fold.id * 4096 + poolKey(g, y, r)
    const known = pairs.get(heldKey * 16 + t, pool)
    if (known) return known
    const pair = completionTableOf(tasks[t] as TaskCompletions, rollTable(g, y, r, fold), pool, held)
    tables.set((heldKey * 16 + t) * 2 ** 22 + pool, pair[1])
    pairs.set(heldKey * 16 + t, pool, pair)
    return pair
  }
}
