// Issue #32: messages over 64 KB or faster than the rate are refused with a warning; repeated abuse disconnects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_LIMITS } from '../../src/protocol/protocol.ts'
import { startServer, type Harness } from './serverHarness.ts'
import { TableClient } from './tableClient.ts'

let h: Harness
beforeAll(async () => {
  h = await startServer() // the defaults npm start uses
})
afterAll(async () => {
  await h.server.close()
})

describe('limits', () => {
  it('refuses an oversized message with a warning and keeps the sender', async () => {
    const host = await TableClient.create(h.url, 'Host', { seed: 2, investigators: 2 })
    host.propose({ type: 'moveTo', to: { kind: 'card', cardId: 'x'.repeat(DEFAULT_LIMITS.maxMessageBytes) } })
    await host.until(() => host.refusals.length === 1)
    expect(host.refusals[0]?.code).toBe('TOO_LARGE')
    host.propose({ type: 'rollDice' })
    await host.until(() => host.refusals.length === 2)
    expect(host.refusals[1]?.code).not.toBe('TOO_LARGE')
    await host.room.leave()
  })

  it('warns a flooding client, then disconnects it; the table carries on', async () => {
    const host = await TableClient.create(h.url, 'Host', { seed: 3, investigators: 2 })
    const flood = await TableClient.join(h.url, host.room.roomId, { name: 'Flood', invite: host.invite })
    let closed = 0
    flood.room.onLeave((code) => (closed = code))
    for (let i = 0; i < DEFAULT_LIMITS.burst + 2 * DEFAULT_LIMITS.maxStrikes; i++) flood.room.send('assign', {})
    await flood.until(() => closed !== 0)
    expect(closed).toBe(4008)
    const codes = flood.refusals.map((r) => r.code)
    expect(codes.filter((c) => c === 'TOO_FAST').length).toBeGreaterThanOrEqual(DEFAULT_LIMITS.maxStrikes - 1)
    expect(codes.slice(0, DEFAULT_LIMITS.burst).every((c) => c === 'MALFORMED_MESSAGE')).toBe(true)
    host.room.send('resync', {})
    const logBefore = host.log.length
    await host.until(() => host.seats.length === 2 && !host.seats[1]!.connected)
    expect(host.log.length).toBe(logBefore)
    expect(h.errors).toEqual([])
    await host.room.leave()
  })
})
