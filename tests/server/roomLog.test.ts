// The room log's file backend and its secrets: entries read back in order, a torn last line skipped with one log
// line, only room ids as file names, tokens kept as hashes and compared by hash.
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createFileRoomLog } from '../../src/server/fileRoomLog.ts'
import { hashSecret, matchesHash, openLinks, readRoomLog, sealLinks, type LogEntry } from '../../src/server/roomLog.ts'
import { randomToken } from '../../src/server/randomToken.ts'
import { setLogWriter } from '../../src/server/telemetry.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  setLogWriter((line) => console.log(line))
})

function store() {
  const dir = mkdtempSync(join(tmpdir(), 'midnight-log-'))
  dirs.push(dir)
  return { dir, log: createFileRoomLog(dir) }
}

const open: LogEntry = {
  k: 'open',
  setup: { seed: 3, investigators: 2 },
  carried: [],
  invite: hashSecret('invite'),
  watch: hashSecret('watch'),
}

describe('room log', () => {
  it('reads back what was appended, in order, and nothing for an unknown or unsafe id', async () => {
    const { log } = store()
    const roomId = randomToken()
    const entries: LogEntry[] = [
      open,
      { k: 'seat', seatId: 's1', name: 'Ada', host: true, token: hashSecret('t1') },
      { k: 'act', seq: 0, seatId: 's1', action: { type: 'rollDice' } },
    ]
    for (const e of entries) log.append(roomId, e)
    expect(await log.read(roomId)).toEqual(entries)
    expect(await log.has(roomId)).toBe(true)
    expect(readRoomLog(entries)?.rest).toEqual(entries.slice(1))
    expect(await log.read(randomToken())).toBeNull()
    expect(await log.read('../../etc/passwd')).toBeNull()
    expect(await log.has('../x')).toBe(false)
    expect(() => log.append('../x', open)).toThrow()
  })

  it('skips a torn last line with one log line', async () => {
    const { dir, log } = store()
    const lines: string[] = []
    setLogWriter((line) => lines.push(line))
    const roomId = randomToken()
    log.append(roomId, open)
    appendFileSync(join(dir, `${roomId}.jsonl`), '{"k":"act","seq":0,"seatId":"s1","act')
    expect(await log.read(roomId)).toEqual([open])
    expect(lines.map((l) => JSON.parse(l) as { event: string; roomId: string })).toEqual([
      expect.objectContaining({ event: 'log.torn', roomId }),
    ])
  })

  it('keeps tokens as hashes and compares them by hash', () => {
    const { dir, log } = store()
    const roomId = randomToken()
    const token = randomToken()
    log.append(roomId, { k: 'seat', seatId: 's1', name: 'Ada', host: true, token: hashSecret(token) })
    expect(readFileSync(join(dir, `${roomId}.jsonl`), 'utf8')).not.toContain(token)
    expect(matchesHash(token, hashSecret(token))).toBe(true)
    expect(matchesHash(randomToken(), hashSecret(token))).toBe(false)
    expect(matchesHash('', hashSecret(token))).toBe(false)
  })

  it('seals the links with the host token: that token alone opens them', () => {
    const links = { invite: randomToken(), watch: randomToken() }
    const host = randomToken()
    const sealed = sealLinks(links, host)
    expect(sealed).not.toContain(links.invite)
    expect(openLinks(sealed, host)).toEqual(links)
    expect(openLinks(sealed, randomToken())).toBeNull()
    expect(openLinks('garbage', host)).toBeNull()
  })

  it('lets one caller at a time claim a room', async () => {
    const { log } = store()
    expect(await log.claim('room')).toBe(true)
    expect(await log.claim('room')).toBe(false)
    await log.release('room')
    expect(await log.claim('room')).toBe(true)
  })
})
