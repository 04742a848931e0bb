// Issue 41: clicking a ring card only focused it. The card in focus now offers the move there: a "Go here" tag on
// the card, and a second click on the card. The move taken is the engine's own (legalActions), checked here
// against the state the probe reports; on a phone no plaque lies over the tag.
import { expect, test, type Page } from '@playwright/test'
import { GUIDE_FIRST_CARD } from '../../src/ui/guide/guideSetup.ts'
import { project } from './tableProbe'
import { tableReady, viewAtRest } from './handsProbe'
import { hintsOff } from './quiet'

test.beforeEach(({ page }) => hintsOff(page))

async function openAtMovement(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/#/play?seed=54&investigators=1')
  await page.waitForFunction(() => window.__museum?.state()?.phase.kind === 'movement', null, { timeout: 60_000 })
  await tableReady(page, false)
}

/** Clicks the card where it is drawn now (its lift into focus done). */
async function clickCard(page: Page, id: string): Promise<void> {
  await viewAtRest(page)
  const at = await project(page, id)
  if (!at) throw new Error(`card ${id} is not drawn`)
  await page.mouse.click(at.x, at.y)
}

const whereNow = (page: Page) => page.evaluate(() => window.__museum?.state()?.players[0]?.location ?? null)

test('the card in focus wears a Go here tag that takes the legal move there', async ({ page }) => {
  await openAtMovement(page)
  await expect(page.locator('.go-here')).toHaveCount(0)
  await clickCard(page, GUIDE_FIRST_CARD)
  const tag = page.locator(`.go-here[data-go-here="${GUIDE_FIRST_CARD}"]`)
  await expect(tag).toBeVisible()
  await expect(tag).toHaveAccessibleName(/^Go here: /)
  expect(await page.evaluate(() => window.__museum?.state()?.phase.kind)).toBe('movement')
  await tag.click()
  await page.waitForFunction(() => window.__museum?.state()?.phase.kind === 'resolution')
  expect(await whereNow(page)).toEqual({ kind: 'card', cardId: GUIDE_FIRST_CARD })
  // No move is offered once there: the tag is gone.
  await expect(page.locator('.go-here')).toHaveCount(0)
})

test('a second click on the card in focus goes there', async ({ page }) => {
  await openAtMovement(page)
  await clickCard(page, GUIDE_FIRST_CARD)
  expect(await page.evaluate(() => window.__museum?.state()?.phase.kind)).toBe('movement')
  await clickCard(page, GUIDE_FIRST_CARD)
  await page.waitForFunction(() => window.__museum?.state()?.phase.kind === 'resolution', null, { timeout: 30_000 })
  expect(await whereNow(page)).toEqual({ kind: 'card', cardId: GUIDE_FIRST_CARD })
})

test.describe('on a phone upright', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  test("no plaque lies over the Go here tag (its own card's plaque hangs at the same edge)", async ({ page }) => {
    await openAtMovement(page)
    await clickCard(page, GUIDE_FIRST_CARD)
    const tag = page.locator(`.go-here[data-go-here="${GUIDE_FIRST_CARD}"]`)
    await expect(tag).toBeVisible()
    await viewAtRest(page)
    const over = () =>
      tag.evaluate((el) => {
        const t = el.getBoundingClientRect()
        return [...document.querySelectorAll<HTMLElement>('[data-plaque-card]')]
          .filter((p) => {
            const r = p.getBoundingClientRect()
            return r.left < t.right && t.left < r.right && r.top < t.bottom && t.top < r.bottom
          })
          .map((p) => p.dataset.plaqueCard)
      })
    await expect.poll(over).toEqual([])
    await tag.tap()
    await page.waitForFunction(() => window.__museum?.state()?.phase.kind === 'resolution')
    expect(await whereNow(page)).toEqual({ kind: 'card', cardId: GUIDE_FIRST_CARD })
  })
})
