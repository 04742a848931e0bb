// The rooms bench's living-room half (issue 33): the built game served by the game server, a watch screen (the big
// screen, 1280×720, low quality, motion on) and a phone (390×844, touch) holding the one investigator. Measured: the
// phone page's JS (gzip, every script it loaded until its hand showed, and whether three.js was among them), and
// from a flick let go on the phone's pad to the first frame of the tumble drawn on the watch screen (both clocks
// are the page clock plus its time origin, one machine), split at the throw's message arriving there: the trip
// (phone, server, socket) and the watch screen's own work until it draws; and the watch screen's time between frames
// meanwhile, which bounds that work. The phone plays on by its own buttons.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { Client } from '@colyseus/sdk'
import { chromium, type Page } from '@playwright/test'
import type { Action } from '../../src/engine/index.ts'
import { ROOM_NAME, type ServerMessages } from '../../src/protocol/protocol.ts'
import { SETTINGS_KEY } from '../../src/state/settingsAtoms.ts'
import { actionKey } from '../../src/ui/hud/actionKey.ts'
// @ts-expect-error: a plain ESM helper shared with scripts/test.mjs
import { CHROMIUM_ARGS, findChrome } from '../../scripts/findChrome.mjs'

export type PhoneFigures = {
  jsGzip: number
  loadsThree: boolean
  flickToMessageMs: number[]
  flickToTumbleMs: number[]
  /** The watch screen's mean time between frames while the flicks were measured (its idle camera drifts). */
  watchFrameMs: number
}

/** Builds `dir` when it holds no build. */
export function ensureBuild(dir: string): void {
  if (existsSync(join(dir, 'index.html'))) return
  console.error(`bench: no ${dir}/ — building`)
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', dir], { stdio: 'inherit' })
  if (built.status !== 0) throw new Error('bench: vite build failed')
}

const legalOn = (page: Page) => page.evaluate(() => (window.__museum?.legal() ?? []) as Action[])

/** The move the phone makes when it has no roll to throw: fail a roll, discard, move on, or the first offered. */
export function nextMove(list: readonly Action[]): Action | null {
  const by = (t: Action['type']) => list.find((a) => a.type === t)
  return (
    by('failRoll') ??
    by('discardDie') ??
    list.find((a) => a.type === 'moveTo' && a.to.kind === 'card') ??
    list.find((a) => a.type !== 'reportRoll' && a.type !== 'rollDice') ??
    null
  )
}

