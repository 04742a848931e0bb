// The first minute on a machine without a graphics card (issue 41): in the system Chromium (SwiftShader WebGL here)
// at 1920×1080 with the settings a newcomer has (quality auto, full resolution, motion on), five fresh page loads of
// a game (`#/play?seed=42&investigators=1`, whose first card takes a roll at once), each:
//  - table.firstFrameMs: from navigation to the table's first drawn frame with its cards;
//  - table.longTasksAfterFirstFrame: main-thread tasks over 200 ms from that frame until the roll's faces are in
//    (the page answers input within a second of its first frame only if there are none);
//  - table.throwToFacesMs: Space pressed at the first card (the engine waiting for the roll) until the engine holds
//    the faces the dice landed on;
//  - table.autoTier: the tier auto settled on (0 minimal, 1 low, 2 medium, 3 high), for the record;
//  - table.loadsLandedAtOnce: of the five, how many were below the floor (the dice landed without their tumble);
//  - table.loadsWithoutPhysics: of the five, how many took faces the tray did not read from its bodies (should be 0:
//    Space pressed while the physics still loads waits for it).
// Medians of the five. Prints one JSON line per metric on stdout; notes go to stderr.
import type { Page } from '@playwright/test'
import { metric, previewBrowser } from './lib/chromiumBench.ts'
import { median } from './table.bench.ts'

const PORT = Number(process.env.BENCH_PORT ?? 4398)
const DIR = process.env.BENCH_DIR ?? 'dist'
const LOADS = Number(process.env.TABLE_FIRST_LOADS ?? 5)
const SIZE = { width: 1920, height: 1080 }
const LONG_TASK_MS = 200
const TIERS = ['minimal', 'low', 'medium', 'high']

declare global {
  interface Window {
    __longTasks?: { start: number; duration: number }[]
  }
}

type Load = {
  firstFrameMs: number
  longTasks: number
  throwToFacesMs: number
  tier: number
  landedAtOnce: boolean
  read: boolean
}

async function oneLoad(page: Page, base: string): Promise<Load> {
  await page.addInitScript(() => {
    window.__longTasks = []
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks?.push({ start: e.startTime, duration: e.duration })
    }).observe({ type: 'longtask', buffered: true })
  })
  await page.goto(`${base}#/play?seed=42&investigators=1`)
  await page.waitForFunction(() => window.__museumScene?.ready() === true, null, { timeout: 300_000, polling: 50 })
  const firstFrameMs = await page.evaluate(() => performance.now())
  await page.keyboard.press('1')
  await page.keyboard.press('Enter')
  await page.waitForFunction(
    () => {
      const legal = window.__museum?.legal() ?? []
      return window.__museum?.state()?.phase.kind === 'resolution' && legal.some((a) => a.type === 'rollDice')
    },
    null,
    { timeout: 300_000, polling: 100 },
  )
  const pressed = await page.evaluate(() => performance.now())
  await page.keyboard.press('Space')
  await page.waitForFunction(
    () => (window.__museum?.state()?.phase as { stage?: string } | undefined)?.stage === 'rolled',
    null,
    {
      timeout: 600_000,
      polling: 50,
    },
  )
  const landed = await page.evaluate(() => performance.now())
  const longTasks = await page.evaluate(
    ([from, over]) => (window.__longTasks ?? []).filter((t) => t.start >= from && t.duration > over).length,
    [firstFrameMs, LONG_TASK_MS] as const,
  )
  if (process.env.TABLE_FIRST_TASKS) {
    const tasks = await page.evaluate(() => window.__longTasks ?? [])
    console.error(
      `bench: first frame at ${firstFrameMs.toFixed(0)} ms; long tasks: ${JSON.stringify(tasks.map((t) => [Math.round(t.start), Math.round(t.duration)]))}`,
    )
  }
  const tierName = await page.evaluate(() => window.__museumQuality?.tier() ?? 'unknown')
  // Below the floor the note says the dice land at once: then the figure is a throw without its tumble.
  const landedAtOnce = await page.getByText('so they land at once').isVisible()
  // The faces the engine took are the ones the tray read from its bodies when they settled.
  const read = await page.evaluate(() => {
    const last = window.__museum?.actions().at(-1)
    const reading = window.__museumScene?.lastRead()
    return last?.type === 'reportRoll' && reading?.rollId === last.rollId
  })
  const throwToFacesMs = landed - pressed
  return { firstFrameMs, longTasks, throwToFacesMs, tier: TIERS.indexOf(tierName), landedAtOnce, read }
}

async function main(): Promise<void> {
  const { base, browser, close } = await previewBrowser(DIR, PORT)
  try {
    const loads: Load[] = []
    for (let i = 0; i < LOADS; i++) {
      // A fresh context for each load: nothing stored by the one before.
      const context = await browser.newContext({ viewport: SIZE })
      const load = await oneLoad(await context.newPage(), base).finally(() => context.close())
      loads.push(load)
      console.error(`bench: load ${i + 1}: ${JSON.stringify(load)}`)
    }
    metric('table.firstFrameMs', median(loads.map((l) => l.firstFrameMs)), 'ms')
    metric('table.longTasksAfterFirstFrame', median(loads.map((l) => l.longTasks)), 'count')
    metric('table.throwToFacesMs', median(loads.map((l) => l.throwToFacesMs)), 'ms')
    metric('table.autoTier', median(loads.map((l) => l.tier)), 'tier')
    metric('table.loadsLandedAtOnce', loads.filter((l) => l.landedAtOnce).length, 'count')
    metric('table.loadsWithoutPhysics', loads.filter((l) => !l.read).length, 'count')
  } finally {
    await close()
  }
}

await main()
