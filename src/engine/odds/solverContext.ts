// The per-card context the solver's parts share: card information, memo maps, completion tables, the
// canonical forms of held dice and dice on spells, and V itself (set by createSolver).
import { completionTableOf, type CompletionTable, type RollGrouping, type TaskCompletions } from './completionTable.ts'
import { FACE_COUNT, minimalFulfillers, type FaceCounts } from './fulfillers.ts'
import { Memo } from './memo.ts'
import { poolKey, rollTable } from './rollTables.ts'
import { LIMITS, MAX_DICE, spellDiceReturnOf, type SolverCard } from './solverCard.ts'
import { SPELL_FACES, SPELL_KINDS } from './spellKeyOf.ts'
import { heldKeyOf, maskInfo } from './stateSpace.ts'
import { taskCompletions } from './staticTables.ts'
import { relevanceCard, terrorMatters, terrorStates, type TerrorStates } from './terror.ts'

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
  /** The terror effects that change the odds, with the terror states met so far (terror.ts); null: none. */
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
  readonly values: Memo<number>
  /**
   * Q arrays are kept only for states a spell or a clue will look back at (fewer spells or clues than
   * some state asked about); the others are dropped once their value is known.
   */
  readonly qs: Memo<Float64Array>
  /** Per state: what failing a roll is worth, by the die type focused (rollValues.ts, failProfile). */
  readonly fails: Memo<Float64Array>
  keepQBelowSpells: number
  keepQBelowClues: number
  readonly completionTables: Map<number, CompletionTable>
  /** V(state); createSolver sets it (stateValue.ts). */
  value: ValueFn
  readonly acquire: (size: number) => Float64Array
  readonly release: (q: Float64Array) => void
  /** Shared arrays: never change one. */
  readonly canonicalHeld: (done: number, held: ArrayLike<number>) => Uint8Array
  readonly canonicalSpells: (done: number, sp: ArrayLike<number>) => Uint8Array
  readonly completionTable: (
    t: number,
    g: number,
    y: number,
    r: number,
    held: Uint8Array,
    heldKey: number,
  ) => readonly [RollGrouping, CompletionTable]
  /** Focus after a task used `n` marker dice: first printing, those markers are empty again. */
  readonly focusAfter: (focus: number, n: number) => number
}

/** The context for one card, with empty memo maps; `value` must be set before use. */
export function createSolverContext(card: SolverCard): SolverContext {
  const fulfillers = card.tasks.map((reqs) => minimalFulfillers(reqs, card.ruleset, MAX_DICE))
  const { relevant, cap } = maskInfo(relevanceCard(card))
  const firstPrinting = card.ruleset === 'first-printing'
  const [acquire, release] = qArrayPool()
  const completionTables = new Map<number, CompletionTable>()
  return {
    card,
    full: (1 << card.tasks.length) - 1,
    firstPrinting,
    spellDiceReturn: spellDiceReturnOf(card),
    terror: card.terror && terrorMatters(card.terror) ? terrorStates(card.terror) : null,
    fulfillers,
    fewestDice: fewestDiceOf(fulfillers),
    relevant,
    cap,
    values: new Memo<number>(),
    qs: new Memo<Float64Array>(),
    fails: new Memo<Float64Array>(),
    keepQBelowSpells: 0,
    keepQBelowClues: 0,
    completionTables,
    value: () => {
      throw new Error('engine: odds: solver context used before its value function was set')
    },
    acquire,
    release,
    canonicalHeld: canonicalHeldFor(relevant, cap),
    canonicalSpells: canonicalSpellsFor(relevant, cap),
    completionTable: completionTablesFor(fulfillers, completionTables),
    focusAfter: (focus, n) => (firstPrinting ? Math.min(focus + n, LIMITS.focus) : focus),
  }
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

/**
 * Q arrays not kept are recycled: allocating one per state made the garbage collector the hot spot. Enough are
 * kept per size for the arrays the recursion holds at once (a roll's Q and its terror outcomes at each depth).
 */
const SPARE_PER_SIZE = 64

function qArrayPool(): [(size: number) => Float64Array, (q: Float64Array) => void] {
  const spare = new Map<number, Float64Array[]>()
  const acquire = (size: number): Float64Array => spare.get(size)?.pop() ?? new Float64Array(size)
  const release = (q: Float64Array): void => {
    let list = spare.get(q.length)
    if (!list) spare.set(q.length, (list = []))
    if (list.length < SPARE_PER_SIZE) list.push(q)
  }
  return [acquire, release]
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

/** Dice on spells for a mask: useless faces become blank, investigation capped like held faces. */
function canonicalSpellsFor(
  relevant: readonly Uint8Array[],
  cap: readonly Uint8Array[],
): (done: number, sp: ArrayLike<number>) => Uint8Array {
  return (done, sp) => {
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
}

/**
 * The completion table of task `t` for a pool and held faces, built once per process for the task's fulfillers
 * (staticTables.ts) and kept in `tables` too.
 */
function completionTablesFor(
  fulfillers: readonly (readonly FaceCounts[])[],
  tables: Map<number, CompletionTable>,
): SolverContext['completionTable'] {
  const tasks = fulfillers.map(taskCompletions)
  const pairs = new Map<number, readonly [RollGrouping, CompletionTable]>()
  return (t, g, y, r, held, heldKey) => {
    const pool = poolKey(g, y, r)
    const key = heldKey * 65536 + t * 4096 + pool // pool < 2^12, t < 2^4
    const known = pairs.get(key)
    if (known) return known
    const pair = completionTableOf(tasks[t] as TaskCompletions, rollTable(g, y, r), pool, held)
    tables.set(key, pair[1])
    pairs.set(key, pair)
    return pair
  }
}
