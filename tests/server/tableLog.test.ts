// A room's side of its log: nothing is sent before what was appended before it is written, sends keep their order,
// a failed append is logged and holds nothing back, and a room without a log sends at once.
import { afterEach, describe, expect, it } from 'vitest'
import { createTableLog } from '../../src/server/tableLog.ts'
import type { LogEntry, RoomLogStore } from '../../src/server/roomLog.ts'
import { setLogWriter } from '../../src/server/telemetry.ts'

afterEach(() => setLogWriter((line) => console.log(line)))

/** A store whose appends wait until the test settles them. */
function slowStore() {
  const writes: { entry: LogEntry; settle: (error?: Error) => void }[] = []
  const store = {
    kind: 'redis',
    append: (_roomId: string, entry: LogEntry) =>
      new Promise<void>((resolve, reject) =>
        writes.push({ entry, settle: (error) => (error ? reject(error) : resolve()) }),
      ),
  } as unknown as RoomLogStore
  return { store, writes }
}

const act = (seq: number): LogEntry => ({ k: 'act', seq, seatId: 's', action: { type: 'rollDice' } })

describe('table log', () => {
  it('sends nothing before the append before it is written, in order', async () => {
    const { store, writes } = slowStore()
    const log = createTableLog(
      () => store,
      () => 'room',
    )
    const sent: string[] = []
    log.send(() => sent.push('before'))
    log.record(act(0))
    log.send(() => sent.push('action 0'))
    log.record(act(1))
    log.send(() => sent.push('action 1'))
    expect(sent).toEqual(['before'])
    writes[0]!.settle()
    await expect.poll(() => sent).toEqual(['before', 'action 0'])
    writes[1]!.settle()
    await log.idle()
    expect(sent).toEqual(['before', 'action 0', 'action 1'])
    log.send(() => sent.push('after'))
    expect(sent.at(-1)).toBe('after')
  })

  it('logs a failed append and sends what follows it', async () => {
    const { store, writes } = slowStore()
    const lines: string[] = []
    setLogWriter((line) => lines.push(line))
    const log = createTableLog(
      () => store,
      () => 'room',
    )
    const sent: string[] = []
    log.record(act(0))
    log.send(() => sent.push('action 0'))
    writes[0]!.settle(new Error('redis went away'))
    await log.idle()
    expect(sent).toEqual(['action 0'])
    expect(lines.map((l) => JSON.parse(l) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ event: 'log.appendFailed', roomId: 'room', message: 'redis went away' }),
    ])
  })

  it('sends at once without a log', () => {
    const log = createTableLog(
      () => null,
      () => 'room',
    )
    const sent: string[] = []
    log.record(act(0))
    log.send(() => sent.push('action 0'))
    expect(sent).toEqual(['action 0'])
  })
})
