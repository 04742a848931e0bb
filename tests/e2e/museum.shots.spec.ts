import { expect, test, type Page } from '@playwright/test'
import { pageStill } from './pageClock'
import { rollAtFirstCard } from './gameSteps'

// Pictures of the museum around a fresh game for a person to look at (not assertions), the ones in docs/shots/:
// 1920×1080 in low and high quality, 3840×2160, 1366×768, a tablet upright, a phone both ways (touch screens, with
// reduced motion, so they hold still), presentation mode, the room seen from an orbit backed out and tilted,
// presentation's drift, and a roll at the desk and on a phone (the close-up, the advice on the dice). JPEG, each
// under 400 KB. Only when asked for:
// `SCENE_SHOTS=/tmp/shots npx playwright test --project=shots tests/e2e/museum.shots.spec.ts`.
const SHOTS = process.env.SCENE_SHOTS ?? ''

const SIZES = [
  { name: 'museum-1080-low', width: 1920, height: 1080, quality: 'low', jpeg: 82 },
  { name: 'museum-1080-high', width: 1920, height: 1080, quality: 'high', jpeg: 82 },
  { name: 'museum-2160', width: 3840, height: 2160, quality: 'low', jpeg: 62 },
  { name: 'museum-1366', width: 1366, height: 768, quality: 'low', jpeg: 82 },
  { name: 'museum-tablet', width: 768, height: 1024, quality: 'low', jpeg: 82, touch: true },
  { name: 'museum-phone', width: 390, height: 844, quality: 'low', jpeg: 85, touch: true },
  { name: 'museum-phone-landscape', width: 844, height: 390, quality: 'low', jpeg: 85, touch: true },
] as const

/** Opens seed `seed`'s game with these settings and waits for the table's first full frame. */
async function open(page: Page, settings: Record<string, string>, seed = 1) {
  await page.addInitScript((s) => localStorage.setItem('midnight-museum.settings.v1', JSON.stringify(s)), settings)
  await page.goto(`/#/play?seed=${seed}&investigators=2`)
  await expect.poll(() => page.evaluate(() => window.__museumScene?.ready() ?? false), { timeout: 90_000 }).toBe(true)
}

async function openGame(page: Page, quality: string) {
  await open(page, { quality, motion: 'reduce' })
  await page.evaluate(() => document.fonts.ready)
  await pageStill(page)
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    // A tablet and a phone are touch screens, as they are in a hand: no key caps, the sheet of panels.
    const touch = 'touch' in size
    test.use({ viewport: { width: size.width, height: size.height }, isMobile: touch, hasTouch: touch })
    test(`screenshot ${size.name}`, async ({ page }) => {
      test.setTimeout(300_000)
      await openGame(page, size.quality)
      await page.screenshot({ path: `${SHOTS}/${size.name}.jpg`, type: 'jpeg', quality: size.jpeg })
    })
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  test('screenshot museum-phone-roll', async ({ page }) => {
    test.setTimeout(300_000)
    // The close-up of a roll come to rest, upright in the hand.
    await open(page, { quality: 'low', motion: 'full' }, 42)
    await rollAtFirstCard(page)
    await expect.poll(() => page.evaluate(() => window.__museumScene?.moving()), { timeout: 60_000 }).toBe(false)
    await pageStill(page)
    await page.screenshot({ path: `${SHOTS}/museum-phone-roll.jpg`, type: 'jpeg', quality: 85 })
  })
})

test('screenshot museum-present', async ({ page }) => {
  test.setTimeout(300_000)
  await page.setViewportSize({ width: 1920, height: 1080 })
  await openGame(page, 'low')
  await page.keyboard.press('p')
  await pageStill(page)
  await page.screenshot({ path: `${SHOTS}/museum-present.jpg`, type: 'jpeg', quality: 82 })
})

test('screenshot museum-present-drift', async ({ page }) => {
  test.setTimeout(300_000)
  await page.setViewportSize({ width: 1920, height: 1080 })
  await open(page, { quality: 'high', motion: 'full' })
  await page.keyboard.press('p')
  await page.evaluate(() => window.__museumScene?.setIdleSeconds(1))
  await expect
    .poll(() => page.evaluate(() => window.__museumScene?.cinema().drifting ?? false), { timeout: 120_000 })
    .toBe(true)
  // The drift under way: the camera has travelled DRIFT_UNITS (world units, 20 unless set) from where it began.
  const camera = () => page.evaluate(() => window.__museumScene?.cinema().camera ?? [0, 0, 0])
  const from = await camera()
  const travelled = async () => Math.hypot(...(await camera()).map((v, i) => v - (from[i] ?? 0)))
  await expect.poll(travelled, { timeout: 240_000 }).toBeGreaterThan(Number(process.env.DRIFT_UNITS ?? 20))
  await page.screenshot({ path: `${SHOTS}/museum-present-drift.jpg`, type: 'jpeg', quality: 82 })
})

test('screenshot museum-orbit-room', async ({ page }) => {
  test.setTimeout(300_000)
  await page.setViewportSize({ width: 1920, height: 1080 })
  await openGame(page, 'high') // the room's environment and normal maps (auto draws low on a CPU renderer)
  // Back out and tilt toward the horizon with the orbit controls: the room behind the table.
  await page.mouse.move(700, 140)
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 400)
  await page.mouse.down()
  await page.mouse.move(700, 60, { steps: 4 })
  await page.mouse.move(900, 40, { steps: 4 })
  await page.mouse.up()
  await pageStill(page) // the orbit's damped turn has run out
  await page.screenshot({ path: `${SHOTS}/museum-orbit-room.jpg`, type: 'jpeg', quality: 82 })
})

test('screenshot museum-1080-roll', async ({ page }) => {
  test.setTimeout(300_000)
  await page.setViewportSize({ width: 1920, height: 1080 })
  // Seed 42's first roll: the best move rerolls the set, so the advice marks the dice in the tray.
  await open(page, { quality: 'low', motion: 'full' }, 42)
  await rollAtFirstCard(page)
  await expect.poll(() => page.evaluate(() => window.__museumScene?.moving()), { timeout: 60_000 }).toBe(false)
  await expect(page.locator('.odds-die-mark')).toBeVisible({ timeout: 120_000 })
  await pageStill(page)
  await page.screenshot({ path: `${SHOTS}/museum-1080-roll.jpg`, type: 'jpeg', quality: 82 })
})
