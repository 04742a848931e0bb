// Writes README's screenshot: the table mid-game at 1920×1080, the dice tumbling in the tray after a flick.
// Usage: npm run build && node scripts/readmeShot.mjs [out.png]   (serves dist/ itself with `vite preview`;
// SHOT_DIR=<build folder> previews another build, SHOT_PORT another port)
import { withPreview } from './lib/previewBrowser.mjs'

const out = process.argv[2] ?? 'docs/screenshot.png'
const port = Number(process.env.SHOT_PORT ?? 4397)
const SETUP = '#/play?seed=20261123&investigators=2&ancientOne=cthulhu&ruleset=revised'

await withPreview('readmeShot', port, async (browser, base) => {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  page.on('console', (m) => m.type() === 'error' && console.error('page error:', m.text()))
  await page.goto(base + SETUP)
  const ready = () => page.waitForFunction(() => globalThis.__museumScene?.ready() === true, null, { timeout: 120_000 })
  const actions = () => page.evaluate(() => globalThis.__museum?.actions().length ?? 0)
  /** Presses keys and waits until the game has taken at least one more action. */
  const play = async (...keys) => {
    const before = await actions()
    for (const key of keys) await page.keyboard.press(key)
    await page.waitForFunction((n) => (globalThis.__museum?.actions().length ?? 0) > n, before, { timeout: 60_000 })
  }
  await ready()
  // The first investigator walks to the adventure at place 2, then grabs the dice in the tray and flicks them: the
  // shot is taken while they tumble (the tray's physics has loaded by then: `__museumScene.physics()`).
  await play('2', 'Enter')
  await page.waitForTimeout(2500) // let the ring finish turning
  await page.waitForFunction(() => globalThis.__museumScene?.physics() === true, null, { timeout: 120_000 })
  const tray = await page.evaluate(() => globalThis.__museumScene.targets().find((t) => t.key === 'tray'))
  await page.mouse.move(tray.x + 30, tray.y + 40)
  await page.mouse.down()
  for (let i = 1; i <= 5; i++) await page.mouse.move(tray.x + 30 - i * 6, tray.y + 40 - i * 18)
  await page.mouse.up()
  await page.waitForFunction(() => globalThis.__museumScene?.moving() === true, null, { timeout: 30_000 })
  await page.waitForTimeout(Number(process.env.SHOT_DELAY_MS ?? 150)) // a moment into the tumble
  await page.screenshot({ path: out })
  console.log(`readmeShot: wrote ${out}`)
})
