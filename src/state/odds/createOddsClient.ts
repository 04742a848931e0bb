// A promise-based client for the odds worker, for the HUD. One request is in the worker at a time, the rest wait
// here in order, so a newer question can overtake the older ones: `supersede()` drops every waiting request and,
// when the worker is still busy with an older one, terminates it and starts a fresh worker (a solver in the middle
// of a long search cannot be interrupted any other way). The table never waits: everything runs in the worker.
// Questions asked with `everySeen` (the exact second pass, many times slower) wait until no other question does, and
// give way to any that comes: the worker is replaced and the exact pass starts again after it.
import type { GameState } from '../../engine/state.ts'
import type {
  BestMove,
  BestMoveOptions,
  OddsOptions,
  OddsPool,
  RankedChoice,
  RollSituation,
} from '../../engine/odds/index.ts'
import type { OddsRequest, OddsResponse, OddsResult } from './oddsProtocol.ts'
import type { Destination } from './rankDestinations.ts'
import type { CardBreakdown, CardChance } from './tableOdds.ts'

/** What the client needs of a Worker (a fake in tests). */
export type OddsWorkerLike = {
  postMessage(message: OddsRequest): void
  addEventListener(type: 'message', listener: (event: { data: OddsResponse }) => void): void
  addEventListener(type: 'error', listener: (event: { message?: string }) => void): void
  terminate(): void
}

export type OddsClient = {
  /** The exact probability of resolving `card` (task notation) with optimal play. */
  readonly adventureOdds: (card: string, pool: OddsPool, opts?: OddsOptions) => Promise<number>
  /**
   * The best action now and the odds of every alternative; null when there is nothing to decide. With
   * `opts.everySeen`, a background question (see the file comment).
   */
  readonly bestMove: (state: GameState, opts?: BestMoveOptions) => Promise<BestMove | null>
  /** Every choice for an explicit roll situation, best first. */
  readonly rankChoices: (situation: RollSituation) => Promise<readonly RankedChoice[]>
  /** The chance of resolving a card in play from here (state/odds/tableOdds.ts); `everySeen` as bestMove's. */
  readonly cardChance: (state: GameState, cardId: string, opts?: BestMoveOptions) => Promise<CardChance | null>
  /** The same with and without each help the player brings. */
  readonly cardBreakdown: (state: GameState, cardId: string, opts?: BestMoveOptions) => Promise<CardBreakdown | null>
  /** The Movement phase's destinations ranked by the bot's value (state/odds/rankDestinations.ts). */
  readonly destinations: (state: GameState) => Promise<readonly Destination[]>
  /**
   * Cancels every request asked before this call: those still waiting reject at once with SUPERSEDED; one the
   * worker is answering rejects too, and the worker is replaced (when the client can spawn workers).
   */
  readonly supersede: () => void
  /** Stops the worker; pending requests reject. */
  readonly dispose: () => void
}

/** The message of the error a superseded request rejects with. */
export const SUPERSEDED = 'odds: superseded by a newer question'

export const isSuperseded = (e: unknown): boolean => e instanceof Error && e.message === SUPERSEDED

/** A request before the client numbers it. */
type Unsent = OddsRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never

type Job = {
  readonly request: OddsRequest
  readonly resolve: (r: OddsResult) => void
  readonly reject: (e: Error) => void
}

/** Whether a request is a background one: the exact second pass (everySeen). */
const isBackground = (r: OddsRequest): boolean => (r as { opts?: BestMoveOptions }).opts?.everySeen === true

/** Spawns the worker the way Vite bundles it. */
function spawnOddsWorker(): OddsWorkerLike {
  return new Worker(new URL('./oddsWorker.ts', import.meta.url), { type: 'module' }) as unknown as OddsWorkerLike
}

/** A client over one worker (it is never replaced) or over a spawner (a busy, outdated worker is replaced). */
export function createOddsClient(source: OddsWorkerLike | (() => OddsWorkerLike) = spawnOddsWorker): OddsClient {
  const spawn = typeof source === 'function' ? source : null
  let nextId = 1
  let disposed = false
  let busy: Job | null = null
  const waiting: Job[] = []
  /** The background questions (everySeen), asked only when `waiting` is empty. */
  const later: Job[] = []
  let worker: OddsWorkerLike

  const next = () => {
    if (busy || disposed) return
    const job = waiting.shift() ?? later.shift()
    if (!job) return
    busy = job
    worker.postMessage(job.request)
  }
  const replaceWorker = () => {
    if (!spawn) return
    worker.terminate()
    worker = spawn()
    attach(worker)
  }
  const attach = (w: OddsWorkerLike) => {
    w.addEventListener('message', (event) => {
      if (w !== worker) return
      const response = event.data
      const job = busy
      if (!job || job.request.id !== response.id) return
      busy = null
      if (response.ok) job.resolve(response.result)
      else job.reject(new Error(`odds: ${response.error}`))
      next()
    })
    w.addEventListener('error', (event) => {
      if (w !== worker) return
      rejectAll(`odds: worker failed${event.message ? `: ${event.message}` : ''}`)
    })
  }
  const rejectAll = (message: string) => {
    const jobs = [...(busy ? [busy] : []), ...waiting.splice(0), ...later.splice(0)]
    busy = null
    for (const job of jobs) job.reject(new Error(message))
  }
  worker = typeof source === 'function' ? source() : source
  attach(worker)

  const ask = <T extends OddsResult>(request: Unsent): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (disposed) return reject(new Error('odds: client disposed'))
      const job = { request: { ...request, id: nextId++ } as OddsRequest }
      const full = { ...job, resolve: resolve as (r: OddsResult) => void, reject }
      if (isBackground(full.request)) later.push(full)
      else {
        waiting.push(full)
        // A background question gives way: the worker is replaced, and it is asked again after this one.
        if (busy && isBackground(busy.request) && spawn) {
          later.unshift(busy)
          busy = null
          replaceWorker()
        }
      }
      next()
    })

  const supersede = () => {
    for (const job of [...waiting.splice(0), ...later.splice(0)]) job.reject(new Error(SUPERSEDED))
    const stale = busy
    if (!stale) return
    busy = null
    stale.reject(new Error(SUPERSEDED))
    replaceWorker()
    // Over a fixed worker its late answer is ignored: the id no longer matches the busy job.
  }

  return {
    adventureOdds: (card, pool, opts) =>
      ask<number>(
        opts === undefined ? { kind: 'adventureOdds', card, pool } : { kind: 'adventureOdds', card, pool, opts },
      ),
    bestMove: (state, opts) => ask<BestMove | null>({ kind: 'bestMove', state, ...(opts ? { opts } : {}) }),
    rankChoices: (situation) => ask<readonly RankedChoice[]>({ kind: 'rankChoices', situation }),
    cardChance: (state, cardId, opts) =>
      ask<CardChance | null>({ kind: 'cardChance', state, cardId, ...(opts ? { opts } : {}) }),
    cardBreakdown: (state, cardId, opts) =>
      ask<CardBreakdown | null>({ kind: 'cardBreakdown', state, cardId, ...(opts ? { opts } : {}) }),
    destinations: (state) => ask<readonly Destination[]>({ kind: 'destinations', state }),
    supersede,
    dispose: () => {
      disposed = true
      worker.terminate()
      rejectAll('odds: client disposed')
    },
  }
}
