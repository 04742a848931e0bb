// Issue 14, "Presentation mode: one control (and P): fullscreen (the Fullscreen API, with a clear way out), type and
// HUD scaled up for reading from three metres, the HUD reduced to what the table needs, the log and odds in a
// collapsible side panel." Headless Chromium grants fullscreen to a key press or a click, as a browser would.
import { expect, test, type Page } from '@playwright/test'
import { PRESENTATION_SCALE } from '../../src/ui/presentation/usePresentationMode.ts'
import { hintsOff } from './quiet'

test.use({ viewport: { width: 1920, height: 1080 } })
test.beforeEach(({ page }) => hintsOff(page))

const fullscreen = (page: Page) => page.evaluate(() => document.fullscreenElement !== null)
const fontSize = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize))
/** The type of the action panel and of the status bar's figures, the two the table needs most. */
const sizes = async (page: Page) => [await fontSize(page, '.hud'), await fontSize(page, '.status-value')]
/** The type now, as a multiple of the usual type (one ratio per measured element). */
const scaleOf = async (page: Page, usual: readonly number[]) =>
  (await sizes(page)).map((px, i) => Math.round((px / (usual[i] ?? NaN)) * 1000) / 1000)
/**
 * Where the camera's target is drawn, and the middle of the room between the side panel (when open) and the
 * action panel's column, measured from their boxes: the camera frames the table there.
 */
const framing = (page: Page) =>
  page.evaluate(() => {
    const box = (sel: string) => document.querySelector(sel)?.getBoundingClientRect() ?? null
    const side = document.querySelector('.presentation-panel.is-open') ? box('.presentation-panel') : null
    const column = box('.game-side')
    const left = side ? side.right : 0
    const right = column ? column.left : window.innerWidth
    return { target: window.__museumScene?.project('target')?.x ?? NaN, middle: (left + right) / 2 }
  })
const framedBetweenPanels = async (page: Page) => {
  const { target, middle } = await framing(page)
  return Math.abs(target - middle) < 2
}

test('P enters presentation mode in fullscreen with the HUD scaled up; the panel folds; P, the control and Esc leave', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/#/play?seed=42&investigators=2')
  await expect.poll(() => page.evaluate(() => window.__museumScene?.ready() ?? false), { timeout: 60_000 }).toBe(true)
  const usual = await sizes(page)
  await expect.poll(() => framedBetweenPanels(page)).toBe(true)
  const enterButton = page.getByRole('button', { name: /^Present P/ })
  const leaveButton = page.getByRole('button', { name: /^Leave presentation/ })
  const log = page.getByRole('list', { name: 'The game so far' })
  const announcer = page.getByTestId('presentation-announcer')

  // P: fullscreen, the type scaled by the factor (a window 1080 pixels high), the HUD reduced, the mode announced;
  // the focus, on a corner control that presentation mode hides, moves to the way out.
  await page.getByRole('button', { name: /^Read the card/ }).focus()
  await page.keyboard.press('p')
  await expect.poll(() => fullscreen(page)).toBe(true)
  await expect(leaveButton).toBeFocused()
  expect(await scaleOf(page, usual)).toEqual([PRESENTATION_SCALE, PRESENTATION_SCALE])
  await expect(announcer).toHaveText(/^Presentation mode: fullscreen/)
  for (const hidden of [/^Read the card/, /^Sound on/, /^Rules/, /^Undo/, /^Keys/])
    await expect(page.getByRole('button', { name: hidden })).toBeHidden()
  await expect(page.getByRole('link', { name: 'Leave the table' })).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'Adventures around the clock' })).toBeHidden()

  // The side panel holds the log, open; the table is framed between the panel and the action panel.
  const panel = page.getByRole('region', { name: 'Log and odds' })
  const disclosure = panel.getByRole('button', { name: 'Log and odds' })
  await expect(disclosure).toHaveAttribute('aria-expanded', 'true')
  await expect(panel.getByRole('list', { name: 'The game so far' })).toBeVisible()
  await expect.poll(() => framedBetweenPanels(page)).toBe(true)
  const openMiddle = (await framing(page)).middle

  // Keyboard: Enter on the disclosure folds the panel, Space opens it again; folded, the usual framing.
  await disclosure.focus()
  await page.keyboard.press('Enter')
  await expect(disclosure).toHaveAttribute('aria-expanded', 'false')
  await expect(log).toBeHidden()
  await expect.poll(() => framedBetweenPanels(page)).toBe(true)
  // The side panel folded: the table moves left into the room it gave back.
  expect((await framing(page)).middle).toBeLessThan(openMiddle - 150)
  await page.keyboard.press(' ')
  await expect(disclosure).toHaveAttribute('aria-expanded', 'true')
  await expect(log).toBeVisible()

  // P again leaves: no fullscreen, the usual sizes, the corner back, the log in its usual place.
  await page.keyboard.press('p')
  await expect.poll(() => fullscreen(page)).toBe(false)
  await expect(enterButton).toBeVisible()
  expect(await scaleOf(page, usual)).toEqual([1, 1])
  await expect(announcer).toHaveText(/^Presentation mode off/)
  await expect(page.getByRole('button', { name: /^Read the card/ })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Log and odds' })).toHaveCount(0)
  await expect(log).toBeVisible()
  await expect.poll(() => framedBetweenPanels(page)).toBe(true)

  // The control enters and "Leave presentation" leaves (pressed from the keyboard: a click waits for frames that
  // software GL is slow to give).
  await enterButton.focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => fullscreen(page)).toBe(true)
  await expect(leaveButton).toBeFocused()
  await page.keyboard.press('Enter')
  await expect.poll(() => fullscreen(page)).toBe(false)
  await expect(enterButton).toBeVisible()
  expect(await scaleOf(page, usual)).toEqual([1, 1])

  // Fullscreen ended by the browser (Esc, its own control) ends presentation mode with it.
  await page.keyboard.press('p')
  await expect.poll(() => fullscreen(page)).toBe(true)
  await page.evaluate(() => document.exitFullscreen())
  await expect(enterButton).toBeVisible()
  expect(await scaleOf(page, usual)).toEqual([1, 1])

  // Esc leaves too.
  await page.keyboard.press('p')
  await expect.poll(() => fullscreen(page)).toBe(true)
  await page.keyboard.press('Escape')
  await expect.poll(() => fullscreen(page)).toBe(false)
  await expect(enterButton).toBeVisible()
  expect(await scaleOf(page, usual)).toEqual([1, 1])

  // A browser that refuses fullscreen: presentation mode in the window, said politely; P leaves.
  await page.evaluate(() => {
    document.documentElement.requestFullscreen = () => Promise.reject(new TypeError('not allowed'))
  })
  await page.keyboard.press('p')
  await expect(page.getByTestId('presentation-note')).toContainText('did not allow fullscreen')
  await expect(announcer).toHaveText(/^Presentation mode, in the window/)
  expect(await fullscreen(page)).toBe(false)
  expect(await scaleOf(page, usual)).toEqual([PRESENTATION_SCALE, PRESENTATION_SCALE])
  await page.keyboard.press('p')
  await expect(enterButton).toBeVisible()
  expect(await scaleOf(page, usual)).toEqual([1, 1])
})
