// axe-core on every screen a player reaches: the start screen, a game in progress (after a roll, with the card zoom
// open too), the tray, the guide, the odds explorer, and a game on a phone (the room's screens: room-play.spec.ts). No violation of any impact may remain;
// each one is printed with its rule, its elements and axe's advice, so a failure says what to fix.
import { expect, test, type Page } from '@playwright/test'
import { actionKey } from '../../src/ui/hud/actionKey.ts'
import { hintsOff } from './quiet'
import { violations } from './axe'

async function gameReady(page: Page, query: string): Promise<void> {
  await page.goto(`/#/play?${query}`)
  await page.waitForFunction(() => window.__museum?.state() != null && window.__museumScene?.ready())
}

test.beforeEach(async ({ page }) => {
  await hintsOff(page)
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

test('the start screen, the tray, the guide and the odds explorer have no axe violation', async ({ page }) => {
  test.setTimeout(120_000)
  for (const hash of ['#/', '#/tray', '#/guide', '#/odds']) {
    await page.goto(`/${hash}`)
    await page.locator('h1, h2').first().waitFor()
    expect(await violations(page), hash).toEqual([])
  }
})

test('a game in progress has no axe violation: after a roll, and with the card zoom open', async ({ page }) => {
  test.setTimeout(120_000)
  await gameReady(page, 'seed=1&investigators=2')
  expect(await violations(page), 'a fresh game').toEqual([])
  const legal = () => page.evaluate(() => window.__museum?.legal() ?? [])
  const move = (await legal()).find((a) => a.type === 'moveTo' && a.to.kind === 'card')
  await page.locator(`[data-action=${JSON.stringify(actionKey(move!))}]`).click()
  await page.locator(`[data-action=${JSON.stringify(actionKey({ type: 'rollDice' }))}]`).click()
  await expect
    .poll(async () => (await legal()).some((a) => a.type === 'completeTask' || a.type === 'failRoll'))
    .toBe(true)
  expect(await violations(page), 'after a roll').toEqual([])
  await page.keyboard.press('z')
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await violations(page), 'the card zoom').toEqual([])
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  test('a game in progress has no axe violation', async ({ page }) => {
    test.setTimeout(120_000)
    await gameReady(page, 'seed=1&investigators=1')
    expect(await violations(page)).toEqual([])
  })
})
