// Issue 41, item 11: when every choice lies within half a point of the best, the advice marks none and says so in a
// player's words. The state is a seeded game (tests/fixtures/odds/evenChoices.ts: a failed roll at seed 7, whichever
// die is discarded leaves 70.7 %), opened through the replay's "Play on", at 1920×1080 and on a 390×844 phone: the
// odds panel names the choice and the chance, uncovered and inside the window; no best choice, no best row, no mark
// on a die; no solver's words ("points", "even").
import { expect, test, type Locator, type Page } from '@playwright/test'
import { encodeShareLink } from '../../src/persist/shareLink.ts'
import { EVEN_DISCARD } from '../fixtures/odds/evenChoices.ts'
import { tableReady } from './handsProbe'

const TITLE = 'Any die will do'
const TEXT = 'Whichever die you discard, the chance to resolve the card stays at 70.7%.'

async function openEven(page: Page): Promise<Locator> {
  const link = encodeShareLink({ setup: EVEN_DISCARD.setup, actions: [...EVEN_DISCARD.actions] })
  if (!link.ok) throw new Error(link.error)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(`/${link.value}`)
  await page.locator('.replay-play-on').click({ timeout: 90_000 })
  await tableReady(page, false)
  const advice = page.getByTestId('odds-advice')
  await expect(advice).toHaveCount(1, { timeout: 120_000 })
  return advice
}

/** Whether the element at the centre of `el`'s box is `el` (or inside it), and the box lies inside the window. */
const readable = (el: Locator) =>
  el.evaluate((node) => {
    const r = node.getBoundingClientRect()
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
    const inside = r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight
    return inside && top !== null && node.contains(top)
  })

async function expectEven(page: Page, advice: Locator) {
  await expect(advice.getByRole('heading', { name: TITLE })).toBeVisible()
  const sentence = advice.locator('.advice-even')
  await expect(sentence).toHaveText(TEXT)
  await sentence.scrollIntoViewIfNeeded()
  await expect.poll(() => readable(sentence)).toBe(true)
  await expect(advice).not.toContainText(/points|even|best/i)
  // Nothing is marked best: not in the panel, not on the table's rows or dice.
  await expect(page.locator('[data-best-action]')).toHaveCount(0)
  await expect(page.locator('[data-best-task]')).toHaveCount(0)
  await expect(page.locator('.odds-die-mark')).toHaveCount(0)
}

test.describe('the even choices at 1920×1080', () => {
  test.use({ viewport: { width: 1920, height: 1080 } })
  test('say which choice and what chance, in plain words, and mark nothing best', async ({ page }) => {
    test.setTimeout(300_000)
    await expectEven(page, await openEven(page))
  })
})

test.describe('the even choices on a phone held upright', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  test('read the same in the sheet drawn up', async ({ page }) => {
    test.setTimeout(300_000)
    const advice = await openEven(page)
    await page.getByTestId('sheet-handle').tap()
    await expect(page.locator('.game-sheet')).toHaveAttribute('data-sheet', 'half')
    await expectEven(page, advice)
  })
})
