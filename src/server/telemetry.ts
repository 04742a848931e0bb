// What an operator watches a process by: Prometheus metrics through prom-client (one registry per process, served
// at /metrics) and one JSON log line per room event, each with its room id.
import { matchMaker } from '@colyseus/core'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

/** Where the JSON log lines go (createGameServer sets it; stdout by default). */
let writeLine: (line: string) => void = (line) => console.log(line)

/** One room event as one JSON line: `{ t, event, roomId, … }`. */
export function logEvent(event: string, roomId: string, fields: Record<string, unknown> = {}): void {
  writeLine(JSON.stringify({ t: new Date().toISOString(), event, roomId, ...fields }))
}

export function setLogWriter(write: (line: string) => void): void {
  writeLine = write
}

/** Colyseus counts this process's rooms and connections (seats reserved included). */
const live = matchMaker.stats.local
const WINDOW_SECONDS = 10
/** Accepted actions in each of the last WINDOW_SECONDS seconds, by second. */
const perSecond = new Map<number, number>()

let metrics: ReturnType<typeof createMetrics> | null = null

function createMetrics() {
  const registry = new Registry()
  // Event-loop lag (nodejs_eventloop_lag_*), memory, CPU, handles.
  collectDefaultMetrics({ register: registry })
  const prefix = 'midnight_'
  new Gauge({
    name: `${prefix}rooms`,
    help: 'Rooms open in this process.',
    registers: [registry],
    collect() {
      this.set(live.roomCount)
    },
  })
  new Gauge({
    name: `${prefix}clients`,
    help: 'Connections to rooms of this process (seats and watchers).',
    registers: [registry],
    collect() {
      this.set(live.ccu)
    },
  })
  new Gauge({
    name: `${prefix}actions_per_second`,
    help: `Actions accepted per second, over the last ${WINDOW_SECONDS} s.`,
    registers: [registry],
    collect() {
      const now = Math.floor(Date.now() / 1000)
      let sum = 0
      for (const [second, n] of perSecond) if (second > now - WINDOW_SECONDS) sum += n
      this.set(sum / WINDOW_SECONDS)
    },
  })
  return {
    registry,
    actions: new Counter({ name: `${prefix}actions_total`, help: 'Actions accepted.', registers: [registry] }),
    refusals: new Counter({
      name: `${prefix}refusals_total`,
      help: 'Refusals, by code: at the door (entry) and in rooms.',
      labelNames: ['code'],
      registers: [registry],
    }),
    logAppends: new Counter({
      name: `${prefix}log_appends_total`,
      help: 'Entries appended to room logs (Redis or files).',
      registers: [registry],
    }),
    logFailures: new Counter({
      name: `${prefix}log_append_failures_total`,
      help: 'Room log appends that failed (the room played on).',
      registers: [registry],
    }),
    rebuilds: new Counter({
      name: `${prefix}rooms_rebuilt_total`,
      help: 'Rooms rebuilt from their log in this process (their process died or restarted).',
      registers: [registry],
    }),
    rollSeconds: new Histogram({
      name: `${prefix}roll_seconds`,
      help: 'Server roll time: a throw handed to the throw thread until its dice rest.',
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
  }
}

const m = () => (metrics ??= createMetrics())

export const telemetry = {
  rooms: (): number => live.roomCount,
  clients: (): number => live.ccu,
  action(): void {
    m().actions.inc()
    const second = Math.floor(Date.now() / 1000)
    perSecond.set(second, (perSecond.get(second) ?? 0) + 1)
    for (const s of perSecond.keys()) if (s <= second - WINDOW_SECONDS) perSecond.delete(s)
  },
  refused: (code: string): void => m().refusals.inc({ code }),
  logAppended: (): void => m().logAppends.inc(),
  logFailed: (): void => m().logFailures.inc(),
  rebuilt: (): void => m().rebuilds.inc(),
  /** Times a roll on the throw thread. */
  timeRoll<T>(roll: Promise<T>): Promise<T> {
    const stop = m().rollSeconds.startTimer()
    return roll.finally(() => stop())
  },
  /** The Prometheus text exposition and its content type. */
  async scrape(): Promise<{ body: string; contentType: string }> {
    const { registry } = m()
    return { body: await registry.metrics(), contentType: registry.contentType }
  },
}
