// The rules reference in the game: opened from the HUD with R at the rule in play (the guide's fixed game gives
// known steps), searchable (matching sections only, words highlighted), closed with Esc, focus given back.
import { expect, test } from '@playwright/test'
import { hintsOff } from './quiet'
import { rollAtFirstCard } from './gameSteps'

test.beforeEach(({ page }) => hintsOff(page))

test('the rules reference opens at the rule in play and its search finds a word', async ({ page }) => {
  test.setTimeout(180_000)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/#/guide')
  await page.waitForFunction(() => window.__museum?.state()?.phase.kind === 'movement')

  await page.keyboard.press('r')
  const dialog = page.getByRole('dialog', { name: 'Rules reference' })
  // The page may still be busy with its first frames on a slow machine: the key waits its turn.
  await expect(dialog).toBeVisible({ timeout: 60_000 })
  await expect(dialog.locator('.rules-where')).toContainText('5. Setup and the turn')
  const ruling = dialog.locator('#rule-R5-2')
  await expect(ruling).toHaveClass(/is-in-play/)
  await expect(ruling).toBeInViewport()
  await expect(dialog.getByRole('link', { name: '5. Setup and the turn' })).toHaveAttribute('aria-current', 'location')

  const search = dialog.getByRole('searchbox', { name: 'Search the rules' })
  await expect(search).toBeFocused()
  await search.fill('focus')
  await expect(dialog.getByRole('status')).toContainText(/sections? holds? it, \d+ match/)
  const sections = dialog.locator('.rules-text section')
  const count = await sections.count()
  expect(count).toBeGreaterThan(0)
  expect(count).toBeLessThan(20)
  for (let i = 0; i < count; i++) await expect(sections.nth(i)).toContainText(/focus/i)
  await expect(dialog.locator('mark.rules-hit').first()).toHaveText(/focus/i)
  await search.fill('zzzzqx')
  await expect(dialog.getByRole('status')).toContainText('No section holds')

  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)

  // After a roll the reference opens at the roll's rules (R6.3 with tasks to meet, or R6.7 once failing).
  await rollAtFirstCard(page)
  const button = page.getByRole('button', { name: /^Rules/ })
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(dialog.locator('.rules-where')).toContainText('6. Resolving an adventure')
  await expect(dialog.locator('#rule-R6-3')).toHaveClass(/is-in-play/)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(button).toBeFocused()
})
