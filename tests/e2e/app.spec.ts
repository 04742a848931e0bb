import { expect, test } from '@playwright/test'
import type { ConsoleMessage, Page, Request } from '@playwright/test'
import { screenshotStats } from './pixels'

function watch(page: Page) {
  const errors: string[] = []
  const offsite: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    if (!['data:', 'blob:'].includes(url.protocol) && url.hostname !== '127.0.0.1') offsite.push(request.url())
  })
  return { errors, offsite }
}

test('the start screen loads with no console errors and no request leaving 127.0.0.1', async ({ page }) => {
  const seen = watch(page)
  // Issue 41: the game shows behind the start screen as a still (no three.js on the first screen).
  const still = page.waitForResponse((r) => new URL(r.url()).pathname === '/start-table.webp' && r.ok())
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Midnight Museum' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Dice tray' })).toBeVisible()
  expect((await still).headers()['content-type']).toContain('image/webp')
  await expect(page.locator('.start-backdrop')).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(page.locator('canvas')).toHaveCount(0)
  await page.evaluate(() => document.fonts.ready)
  expect(seen.errors).toEqual([])
  expect(seen.offsite).toEqual([])
})

test('the table view draws a lit, non-blank frame with the brass clock at its centre', async ({ page }) => {
  const seen = watch(page)
  await page.goto('/#/table')
  const canvas = page.locator('canvas')
  await expect(canvas).toBeVisible()
  await page.waitForLoadState('networkidle')
  // Software WebGL is slow: wait until the frame has real content rather than for a fixed time.
  await expect
    .poll(async () => (await screenshotStats(page, { x: 0, y: 0, width: 1280, height: 720 })).distinctColours, {
      timeout: 30_000,
    })
    .toBeGreaterThan(60)
  const whole = await screenshotStats(page, { x: 0, y: 0, width: 1280, height: 720 })
  expect(whole.meanLuminance).toBeGreaterThan(8)
  // The clock's brass dial fills the middle of the view: warm, bright, golden pixels.
  const centre = await screenshotStats(
    page,
    { x: 560, y: 300, width: 160, height: 120 },
    { r: 200, g: 160, b: 90, tolerance: 120 },
  )
  expect(centre.nearShare).toBeGreaterThan(0.3)
  expect(centre.meanLuminance).toBeGreaterThan(whole.meanLuminance)
  expect(seen.errors).toEqual([])
  expect(seen.offsite).toEqual([])
})

test('the start screen is reachable from the keyboard, the guided first game first', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Dice tray' })).toBeVisible()
  await page.keyboard.press('Tab')
  const guide = page.getByRole('link', { name: 'Play a guided first game' })
  await expect(guide).toBeFocused()
  await expect(guide).toHaveAttribute('href', '#/guide')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Dice tray' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Explore the table' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#\/table$/)
})
