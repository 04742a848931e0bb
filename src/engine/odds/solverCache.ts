// Solvers kept between queries (bestChoice.ts, adventureOdds.ts, the bot's cardOdds.ts), least recently used out
// first. Most solvers hold a few kilobytes to a few megabytes, but one with every help and monsters that come onto the
// card can hold hundreds (Solver.heldBytes): a cache bounded by count alone could fill the odds Worker's memory.

/** What the cache needs of a solver. */
export type Sized = { readonly heldBytes: () => number }

/** The bytes the solvers of one cache may hold together when a new one comes (the new one apart). */
const SOLVER_CACHE_BYTES = 256 * 1024 * 1024

type Entry<T> = { readonly solver: T; bytes: number }

/** Every cache made, so that all can be emptied at once (dropAllSolvers). */
const caches = new Set<{ clear(): void }>()

/**
 * Empties every solver cache of the process. After a solve that threw (over the byte budget, too many terror
 * states), the solver it left behind is half built: the odds worker drops them all, and their memory with them.
 */
export function dropAllSolvers(): void {
  for (const cache of caches) cache.clear()
}

export class SolverCache<T extends Sized> {
  private readonly kept = new Map<string, Entry<T>>()
  /** The bytes the kept solvers held when last measured. */
  private held = 0
  /** The entry handed out last: the one solver that may have grown since it was measured. */
  private last: Entry<T> | null = null

  /** At most `count` solvers, and while a new one comes the others at most `bytes` together. */
  constructor(
    private readonly count: number,
    private readonly bytes: number = SOLVER_CACHE_BYTES,
  ) {
    caches.add(this)
  }

  /** Drops every kept solver. */
  clear(): void {
    this.kept.clear()
    this.held = 0
    this.last = null
  }

  /**
   * The solver kept under `key`, else a new one from `make`, which always stays. A solver grows only while it is
   * used, right after it is handed out, so the one handed out last is measured again at the next call; then, for a
   * new one, the least recently used go until the bound holds.
   */
  get(key: string, make: () => T): T {
    this.measureLast()
    const known = this.kept.get(key)
    if (known) {
      this.kept.delete(key)
      this.kept.set(key, known)
      this.last = known
      return known.solver
    }
    const entry: Entry<T> = { solver: make(), bytes: 0 }
    while (this.kept.size > 0 && (this.kept.size >= this.count || this.held > this.bytes)) this.dropOldest()
    this.kept.set(key, entry)
    this.last = entry
    return entry.solver
  }

  get size(): number {
    return this.kept.size
  }

  /** What the kept solvers held when last measured (for tests and diagnostics). */
  get heldBytes(): number {
    this.measureLast()
    return this.held
  }

  private measureLast(): void {
    const e = this.last
    if (!e) return
    const now = e.solver.heldBytes()
    this.held += now - e.bytes
    e.bytes = now
  }

  private dropOldest(): void {
    const [key, e] = this.kept.entries().next().value as [string, Entry<T>]
    this.kept.delete(key)
    this.held -= e.bytes
    if (this.last === e) this.last = null
  }
}
