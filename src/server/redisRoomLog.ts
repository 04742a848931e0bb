// The room log shared by every process behind one Redis: a list per room (`midnight:room:<id>`, one JSON entry an
// item, kept LOG_TTL_SECONDS after its last append) and a short claim (`SET NX PX`) so one process alone rebuilds a
// room whose process died. Appends travel in order on one connection; the room waits for each before it sends.
import { Redis } from 'ioredis'
import { LOG_TTL_SECONDS, parseLines, ROOM_ID, type RoomLogStore } from './roomLog.ts'
import { logEvent } from './telemetry.ts'

/** How long a claim to rebuild a room holds if its process dies while rebuilding. */
const CLAIM_MS = 10_000

export function createRedisRoomLog(url: string): RoomLogStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 })
  redis.on('error', (e: Error) => logEvent('log.redisError', '', { message: e.message }))
  const key = (roomId: string) => `midnight:room:${roomId}`
  const claimKey = (roomId: string) => `midnight:rebuild:${roomId}`
  return {
    kind: 'redis',
    async append(roomId, entry) {
      await redis.multi().rpush(key(roomId), JSON.stringify(entry)).expire(key(roomId), LOG_TTL_SECONDS).exec()
    },
    async read(roomId) {
      if (!ROOM_ID.test(roomId)) return null
      const lines = await redis.lrange(key(roomId), 0, -1)
      if (lines.length === 0) return null
      return parseLines(roomId, lines)
    },
    async has(roomId) {
      return ROOM_ID.test(roomId) && (await redis.exists(key(roomId))) === 1
    },
    async held(roomId) {
      const [, subscribers] = (await redis.pubsub('NUMSUB', `$${roomId}`)) as [string, number]
      return Number(subscribers) > 0
    },
    async claim(roomId) {
      return (await redis.set(claimKey(roomId), String(process.pid), 'PX', CLAIM_MS, 'NX')) === 'OK'
    },
    async release(roomId) {
      await redis.del(claimKey(roomId))
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}
