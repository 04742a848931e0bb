// Takes a screenshot of the built app (served by `vite preview` on 127.0.0.1:4173) in the system Chromium.
// Usage: node scripts/screenshot.mjs '#/table' docs/screenshot.png [waitMs] [width] [height]
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, findChrome } from './findChrome.mjs'

const [route = '', out = 'screenshot.png', wait = '5000', width = '1280', height = '720'] = process.argv.slice(2)
const executablePath = findChrome()
if (!executablePath) throw new Error('screenshot: no Chromium or Chrome found (set CHROME_PATH)')
const browser = await chromium.launch({
  executablePath,
  args: CHROMIUM_ARGS,
})
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } })
page.on('console', (m) => m.type() === 'error' && console.error('page error:', m.text()))
await page.goto(`http://127.0.0.1:${process.env.PREVIEW_PORT ?? 4173}/${route}`)
await page.waitForTimeout(Number(wait))
await page.screenshot({ path: out })
await browser.close()
console.log(`screenshot: wrote ${out}`)
