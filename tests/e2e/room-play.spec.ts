// Issue 32, "Play together", the browser half: a host opens a room from the New game form, a guest joins by the
// "Invite link" field's text and is given the first investigator, plays its turn by the hands (flicks, dragged
// dice) while the host's controls wait, and both logs read the same; the guest's tab is closed and opened again by
// the link and sits back down; a bad link is refused; the host plays by keyboard and a watcher sees the host's
// throw tumble from the same flick and land on the faces the table took. axe-core checks the invite panel, joining and a seat out of turn.
// Issue 43: Space at a room's table sends the table a throw, never faces (reduced motion too).
import { expect, test, type Page } from '@playwright/test'
import { actions, gameState, legal, tableReady } from './handsProbe'
import { handStep, keyStep, newPlayer, turnOf, openRoom } from './roomSteps'
import { violations } from './axe'

const logText = (page: Page) => page.locator('#game-log-lines').innerText()

test('two seats and a watcher at one table', async ({ browser }) => {
  test.setTimeout(300_000)
  const host = await newPlayer(browser, true)
  const errors: string[] = []
  host.page.on('pageerror', (e) => errors.push(`host: ${e.message}`))
  // What the host's screen sends the table (Colyseus frames carry message types and action types as plain text).
  const sent: string[] = []
  host.page.on('websocket', (ws) =>
    ws.on('framesent', (f) => sent.push(typeof f.payload === 'string' ? f.payload : f.payload.toString('latin1'))),
  )

  // The host: New game, two investigators, Play together, a name, the room.
  await openRoom(host.page, 2, 164, 'Ada')
  const invite = await host.page.getByLabel('Invite link').inputValue()
  const watch = await host.page.getByLabel('Watch link').inputValue()
  expect(invite).toContain('#/room?id=')
  expect(watch).toContain('&watch=')
  await expect(host.page.getByRole('img', { name: 'QR code: scan to take a seat' })).toBeVisible()
  expect(await violations(host.page), 'the invite panel').toEqual([])

  // The guest joins by the invite link's text and is given the second investigator.
  const guest = await newPlayer(browser, true, true)
  guest.page.on('pageerror', (e) => errors.push(`guest: ${e.message}`))
  await guest.page.goto(invite)
  expect(await violations(guest.page), 'joining').toEqual([])
  await guest.page.getByLabel('Your name').fill('Ben')
  await guest.page.getByRole('button', { name: 'Take a seat' }).click()
  await expect.poll(() => gameState(guest.page)).not.toBeNull()
  await host.page.locator('.room-assign select').first().selectOption({ label: 'Ben' })
  await guest.page.getByRole('button', { name: 'Seats' }).click()
  await expect(guest.page.locator('.room-seats')).toContainText('Ben (you)')
  await guest.page.locator('.room-panel').getByRole('button', { name: 'Fold away' }).click()
  await host.page.locator('.room-panel').getByRole('button', { name: 'Fold away' }).click()

  // Out of turn, the host's controls are off and the key names whose move it is.
  await expect(host.page.getByTestId('hud-waiting')).toContainText('Waiting for Ben')
  await expect(host.page.locator('.hud-controls button').first()).toBeDisabled()
  await expect(host.page.getByTestId('status-seat')).toHaveText('Ben')
  expect(await violations(host.page), 'out of turn').toEqual([])

  // The guest plays the first turn by the hands: flicks and dragged dice.
  const hands: string[] = []
  for (let i = 0; i < 40 && (await turnOf(guest.page)) === 0; i++) hands.push(await handStep(guest.page))
  expect(hands.some((h) => h.startsWith('flick'))).toBe(true)
  expect(hands.some((h) => h.startsWith('drag'))).toBe(true)
  await expect(guest.page.getByTestId('hud-waiting')).toContainText('Waiting for Ada')

  // Both screens hold the same game and tell it in the same words, with who did what (the host hears the guest's
  // last actions a moment after the guest does).
  await expect
    .poll(async () => JSON.stringify(await actions(host.page)) === JSON.stringify(await actions(guest.page)))
    .toBe(true)
  const played = await actions(host.page)
  expect(await logText(guest.page)).toEqual(await logText(host.page))
  expect(await logText(host.page)).toContain('(Ben)')

  // The guest's tab closes; the link opened again sits it back at its seat, the game where it is.
  await guest.page.close()
  const back = await guest.context.newPage()
  await back.goto(invite)
  await expect.poll(() => actions(back)).toEqual(played)
  await back.getByRole('button', { name: 'Seats' }).click()
  await expect(back.locator('.room-seats')).toContainText('Ben (you)')

  // A link the table never made is refused with a sentence, and nothing else changes.
  await back.goto(invite.replace(/invite=[^&]*/, 'invite=not-a-token'))
  await expect(back.getByRole('alert')).toContainText('not a table link')
  await back.close()

  // The host's turn: to the adventure by keyboard, then Space. The roll goes to the table as a throw, which the
  // table rolls and reads: this screen sends no faces.
  const rolls = (list: readonly { type: string }[]) =>
    list.some((a) => a.type === 'rollDice' || a.type === 'reportRoll')
  for (let i = 0; i < 6 && !rolls(await legal(host.page)); i++) await keyStep(host.page)
  await host.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  const [framesBefore, logBefore] = [sent.length, (await actions(host.page)).length]
  await host.page.keyboard.press('Space')
  await expect
    .poll(async () => (await actions(host.page)).slice(logBefore).some((a) => a.type === 'reportRoll'))
    .toBe(true)
  const afterSpace = sent.slice(framesBefore)
  expect(afterSpace.filter((f) => f.includes('handThrow')).length, 'a throw went to the table').toBe(1)
  expect(
    afterSpace.filter((f) => f.includes('reportRoll')),
    'no faces went to the table',
  ).toEqual([])

  expect(errors).toEqual([])
  for (const p of [host, guest]) await p.context.close()
})

