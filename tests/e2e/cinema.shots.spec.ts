// Pictures of the cinema for a person to look at (SCENE_SHOTS=<folder>, project "shots"): the idle camera mid-drift
// and midnight's staged moment, at 1920×1080. One picture per page: here, after a screenshot taken while the canvas
// draws every frame, headless Chromium may draw no more frames.
import { expect, test, type Page } from '@playwright/test'
import { GAME_CAMERA } from '../../src/state/gameCamera.ts'
import { SETTINGS_KEY } from '../../src/state/settingsAtoms.ts'
import { entranceStep } from './gameSteps'
import { sceneReady } from './tableProbe'
import { hintsOff } from './quiet'

test.use({ viewport: { width: 1920, height: 1080 } })
test.beforeEach(({ page }) => hintsOff(page))

const cinema = (page: Page) =>
  page.evaluate(
    () => window.__museumScene?.cinema() ?? { idle: false, drifting: false, staged: null, glow: 0, camera: [0, 0, 0] },
  )
const away = (camera: readonly number[]) => Math.hypot(...GAME_CAMERA.position.map((v, i) => (camera[i] ?? 0) - v))
const folder = () => process.env.SCENE_SHOTS ?? 'test-results'

async function openPresenting(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>
    localStorage.setItem(key, JSON.stringify({ ...stored, animationSpeed: 0.5, motion: 'full', quality: 'low' }))
  }, SETTINGS_KEY)
  await page.goto('/#/play?seed=2&investigators=2')
  await expect.poll(() => sceneReady(page), { timeout: 120_000 }).toBe(true)
  await page.keyboard.press('p')
}

test('the drift, pictured', async ({ page }) => {
  test.setTimeout(300_000)
  await openPresenting(page)
  await page.evaluate(() => window.__museumScene?.setIdleSeconds(1))
  await expect.poll(async () => away((await cinema(page)).camera), { timeout: 120_000 }).toBeGreaterThan(40)
  await page.screenshot({ path: `${folder()}/cinema-drift.png` })
})

test('midnight, pictured', async ({ page }) => {
  test.setTimeout(300_000)
  await openPresenting(page)
  for (let i = 0; i < 8; i++) await entranceStep(page)
  await expect.poll(async () => (await cinema(page)).glow, { timeout: 60_000 }).toBeGreaterThan(3500)
  await page.screenshot({ path: `${folder()}/cinema-midnight.png` })
})
