// App benchmark: the time from pressing "Begin the night" on the start screen to the first interactive frame of the
// game — the HUD lists actions and the scene says it is ready (`window.__museumScene.ready()`), or, without that
// probe, the game's canvas has drawn a frame. Real Chromium (the system's) against `vite preview` of `dist/`.
// Prints one JSON line per metric on stdout; notes go to stderr.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'
// @ts-expect-error: a plain ESM helper shared with scripts/test.mjs
import { CHROMIUM_ARGS, findChrome } from '../scripts/findChrome.mjs'

const RUNS = 7
const PORT = Number(process.env.BENCH_PORT ?? 4398)
const base = `http://127.0.0.1:${PORT}/`

// In-page code as text: tsx would wrap named functions in a helper the page does not have.
const MEASURE = `(async () => {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Begin the night')
  if (!button) throw new Error('bench: no New game button')
  let canvasFrames = 0
  const interactive = () => {
    if (!document.querySelector('[data-action]')) return false
    const scene = window.__museumScene
    if (scene) return scene.ready()
    if (document.querySelector('.game-page canvas')) canvasFrames++
    return canvasFrames >= 2 // the canvas existed at one frame and another has been drawn since
  }
  const started = performance.now()
  button.click()
  await new Promise((resolve) => {
    const check = () => (interactive() ? resolve() : requestAnimationFrame(check))
    requestAnimationFrame(check)
  })
  return performance.now() - started
})()`

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] as number
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

async function main(): Promise<void> {
  if (!existsSync('dist/index.html')) {
    console.error('bench: no dist/ — building')
    if (spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' }).status !== 0)
      throw new Error('bench: vite build failed')
  }
  const executablePath = (findChrome as () => string | null)()
  if (!executablePath) throw new Error('bench: no Chromium or Chrome found (set CHROME_PATH)')
  const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], {
    stdio: 'ignore',
    detached: true,
  })
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS as string[] })
  try {
    await waitForServer()
    const times: number[] = []
    for (let run = 0; run < RUNS; run++) {
      // A fresh context per run: the game's chunks load from the server each time, as for a first visit.
      const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } })
      const page = await context.newPage()
      await page.goto(base)
      await page.getByLabel('Seed').fill('42')
      const ms = (await page.evaluate(MEASURE)) as number
      times.push(ms)
      console.error(`bench: run ${run + 1}: ${ms.toFixed(0)} ms`)
      await context.close()
    }
    console.log(
      JSON.stringify({ metric: 'app.newGameToInteractiveMs', value: Number(median(times).toFixed(1)), unit: 'ms' }),
    )
  } finally {
    await browser.close()
    if (server.pid) process.kill(-server.pid)
  }
}

await main()
