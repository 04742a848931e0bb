// Pictures for a person to look at (run only with SCENE_SHOTS=<folder>): a phone's hand at a room's table, 390×844
// at twice the pixels: waiting for the host, the throw pad on its roll, and the card in play with a die in hand
// (the rows that would take it glowing).
import { expect, test } from '@playwright/test'
import { pageStill } from './pageClock'
import { actionKey } from '../../src/ui/hud/actionKey.ts'
import { actions, legal } from './handsProbe'
import { newPlayer, openRoom } from './roomSteps'

test('a phone’s hand: waiting, the throw pad, a die in hand over the card in play', async ({ browser }) => {
  test.setTimeout(300_000)
  const dir = process.env.SCENE_SHOTS ?? 'test-results'
  const host = await newPlayer(browser, true)
  await openRoom(host.page, 2, 7, 'Host')
  const invite = await host.page.getByLabel('Invite link').inputValue()

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  })
  const phone = await context.newPage()
  await phone.goto(invite)
  await phone.getByLabel('Your name').fill('Ada')
  await phone.getByRole('button', { name: 'Take a seat' }).click()
  await host.page.locator('.room-assign select').first().selectOption({ label: 'Ada' })
  await expect(phone.getByTestId('hand-turn')).toHaveText('Your move, Ada.')
  const move = (await legal(host.page)).find((a) => a.type === 'moveTo' && a.to.kind === 'card')!
  await phone.locator(`[data-action='${actionKey(move)}']`).tap()
  await expect(phone.getByTestId('hand-pad')).toBeVisible()
  await phone.screenshot({ path: `${dir}/phone-hand-throw.jpg`, quality: 85 })
  await phone.getByRole('button', { name: 'Throw the dice' }).tap()
  await expect(phone.getByTestId('hand-landed')).toContainText('Landed.', { timeout: 60_000 })
  const die = phone.locator('.hand-pool [data-die]').first()
  await die.tap()
  await phone.locator('.hand-card').scrollIntoViewIfNeeded()
  await pageStill(phone)
  await phone.screenshot({ path: `${dir}/phone-hand-assign.jpg`, quality: 85 })
  expect((await actions(host.page)).length).toBeGreaterThan(2)
  await context.close()
  await host.context.close()
})
