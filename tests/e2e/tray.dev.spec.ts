import { expect, test } from '@playwright/test'

// Issue 11: under the dev server (React StrictMode, which runs state updaters twice) the tray's history
// was set from inside another state updater, so three rolls left five rows and duplicate-key errors.
// This runs against `vite` itself (the `dev` project), not the production build.

test('three rolls under StrictMode leave exactly three rolls listed, once each, and no console errors', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(e.message))
  // Reduced motion: the faces come from the seeded generator at once; the report path is the same as a throw's.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/?seed=11#/tray?mode=es')
  await expect(page.locator('.tray-stage')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 })
  const live = page.getByRole('status')
  for (const n of [1, 2, 3]) {
    await page.keyboard.press('Space')
    await expect(live).toHaveText(new RegExp(`^Roll ${n}: `))
  }
  // The latest roll in the result, the two before it in the history: three rows, ids 3, 2, 1.
  const rows = page.locator('.tray-results [data-roll-id]')
  await expect(rows).toHaveCount(3)
  expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-roll-id')))).toEqual(['3', '2', '1'])
  await expect(page.locator('.tray-history li')).toHaveCount(2)
  expect(errors).toEqual([])
})
