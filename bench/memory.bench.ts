// Memory benchmark (issue 14, "A table that never dies"): in the system Chromium, the bot plays the game's table
// (`window.__museumDrive`, which performs each action as its HUD control would, so every roll is thrown by the
// physics tray), game after game, until 200 rolls and at least 20 turns have been played. The JS heap (after forced
// garbage collection, CDP) and three's renderer.info (geometries, textures, shader programs) are read, with the
// table still, after the first 20 rolls and again at the end. Ratios near 1 mean nothing leaks as cards are dealt
// and replaced, dice thrown and games started.
// Env: BENCH_DIR / PREVIEW_DIR (the build served; default dist), BENCH_PORT / PREVIEW_PORT (default 4398),
// MEMORY_BENCH_ROLLS (default 200), MEMORY_BENCH_TURNS (default 20).
// Prints one JSON line per metric on stdout; notes go to stderr.
import type { CDPSession, Page } from '@playwright/test'
import '../src/content/contentSets.ts'
import type { Action, GameState } from '../src/engine/index.ts'
import { chooseAction } from '../src/engine/bot/chooseAction.ts'
import { heap, metric, poll, previewBrowser } from './lib/chromiumBench.ts'

const DIR = process.env.BENCH_DIR ?? process.env.PREVIEW_DIR ?? 'dist'
const PORT = Number(process.env.BENCH_PORT ?? process.env.PREVIEW_PORT ?? 4398)
const FIRST = 20
const ROLLS = Number(process.env.MEMORY_BENCH_ROLLS ?? 200)
const TURNS = Number(process.env.MEMORY_BENCH_TURNS ?? 20)
// Memory does not depend on the window's size; a smaller one keeps software GL quick.
const SIZE = { width: 640, height: 360 }
const SETTINGS_KEY = 'midnight-museum.settings.v1'

type Counts = { geometries: number; textures: number; programs: number }
type Seen = { state: GameState; reports: number }

const play = (seed: number) => `#/play?seed=${seed}&investigators=2&ancientOne=cthulhu&ruleset=revised`

async function seen(page: Page): Promise<Seen> {
  return page.evaluate(() => {
    const probe = window.__museum
    const state = probe?.state()
    if (!probe || !state) throw new Error('bench: no game on the table')
    return { state: state as GameState, reports: probe.actions().filter((a) => a.type === 'reportRoll').length }
  })
}

/** Waits for the table of the game now in the store: drawn, its physics loaded, the driver installed. */
async function tableReady(page: Page): Promise<void> {
  await poll(
    page,
    `window.__museumScene?.ready() && window.__museumScene.physics() && window.__museumDrive && window.__museumBench`,
    180_000,
  )
}

/** Waits until no roll is pending (its dice have settled and been reported) and nothing moves in the tray. */
async function rollEnded(page: Page): Promise<void> {
  for (;;) {
    await poll(
      page,
      `(() => { const p = window.__museum?.state()?.phase; return !(p && 'stage' in p && p.stage === 'rolling') || !window.__museumScene?.moving() })()`,
      180_000,
    )
    const { state } = await seen(page)
    const p = state.phase
    if (!((p.kind === 'resolution' || p.kind === 'entrance') && p.stage === 'rolling')) return
    // Still pending with the tray at rest (the throw was refused as busy): throw it again, as Space would.
    const report = (await page.evaluate(() => window.__museum?.legal() ?? [])).find((a) => a.type === 'reportRoll')
    if (report) await perform(page, report as Action)
  }
}

async function perform(page: Page, action: Action): Promise<void> {
  const ok = await page.evaluate((a) => window.__museumDrive?.perform(a) ?? false, action)
  if (!ok) throw new Error(`bench: the table refused the bot's ${action.type}`)
}

/** Waits until the table has drawn nothing for 1.5 s (it renders on demand: every animation has ended). */
async function still(page: Page): Promise<void> {
  await poll(
    page,
    `(() => { const b = window.__museumBench; const t = b?.frameTimes(b.frames() - 1)[0]; return t === undefined || performance.now() - t > 1500 })()`,
    120_000,
  )
}

async function measure(page: Page, cdp: CDPSession): Promise<Counts & { heap: number }> {
  await still(page)
  const counts = (await page.evaluate(() => window.__museumBench!.renderer())) as Counts
  return { heap: await heap(cdp), geometries: counts.geometries, textures: counts.textures, programs: counts.programs }
}

async function main(): Promise<void> {
  const { base, browser, close } = await previewBrowser(DIR, PORT)
  try {
    const context = await browser.newContext({ viewport: SIZE })
    await context.addInitScript(
      ({ key }) => {
        window.__museumDriveWanted = true
        // No odds: their worker would work after every action and only add noise to the heap.
        localStorage.setItem(key, JSON.stringify({ ...JSON.parse(localStorage.getItem(key) ?? '{}'), hints: false }))
      },
      { key: SETTINGS_KEY },
    )
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    let seed = 42
    await page.goto(`${base}${play(seed)}`)
    await tableReady(page)

    let rolls = 0 // reports of games already finished
    let turns = 0
    let first: (Counts & { heap: number }) | null = null
    let games = 1
    const started = performance.now()
    for (;;) {
      const { state, reports } = await seen(page)
      const turnsNow = turns + state.turn.number - 1
      if (first === null && rolls + reports >= FIRST) {
        first = await measure(page, cdp)
        console.error(`bench: memory after ${rolls + reports} rolls: ${JSON.stringify(first)}`)
      }
      if (first !== null && rolls + reports >= ROLLS && turnsNow >= TURNS) break
      if (state.status !== 'playing') {
        rolls += reports
        turns = turnsNow + 1
        seed++
        games++
        await page.evaluate((hash) => (window.location.hash = hash), play(seed))
        await poll(page, `window.__museum?.setup()?.seed === ${seed}`, 60_000)
        await tableReady(page)
        continue
      }
      await perform(page, chooseAction(state))
      await rollEnded(page)
      const total = rolls + (await seen(page)).reports
      if (total % 20 === 0 && total !== rolls + reports)
        console.error(
          `bench: ${total} rolls, ${turnsNow} turns, ${((performance.now() - started) / 1000).toFixed(0)} s`,
        )
    }
    const { state, reports } = await seen(page)
    const last = await measure(page, cdp)
    if (!first) throw new Error('bench: never measured after the first rolls')
    metric('memory.rolls', rolls + reports, 'count')
    metric('memory.turns', turns + state.turn.number - 1, 'count')
    metric('memory.games', games, 'count')
    metric(`memory.heapBytesAfter${FIRST}`, first.heap, 'bytes')
    metric('memory.heapBytesAfterAll', last.heap, 'bytes')
    metric('memory.heapRatio', last.heap / first.heap, 'ratio')
    for (const k of ['geometries', 'textures', 'programs'] as const) {
      metric(`memory.${k}After${FIRST}`, first[k], 'count')
      metric(`memory.${k}AfterAll`, last[k], 'count')
      metric(`memory.${k}Ratio`, last[k] / first[k], 'ratio')
    }
  } finally {
    await close()
  }
}

await main()
