// A built game served by `vite preview` on `port` (the build in SHOT_DIR, or dist/) and Chromium beside it, for the
// scripts that draw pictures of the real scene (readmeShot.mjs, startStill.mjs). `run` gets the browser and the
// page's address; the server and the browser are closed however it ends.
import { spawn } from 'node:child_process'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, findChrome } from '../findChrome.mjs'

export async function withPreview(name, port, run) {
  const base = `http://127.0.0.1:${port}/`
  const executablePath = findChrome()
  if (!executablePath) throw new Error(`${name}: no Chromium or Chrome found (set CHROME_PATH)`)
  const dir = process.env.SHOT_DIR ?? 'dist'
  const args = ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', dir]
  const server = spawn('npx', args, { stdio: 'ignore', detached: true })
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
  try {
    for (let i = 0; ; i++) {
      const up = await fetch(base).then(
        (r) => r.ok,
        () => false,
      )
      if (up) break
      if (i > 120) throw new Error(`${name}: vite preview did not answer on ${base}`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    await run(browser, base)
  } finally {
    await browser.close()
    if (server.pid) process.kill(-server.pid)
  }
}
