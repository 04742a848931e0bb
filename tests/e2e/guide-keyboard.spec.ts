// Issue 12, "Done when": the first-game guide can be completed with the keyboard. The game is played with keys
// alone along the plain path the guide's seed was chosen for (scripts/findGuideSeed.ts); every note must appear
// in turn, told notes are acknowledged with G, and after midnight's note the guide leaves the player to play.
import { expect, test, type Page } from '@playwright/test'
import { plainAction } from '../../scripts/findGuideSeed.ts'
import { GUIDE_FIRST_CARD } from '../../src/ui/guide/guideSetup.ts'
import { GUIDE_NOTES } from '../../src/ui/guide/guideSteps.ts'
import { keyPlan, keyboardChoice } from '../ui/hud/keyboardPolicy.ts'
import { readProbe } from './gameSteps'
import { hintsOff } from './quiet'

test.beforeEach(({ page }) => hintsOff(page))

const noteShown = (page: Page): Promise<string | null> =>
  page.evaluate(() => document.querySelector('.guide-note')?.getAttribute('data-note') ?? null)

test('the first-game guide, completed with the keyboard to its last note', async ({ page }) => {
  test.setTimeout(240_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/#/guide')
  await page.waitForFunction(() => window.__museum?.state()?.status === 'playing')
  const layer = page.getByRole('region', { name: 'First-game guide' })
  await expect(layer).toHaveAttribute('aria-live', 'polite')
  await expect(page.locator('.guide-note[data-note="move"]')).toBeVisible()
  await expect(page.locator('.guide-note')).toContainText('for The Lecture Theatre')

  const seen: string[] = []
  for (let step = 0; step < 400; step++) {
    const note = await noteShown(page)
    if (note !== null && seen[seen.length - 1] !== note) seen.push(note)
    if (note === 'clock' || note === 'midnight') {
      await page.keyboard.press('g')
      await expect(page.locator(`.guide-note[data-note="${note}"]`)).toHaveCount(0)
      if (note === 'midnight') break
      continue
    }
    const { state, legal, count } = await readProbe(page)
    expect(state.status).toBe('playing')
    const action = plainAction(state, GUIDE_FIRST_CARD)
    const keys = action ? keyPlan(state, legal, action) : null
    const plan = keys ? { keys } : keyboardChoice(state, legal)
    for (const key of plan.keys) {
      if (!('press' in key)) throw new Error(`no key path for ${JSON.stringify(action)}`)
      await page.keyboard.press(key.press === ' ' ? 'Space' : key.press)
    }
    await expect.poll(async () => (await readProbe(page)).count, { message: `step ${step}` }).toBeGreaterThan(count)
  }
  expect(seen).toEqual([...GUIDE_NOTES])
  await expect(page.locator('.guide-note')).toHaveCount(0)
  await expect(layer).toContainText('The guide is over')
  expect(errors).toEqual([])
})
