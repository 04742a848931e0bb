// Pictures for a person to look at (run only with SCENE_SHOTS=<folder>): a room's big screen, opened by the host's
// "Big screen link", with two seats: before play (the join code large) and after the first move (small), at 1080p
// and at 4K.
import { expect, test, type Browser } from '@playwright/test'
import { gameState } from './handsProbe'
import { pageStill } from './pageClock'
import { keyStep, openRoom, stillScreen } from './roomSteps'

const SCREENS = [
  { name: '1080', viewport: { width: 1920, height: 1080 }, jpeg: 82 },
  { name: '2160', viewport: { width: 3840, height: 2160 }, jpeg: 62 },
] as const

const screen = (browser: Browser, viewport: { width: number; height: number }) => stillScreen(browser, { viewport })

for (const s of SCREENS)
  test(`watch screen at ${s.name}`, async ({ browser }) => {
    test.setTimeout(300_000)
    const dir = process.env.SCENE_SHOTS ?? 'test-results'
    const hostContext = await screen(browser, { width: 1920, height: 1080 })
    const host = await hostContext.newPage()
    await openRoom(host, 2, 164, 'Ada')
    const invite = await host.getByLabel('Invite link').inputValue()
    const big = await host.getByLabel('Big screen link').inputValue()

    const guestContext = await screen(browser, { width: 1280, height: 720 })
    const guest = await guestContext.newPage()
    await guest.goto(invite)
    await guest.getByLabel('Your name').fill('Ben')
    await guest.getByRole('button', { name: 'Take a seat' }).click()
    await expect.poll(() => gameState(guest)).not.toBeNull()
    await host.locator('.room-assign select').nth(1).selectOption({ label: 'Ben' })
    await host.locator('.room-panel').getByRole('button', { name: 'Fold away' }).click()

    const tvContext = await screen(browser, s.viewport)
    const tv = await tvContext.newPage()
    await tv.goto(big)
    await tv.getByRole('button', { name: 'Watch', exact: true }).click()
    // At 4K in software GL each frame of the camera's first move takes seconds: the code comes after them.
    await expect(tv.getByRole('img', { name: 'QR code: scan to take a seat' })).toBeVisible({ timeout: 120_000 })
    await expect(tv.getByRole('list', { name: 'Seats' })).toContainText('Ben')
    await pageStill(tv)
    await tv.screenshot({ path: `${dir}/watch-screen-${s.name}.jpg`, type: 'jpeg', quality: s.jpeg })

    for (let i = 0; i < 3; i++) await keyStep(host)
    await pageStill(tv)
    await tv.screenshot({ path: `${dir}/watch-screen-${s.name}-play.jpg`, type: 'jpeg', quality: s.jpeg })
    for (const c of [hostContext, guestContext, tvContext]) await c.close()
  })
