// Pictures of presentation mode for a person to look at (run only with SCENE_SHOTS=<folder>, the `shots` project):
// the table presented with the side panel open and closed, hints on (the odds in the panel), after the first move
// and a roll, at 1920×1080; then the same screen as a 4K device at 1× and 2× and a 1080p device at 2×.
import { expect, test, type Page } from '@playwright/test'
import { pageStill } from './pageClock'

const SHOTS = process.env.SCENE_SHOTS ?? 'test-results'

async function presentedGame(page: Page): Promise<void> {
  await page.goto('/#/play?seed=42&investigators=2')
  await expect.poll(() => page.evaluate(() => window.__museumScene?.ready() ?? false), { timeout: 120_000 }).toBe(true)
  await page.evaluate(() => document.fonts.ready)
  await page.keyboard.press('p')
  await expect(page.getByRole('button', { name: /^Leave presentation/ })).toBeVisible()
}

/** Moves to the first adventure of the ring and rolls there, so the action panel, the log and the odds have words. */
async function firstRoll(page: Page): Promise<void> {
  await page.keyboard.press('1')
  await page.keyboard.press('Enter')
  await expect.poll(() => page.evaluate(() => window.__museum?.actions().length ?? 0)).toBe(1)
  await page.keyboard.press(' ')
  await expect
    .poll(() => page.evaluate(() => window.__museum?.state()?.dice.some((d) => d.at.kind === 'pool' && d.face)), {
      timeout: 60_000,
    })
    .toBe(true)
}

test.describe('1920×1080', () => {
  test.use({ viewport: { width: 1920, height: 1080 } })

  test('presentation mode: the move step, then a roll with the panel open and closed', async ({ page }) => {
    test.setTimeout(300_000)
    await presentedGame(page)
    await pageStill(page) // the view settles
    await page.screenshot({ path: `${SHOTS}/presentation-start.png` })
    await firstRoll(page)
    await pageStill(page) // the dice settle, the odds arrive
    await page.screenshot({ path: `${SHOTS}/presentation-open.png` })
    await page.getByRole('button', { name: 'Log and odds' }).click()
    await pageStill(page)
    await page.screenshot({ path: `${SHOTS}/presentation-closed.png` })
  })
})

for (const device of [
  { name: '4k-1x', width: 3840, height: 2160, scale: 1 },
  { name: '4k-2x', width: 1920, height: 1080, scale: 2 },
  { name: '1080p-2x', width: 960, height: 540, scale: 2 },
]) {
  test.describe(device.name, () => {
    test.use({ viewport: { width: device.width, height: device.height }, deviceScaleFactor: device.scale })

    test(`presentation mode on a ${device.name} screen`, async ({ page }) => {
      test.setTimeout(300_000)
      await presentedGame(page)
      await pageStill(page)
      await page.screenshot({ path: `${SHOTS}/presentation-${device.name}.png` })
    })
  })
}
