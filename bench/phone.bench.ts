// The phone's hand page (issue 42): the built game served by the game server, a table opened by a client of the
// server's own protocol, and a phone (Chromium, 390×844, touch) that joins by the invite link, takes the one
// investigator and plays its moves until it has thrown once (a flick up its pad; the server rolls, the phone has no
// physics). Measured: every JS and WASM file the page fetched (gzip), when its hand first showed and after the
// throw had landed, and whether Rapier (the physics WASM) was among them. `npm run bench -- phone`.
import { fork } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { Client } from '@colyseus/sdk'
import { chromium, type Page } from '@playwright/test'
import { WebSocket } from 'ws'
import { ROOM_NAME, type ServerMessages } from '../src/protocol/protocol.ts'
import { actionKey } from '../src/ui/hud/actionKey.ts'
import { metric } from './lib/chromiumBench.ts'
import { ensureBuild, nextMove } from './lib/phoneThrow.ts'
// @ts-expect-error: a plain ESM helper shared with scripts/test.mjs
import { CHROMIUM_ARGS, findChrome } from '../scripts/findChrome.mjs'
import type { Action } from '../src/engine/index.ts'

;(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/** The JS and WASM files a page fetched (paths under the build), as it fetched them. */
function watchFetches(page: Page): Set<string> {
  const files = new Set<string>()
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname
    if (/\.(js|mjs|wasm)$/.test(path)) files.add(path)
  })
  return files
}

const DIR = process.env.BENCH_DIR ?? 'dist'
ensureBuild(DIR)
const gz = (path: string) => gzipSync(readFileSync(join(DIR, path)), { level: 9 }).length
const sum = (files: Iterable<string>) => [...files].reduce((n, path) => n + gz(path), 0)
// Rapier's chunk is named for it (vite.config.ts); its WASM glue (`__wbindgen`) gives it away under any name.
const rapier = (files: Iterable<string>) =>
  [...files].some((p) => /rapier|\.wasm$/.test(p) || readFileSync(join(DIR, p), 'utf8').includes('__wbindgen'))

const port = await freePort()
const game = fork('src/server/main.ts', [], {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST: DIR },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
})
const base = `http://127.0.0.1:${port}`
const up = () =>
  fetch(base).then(
    (r) => r.ok,
    () => false,
  )
for (let i = 0; i < 300 && !(await up()); i++) await new Promise((r) => setTimeout(r, 100))
const browser = await chromium.launch({ executablePath: (findChrome as () => string)(), args: CHROMIUM_ARGS })
try {
  const host = await new Client(base).create(ROOM_NAME, { name: 'Host', setup: { seed: 7, investigators: 1 } })
  const snapshot = await new Promise<ServerMessages['snapshot']>((resolve) => host.onMessage('snapshot', resolve))
  let seats: ServerMessages['seats']['seats'] = []
  host.onMessage('seats', (m: ServerMessages['seats']) => (seats = m.seats))
  let actions: Action[] = []
  host.onMessage('*', () => undefined)
  host.onMessage('action', (m: { action: Action }) => (actions = [...actions, m.action]))

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  })
  const phone = await context.newPage()
  phone.on('pageerror', (e) => console.error(`bench: the phone's page: ${e.message}`))
  const fetched = watchFetches(phone)
  await phone.goto(`${base}/#/room?id=${host.roomId}&invite=${snapshot.invite}`)
  await phone.getByLabel('Your name').fill('Ada')
  await phone.getByRole('button', { name: 'Take a seat' }).click()
  for (let i = 0; i < 100 && !seats.some((s) => s.name === 'Ada'); i++) await new Promise((r) => setTimeout(r, 100))
  host.send('assign', { player: 0, seatId: seats.find((s) => s.name === 'Ada')!.seatId })
  await phone.getByTestId('hand-turn').filter({ hasText: 'Your move' }).waitFor({ timeout: 60_000 })
  metric('phone.hand.jsWasmGzip', sum(fetched), 'bytes')
  metric('phone.hand.loadsRapier', rapier(fetched) ? 1 : 0, 'bool')

  // Play the phone's own buttons until its first throw has landed.
  let thrown = false
  for (let step = 0; step < 40 && !thrown; step++) {
    const pad = phone.getByTestId('hand-pad')
    if ((await pad.count()) > 0) {
      await pad.scrollIntoViewIfNeeded()
      const box = (await pad.boundingBox())!
      const cdp = await context.newCDPSession(phone)
      const touch = (type: string, u: number, v: number) =>
        cdp.send('Input.dispatchTouchEvent', {
          type: type as 'touchStart',
          touchPoints:
            type === 'touchEnd'
              ? []
              : [{ x: Math.round(box.x + box.width * u), y: Math.round(box.y + box.height * v) }],
        })
      await touch('touchStart', 0.55, 0.85)
      for (let k = 1; k <= 5; k++) await touch('touchMove', 0.55 - k * 0.02, 0.85 - k * 0.13)
      await touch('touchEnd', 0, 0)
      await phone.getByText(/^Landed\./).waitFor({ timeout: 60_000 })
      thrown = true
      break
    }
    const legal = await phone.evaluate(() => (window.__museum?.legal() ?? []) as Action[])
    const move = nextMove(legal)
    if (!move) break
    const before = actions.length
    await phone
      .locator(`[data-action='${actionKey(move)}']`)
      .first()
      .evaluate((b: HTMLButtonElement) => b.click())
    for (let i = 0; i < 150 && actions.length === before; i++) await new Promise((r) => setTimeout(r, 100))
  }
  if (!thrown) console.error('bench: the phone never threw; the figures after a throw are missing')
  else {
    metric('phone.handAfterThrow.jsWasmGzip', sum(fetched), 'bytes')
    metric('phone.handAfterThrow.loadsRapier', rapier(fetched) ? 1 : 0, 'bool')
  }
  console.error(`bench: the phone fetched ${[...fetched].sort().join(' ')}`)
  await host.leave()
} finally {
  await browser.close()
  game.kill('SIGKILL')
}
process.exit(0)
