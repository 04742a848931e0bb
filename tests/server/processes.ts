// Real processes for the durability tests: `redis-server`, game servers run from `npm start`'s entry
// (src/server/main.ts) as children, and a small TCP balancer in front of them (what a browser's page origin is in a
// deployment): each connection goes to the next server in turn, and to the one after when that one refuses it.
import { spawn, type ChildProcess } from 'node:child_process'
import { connect, createServer, type Server, type Socket } from 'node:net'

export type Child = { readonly process: ChildProcess; output: string; readonly exited: Promise<number | null> }

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })
}

/** Spawns a child and resolves once its output contains `ready` (rejects if it exits first or after 30 s). */
export function start(cmd: string, args: string[], env: Record<string, string>, ready: string): Promise<Child> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
    const handle: Child = { process: child, output: '', exited }
    const timer = setTimeout(() => reject(new Error(`processes: ${cmd} did not start:\n${handle.output}`)), 30_000)
    const listen = (chunk: Buffer) => {
      handle.output += String(chunk)
      if (handle.output.includes(ready)) {
        clearTimeout(timer)
        resolve(handle)
      }
    }
    child.stdout?.on('data', listen)
    child.stderr?.on('data', listen)
    void exited.then((code) => reject(new Error(`processes: ${cmd} exited with ${code}:\n${handle.output}`)))
  })
}

export function startRedis(port: number): Promise<Child> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']
  return start('redis-server', args, {}, 'Ready to accept connections')
}

/** `npm start`'s server on `port`; bots' rolls land at once (ROLL_PACE=0). */
export async function startGameServer(port: number, env: Record<string, string>): Promise<Child> {
  const all = { PORT: String(port), DIST: 'no-dist', ROLL_PACE: '0', ...env }
  return start(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], all, 'is open at')
}

/** Kills `child` (SIGKILL unless told) and waits for it to be gone. */
export async function stop(child: Child, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill(signal)
  await child.exited
}

export type Balancer = { readonly url: string; readonly ports: number[]; close(): Promise<void> }

/** A round-robin TCP balancer on a free port in front of `ports` (which the test may change). */
export async function startBalancer(ports: number[]): Promise<Balancer> {
  let next = 0
  const sockets = new Set<Socket>()
  const server: Server = createServer((client) => {
    sockets.add(client)
    client.on('close', () => sockets.delete(client))
    client.pause()
    const tryFrom = (tries: number) => {
      if (tries >= ports.length) return void client.destroy()
      const port = ports[next++ % ports.length]!
      const upstream = connect(port, '127.0.0.1')
      upstream.once('error', () => tryFrom(tries + 1))
      upstream.once('connect', () => {
        upstream.removeAllListeners('error')
        sockets.add(upstream)
        upstream.on('close', () => sockets.delete(upstream))
        upstream.on('error', () => client.destroy())
        client.on('error', () => upstream.destroy())
        client.pipe(upstream).pipe(client)
        client.resume()
      })
    }
    tryFrom(0)
  })
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  )
  return {
    url: `http://127.0.0.1:${port}`,
    ports,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }
}

/** What a server's `/health` says (rooms open in that process). */
export async function health(port: number): Promise<{ ready: boolean; rooms: number }> {
  const res = await fetch(`http://127.0.0.1:${port}/health`)
  return (await res.json()) as { ready: boolean; rooms: number }
}
