// A promise-based client for the odds worker, for the HUD (one worker, requests answered in order).
import type { GameState } from '../../engine/state.ts'
import type { BestMove, OddsOptions, OddsPool, RankedChoice, RollSituation } from '../../engine/odds/index.ts'
import type { OddsRequest, OddsResponse, OddsResult } from './oddsProtocol.ts'

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
  /** The best action now and the odds of every alternative; null when there is nothing to decide. */
  readonly bestMove: (state: GameState) => Promise<BestMove | null>
  /** Every choice for an explicit roll situation, best first. */
  readonly rankChoices: (situation: RollSituation) => Promise<readonly RankedChoice[]>
  /** Stops the worker; pending requests reject. */
  readonly dispose: () => void
}

/** A request before the client numbers it. */
type Unsent = OddsRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never

/** Spawns the worker the way Vite bundles it. */
export function spawnOddsWorker(): OddsWorkerLike {
  return new Worker(new URL('./oddsWorker.ts', import.meta.url), { type: 'module' }) as unknown as OddsWorkerLike
}

export function createOddsClient(worker: OddsWorkerLike = spawnOddsWorker()): OddsClient {
  let nextId = 1
  const pending = new Map<number, { resolve: (r: OddsResult) => void; reject: (e: Error) => void }>()
  const rejectAll = (message: string) => {
    for (const p of pending.values()) p.reject(new Error(message))
    pending.clear()
  }
  worker.addEventListener('message', (event) => {
    const response = event.data
    const p = pending.get(response.id)
    if (!p) return
    pending.delete(response.id)
    if (response.ok) p.resolve(response.result)
    else p.reject(new Error(`odds: ${response.error}`))
  })
  worker.addEventListener('error', (event) =>
    rejectAll(`odds: worker failed${event.message ? `: ${event.message}` : ''}`),
  )
  const ask = <T extends OddsResult>(request: Unsent): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++
      pending.set(id, { resolve: resolve as (r: OddsResult) => void, reject })
      worker.postMessage({ ...request, id } as OddsRequest)
    })
  return {
    adventureOdds: (card, pool, opts) =>
      ask<number>(
        opts === undefined ? { kind: 'adventureOdds', card, pool } : { kind: 'adventureOdds', card, pool, opts },
      ),
    bestMove: (state) => ask<BestMove | null>({ kind: 'bestMove', state }),
    rankChoices: (situation) => ask<readonly RankedChoice[]>({ kind: 'rankChoices', situation }),
    dispose: () => {
      worker.terminate()
      rejectAll('odds: client disposed')
    },
  }
}
