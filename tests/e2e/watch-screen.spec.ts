// Issue 33, the big screen: the host's "Big screen link" opened on a 1080p screen watches the table as
// presentation mode without controls — the status names whose turn it is, the log in the side panel, the invite
// as a large QR code with the room's seats, no action controls — and is axe-clean; the host's move by keyboard
// shows in its log, the idle camera's drift gives way to it, the join code then shrinks and Q grows it again. A
// plain watch link shows the seats and no code.
import { expect, test, type Page } from '@playwright/test'
import { actions, gameState } from './handsProbe'
import { keyStep, newPlayer, openRoom } from './roomSteps'
import { violations } from './axe'

const logText = (page: Page) => page.locator('#game-log-lines').innerText()
const drifting = (page: Page) => page.evaluate(() => window.__museumScene?.cinema().drifting ?? false)
const setIdle = (page: Page, seconds: number) => page.evaluate((s) => window.__museumScene?.setIdleSeconds(s), seconds)

test('the big screen shows the table, whose turn, the log and the join code', async ({ browser }) => {
  test.setTimeout(120_000)
  const host = await newPlayer(browser, true)
  const errors: string[] = []
  host.page.on('pageerror', (e) => errors.push(`host: ${e.message}`))
  await openRoom(host.page, 2, 164, 'Ada')
  const big = await host.page.getByLabel('Big screen link').inputValue()
  expect(big).toMatch(/#\/room\?id=[\w-]+&watch=[\w-]+&invite=[\w-]+$/)

  // The big screen allows motion: its idle camera drifts between turns.
  const tv = await newPlayer(browser, false, true)
  tv.page.on('pageerror', (e) => errors.push(`tv: ${e.message}`))
  await tv.page.goto(big)
  await expect(tv.page.getByLabel('Your name')).toHaveValue('Big screen')
  await tv.page.getByRole('button', { name: 'Watch', exact: true }).click()
  await expect.poll(() => gameState(tv.page)).not.toBeNull()

  // No controls that act on the game: no action panel, no undo, no file menu.
  await expect(tv.page.getByRole('heading', { name: 'Watching the table' })).toBeAttached()
  await expect(tv.page.locator('.hud, [data-action], .history, .game-file-menu')).toHaveCount(0)
  await expect(tv.page.getByRole('button', { name: /^Sound (on|off)/ })).toBeVisible()
  await expect(tv.page.getByRole('button', { name: /^Fullscreen/ })).toBeVisible()
  // Whose turn: the seat and its investigator; the log in the side panel at the left.
  await expect(tv.page.getByTestId('status-seat')).toHaveText('Ada')
  await expect(tv.page.getByTestId('status-investigator')).not.toBeEmpty()
  const log = tv.page.locator('#game-log-lines')
  await expect(log).toBeVisible()
  expect((await log.boundingBox())!.x).toBeLessThan(400)
  // The join code, large at the right (clear of the table's middle), with the seats.
  const qr = tv.page.getByRole('img', { name: 'QR code: scan to take a seat' })
  await expect(qr).toBeVisible()
  const large = (await qr.boundingBox())!
  expect(large.width).toBeGreaterThan(280)
  expect(large.x).toBeGreaterThan(1920 * 0.75)
  const seats = tv.page.getByRole('list', { name: 'Seats' })
  await expect(seats).toContainText('Ada')
  await expect(seats).toContainText('Plays')
  expect(await violations(tv.page), 'the big screen').toEqual([])

  // Nobody touches the big screen: after the idle time (1 s here) its camera drifts; a move brings the view back.
  await setIdle(tv.page, 1)
  await expect.poll(() => drifting(tv.page)).toBe(true)
  await setIdle(tv.page, 5)

  // The host moves by keyboard: the big screen's log tells it, in the host's words.
  await host.page.locator('.room-panel').getByRole('button', { name: 'Fold away' }).click()
  await keyStep(host.page)
  await expect.poll(() => drifting(tv.page), { intervals: [100] }).toBe(false)
  const played = await actions(host.page)
  await expect.poll(() => actions(tv.page)).toEqual(played)
  await expect.poll(() => logText(tv.page)).toEqual(await logText(host.page))
  // Play has begun: the code steps aside; Q shows it large again.
  await expect.poll(async () => (await qr.boundingBox())?.width ?? 0).toBeLessThan(large.width / 2)
  await tv.page.keyboard.press('q')
  await expect.poll(async () => (await qr.boundingBox())?.width ?? 0).toBeCloseTo(large.width, 0)

  // A plain watch link: the same screen with the seats and no code.
  const watch = await tv.context.newPage()
  await watch.goto(await host.page.getByLabel('Watch link').inputValue())
  await watch.getByLabel('Your name').fill('Cy')
  await watch.getByRole('button', { name: 'Watch', exact: true }).click()
  await expect(watch.getByRole('list', { name: 'Seats' })).toContainText('Ada')
  await expect(watch.getByRole('img', { name: /QR code/ })).toHaveCount(0)

  expect(errors).toEqual([])
  for (const p of [host, tv]) await p.context.close()
})
