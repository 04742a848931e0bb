import { describe, expect, it } from 'vitest'
import { adventureOdds } from '../../../src/engine/odds/index.ts'
import { createOddsClient, type OddsWorkerLike } from '../../../src/state/odds/createOddsClient.ts'
import { handleOddsRequest, type OddsRequest, type OddsResponse } from '../../../src/state/odds/oddsProtocol.ts'

/** A stand-in for the Web Worker: answers with the worker's own handler, asynchronously. */
function fakeWorker(): OddsWorkerLike & { terminated: boolean } {
  const listeners: ((event: { data: OddsResponse }) => void)[] = []
  const worker = {
    terminated: false,
    postMessage(message: OddsRequest) {
      const data = JSON.parse(JSON.stringify(message)) as OddsRequest // structured clone stand-in
      setTimeout(() => {
        if (!worker.terminated) for (const l of listeners) l({ data: handleOddsRequest(data) })
      }, 0)
    },
    addEventListener(type: 'message' | 'error', listener: (event: never) => void) {
      if (type === 'message') listeners.push(listener as (event: { data: OddsResponse }) => void)
    },
    terminate() {
      worker.terminated = true
    },
  }
  return worker
}

describe('createOddsClient', () => {
  it('answers adventureOdds through the worker protocol', async () => {
    const client = createOddsClient(fakeWorker())
    const [a, b] = await Promise.all([
      client.adventureOdds('P > L', { green: 3 }, { focus: 1 }),
      client.adventureOdds('L', { green: 1 }),
    ])
    expect(a).toBeCloseTo(adventureOdds('P > L', { green: 3 }, { focus: 1 }), 12)
    expect(b).toBeCloseTo(1 / 6, 12)
  })

  it('rejects with the solver error for bad notation', async () => {
    const client = createOddsClient(fakeWorker())
    await expect(client.adventureOdds('P X', { green: 2 })).rejects.toThrow(/odds: .*bad card notation/)
  })

  it('rejects pending requests when disposed', async () => {
    const worker = fakeWorker()
    const client = createOddsClient(worker)
    const pending = client.adventureOdds('P', { green: 1 })
    client.dispose()
    await expect(pending).rejects.toThrow('odds: client disposed')
    expect(worker.terminated).toBe(true)
  })
})
