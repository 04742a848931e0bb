// The saved games in the browser's IndexedDB, through idb-keyval (no hand-written IndexedDB). Each game is two
// entries in one store: `meta:<id>` (its summary, what the Continue list reads) and `game:<id>` (the whole save).
// Writes go one after another in the order asked, and a save asked while another is being written replaces any
// older one still waiting for the same game: however fast actions come, the newest one is what lands, in order.
import { createStore, delMany, getMany, get, keys, setMany, type UseStore } from 'idb-keyval'
import { summarySchema, summaryOf, type SaveSummary, type SavedGame } from './savedGame.ts'

const META = 'meta:'
const GAME = 'game:'

export type SaveStore = {
  /** Queues the save of a game (returns at once); `flush` resolves when it has been written. */
  readonly save: (game: SavedGame) => void
  /** Removes a saved game (after any write of it still queued). */
  readonly remove: (id: string) => Promise<void>
  /** The saved game with this id, or null. */
  readonly load: (id: string) => Promise<SavedGame | null>
  /** The saved games, most recently played first. */
  readonly list: () => Promise<readonly SaveSummary[]>
  /** Resolves once every queued write and removal is done (rejects with the first storage error, if any). */
  readonly flush: () => Promise<void>
}

/** A save store over an idb-keyval store (by default the app's own database). */
export function createSaveStore(idb: UseStore = createStore('midnight-museum', 'saves')): SaveStore {
  const waiting = new Map<string, SavedGame>()
  let tail: Promise<void> = Promise.resolve()
  let failure: unknown = null

  const enqueue = (work: () => Promise<void>) => {
    tail = tail.then(work).catch((error: unknown) => {
      failure ??= error
    })
    return tail
  }

  const writeWaiting = (id: string) => async () => {
    const game = waiting.get(id)
    if (!game) return // already written by an earlier turn of the queue
    waiting.delete(id)
    await setMany(
      [
        [META + id, summaryOf(game)],
        [GAME + id, game],
      ],
      idb,
    )
  }

  return {
    save(game) {
      const queued = waiting.has(game.id)
      waiting.set(game.id, game)
      if (!queued) void enqueue(writeWaiting(game.id))
    },
    remove(id) {
      waiting.delete(id)
      return enqueue(() => delMany([META + id, GAME + id], idb))
    },
    async load(id) {
      await tail
      const game = await get<SavedGame>(GAME + id, idb)
      return game && summarySchema.safeParse(game).success && Array.isArray(game.actions) ? game : null
    },
    async list() {
      await tail
      const metaKeys = (await keys<IDBValidKey>(idb)).filter(
        (k): k is string => typeof k === 'string' && k.startsWith(META),
      )
      const found = await getMany<unknown>(metaKeys, idb)
      return found
        .flatMap((m) => (summarySchema.safeParse(m).success ? [m as SaveSummary] : []))
        .sort((a, b) => b.updatedAt - a.updatedAt)
    },
    async flush() {
      await tail
      if (failure !== null) {
        const error = failure
        failure = null
        throw error
      }
    },
  }
}
