// Hands' throws played out off the event loop: a throw takes 12-52 ms of physics in Node (bench: rooms), time in
// which every room of the process would otherwise wait. One worker thread, started at the first throw and not
// keeping the process alive; a thread that dies fails what it held and the next throw starts another.
import { Worker } from 'node:worker_threads'
import type { GameState } from '../engine/index.ts'
import type { DieRest, TableThrow } from '../physics/tableRoll.ts'
import type { ThrowSpec } from '../physics/throwSpec.ts'
import { telemetry } from './telemetry.ts'

export type ThrowRequest = {
  readonly id: number
  readonly state: GameState
  readonly seed: number
  readonly spec: ThrowSpec | null
  readonly chance: number
  readonly lie: readonly DieRest[]
}
export type ThrowResponse =
  { readonly id: number; readonly result: TableThrow | null } | { readonly id: number; readonly error: string }

/**
 * Plays `state`'s pending roll out with `spec` and `chance`, the dice it leaves alone lying as in `lie`, as
 * physics/tableRoll's throwOnTable does, elsewhere.
 */
export type PlayThrow = (
  state: GameState,
  seed: number,
  spec: ThrowSpec | null,
  chance: number,
  lie?: readonly DieRest[],
) => Promise<TableThrow | null>

type Pending = { readonly resolve: (r: TableThrow | null) => void; readonly reject: (e: Error) => void }

// The worker is TypeScript like the server: tsx's loader is registered in it before its module is imported (Node 20
// applies no --import of the parent to a worker's own entry module).
const WORKER_URL = new URL('./throwWorker.ts', import.meta.url).href
const BOOT = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(WORKER_URL)}) })`

export function createThrowThread(): { readonly play: PlayThrow; close(): Promise<void> } {
  let worker: Worker | null = null
  let nextId = 0
  const pending = new Map<number, Pending>()
  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error)
    pending.clear()
  }
  const start = (): Worker => {
    const w = new Worker(BOOT, { eval: true })
    w.unref()
    w.on('message', (m: ThrowResponse) => {
      const p = pending.get(m.id)
      if (!p) return
      pending.delete(m.id)
      if ('error' in m) p.reject(new Error(m.error))
      else p.resolve(m.result)
      if (pending.size === 0) w.unref()
    })
    const gone = (error: Error) => {
      if (worker === w) worker = null
      failAll(error)
    }
    w.on('error', gone)
    w.on('exit', (code) => gone(new Error(`the throw thread stopped (exit code ${code})`)))
    return w
  }
  return {
    play(state, seed, spec, chance, lie = []) {
      worker ??= start()
      const w = worker
      const id = nextId++
      return new Promise<TableThrow | null>((resolve, reject) => {
        pending.set(id, { resolve, reject })
        w.ref() // a throw in flight keeps the process up until it answers
        w.postMessage({ id, state, seed, spec, chance, lie } satisfies ThrowRequest)
      })
    },
    async close() {
      const w = worker
      worker = null
      if (w) await w.terminate()
    },
  }
}

let shared: ReturnType<typeof createThrowThread> | null = null

/** The process's throw thread (started on first use). */
export const playOnThread: PlayThrow = (state, seed, spec, chance, lie) =>
  telemetry.timeRoll((shared ??= createThrowThread()).play(state, seed, spec, chance, lie))
