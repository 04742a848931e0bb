// The arrays of one solver: Q and value arrays recycled by size (qArrayPool), failed-roll profiles in one growing
// slab (ProfileSlab), and the bound on the bytes they may take together (setSolverByteBudget).
import type { Profiles, Spent } from './contextTypes.ts'

/** Failed-roll profiles kept end to end in one growing array (failedRoll.ts, failProfile). */
export class ProfileSlab implements Profiles {
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

export function qArrayPool(spent: Spent): [(size: number) => Float64Array, (q: Float64Array) => void, () => number] {
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
