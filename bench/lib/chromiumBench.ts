// What the browser benchmarks share: a `vite preview` of a build, the system Chromium, one JSON line per metric,
// polling the page, and the JS heap after a forced garbage collection (CDP).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test'
// @ts-expect-error: a plain ESM helper shared with scripts/test.mjs
import { CHROMIUM_ARGS, findChrome } from '../../scripts/findChrome.mjs'

/** Prints one metric as the JSON line `scripts/bench.mjs` collects. */
export function metric(name: string, value: number, unit: string): void {
  console.log(JSON.stringify({ metric: name, value: Number(value.toFixed(3)), unit }))
}

/** Waits (polling every 100 ms) until `test`, a page expression, is truthy. */
export async function poll(page: Page, test: string, timeoutMs: number): Promise<void> {
  await page.waitForFunction(test, null, { timeout: timeoutMs, polling: 100 })
}

/** The JS heap in use after two forced garbage collections, bytes. */
export async function heap(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
  return usedSize
}

export type PreviewBrowser = { readonly base: string; readonly browser: Browser; readonly close: () => Promise<void> }

/** Builds `dir` if it has no index.html, serves it with `vite preview` on `port`, and launches the system Chromium. */
export async function previewBrowser(dir: string, port: number): Promise<PreviewBrowser> {
  if (!existsSync(`${dir}/index.html`)) {
    console.error(`bench: no ${dir}/ — building`)
    const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', dir], { stdio: 'inherit' })
    if (built.status !== 0) throw new Error('bench: vite build failed')
  }
  const executablePath = (findChrome as () => string | null)()
  if (!executablePath) throw new Error('bench: no Chromium or Chrome found (set CHROME_PATH)')
  const server: ChildProcess = spawn(
    'npx',
    ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', dir],
    { stdio: 'ignore', detached: true },
  )
  const base = `http://127.0.0.1:${port}/`
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS as string[] })
  const close = async () => {
    await browser.close()
    if (server.pid) process.kill(-server.pid)
  }
  try {
    await waitForServer(base)
  } catch (e) {
    await close()
    throw e
  }
  return { base, browser, close }
}

async function waitForServer(base: string): Promise<void> {
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
