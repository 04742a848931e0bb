// Issue #32: two server processes behind one Redis share a matchmaker: a room created through one is found and
// joined through the other, and the game plays on. Redis comes from scripts/lib/ensureRedis.mjs (npm test).
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stateHash } from '../../src/protocol/stateHash.ts'
import { nextMove, playMove } from './fourSeats.ts'
import { TableClient } from './tableClient.ts'

const children: ChildProcess[] = []

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })
}

/** Spawns a child and resolves once a line of its output contains `ready`. */
function start(cmd: string, args: string[], env: Record<string, string>, ready: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    children.push(child)
    let output = ''
    const timer = setTimeout(() => reject(new Error(`scaleOut: ${cmd} did not start:\n${output}`)), 20_000)
    const listen = (chunk: Buffer) => {
      output += String(chunk)
      if (output.includes(ready)) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on('data', listen)
    child.stderr?.on('data', listen)
    child.on('exit', (code) => reject(new Error(`scaleOut: ${cmd} exited with ${code}:\n${output}`)))
  })
}

const urls: string[] = []
beforeAll(async () => {
  const redisPort = await freePort()
  await start(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {},
    'Ready to accept connections',
  )
  for (let i = 0; i < 2; i++) {
    const port = await freePort()
    const env = { PORT: String(port), REDIS_URL: `redis://127.0.0.1:${redisPort}`, DIST: 'no-dist' }
    await start(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], env, 'is open at')
    urls.push(`http://127.0.0.1:${port}`)
  }
}, 60_000)

afterAll(async () => {
  for (const child of children) {
    child.removeAllListeners('exit')
    const gone = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await gone
  }
})

describe('scale-out behind Redis', () => {
  it('creates a room through one process, joins it through the other and plays on', async () => {
    const [a, b] = urls as [string, string]
    const host = await TableClient.create(a, 'Host', { seed: 21, investigators: 2 })
    const guest = await TableClient.join(b, host.room.roomId, { name: 'Guest', invite: host.invite })
    host.room.send('assign', { player: 1, seatId: guest.seatId })
    await guest.until(() => guest.players.join() === '1')
    const watcher = await TableClient.join(b, host.room.roomId, { name: 'Eve', watch: host.watch })
    const table = [host, guest]
    for (let i = 0; i < 80 && host.state!.status === 'playing'; i++) {
      const n = host.log.length
      const { seat, action } = nextMove(table, host.state!)
      playMove(seat, action)
      await Promise.all([...table, watcher].map((s) => s.until(() => s.log.length === n + 1)))
    }
    expect(host.log.length).toBeGreaterThanOrEqual(40)
    expect(guest.players).toEqual([1])
    for (const s of [guest, watcher]) expect(stateHash(s.state!)).toBe(stateHash(host.state!))
    for (const s of [host, guest, watcher]) {
      expect(s.mismatches).toBe(0)
      expect(s.refusals).toEqual([])
    }
    await Promise.all([host, guest, watcher].map((s) => s.room.leave()))
  })
})
