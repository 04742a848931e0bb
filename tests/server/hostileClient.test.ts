// Issue #32: a fuzzing seat and a watcher send 10,000 hostile messages — malformed, oversized, out of turn, for
// another seat, replayed sequence numbers, unknown types, a watcher acting. The server never throws, answers each
// with a refusal to the sender alone, the log is unchanged and the other clients notice nothing.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { legalActions } from '../../src/engine/index.ts'
import { clientMessages } from '../../src/protocol/protocol.ts'
import { stateHash } from '../../src/protocol/stateHash.ts'
import { fourSeats, nextMove, playMove } from './fourSeats.ts'
import { startServer, UNLIMITED, type Harness } from './serverHarness.ts'
import { TableClient } from './tableClient.ts'

const MESSAGES = 10_000
const BATCH = 500

let h: Harness
beforeAll(async () => {
  // Rate limits off and no disconnection for abuse: this test wants every message to reach the handlers
  // (limits.test.ts proves the limits).
  h = await startServer({ ...UNLIMITED, maxStrikes: Infinity }, 0)
})
afterAll(async () => {
  await h.server.close()
})

type Message = readonly [type: string | number, payload: unknown]

describe('a hostile client', () => {
  it('changes nothing and disturbs nobody in 10,000 messages', async () => {
    const seats = await fourSeats(h.url, 5)
    const [host] = seats as [TableClient]
    const room = h.room(host.room.roomId)
    // Play until it is the host's investigator's turn with no choice pending, so seat 1 is surely out of turn.
    for (let i = 0; i < 20 || room.current().turn.player !== 0 || room.current().pendingChoices.length > 0; i++) {
      const n = room.actions().length
      const { seat, action } = nextMove(seats, room.current())
      playMove(seat, action)
      await Promise.all(seats.map((s) => s.until(() => s.log.length === n + 1)))
    }
    const fuzzer = await TableClient.join(h.url, host.room.roomId, { name: 'Mallory', invite: host.invite })
    const watcher = await TableClient.join(h.url, host.room.roomId, { name: 'Eve', watch: host.watch })
    await Promise.all(seats.map((s) => s.until(() => s.seats.length === 5)))
    const before = { log: room.actions(), hash: stateHash(room.current()) }
    const seen = seats.map((s) => ({
      log: s.log.length,
      refusals: s.refusals.length,
      seats: s.seats,
      throws: s.throws.length,
    }))

    const n = before.log.length
    const legal = legalActions(room.current())
    const rollId = room.current().nextRollId + 7
    const known = Object.keys(clientMessages)
    const hostile: fc.Arbitrary<Message> = fc.oneof(
      fc.record({ seq: fc.integer(), action: fc.jsonValue() }).map((m): Message => ['propose', m]),
      fc.jsonValue().map((v): Message => ['propose', v]),
      // At the table's own move number, so that the action itself is read (and refused as malformed): with only a
      // random number there, whether one matched depended on how many moves the warm-up played.
      fc.jsonValue().map((action): Message => ['propose', { seq: n, action }]),
      fc.constantFrom(...legal).map((action): Message => ['propose', { seq: n, action }]),
      fc.nat({ max: n - 1 }).map((seq): Message => ['propose', { seq, action: before.log[seq] }]),
      fc
        .record({ player: fc.nat({ max: 9 }), seatId: fc.constantFrom(...seats.map((s) => s.seatId), null) })
        .map((m): Message => ['assign', m]),
      fc
        .record({ rollId: fc.constantFrom(rollId, -1, 'x'), seed: fc.nat(), impulse: fc.constant([0, 1, 2]) })
        .map((m): Message => ['throw', { ...m, spin: [0, 0, 0], from: [0, 0, 0] }]),
      fc
        .jsonValue()
        .filter((v) => !clientMessages.resync.safeParse(v).success)
        .map((v): Message => ['resync', v]),
      fc
        .oneof(fc.string(), fc.integer(), fc.constantFrom('__proto__', 'constructor', 'toString', '*'))
        .filter((t) => !known.includes(String(t)))
        .map((t): Message => [t, {}]),
      fc.constant<Message>(['propose', { seq: n, action: { type: 'moveTo', to: 'x'.repeat(70_000) } }]),
    )
    const fromFuzzer = fc.sample(hostile, { seed: 32, numRuns: MESSAGES * 0.9 })
    const fromWatcher = fc.sample(
      fc.constantFrom(...legal).map((action): Message => ['propose', { seq: n, action }]),
      { seed: 33, numRuns: MESSAGES * 0.1 },
    )

    for (const [sender, messages] of [
      [fuzzer, fromFuzzer],
      [watcher, fromWatcher],
    ] as const) {
      for (let i = 0; i < messages.length; i += BATCH) {
        for (const [type, payload] of messages.slice(i, i + BATCH)) sender.room.send(type as never, payload)
        await sender.until(() => sender.refusals.length >= Math.min(i + BATCH, messages.length), 20_000)
      }
    }

    expect(fuzzer.refusals).toHaveLength(fromFuzzer.length)
    expect(watcher.refusals).toHaveLength(fromWatcher.length)
    expect(new Set(watcher.refusals.map((r) => r.code))).toEqual(new Set(['WATCHING']))
    const codes = new Set(fuzzer.refusals.map((r) => r.code))
    for (const code of ['MALFORMED_MESSAGE', 'MALFORMED_ACTION', 'NOT_YOUR_TURN', 'STALE_SEQUENCE', 'NOT_HOST'])
      expect(codes).toContain(code)
    for (const code of ['NOT_YOUR_ROLL', 'UNKNOWN_MESSAGE', 'TOO_LARGE']) expect(codes).toContain(code)
    expect(codes).not.toContain('SERVER_ERROR')
    expect(h.errors).toEqual([])
    expect(room.actions()).toEqual(before.log)
    expect(stateHash(room.current())).toBe(before.hash)
    expect(fuzzer.log).toEqual(before.log)
    expect(
      seats.map((s) => ({ log: s.log.length, refusals: s.refusals.length, seats: s.seats, throws: s.throws.length })),
    ).toEqual(seen)

    // The table plays on.
    const { seat, action } = nextMove(seats, room.current())
    playMove(seat, action)
    await Promise.all(seats.map((s) => s.until(() => s.log.length === n + 1)))
    await Promise.all([...seats, fuzzer, watcher].map((s) => s.room.leave()))
  })
})
