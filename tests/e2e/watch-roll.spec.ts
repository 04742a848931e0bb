// Issue 41, the big screen in a newcomer's first hour: the watch screen opened at 1920×1080 shows the join code
// whole (and at 3840×2160), reads the Ancient One's card the right way up when its drift has taken the camera to
// the far side, and while a seat's roll is live shows the dice close (each at least 30 px across, projected to the
// screen); the table rolls a seat's flick once, so the host, the guest and the big screen rest its dice at the same
// places; the host waiting on the guest's roll reads a calm "Waiting for Ben to roll." and no red refusal.
import { expect, test, type Page } from '@playwright/test'
import { actions, flick, gameState, tableReady } from './handsProbe'
import { keyStep, newPlayer, openRoom, pick } from './roomSteps'
import type { Action } from '../../src/engine/index.ts'

const qrBox = (page: Page) => page.getByRole('img', { name: 'QR code: scan to take a seat' }).boundingBox()
const trayDice = (page: Page) => page.evaluate(() => window.__museumScene?.trayDice() ?? [])

/** The QR code's box lies wholly inside the window, and inside its panel's visible room (no part scrolled away). */
async function expectQrWhole(page: Page, width: number, height: number): Promise<void> {
  await expect.poll(() => qrBox(page)).not.toBeNull()
  const box = (await qrBox(page))!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(width)
  expect(box.y + box.height).toBeLessThanOrEqual(height)
  const panel = (await page.locator('.watch-join').boundingBox())!
  expect(box.y).toBeGreaterThanOrEqual(panel.y)
  expect(box.y + box.height).toBeLessThanOrEqual(panel.y + panel.height)
}

test('the join code is whole on a 4K big screen', async ({ browser }) => {
  test.setTimeout(120_000)
  const host = await newPlayer(browser, true)
  await openRoom(host.page, 4, 164, 'Ada')
  const big = await host.page.getByLabel('Big screen link').inputValue()
  const { context, page: tv } = await newPlayer(browser, true, { width: 3840, height: 2160 })
  await tv.goto(big)
  await tv.getByRole('button', { name: 'Watch', exact: true }).click()
  await expect.poll(() => gameState(tv)).not.toBeNull()
  await expectQrWhole(tv, 3840, 2160)
  for (const c of [host.context, context]) await c.close()
})

test('the big screen follows a live roll that rests alike on every screen', async ({ browser }) => {
  test.setTimeout(900_000)
  const errors: string[] = []
  const host = await newPlayer(browser, false)
  host.page.on('pageerror', (e) => errors.push(`host: ${e.message}`))
  await openRoom(host.page, 2, 164, 'Ada')
  const big = await host.page.getByLabel('Big screen link').inputValue()
  const invite = await host.page.getByLabel('Invite link').inputValue()

  const tv = await newPlayer(browser, false, true)
  tv.page.on('pageerror', (e) => errors.push(`tv: ${e.message}`))
  await tv.page.goto(big)
  await tv.page.getByRole('button', { name: 'Watch', exact: true }).click()
  await tableReady(tv.page)
  await expectQrWhole(tv.page, 1920, 1080)

  // Between turns the camera drifts; half way round the table the Ancient One's card still reads upright.
  await tv.page.evaluate(() => window.__museumScene?.setIdleSeconds(1))
  await expect.poll(() => tv.page.evaluate(() => window.__museumScene?.cinema().drifting)).toBe(true)
  await tv.page.evaluate(() => window.__museumScene?.setDriftSeconds(62))
  // The far side: the camera stands beyond the card (z < -37).
  await expect
    .poll(async () => (await tv.page.evaluate(() => window.__museumScene!.cinema().camera))[2])
    .toBeLessThan(-40)
  await expect.poll(() => tv.page.evaluate(() => window.__museumScene?.cardTurn('ancientOne'))).toBeLessThan(30)
  await tv.page.evaluate(() => window.__museumScene?.setIdleSeconds(15))
  await tv.page.mouse.move(5, 5) // anyone in the room may wake it

  // The guest takes the second investigator.
  const guest = await newPlayer(browser, false, true)
  guest.page.on('pageerror', (e) => errors.push(`guest: ${e.message}`))
  await guest.page.goto(invite)
  await guest.page.getByLabel('Your name').fill('Ben')
  await guest.page.getByRole('button', { name: 'Take a seat' }).click()
  await expect.poll(() => gameState(guest.page)).not.toBeNull()
  await host.page.locator('.room-assign select').first().selectOption({ label: 'Ben' })
  await host.page.locator('.room-panel').getByRole('button', { name: 'Fold away' }).click()
  await guest.page.locator('.room-panel').getByRole('button', { name: 'Fold away' }).click()
  await expectQrWhole(tv.page, 1920, 1080)
  await Promise.all([tableReady(host.page), tableReady(guest.page)])

  // The guest goes to an adventure; the host reads whose roll it is.
  for (let i = 0; i < 6 && pick(await legalOf(guest.page))?.type !== 'rollDice'; i++) await keyStep(guest.page)
  await expect(host.page.getByTestId('hud-waiting')).toHaveText('Waiting for Ben to roll.')

  // The guest flicks the dice: the big screen closes on them while they are live.
  const before = (await actions(guest.page)).length
  expect(await flick(guest.page, 1, before)).toBe(true)
  await expect
    .poll(() => tv.page.evaluate(() => window.__museumScene?.remoteTumble()?.rollId ?? null), { timeout: 60_000 })
    .not.toBeNull()
  await expect
    .poll(async () => Math.min(...(await trayDice(tv.page)).map((d) => d.span)), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(30)

  // The table's report: every screen has its dice at rest, at the same places.
  const report = async () => (await actions(host.page)).find((a) => a.type === 'reportRoll') ?? null
  await expect.poll(report, { timeout: 120_000 }).not.toBeNull()
  const rollId = ((await report()) as Extract<Action, { type: 'reportRoll' }>).rollId
  const rested = async (page: Page) => {
    await page.waitForFunction(
      (id) => window.__museumScene?.moving() === false && window.__museumScene?.lastRead()?.rollId === id,
      rollId,
      { timeout: 120_000 },
    )
    const rolled = (await page.evaluate(() => window.__museumScene!.lastRead()!.dice)).sort((a, b) => a - b)
    const dice = await trayDice(page)
    return rolled.map((id) => dice.find((d) => d.id === id)!.at)
  }
  const [atHost, atGuest, atTv] = [await rested(host.page), await rested(guest.page), await rested(tv.page)]
  for (const other of [atGuest, atTv])
    other.forEach((p, i) => p.forEach((v, k) => expect(Math.abs(v - atHost[i]![k]!)).toBeLessThan(0.05)))
  // While the guest's dice were in the air and after, the host was told whose roll it is, never refused.
  await expect(host.page.getByTestId('hud-refusal')).toHaveCount(0)
  // The close-up holds between the roll and the guest's next move: no drift mid-turn.
  expect(await tv.page.evaluate(() => window.__museumScene?.closeUp())).toBe(true)

  expect(errors).toEqual([])
  for (const p of [host, guest, tv]) await p.context.close()
})

const legalOf = (page: Page) => page.evaluate(() => (window.__museum?.legal() ?? []) as Action[])
