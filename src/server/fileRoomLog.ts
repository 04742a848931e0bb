// The room log of a single process (no Redis): one append-only file of JSON lines per room under a data folder.
// Each entry is written before the room sends anything after it (a synchronous append: a killed process loses
// nothing written), in order. A torn last line (a write cut by a crash) is skipped with one log line; logs older
// than LOG_TTL_SECONDS are removed when the store opens.
import { appendFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { LOG_TTL_SECONDS, parseLines, ROOM_ID, type RoomLogStore } from './roomLog.ts'

export function createFileRoomLog(dir: string, now = Date.now): RoomLogStore {
  mkdirSync(dir, { recursive: true })
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (name.endsWith('.jsonl') && now() - statSync(path).mtimeMs > LOG_TTL_SECONDS * 1000) rmSync(path)
  }
  const fileOf = (roomId: string): string => {
    if (!ROOM_ID.test(roomId)) throw new Error(`fileRoomLog: not a room id: ${roomId}`)
    return join(dir, `${roomId}.jsonl`)
  }
  const claimed = new Set<string>()
  return {
    kind: 'file',
    append(roomId, entry) {
      appendFileSync(fileOf(roomId), `${JSON.stringify(entry)}\n`)
    },
    async read(roomId) {
      if (!ROOM_ID.test(roomId)) return null
      let text: string
      try {
        text = readFileSync(fileOf(roomId), 'utf8')
      } catch {
        return null
      }
      return parseLines(
        roomId,
        text.split('\n').filter((line) => line !== ''),
      )
    },
    async has(roomId) {
      try {
        return ROOM_ID.test(roomId) && statSync(fileOf(roomId)).isFile()
      } catch {
        return false
      }
    },
    held: async () => false,
    async claim(roomId) {
      if (claimed.has(roomId)) return false
      claimed.add(roomId)
      return true
    },
    async release(roomId) {
      claimed.delete(roomId)
    },
    async close() {},
  }
}