export async function measurePhone(url: string, dir: string, samples: number): Promise<PhoneFigures> {
  const host = await new Client(url).create(ROOM_NAME, { name: 'Host', setup: { seed: 7, investigators: 1 } })
  const snapshot = await new Promise<ServerMessages['snapshot']>((resolve) => host.onMessage('snapshot', resolve))
  let seats: ServerMessages['seats']['seats'] = []
  host.onMessage('seats', (m: ServerMessages['seats']) => (seats = m.seats))
  host.onMessage('*', () => undefined)
  const query = (k: 'invite' | 'watch') => `#/room?id=${host.roomId}&${k}=${snapshot[k]}`

  const browser = await chromium.launch({ executablePath: (findChrome as () => string)(), args: CHROMIUM_ARGS })
  try {
    const tvContext = await browser.newContext({ viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' })
    await tvContext.addInitScript(
      (key) => localStorage.setItem(key, JSON.stringify({ quality: 'low', hints: false })),
      SETTINGS_KEY,
    )
    const tv = await tvContext.newPage()
    await tv.goto(`${url}/${query('watch')}`)
    await tv.getByLabel('Your name').fill('Television')
    await tv.getByRole('button', { name: 'Watch' }).click()
    await tv.waitForFunction(() => window.__museumScene?.ready() && window.__museumScene.physics(), null, {
      timeout: 120_000,
    })

    const phoneContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    })
    const phone = await phoneContext.newPage()
    phone.on('pageerror', (e) => console.error(`bench: the phone's page: ${e.message}`))
    tv.on('pageerror', (e) => console.error(`bench: the watch screen: ${e.message}`))
    tv.on('console', (m) => m.type() === 'warning' && console.error(`bench: the watch screen says: ${m.text()}`))
    const scripts = new Set<string>()
    phone.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.add(new URL(r.url()).pathname)
    })
    await phone.goto(`${url}/${query('invite')}`)
    await phone.getByLabel('Your name').fill('Ada')
    await phone.getByRole('button', { name: 'Take a seat' }).click()
    for (let i = 0; i < 100 && !seats.some((s) => s.name === 'Ada'); i++) await new Promise((r) => setTimeout(r, 100))
    host.send('assign', { player: 0, seatId: seats.find((s) => s.name === 'Ada')!.seatId })
    await phone.getByTestId('hand-turn').filter({ hasText: 'Your move' }).waitFor()
    const jsGzip = [...scripts].reduce((n, path) => n + gzipSync(readFileSync(join(dir, path)), { level: 9 }).length, 0)
    const loadsThree = await phone.evaluate(() => (window as { __THREE__?: string }).__THREE__ !== undefined)

    const cdp = await phoneContext.newCDPSession(phone)
    const touch = (type: string, points: { x: number; y: number }[]) =>
      cdp.send('Input.dispatchTouchEvent', {
        type: type as 'touchStart',
        touchPoints: points.map((p, id) => ({ x: Math.round(p.x), y: Math.round(p.y), id })),
      })
    const clock = () => tv.evaluate(() => ({ frames: window.__museumBench?.frames() ?? 0, at: performance.now() }))
    const from = await clock()
    let missed = 0
    const flickToMessageMs: number[] = []
    const flickToTumbleMs: number[] = []
    for (let step = 0; flickToTumbleMs.length < samples && step < samples * 12 && missed < 3; step++) {
      if (await tv.evaluate(() => window.__museum?.state()?.status !== 'playing')) break
      const list = await legalOn(tv)
      const pad = phone.getByTestId('hand-pad')
      if (list.some((a) => a.type === 'rollDice') && (await pad.count()) > 0) {
        const prev = await tv.evaluate(() => window.__museumScene?.remoteTumble()?.rollId ?? -1)
        await pad.scrollIntoViewIfNeeded()
        const box = (await pad.boundingBox())!
        const at = (u: number, v: number) => [{ x: box.x + box.width * u, y: box.y + box.height * v }]
        await touch('touchStart', at(0.55, 0.85))
        for (let k = 1; k <= 5; k++) await touch('touchMove', at(0.55 - k * 0.02, 0.85 - k * 0.13))
        await touch('touchEnd', [])
        const drawn = await tv
          .waitForFunction(
            (before) => {
              const t = window.__museumScene?.remoteTumble()
              return t && t.rollId !== before && t.drawnAt > 0 ? t : null
            },
            prev,
            { timeout: 30_000, polling: 50 },
          )
          .catch(() => null)
        if (!drawn) {
          const why = await phone.evaluate(() => ({ ...window.__museumHand }))
          const tvAt = await tv.evaluate(() => [
            window.__museum?.actions().slice(-2),
            window.__museumScene?.remoteTumble(),
          ])
          console.error(`bench: a flick drew no tumble: phone ${JSON.stringify(why)}, screen ${JSON.stringify(tvAt)}`)
          missed++
          continue
        }
        const { rollId, receivedAt, drawnAt } = (await drawn.jsonValue())!
        const flickAt = await phone.evaluate(() => window.__museumHand!.flickAt)
        flickToMessageMs.push(receivedAt - flickAt)
        flickToTumbleMs.push(drawnAt - flickAt)
        // The faces land (the table's report), then the phone plays on.
        await tv.waitForFunction(
          (id) => window.__museum?.actions().some((a) => a.type === 'reportRoll' && a.rollId === id),
          rollId,
          { timeout: 60_000 },
        )
        continue
      }
      const move = nextMove(list)
      if (!move) break
      const before = await tv.evaluate(() => window.__museum?.actions().length ?? 0)
      // The moves between throws are not what is timed: the button is pressed where it is, even mid-scroll.
      await phone
        .locator(`[data-action='${actionKey(move)}']`)
        .first()
        .evaluate((b: HTMLButtonElement) => b.click())
      await tv
        .waitForFunction((n) => (window.__museum?.actions().length ?? 0) > n, before, { timeout: 15_000 })
        .catch(() => console.error(`bench: the phone's ${move.type} did not reach the table; trying again`))
    }
    const to = await clock()
    const watchFrameMs = (to.at - from.at) / Math.max(1, to.frames - from.frames)
    return { jsGzip, loadsThree, flickToMessageMs, flickToTumbleMs, watchFrameMs }
  } finally {
    await browser.close()
    await host.leave()
  }
}
