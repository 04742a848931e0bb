// Issue 14, presentation mode: "When nobody has touched anything for a while, a slow cinematic camera drifts around
// the table (easing, no cuts), and any input brings the player's view back at once. Reduced motion: no drift." and
// "Midnight, the awakening and the end of the game get a short staged moment (camera, light, sound) that can be
// skipped with any key." Read through the scene probe (`window.__museumScene.cinema()`); the idle time is
// shortened through the probe (45 s by default). One page load: the system's reduced motion first, then the
// player's own "Full motion" setting.
import { expect, test, type Page } from '@playwright/test'
import { GAME_CAMERA } from '../../src/state/gameCamera.ts'
import { SETTINGS_KEY } from '../../src/state/settingsAtoms.ts'
import { actionCount, entranceStep } from './gameSteps'
import { sceneReady } from './tableProbe'
import { hintsOff } from './quiet'
import { SUITE_SETTINGS } from './suiteSettings'

test.beforeEach(({ page }) => hintsOff(page))

const cinema = (page: Page) =>
  page.evaluate(
    () => window.__museumScene?.cinema() ?? { idle: false, drifting: false, staged: null, glow: 0, camera: [0, 0, 0] },
  )
const setIdle = (page: Page, seconds: number) => page.evaluate((s) => window.__museumScene?.setIdleSeconds(s), seconds)
/** How far the camera stands from the player's view. */
const away = (camera: readonly number[]) => Math.hypot(...GAME_CAMERA.position.map((v, i) => (camera[i] ?? 0) - v))
const presenting = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('presenting'))

test(
  'the idle camera: never under reduced motion; else it drifts after the idle time and any input gives the view back; midnight is staged and a key skips it',
  { tag: '@alone' },
  async ({ page }) => {
    test.setTimeout(180_000)
    // Half speed, low quality and half resolution: the staged moment lasts long enough, and frames come often enough, for the test to
    // see it on a busy machine with software WebGL.
    await page.addInitScript(
      ({ key, suite }) => {
        const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>
        localStorage.setItem(key, JSON.stringify({ ...stored, ...suite, animationSpeed: 0.5 }))
      },
      { key: SETTINGS_KEY, suite: SUITE_SETTINGS },
    )
    await page.emulateMedia({ reducedMotion: 'reduce' })
    // Seed 2 with two investigators: eight entrance steps (four turns) bring the clock round to midnight.
    await page.goto('/#/play?seed=2&investigators=2')
    await expect.poll(() => sceneReady(page), { timeout: 90_000 }).toBe(true)
    await page.keyboard.press('p')
    await expect.poll(() => presenting(page)).toBe(true)

    // ── reduced motion (the system's): the idle time passes, the camera stays ──
    await setIdle(page, 0.5)
    await expect.poll(async () => (await cinema(page)).idle, { timeout: 20_000 }).toBe(true)
    const still = await cinema(page)
    expect(still.drifting).toBe(false)
    expect(away(still.camera)).toBeLessThan(1e-6)

    // ── the player's own "Full motion" (the settings are out of sight while presenting) ──
    await page.keyboard.press('p')
    await expect.poll(() => presenting(page)).toBe(false)
    await page.getByRole('button', { name: 'Settings' }).click()
    const dialog = page.getByRole('dialog', { name: 'Settings' })
    await dialog.getByRole('radio', { name: /Full motion/ }).check()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await page.keyboard.press('p')
    await expect.poll(() => presenting(page)).toBe(true)

    // ── the drift: starts after the idle time and moves the camera ──
    await setIdle(page, 1)
    await expect.poll(async () => (await cinema(page)).drifting, { timeout: 20_000 }).toBe(true)
    await expect.poll(async () => away((await cinema(page)).camera), { timeout: 20_000 }).toBeGreaterThan(2)

    // ── any input: the player's view is back at once ──
    await page.mouse.move(400, 500)
    const woken = await cinema(page)
    expect(woken.drifting).toBe(false)
    expect(away(woken.camera)).toBeLessThan(1e-6)

    // ── midnight, staged; a key skips it and does nothing else ──
    await setIdle(page, 600)
    // Enter at the move step must reach the table's shortcuts, not a focused corner control.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    for (let i = 0; i < 7; i++) await entranceStep(page)
    expect((await cinema(page)).staged).toBeNull()
    await entranceStep(page)
    expect((await page.evaluate(() => window.__museum?.events() ?? [])).some((e) => e.type === 'midnightStruck')).toBe(
      true,
    )
    await expect.poll(async () => (await cinema(page)).staged).toBe('midnight')
    // The camera moves to the clock and a glow lights it.
    await expect.poll(async () => away((await cinema(page)).camera), { timeout: 20_000 }).toBeGreaterThan(5)
    await expect.poll(async () => (await cinema(page)).glow, { timeout: 20_000 }).toBeGreaterThan(0)
    const actions = await actionCount(page)
    // P would leave presentation mode: taken by the skip, it does not.
    await page.keyboard.press('p')
    const skipped = await cinema(page)
    expect(skipped.staged).toBeNull()
    expect(away(skipped.camera)).toBeLessThan(1e-6)
    expect(await presenting(page)).toBe(true)
    expect(await actionCount(page)).toBe(actions)
    expect(await page.evaluate(() => window.__museumSound?.count().stage ?? 0)).toBe(1)
  },
)
