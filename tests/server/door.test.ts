// Issue 43, a lifecycle strangers cannot bend: a join is checked before it reserves anything (a flood of forged
// links leaves the table open to real ones), only `create` makes a host, a request body is capped before it is read,
// and every frame of every kind counts against the flood limit, a malformed one closing the socket with one line.
import { connect } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { randomToken } from '../../src/server/randomToken.ts'
import { startServer, type Harness } from './serverHarness.ts'
import { TableClient } from './tableClient.ts'

let h: Harness
beforeAll(async () => {
  h = await startServer()
})
afterAll(async () => {
  await h.server.close()
})
afterEach(() => {
  vi.restoreAllMocks()
})

const SETUP = { seed: 4, investigators: 2 }

function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${h.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

/** What the server answers to `head` followed by `body` (sent only as far as the server lets it), and how much of
 * the body went out before the answer came. */
function rawRequest(head: string, chunk: Buffer, chunks: number): Promise<{ status: number; sentBytes: number }> {
  return new Promise((resolve, reject) => {
    const url = new URL(h.url)
    const socket = connect(Number(url.port), url.hostname)
    let sent = 0
    let answered = false
    let reply = ''
    socket.on('data', (d) => {
      reply += d.toString('latin1')
      const status = /^HTTP\/1\.1 (\d+)/.exec(reply)
      if (status && !answered) {
        answered = true
        resolve({ status: Number(status[1]), sentBytes: sent })
        socket.destroy()
      }
    })
    socket.on('error', (e) => (answered ? undefined : reject(e)))
    socket.on('close', () => (answered ? undefined : reject(new Error(`closed unanswered: ${reply}`))))
    socket.write(head)
    const pump = (left: number) => {
      if (answered || left === 0 || socket.destroyed) return
      sent += chunk.byteLength
      // a pause between chunks lets an early answer be read before the server's close resets the socket
      socket.write(chunk, (error) => error || setTimeout(() => pump(left - 1), 2))
    }
    pump(chunks)
  })
}

describe('the door', () => {
  it('keeps a table open to real links, watchers and returning seats through a flood of forged joins', async () => {
    const host = await TableClient.create(h.url, 'Host', SETUP)
    const roomId = host.room.roomId
    const guest = await TableClient.join(h.url, roomId, { name: 'Guest', invite: host.invite })
    const token = guest.seatToken
    await guest.room.leave()
    let flooding = true
    const statuses: number[] = []
    const flood = (async () => {
      for (let round = 0; flooding || round < 5; round++) {
        const forged = Array.from({ length: 20 }, (_, i) =>
          post(
            `/matchmake/joinById/${roomId}`,
            [
              { name: `Mallory ${i}`, invite: randomToken() },
              { name: `Mallory ${i}`, watch: randomToken() },
              { seatToken: randomToken() },
              { name: `Mallory ${i}` },
              { name: `Mallory ${i}`, setup: SETUP },
            ][i % 5],
          ).then((r) => r.status),
        )
        statuses.push(...(await Promise.all(forged)))
      }
    })()
    const invited = await TableClient.join(h.url, roomId, { name: 'Ann', invite: host.invite })
    const watcher = await TableClient.join(h.url, roomId, { name: 'Eve', watch: host.watch })
    const back = await TableClient.join(h.url, roomId, { seatToken: token })
    flooding = false
    await flood
    expect(statuses.length).toBeGreaterThanOrEqual(100)
    expect(statuses.filter((s) => s === 200)).toEqual([])
    expect(invited.you).toMatchObject({ role: 'player', host: false })
    expect(watcher.you).toEqual({ role: 'watcher' })
    expect(back.seatId).toBe(guest.seatId)
    expect(host.seats.filter((s) => s.host).map((s) => s.seatId)).toEqual([host.seatId])
    // Colyseus's reconnection token can take a seat over: it is drawn with 144 bits too (base64url, 24 characters).
    for (const c of [host, invited, watcher, back])
      expect(Buffer.from(c.room.reconnectionToken.split(':')[1]!, 'base64url').byteLength * 8).toBe(144)
    await Promise.all([host, invited, watcher, back].map((c) => c.room.leave()))
  })

  it('makes no host but the creator: a join with a name before the host comes in is refused', async () => {
    const created = await post('/matchmake/create/game', { name: 'Host', setup: SETUP })
    expect(created.status).toBe(200)
    const { roomId, sessionId } = (await created.json()) as { roomId: string; sessionId: string }
    expect(Buffer.from(sessionId, 'base64url').byteLength * 8).toBe(144)
    for (const options of [{ name: 'Mallory' }, { name: 'Mallory', setup: SETUP }]) {
      const answer = await post(`/matchmake/joinById/${roomId}`, options)
      expect(answer.status).toBe(400)
      expect(((await answer.json()) as { error: string }).error).toBe(
        'Join with a name and an invite or watch link, or a seat token.',
      )
    }
  })

  it('refuses an oversized body before reading it, declared or streamed', async () => {
    const before = process.memoryUsage().rss
    const declared = await rawRequest(
      `POST /matchmake/joinById/x HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n`,
      Buffer.alloc(64 * 1024, 32),
      800,
    )
    expect(declared.status).toBe(413)
    expect(declared.sentBytes).toBeLessThan(4 * 1024 * 1024)
    const streamed = await rawRequest(
      'POST /matchmake/create/game HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
      Buffer.from(`10000\r\n${' '.repeat(0x10000)}\r\n`),
      800,
    )
    expect(streamed.status).toBe(413)
    expect(streamed.sentBytes).toBeLessThan(4 * 1024 * 1024)
    expect(process.memoryUsage().rss - before).toBeLessThan(40 * 1024 * 1024)
  })
})

describe('frames', () => {
  // One of each kind a client must not send: empty, a server's code, an unknown code, undecodable room data, a
  // room request with an undecodable payload, a truncated request, bytes and input frames (not this protocol).
  const MALFORMED: readonly number[][] = [
    [],
    [14, 1, 2],
    [31],
    [13, 0xa7, ...Buffer.from('propose'), 0xd9, 0xff],
    [21, 1, 0xa7, ...Buffer.from('propose'), 0xd9, 0xff],
    [21],
    [17, 0xa7, ...Buffer.from('propose'), 1, 2],
    [19, 1],
  ]

  it('closes the socket on a malformed frame of any kind with one short log line', async () => {
    const host = await TableClient.create(h.url, 'Host', SETUP)
    const printed = spyConsole()
    for (const frame of MALFORMED) {
      const guest = await TableClient.join(h.url, host.room.roomId, { name: 'Mal', invite: host.invite })
      let closed = 0
      guest.room.onLeave((code) => (closed = code))
      for (let i = 0; i < 1000; i++) guest.room.connection.send(new Uint8Array(frame))
      await guest.until(() => closed !== 0)
      expect(closed, `frame [${frame.join(', ')}]`).toBe(4011)
    }
    const lines = h.logs.filter((l) => l.event === 'client.closed')
    expect(lines).toHaveLength(MALFORMED.length)
    expect(lines.every((l) => JSON.stringify(l).length < 300)).toBe(true)
    expect(printed()).toBeLessThan(2000)
    expect(h.errors).toEqual([])
    await host.room.leave()
  })

  it('counts room requests against the flood limit', async () => {
    const host = await TableClient.create(h.url, 'Host', SETUP)
    const flood = await TableClient.join(h.url, host.room.roomId, { name: 'Flood', invite: host.invite })
    let closed = 0
    flood.room.onLeave((code) => (closed = code))
    // Well-formed requests for a type with no answer: counted, refused as too fast, then disconnected.
    for (let i = 0; i < 200; i++)
      flood.room.connection.send(new Uint8Array([21, i % 100, 0xa4, 0x6e, 0x6f, 0x6e, 0x65]))
    await flood.until(() => closed !== 0)
    expect(closed).toBe(4008)
    expect(flood.refusals.some((r) => r.code === 'TOO_FAST')).toBe(true)
    await host.room.leave()
  })
})

/** Counts what the process prints from now on (console and the Colyseus logger, which is the console). */
function spyConsole(): () => number {
  let chars = 0
  for (const method of ['log', 'error', 'warn', 'info', 'debug'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      chars += args.map(String).join(' ').length
    })
  return () => chars
}
