// Issue 12, "Done when": export then import equals the game; a refused file changes nothing and says why; a shared
// link holds the whole game and opens it.
import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { decodeShareLink } from '../../src/persist/shareLink.ts'
import { openGame, playSome, shot, stateJson } from './persistHelpers.ts'
import { hintsOff } from './quiet'

test.beforeEach(({ page }) => hintsOff(page))

test.beforeEach(async ({ page }) => {
  test.setTimeout(300_000)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize({ width: 1920, height: 1080 })
})

test('export then import gives the same game (in the replay viewer); a bad file is refused and the game is untouched', async ({
  page,
}) => {
  await openGame(page, 'seed=31337&investigators=2')
  const played = await playSome(page, 5)
  const state = await stateJson(page)
  const actions = await page.evaluate(() => JSON.stringify(window.__museum?.actions()))

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^midnight-museum-seed31337-turn\d+\.json$/)
  const text = await readFile(await file.path(), 'utf8')
  expect(JSON.parse(text)).toMatchObject({ format: 'midnight-museum-game', version: 1, content: 'original' })

  // a file whose third action the rules refuse: refused with the index, nothing changes
  const doc = JSON.parse(text) as { actions: unknown[] }
  doc.actions.splice(2, 0, { type: 'rollDice' }, { type: 'rollDice' })
  await page.getByTestId('import-file').setInputFiles({
    name: 'tampered.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(doc)),
  })
  const alert = page.getByRole('alert').filter({ hasText: 'cannot be opened' })
  await expect(alert).toContainText('“tampered.json” cannot be opened')
  await expect(alert).toContainText(/The rules refuse action \d+ of \d+ \(rollDice\) \[index \d+\]/)
  await expect(alert).toContainText('The game on the table is unchanged.')
  await page.screenshot({ path: shot('import-refused.png') })
  expect(await stateJson(page)).toBe(state)
  await page.getByRole('alert').filter({ hasText: 'cannot be opened' }).getByRole('button', { name: 'Close' }).click()

  // the exported file itself opens in the replay viewer, at its last step: the same game
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(text) })
  await expect(page).toHaveURL(/#\/replay$/)
  const panel = page.locator('.replay-panel')
  await expect(panel).toBeVisible({ timeout: 60_000 })
  await expect(panel.getByRole('heading', { name: 'game.json' })).toBeVisible()
  await expect(panel).toHaveAttribute('data-step', String(played))
  expect(await page.evaluate(() => JSON.stringify(window.__museum?.actions()))).toBe(actions)
  expect(await stateJson(page)).toBe(state)
})

test('Share copies a link that holds the whole game, and the link opens it in the replay viewer', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openGame(page, 'seed=2718&investigators=1')
  await playSome(page, 5)
  const state = await stateJson(page)
  const actions = await page.evaluate(() => window.__museum?.actions() ?? [])
  await page.getByRole('button', { name: 'Share link' }).click()
  await expect(page.getByText(/Link copied/)).toBeVisible()
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link).toMatch(/#\/replay\?g=[A-Za-z0-9_-]+$/)
  const decoded = decodeShareLink(link)
  expect(decoded.ok && decoded.value.actions).toEqual(actions)

  await page.goto(link)
  const panel = page.locator('.replay-panel')
  await expect(panel).toBeVisible({ timeout: 60_000 })
  await expect(panel).toHaveAttribute('data-steps', String(actions.length))
  await expect
    .poll(() => page.evaluate(() => window.__museum?.actions().length ?? -1), { timeout: 60_000 })
    .toBe(actions.length)
  expect(await stateJson(page)).toBe(state)
})