test('a watcher sees the seat’s throw tumble and land on the same faces', async ({ browser }) => {
  test.setTimeout(180_000)
  const ada = await newPlayer(browser, false)
  await ada.page.goto('/')
  await ada.page.getByLabel('Seed').fill('164')
  await ada.page.getByRole('button', { name: 'Play together' }).click()
  await ada.page.getByLabel('Your name').fill('Ada')
  await ada.page.getByRole('button', { name: 'Open the room' }).click()
  const watch = await ada.page.getByLabel('Watch link').inputValue()
  const watcher = await newPlayer(browser, false)
  await watcher.page.goto(watch)
  await watcher.page.getByLabel('Your name').fill('Cy')
  await watcher.page.getByRole('button', { name: 'Watch' }).click()
  await Promise.all([tableReady(ada.page), tableReady(watcher.page)])
  // A watcher is the big screen: no action controls (tests/e2e/watch-screen.spec.ts).
  await expect(watcher.page.getByRole('heading', { name: 'Watching the table' })).toBeAttached()
  // Ada plays by keyboard until she throws (Enter on the Roll control: the seeded throw, relayed).
  for (let i = 0; i < 6; i++) if ((await keyStep(ada.page)).type === 'rollDice') break
  // Software GL on shared cores draws the watcher's tumble slowly: seconds, not frames.
  await expect
    .poll(() => watcher.page.evaluate(() => window.__museumScene?.lastRead() ?? null), { timeout: 90_000 })
    .not.toBeNull()
  const read = (await watcher.page.evaluate(() => window.__museumScene?.lastRead()))!
  const report = async () =>
    (await actions(ada.page)).find((a) => a.type === 'reportRoll' && a.rollId === read.rollId) ?? null
  await expect.poll(report, { timeout: 60_000 }).not.toBeNull()
  const faces = (await report()) as unknown as { faces: string[] }
  // The same flick on the same seeded world: the watcher's own tumble reads the faces the table took.
  expect(read.faces).toEqual(faces.faces)
  await expect
    .poll(() => watcher.page.evaluate((ids) => window.__museumScene?.trayFaces(ids) ?? null, read.dice))
    .toEqual(faces.faces)
  await expect.poll(() => actions(watcher.page)).toEqual(await actions(ada.page))
  for (const p of [ada, watcher]) await p.context.close()
})
