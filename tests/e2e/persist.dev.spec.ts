// Under the dev server (React StrictMode mounts effects twice): a reload resumes the saved game once — its actions
// are put back exactly, not doubled, and no new game starts in its place.
import { expect, test } from '@playwright/test'
import { gameIdOf, openGame, playSome, savedActionCount, stateJson } from './persistHelpers.ts'
import { hintsOff } from './quiet'

test.beforeEach(({ page }) => hintsOff(page))

test('under StrictMode a reload resumes the saved game once, unchanged', async ({ page }) => {
  test.setTimeout(300_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openGame(page, 'seed=99&investigators=2')
  await expect(page.locator('[data-action]').first()).toBeVisible({ timeout: 60_000 })
  const played = await playSome(page, 3)
  const id = await gameIdOf(page)
  await expect.poll(() => savedActionCount(page, id)).toBe(played)
  const before = await stateJson(page)
  const eventsBefore = await page.evaluate(() => window.__museum?.events().length)

  await page.reload()
  await expect
    .poll(() => page.evaluate(() => window.__museum?.actions().length ?? -1), { timeout: 120_000 })
    .toBe(played)
  expect(await stateJson(page)).toBe(before)
  expect(await page.evaluate(() => window.__museum?.events().length)).toBe(eventsBefore)
  expect(await gameIdOf(page)).toBe(id)
  expect(errors).toEqual([])
})
