// Pictures for a person to look at (run only with SCENE_SHOTS=<folder>): the room's entry form, the host's invite
// panel with its QR code and a guest's game (on a phone, their hand) out of turn, at 1080p, on a phone and at 4K.
import { expect, test } from '@playwright/test'
import { pageStill } from './pageClock'
import { gameState } from './handsProbe'
import { stillScreen as screen } from './roomSteps'

const SCREENS = [
  { name: '1080p', viewport: { width: 1920, height: 1080 }, isMobile: false, hasTouch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: '4k', viewport: { width: 3840, height: 2160 }, isMobile: false, hasTouch: false },
] as const

for (const s of SCREENS)
  test(`room screens at ${s.name}`, async ({ browser }) => {
    test.setTimeout(300_000)
    const dir = process.env.SCENE_SHOTS ?? 'test-results'
    const hostContext = await screen(browser, s)
    const host = await hostContext.newPage()
    await host.goto('/')
    await host.getByLabel('Investigators').selectOption('2')
    await host.getByRole('button', { name: 'Play together' }).click()
    await host.getByLabel('Your name').fill('Ada')
    await host.screenshot({ path: `${dir}/room-entry-${s.name}.png` })
    await host.getByRole('button', { name: 'Open the room' }).click()
    await expect(host.getByRole('img', { name: 'QR code: scan to take a seat' })).toBeVisible()
    await pageStill(host)
    await host.screenshot({ path: `${dir}/room-invite-${s.name}.png` })
    const invite = await host.getByLabel('Invite link').inputValue()

    const guestContext = await screen(browser, s)
    const guest = await guestContext.newPage()
    await guest.goto(invite)
    await guest.getByLabel('Your name').fill('Ben')
    await guest.getByRole('button', { name: 'Take a seat' }).click()
    // The first player is drawn by the game's seed: Ben takes the investigator who is not on turn.
    const turn = async () => (await gameState(guest))?.turn.player ?? null
    await expect.poll(turn).not.toBeNull()
    const onTurn = (await turn())!
    await host
      .locator('.room-assign select')
      .nth(1 - onTurn)
      .selectOption({ label: 'Ben' })
    await host.locator('.room-panel').getByRole('button', { name: 'Fold away' }).click()
    // The status bar names whose turn it is; a guest's phone holds the hand view, which says whom it waits for.
    if (s.hasTouch) await expect(guest.getByTestId('hand-turn')).toContainText('Ada')
    else await expect(guest.getByTestId('status-seat')).toHaveText('Ada')
    await pageStill(guest)
    await guest.screenshot({ path: `${dir}/room-guest-waiting-${s.name}.png` })
    await hostContext.close()
    await guestContext.close()
  })
