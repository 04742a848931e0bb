import { expect, test } from '@playwright/test'
import { hintsOff } from './quiet'

test.beforeEach(({ page }) => hintsOff(page))

// The game page under the dev server, where React's StrictMode mounts effects twice and runs updaters twice:
// the game must start once, each action must be applied once, and each event told once in the log.

test('under StrictMode a game starts once and each keyboard action is applied and logged once', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(e.message))
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/#/play?seed=42&investigators=2')
  await expect.poll(() => page.evaluate(() => window.__museum?.state() !== null), { timeout: 60_000 }).toBe(true)
  // The dev server compiles modules on first request: wait until the HUD is up before typing.
  await expect(page.getByRole('button', { name: 'Move to the Entrance' })).toBeVisible({ timeout: 60_000 })
  const log = page.locator('.game-log li')
  const linesAtStart = await log.count()

  // Move to the entrance (E, Enter): one action, applied once.
  await page.keyboard.press('e')
  await page.keyboard.press('Enter')
  await expect.poll(() => page.evaluate(() => window.__museum?.actions().length)).toBe(1)
  const moved = await page.evaluate(
    () => window.__museum?.events().filter((e) => e.type === 'investigatorMoved').length ?? 0,
  )
  expect(moved).toBe(1)
  // The log tells each event once.
  await expect.poll(() => log.count()).toBeGreaterThan(linesAtStart)
  const moveLines = await log.filter({ hasText: 'goes to the museum entrance' }).count()
  expect(moveLines).toBe(1)
  expect(errors).toEqual([])
})
