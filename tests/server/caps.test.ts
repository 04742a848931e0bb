// Issue 43: each cap on what strangers may take is refused with its sentence, its status and its code (counted in
// /metrics by code), and the process is watched by GET /health, GET /metrics and one JSON log line per room event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { legalActions } from '../../src/engine/index.ts'
import { ENTRY_REFUSALS, type EntryCode } from '../../src/server/caps.ts'
import { startServer, type Harness } from './serverHarness.ts'
import { TableClient } from './tableClient.ts'

const SETUP = { seed: 6, investigators: 2 }
let h: Harness
beforeAll(async () => {
  h = await startServer({}, 1, {
    maxRooms: 2,
    createsPerMinute: 8, // the tests below create 9 times, the 9th refused
    maxSeats: 3,
    maxWatchers: 1,
    maxRecordBytes: 100 * 1024,
    maxRecordActions: 50,
    replayBudgetMs: -1, // any record with a move runs past it
  })
})
afterAll(async () => {
  await h.server.close()
})

async function post(path: string, body: unknown): Promise<{ status: number; error: string }> {
  const res = await fetch(`${h.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, error: ((await res.json()) as { error: string }).error }
}

async function metric(line: string): Promise<number> {
  const text = await (await fetch(`${h.url}/metrics`)).text()
  const found = text.split('\n').find((l) => l.startsWith(`${line} `))
  return found === undefined ? 0 : Number(found.slice(line.length + 1))
}

const refusals = (code: EntryCode) => metric(`midnight_refusals_total{code="${code}"}`)

/** Expects `attempt` to be refused as `code`: its status and sentence, and one more in /metrics. */
async function expectRefused(code: EntryCode, attempt: () => Promise<{ status: number; error: string }>) {
  const before = await refusals(code)
  const answer = await attempt()
  expect(answer).toEqual({ status: ENTRY_REFUSALS[code][0], error: ENTRY_REFUSALS[code][1] })
  expect(await refusals(code)).toBe(before + 1)
}

describe('operations', () => {
  it('answers /health and /metrics, and logs each room event as one JSON line with its room id', async () => {
    const health = await fetch(`${h.url}/health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toMatchObject({ live: true, ready: true })

    const actionsBefore = await metric('midnight_actions_total')
    const host = await TableClient.create(h.url, 'Host', SETUP)
    expect(await metric('midnight_rooms')).toBe(1)
    expect(await metric('midnight_clients')).toBe(1)
    host.propose(legalActions(host.state!)[0])
    await host.until(() => host.log.length === 1)
    expect(await metric('midnight_actions_total')).toBe(actionsBefore + 1)
    expect(await metric('midnight_actions_per_second')).toBeGreaterThan(0)
    const text = await (await fetch(`${h.url}/metrics`)).text()
    for (const name of ['midnight_roll_seconds_count', 'nodejs_eventloop_lag_p99_seconds', 'midnight_refusals_total'])
      expect(text).toContain(name)

    const roomId = host.room.roomId
    const events = h.logs.filter((l) => l.roomId === roomId).map((l) => l.event)
    expect(events).toEqual(['room.created', 'client.joined'])
    await host.room.leave()
    await host.until(() => h.logs.some((l) => l.roomId === roomId && l.event === 'room.disposed'), 20_000)
    expect(h.logs.filter((l) => l.roomId === roomId).map((l) => l.event)).toEqual([
      'room.created',
      'client.joined',
      'client.left',
      'room.disposed',
    ])
    expect(h.logs.every((l) => typeof l.t === 'string' && typeof l.roomId === 'string')).toBe(true)
  })
})

describe('caps', () => {
  it('refuses each cap with its code', async () => {
    const host = await TableClient.create(h.url, 'Host', SETUP)
    const roomId = host.room.roomId
    const join = (options: object) => post(`/matchmake/joinById/${roomId}`, options)
    const guests = [
      await TableClient.join(h.url, roomId, { name: 'Ann', invite: host.invite }),
      await TableClient.join(h.url, roomId, { name: 'Bob', invite: host.invite }),
      await TableClient.join(h.url, roomId, { name: 'Eve', watch: host.watch }),
    ]
    await expectRefused('ROOM_FULL', () => join({ name: 'Cy', invite: host.invite }))
    await expectRefused('WATCHERS_FULL', () => join({ name: 'Di', watch: host.watch }))
    await expectRefused('BAD_LINK', () => join({ name: 'Cy', invite: 'x'.repeat(24) }))

    const create = (record: unknown) => post('/matchmake/create/game', { name: 'Host', record })
    const actions = (n: number, fill = '') => Array.from({ length: n }, () => ({ type: 'rollDice', fill }))
    await expectRefused('RECORD_TOO_LONG', () => create({ setup: SETUP, actions: actions(51) }))
    await expectRefused('RECORD_TOO_LARGE', () => create({ setup: SETUP, actions: actions(10, 'x'.repeat(20_000)) }))
    await expectRefused('REPLAY_TOO_SLOW', () => create({ setup: SETUP, actions: actions(1) }))
    await expectRefused('BAD_CREATE', () => create('not a record'))

    const second = await TableClient.create(h.url, 'Host 2', SETUP) // the 7th create this minute, the 2nd room open
    await expectRefused('ROOMS_FULL', () => post('/matchmake/create/game', { name: 'Host 3', setup: SETUP }))
    await expectRefused('CREATE_RATE', () => post('/matchmake/create/game', { name: 'Host 3', setup: SETUP }))
    await expectRefused('BAD_REQUEST', () => post('/matchmake/joinOrCreate/game', { name: 'Host 3', setup: SETUP }))
    const big = { name: 'Cy', invite: host.invite, pad: 'x'.repeat(70 * 1024) }
    await expectRefused('BODY_TOO_LARGE', () => join(big))
    await Promise.all([host, second, ...guests].map((c) => c.room.leave()))
  })
})
