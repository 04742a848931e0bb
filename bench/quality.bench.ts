// Quality bench (issue 14, "Quality tiers"): in ONE run of the system Chromium (SwiftShader WebGL here, so only
// ratios mean anything), at 1920×1080, the frames per second of the game's table (`#/play?seed=42&investigators=2`)
// while 8 dice tumble in its tray, drawn in low and in high quality, each divided by the frames per second of the
// bare dice scene (`#/bench?scene=dice&seed=42`) in the same run. Low: one pixel per CSS pixel, 1024² shadows,
// no post-processing. High: up to 4K across (twice the pixels at 1080p), 4096² shadows, N8AO, depth of field,
// bloom. A warm-up throw each, then QUALITY_BENCH_THROWS throws each (3 by default), taken in turn; medians.
// The tabs share one browser context: only the tab in front draws.
// Also the frames the idle table draws in two seconds in high (on demand with the composer mounted: 0 expected).
// BENCH_DIR / BENCH_PORT choose the build and port as for the table bench.
import type { BrowserContext, Page } from '@playwright/test'
import { metric, poll, previewBrowser } from './lib/chromiumBench.ts'
import { median, tumble } from './table.bench.ts'
import { SETTINGS_KEY } from '../src/state/settingsAtoms.ts'

const PORT = Number(process.env.BENCH_PORT ?? 4399)
const DIR = process.env.BENCH_DIR ?? 'dist'
const SIZE = { width: 1920, height: 1080 }
const THROWS = Number(process.env.QUALITY_BENCH_THROWS ?? 3)
const TIERS = ['low', 'high'] as const

/**
 * A tab with the table drawn at `quality`, ready to throw. All tabs share one context, as in the table bench, so
 * only the tab in front draws; each tab's settings are written before its own page loads (read once, at load).
 */
async function tablePage(context: BrowserContext, base: string, quality: 'low' | 'high'): Promise<Page> {
  const page = await context.newPage()
  await page.addInitScript(({ key, quality }) => localStorage.setItem(key, JSON.stringify({ quality, hints: false })), {
    key: SETTINGS_KEY,
    quality,
  })
  await page.goto(`${base}#/play?seed=42&investigators=2`)
  await poll(
    page,
    `window.__museumScene?.ready() && window.__museumScene.physics() && window.__museumBench !== undefined` +
      ` && window.__museumQuality?.tier() === '${quality}'` +
      (quality === 'high' ? ` && window.__museumQuality.composer()` : ''),
    300_000,
  )
  const dpr = await page.evaluate(() => window.__museumQuality!.dpr())
  console.error(`bench: ${quality} draws at ${dpr} device pixels per CSS pixel`)
  return page
}

async function idleFrames(page: Page): Promise<number> {
  await page.bringToFront()
  await page.waitForTimeout(3000)
  const from = await page.evaluate(() => window.__museumBench!.frames())
  await page.waitForTimeout(2000)
  return (await page.evaluate(() => window.__museumBench!.frames())) - from
}

async function main(): Promise<void> {
  const { base, browser, close } = await previewBrowser(DIR, PORT)
  try {
    const context = await browser.newContext({ viewport: SIZE })
    const pages = { low: await tablePage(context, base, 'low'), high: await tablePage(context, base, 'high') }
    const bare = await context.newPage()
    await bare.goto(`${base}#/bench?scene=dice&seed=42`)
    await poll(bare, `window.__museumBench?.throwNow !== undefined && window.__museumBench.frames() > 0`, 180_000)

    metric('quality.idleFramesHighIn2s', await idleFrames(pages.high), 'frames')

    // A first throw on each, unmeasured: shaders compile, the models load.
    for (const page of [pages.low, pages.high, bare]) await tumble(page)
    const fps = { low: [] as number[], high: [] as number[], bare: [] as number[] }
    for (let i = 0; i < THROWS; i++) {
      for (const tier of TIERS) fps[tier].push(await tumble(pages[tier]))
      fps.bare.push(await tumble(bare))
      console.error(
        `bench: throw ${i + 1}: low ${fps.low[i]?.toFixed(2)}, high ${fps.high[i]?.toFixed(2)}, bare ${fps.bare[i]?.toFixed(2)} fps`,
      )
    }
    const bareFps = median(fps.bare)
    metric('quality.bareFpsTumbling', bareFps, 'fps')
    for (const tier of TIERS) {
      const tierFps = median(fps[tier])
      metric(`quality.fpsTumbling.${tier}`, tierFps, 'fps')
      metric(`quality.fpsRatio.${tier}`, tierFps / bareFps, 'ratio')
    }
    // Auto never took part: both pages chose their tier, so no step down may have happened.
    for (const tier of TIERS) {
      const steps = await pages[tier].evaluate(() => window.__museumQuality!.autoSteps().length)
      if (steps !== 0) throw new Error(`bench: the ${tier} page stepped down ${steps} times`)
    }
  } finally {
    await close()
  }
}

await main()
