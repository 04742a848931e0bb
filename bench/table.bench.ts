// Table benchmark (issue 11, "Fast"): in ONE run of the system Chromium (SwiftShader WebGL here, so only ratios
// mean anything), at 1280×720:
//  - frames per second of the game's table (`#/play?seed=42&investigators=2`) while 8 dice tumble in its tray
//    (`window.__museumScene.throwNow()`: the table tray's seeded bench throw), divided by the frames per second of
//    a bare scene with only that tray and the same 8 dice tumbling (`#/bench?scene=dice&seed=42`: the same tray box,
//    die models, physics, lights, camera and canvas settings). Three throws each, alternating, medians;
//  - frames drawn by the idle table in two seconds (it renders on demand: 0 expected);
//  - the JS heap (after a forced GC, CDP) and three's renderer.info (geometries, textures) after 10 and after 100
//    throws on the game's table, and their ratios (1 = no leak).
// Prints one JSON line per metric on stdout; notes go to stderr.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { chromium, type CDPSession, type Page } from '@playwright/test'
// @ts-expect-error: a plain ESM helper shared with scripts/test.mjs
import { CHROMIUM_ARGS, findChrome } from '../scripts/findChrome.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 4399)
const DIR = process.env.BENCH_DIR ?? 'dist'
const SIZE = { width: 1280, height: 720 }
const THROWS = Number(process.env.TABLE_BENCH_THROWS ?? 5)
const LEAK_FIRST = 10
const LEAK_TOTAL = Number(process.env.TABLE_BENCH_ROLLS ?? 100)
const base = `http://127.0.0.1:${PORT}/`

type Counts = { geometries: number; textures: number; programs: number; calls: number; triangles: number }

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] as number
}

function metric(name: string, value: number, unit: string): void {
  console.log(JSON.stringify({ metric: name, value: Number(value.toFixed(3)), unit }))
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(base)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`bench: vite preview did not answer on ${base}`)
}

async function poll(page: Page, test: string, timeoutMs: number): Promise<void> {
  await page.waitForFunction(test, null, { timeout: timeoutMs, polling: 100 })
}

/** The throw and the motion flag of a page: the game's scene probe, or the bare scene's bench probe. */
const THROW = `(window.__museumScene ?? window.__museumBench).throwNow()`
const MOVING = `!(window.__museumScene ?? window.__museumBench).moving()`

/** Throws once and waits for the dice to settle; returns the frames per second drawn while they moved. */
export async function tumble(page: Page): Promise<number> {
  await page.bringToFront()
  const before = await page.evaluate(() => ({ frames: window.__museumBench!.frames(), at: performance.now() }))
  const thrown = await page.evaluate(THROW)
  if (thrown !== true) throw new Error('bench: the dice would not throw (still moving?)')
  await poll(page, MOVING, 180_000)
  const times = await page.evaluate((from) => window.__museumBench!.frameTimes(from), before.frames)
  const during = times.filter((t) => t >= before.at)
  const first = during[0]
  const last = during[during.length - 1]
  if (first === undefined || last === undefined || during.length < 3) throw new Error('bench: no frames were drawn')
  return ((during.length - 1) * 1000) / (last - first)
}

async function heap(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
  return usedSize
}

const counts = (page: Page) => page.evaluate(() => window.__museumBench!.renderer()) as Promise<Counts>

async function main(): Promise<void> {
  if (!existsSync(`${DIR}/index.html`)) {
    console.error(`bench: no ${DIR}/ — building`)
    const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', DIR], { stdio: 'inherit' })
    if (built.status !== 0) throw new Error('bench: vite build failed')
  }
  const executablePath = (findChrome as () => string | null)()
  if (!executablePath) throw new Error('bench: no Chromium or Chrome found (set CHROME_PATH)')
  const server = spawn(
    'npx',
    ['vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort', '--outDir', DIR],
    { stdio: 'ignore', detached: true },
  )
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS as string[] })
  try {
    await waitForServer()
    const context = await browser.newContext({ viewport: SIZE })
    const table = await context.newPage()
    await table.goto(`${base}#/play?seed=42&investigators=2`)
    await poll(
      table,
      `window.__museumScene?.ready() && window.__museumScene.physics() && window.__museumBench !== undefined`,
      180_000,
    )
    const bare = await context.newPage()
    await bare.goto(`${base}#/bench?scene=dice&seed=42`)
    await poll(bare, `window.__museumBench?.throwNow !== undefined && window.__museumBench.frames() > 0`, 180_000)

    // Idle: nothing moves, so the table should draw nothing.
    await table.bringToFront()
    await table.waitForTimeout(2000)
    const idleFrom = await table.evaluate(() => window.__museumBench!.frames())
    await table.waitForTimeout(2000)
    const idle = (await table.evaluate(() => window.__museumBench!.frames())) - idleFrom
    metric('table.idleFramesIn2s', idle, 'frames')

    // A first throw on each, unmeasured: shaders compile, the models load.
    await tumble(table)
    await tumble(bare)
    const tableFps: number[] = []
    const bareFps: number[] = []
    for (let i = 0; i < THROWS; i++) {
      tableFps.push(await tumble(table))
      bareFps.push(await tumble(bare))
      console.error(`bench: throw ${i + 1}: table ${tableFps[i]?.toFixed(2)} fps, bare ${bareFps[i]?.toFixed(2)} fps`)
    }
    const t = median(tableFps)
    const b = median(bareFps)
    metric('table.fpsTumbling', t, 'fps')
    metric('table.bareFpsTumbling', b, 'fps')
    metric('table.fpsRatio', t / b, 'ratio')
    await bare.close()

    // Leaks: throws on the game's table (2 + 2×THROWS done above), measured after 10 and after LEAK_TOTAL.
    const cdp = await context.newCDPSession(table)
    await table.bringToFront()
    let thrown = 2 + THROWS
    while (thrown < LEAK_FIRST) {
      await tumble(table)
      thrown++
    }
    const heap10 = await heap(cdp)
    const counts10 = await counts(table)
    while (thrown < LEAK_TOTAL) {
      await tumble(table)
      thrown++
      if (thrown % 10 === 0) console.error(`bench: ${thrown} throws`)
    }
    const heapN = await heap(cdp)
    const countsN = await counts(table)
    metric('table.heapBytesAfter10', heap10, 'bytes')
    metric(`table.heapBytesAfter${LEAK_TOTAL}`, heapN, 'bytes')
    metric('table.heapRatio', heapN / heap10, 'ratio')
    metric('table.geometriesAfter10', counts10.geometries, 'count')
    metric(`table.geometriesAfter${LEAK_TOTAL}`, countsN.geometries, 'count')
    metric('table.texturesAfter10', counts10.textures, 'count')
    metric(`table.texturesAfter${LEAK_TOTAL}`, countsN.textures, 'count')
    metric('table.drawCalls', countsN.calls, 'calls')
  } finally {
    await browser.close()
    if (server.pid) process.kill(-server.pid)
  }
}

// Run as a script (`npm run bench -- table`), not when another bench imports its helpers.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
