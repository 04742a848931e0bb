// Issue 41, "A newcomer's first hour": the first-game guide's note never covers a die. At "Roll the dice" (the
// pool in the tray before the throw) and "Meet a task row" (after it), the element at each die's centre on the
// screen is the table's canvas, at a desktop, a small laptop and a phone's size, held both ways. Each note is seen
// whole there too: on a phone its last line (what to tap) and its buttons were cut off by the sheet, and the note
// after a roll tapped in the sheet came above the part of it in view.
import { expect, test, type Page } from '@playwright/test'
import { GUIDE_FIRST_CARD } from '../../src/ui/guide/guideSetup.ts'
import { diceOnScreen, moving, tableReady, viewAtRest } from './handsProbe'
import { hintsOff } from './quiet'

/** What lies on top at each die's projected centre: 'CANVAS' when nothing of the page covers it. */
async function onTopOfDice(page: Page): Promise<{ id: number; top: string }[]> {
  await viewAtRest(page)
  return page.evaluate(() =>
    (window.__museumScene?.dice() ?? []).map((d) => {
      const el = document.elementFromPoint(d.x, d.y)
      const top = el === null ? 'nothing' : el.tagName === 'CANVAS' ? 'CANVAS' : `${el.tagName}.${el.className}`
      return { id: d.id, top }
    }),
  )
}

/** The note is drawn whole: nothing of it scrolled out of sight, and its buttons inside the window. */
async function expectNoteWhole(page: Page, note: string): Promise<void> {
  const shown = page.locator(`.guide-note[data-note="${note}"]`)
  await expect(shown).toBeVisible()
  await expect.poll(() => shown.evaluate((el) => el.scrollHeight - el.clientHeight), `"${note}" scrolls`).toBe(0)
  for (const button of await shown.getByRole('button').all()) await expect(button).toBeInViewport({ ratio: 1 })
}

async function expectDiceUncovered(page: Page, note: string): Promise<void> {
  await expectNoteWhole(page, note)
  const dice = await onTopOfDice(page)
  expect(dice.length, 'dice on the screen').toBeGreaterThan(0)
  expect(
    dice.filter((d) => d.top !== 'CANVAS'),
    `dice covered at "${note}"`,
  ).toEqual([])
}

const SCREENS = [
  { name: '1920×1080', use: { viewport: { width: 1920, height: 1080 } } },
  { name: '1366×768', use: { viewport: { width: 1366, height: 768 } } },
  { name: 'a phone, 390×844', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  {
    name: 'a phone on its side, 844×390',
    use: { viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true },
  },
] as const

for (const screen of SCREENS)
  test.describe(screen.name, () => {
    test.use(screen.use)
    test.beforeEach(({ page }) => hintsOff(page))

    test('no guide note covers a die before or after the roll; each note is seen whole', async ({ page }) => {
      test.setTimeout(180_000)
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto('/#/guide')
      await page.waitForFunction(() => window.__museum?.state()?.phase.kind === 'movement', null, { timeout: 60_000 })
      await tableReady(page)
      await expectNoteWhole(page, 'move')
      const place = await page.evaluate(
        (id) => window.__museum?.state()?.board.findIndex((b) => b.cardId === id) ?? -1,
        GUIDE_FIRST_CARD,
      )
      expect(place).toBeGreaterThanOrEqual(0)
      await page.keyboard.press(String(place + 1))
      await page.keyboard.press('Enter')
      await page.waitForFunction(() => window.__museum?.state()?.phase.kind === 'resolution')
      await expect.poll(async () => (await diceOnScreen(page)).filter((d) => d.where === 'tray').length).toBe(6)
      await expectDiceUncovered(page, 'roll')

      // On a touch screen by the panel's button, as a player would: scrolled to in the sheet, under the note. The
      // next note then comes into view above it.
      if ('hasTouch' in screen.use) await page.getByRole('button', { name: /^Roll the dice/ }).tap()
      else await page.keyboard.press('Space')
      await page.waitForFunction(() => {
        const phase = window.__museum?.state()?.phase
        return phase?.kind === 'resolution' && phase.stage === 'rolled'
      })
      await expect.poll(() => moving(page)).toBe(false)
      await expectDiceUncovered(page, 'assign')
    })
  })
