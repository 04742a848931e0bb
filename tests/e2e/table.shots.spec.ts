import { expect, test, type Page } from '@playwright/test'
import { pageStill } from './pageClock'
import { rollAtFirstCard } from './gameSteps'

// 1920×1080 pictures of the table in the states a player meets, for a person to look at (not assertions).
// Not part of `npm test`: the `shots` project exists only when SCENE_SHOTS names a folder
// (`SCENE_SHOTS=/tmp/shots npx playwright test --project shots`).
const SHOTS = process.env.SCENE_SHOTS ?? ''

test.use({ viewport: { width: 1920, height: 1080 } })

async function openGame(page: Page, query: string) {
  await page.goto(`/#/play?${query}`)
  await expect.poll(() => page.evaluate(() => window.__museumScene?.ready() ?? false), { timeout: 60_000 }).toBe(true)
  await page.evaluate(() => document.fonts.ready)
  await pageStill(page)
}

test('screenshots of the table', async ({ page }) => {
  test.setTimeout(240_000)
  await openGame(page, 'seed=42&investigators=2')
  await page.screenshot({ path: `${SHOTS}/scene-start.png` })
})

test('screenshot of a card in focus', async ({ page }) => {
  test.setTimeout(240_000)
  await openGame(page, 'seed=42&investigators=2')
  const id = await page.evaluate(() => window.__museum?.state()?.board[3]?.cardId ?? '')
  const at = await page.evaluate((card) => window.__museumScene?.project(card) ?? null, id)
  if (!at) throw new Error('no card to click')
  await page.mouse.click(at.x, at.y)
  await pageStill(page)
  await page.screenshot({ path: `${SHOTS}/scene-focus.png` })
})

test('screenshot of a roll at an adventure', async ({ page }) => {
  test.setTimeout(240_000)
  await openGame(page, 'seed=42&investigators=2')
  await rollAtFirstCard(page)
  await pageStill(page)
  await page.screenshot({ path: `${SHOTS}/scene-roll.png` })
})
