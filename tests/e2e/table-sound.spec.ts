// Issue 11, "Sound: the existing clatter, plus the clock's tick on each hour and a low drone at midnight; one mute
// control, remembered." In real Chromium (autoplay allowed by the test config): the sounds the table played are
// counted by `window.__museumSound` (a muted sound is never built, so it is not counted).
import { expect, test, type Page } from '@playwright/test'
import { hintsOff } from './quiet'

test.beforeEach(({ page }) => hintsOff(page))

const QUERY = 'seed=42&investigators=2'
const LEGACY_KEY = 'midnight-museum.sound.muted'

async function openGame(page: Page): Promise<void> {
  await page.goto(`/#/play?${QUERY}`)
  await expect.poll(() => page.evaluate(() => window.__museumScene?.ready() ?? false), { timeout: 90_000 }).toBe(true)
}

const ticks = (page: Page) => page.evaluate(() => window.__museumSound?.count().tick ?? -1)

/** Ends the first turn (move to ring place 3, abandon it, answer what the engine asks): the clock turns 3 hours. */
async function endFirstTurn(page: Page): Promise<void> {
  await page.keyboard.press('3')
  await page.keyboard.press('Enter')
  await expect.poll(() => page.evaluate(() => window.__museum?.actions().length ?? 0)).toBe(1)
  await page.getByRole('button', { name: 'Abandon the adventure' }).click()
  await expect
    .poll(
      async () => {
        const state = await page.evaluate(() => window.__museum?.state() ?? null)
        if (state && state.pendingChoices.length > 0) {
          await page.keyboard.press('1')
          await page.keyboard.press('Enter')
        }
        return state?.turn.number ?? 0
      },
      { timeout: 60_000 },
    )
    .toBe(2)
}

test(
  'the clock ticks once for each hour the hand passes, and the mute silences it',
  { tag: '@alone' },
  async ({ page }) => {
    test.setTimeout(240_000)
    await openGame(page)
    await expect(page.getByRole('button', { name: /^Sound on/ })).toHaveAttribute('aria-pressed', 'false')
    await endFirstTurn(page)
    // The hand sweeps from XII to III: three hours, three ticks (booked from the engine's clockAdvanced event).
    await expect.poll(() => ticks(page), { timeout: 60_000 }).toBe(3)

    // M mutes: the button says so, and the choice is remembered across a reload.
    await page.locator('body').click({ position: { x: 5, y: 300 } })
    await page.keyboard.press('m')
    await expect(page.getByRole('button', { name: /^Sound off/ })).toHaveAttribute('aria-pressed', 'true')
    await page.reload()
    await openGame(page)
    await expect(page.getByRole('button', { name: /^Sound off/ })).toHaveAttribute('aria-pressed', 'true')
    await endFirstTurn(page)
    await expect.poll(() => page.evaluate(() => window.__museum?.state()?.clock ?? -1)).toBe(3)
    // Once the hand is drawn at III every tick of the sweep has come due: muted, none was played.
    await expect
      .poll(() => page.evaluate(() => window.__museumScene?.hand() ?? -1), { timeout: 60_000 })
      .toBeCloseTo(3, 3)
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
    expect(await ticks(page)).toBe(0)

    // The dice tray obeys the same setting.
    await page.goto('/#/tray')
    await expect(page.getByLabel('Mute dice')).toBeChecked({ timeout: 60_000 })
  },
)

test("the tray's old mute is carried into the settings once", async ({ page }) => {
  test.setTimeout(180_000)
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1')
      localStorage.setItem(key, 'true')
    }
  }, LEGACY_KEY)
  await openGame(page)
  await expect(page.getByRole('button', { name: /^Sound off/ })).toHaveAttribute('aria-pressed', 'true')
  expect(await page.evaluate((key) => localStorage.getItem(key), LEGACY_KEY)).toBeNull()
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('midnight-museum.settings.v1') ?? '{}').muted)).toBe(
    true,
  )
})
