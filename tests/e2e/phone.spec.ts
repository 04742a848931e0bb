// Issue 41, "a newcomer's first hour": the game on a phone. Held upright (390×844) the table is framed to the width
// (the ring across at least 60 % of it with the panels folded); a smaller phone and a phone on its side frame the ring
// and the tray; and a die in the roll's close-up is at least 24 CSS pixels across, a finger's worth, before the throw
// and once the dice lie (the close-up fits them and the card); dice laid on a row stay in sight there, stamp and all,
// before the view goes back to the tray; after a failed roll the sheet leads with the die to discard; the card zoom
// is a sheet whose Close lies uncovered under the thumb and closes it, as do a tap outside, Escape and "Read the
// card" again; no key cap is shown on the touch screen; every control of the foot lies inside the window, upright and
// on its side (presenting, its way out too); the foot's More folds away on a tap outside it, Escape and a chosen
// command; after an action tapped far down the sheet the next actions show from their head, while a player reading
// the log below them is left there; a phone that opens a room keeps the table with its invite in view (Share hands
// it to the phone's share sheet), and brings it back into view when asked; on its side, the QR code lies whole beside
// the invite link. Touches are emulated (isMobile, hasTouch).
import { expect, test, type Locator, type Page } from '@playwright/test'
import { violations } from './axe'
import { readProbe } from './gameSteps'
import { ringSpan } from './handsProbe'
import { actionKey } from '../../src/ui/hud/actionKey.ts'
import { hintsOff, withSettings } from './quiet'
import { openRoom } from './roomSteps'

const UPRIGHT = { width: 390, height: 844 }
const ON_ITS_SIDE = { width: 844, height: 390 }

test.use({ viewport: UPRIGHT, isMobile: true, hasTouch: true })

async function openGame(page: Page, motion: 'reduce' | 'no-preference' = 'reduce') {
  await hintsOff(page)
  await page.emulateMedia({ reducedMotion: motion })
  await page.goto('/#/play?seed=20261123&investigators=2&ancientOne=cthulhu&ruleset=revised')
  await page.waitForFunction(() => window.__museum?.state() != null && window.__museumScene?.ready(), null, {
    timeout: 90_000,
  })
}

/** Opens the game, goes to the adventure at ring place `place` by the keyboard, and throws (Space) until it lies. */
async function rolledAt(page: Page, place: number) {
  await openGame(page)
  await page.keyboard.press(String(place))
  await page.keyboard.press('Enter')
  await expect.poll(() => page.evaluate(() => window.__museumScene!.throwable())).toBe(true)
  await page.keyboard.press('Space')
  await expect
    .poll(() => page.evaluate(() => window.__museum?.state()?.phase), { timeout: 120_000 })
    .toMatchObject({ stage: 'rolled' })
}

/** The smallest die in the tray, as drawn (CSS px its edge spans); Infinity while none is there. */
const smallestTrayDie = (page: Page) =>
  page.evaluate(() =>
    Math.min(
      ...window
        .__museumScene!.dice()
        .filter((d) => d.where === 'tray')
        .map((d) => d.size),
    ),
  )

/** Whether the element at the centre of `control`'s box is that element (or inside it): nothing lies over it. */
const uncovered = (control: Locator) =>
  control.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
    return top !== null && el.contains(top)
  })

/** Each visible control of the foot whose box leaves the window, by its words (an empty list: all inside). */
const footOutside = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.game-foot :is(a[href], button, summary, select, input)')]
      .filter((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .filter((el) => {
        const r = el.getBoundingClientRect()
        return r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5
      })
      .map((el) => (el.textContent ?? '').trim()),
  )

/** The words of every key cap shown now (an empty list: none). */
const shownKeys = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('kbd')]
      .filter((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .map((el) => el.textContent ?? ''),
  )

test('upright, the table is framed to the width: the ring spans 60 % of it with the panels folded', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openGame(page)
  await page.getByRole('button', { name: /Hide panels/ }).tap()
  await expect(page.locator('.hud')).toBeHidden()
  await expect.poll(() => ringSpan(page)).toBeGreaterThanOrEqual(0.6 * UPRIGHT.width)
})

test('upright, dice laid on a row stay in sight with its stamp until the player lets go, then the tray', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await rolledAt(page, 1)
  const complete = (await readProbe(page)).legal.find((a) => a.type === 'completeTask')
  expect(complete, 'a task the roll completes').toBeDefined()
  // A finger rests on the status bar (the view keeps still while one is down), and the task is completed from the
  // sheet's control by the keyboard. Before, the view went to the tray alone at once: the row's stamp was never seen.
  const bar = (await page.locator('.status-bar').boundingBox())!
  await page.mouse.move(bar.x + 8, bar.y + 8)
  await page.mouse.down()
  await page.locator(`[data-action=${JSON.stringify(actionKey(complete!))}]`).focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => page.evaluate(() => window.__museum?.state()?.phase)).toMatchObject({ stage: 'ready' })
  await expect
    .poll(() => page.evaluate(() => window.__museumScene!.frames()))
    .toMatchObject({ closeUp: 'narrow', eased: true })
  // The card in play, its completed row stamped, in the room the panels leave.
  const { room, card } = await page.evaluate(() => {
    const phase = window.__museum!.state()!.phase
    const id = phase.kind === 'resolution' && phase.target.kind === 'card' ? phase.target.cardId : ''
    return { room: window.__museumScene!.room()!, card: window.__museumScene!.project(id) }
  })
  expect(card).not.toBeNull()
  expect(card!.x).toBeGreaterThanOrEqual(room.x)
  expect(card!.y).toBeGreaterThanOrEqual(room.y)
  expect(card!.y).toBeLessThanOrEqual(room.y + room.height)
  // Let go: the view moves on to the tray, each die waiting there a finger wide.
  await page.mouse.up()
  await expect
    .poll(() => page.evaluate(() => window.__museumScene!.frames()))
    .toMatchObject({ closeUp: 'tray', eased: true })
  await expect.poll(() => smallestTrayDie(page)).toBeGreaterThanOrEqual(24)
})

test('upright, after a failed roll the sheet leads with the die to discard, under the thumb', async ({ page }) => {
  test.setTimeout(180_000)
  await rolledAt(page, 2)
  await page.keyboard.press('f')
  await expect.poll(() => page.evaluate(() => window.__museum?.state()?.phase)).toMatchObject({ stage: 'discarding' })
  // The first heading of the actions says what the rules ask now; before, it was "Choose dice" (the picker), whose
  // toggles discard nothing by a tap, and the discard buttons lay below the sheet's fold.
  const headings = page.locator('.hud-controls h3')
  await expect(headings.first()).toHaveText('The roll failed')
  const discard = page.locator('.hud-group-dice button[data-action*="discardDie"]').first()
  await expect(discard).toBeInViewport({ ratio: 1 })
  expect(await uncovered(discard)).toBe(true)
  const before = (await readProbe(page)).count
  await discard.tap()
  await expect.poll(async () => (await readProbe(page)).count).toBe(before + 1)
  expect((await readProbe(page)).state.phase).toMatchObject({ stage: 'ready' })
})

// The whole table's view drew the ring's cards 95 px apart on a 360×740 phone and 127 on a phone on its side: too
// small to read a card or pick one by finger. There the ring, the tray and the investigator's card are framed.
for (const { size, least } of [
  { size: { width: 360, height: 740 }, least: 130 },
  { size: ON_ITS_SIDE, least: 150 },
])
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: size })
    test('where the whole table would draw the ring too small, the ring and the tray are framed', async ({ page }) => {
      test.setTimeout(120_000)
      await openGame(page)
      await expect.poll(() => page.evaluate(() => window.__museumScene!.frames().whole)).toBe('ring')
      await expect.poll(() => ringSpan(page)).toBeGreaterThanOrEqual(least)
    })
  })

test.describe('a small phone with the largest text', () => {
  const SMALL = { width: 360, height: 740 }
  test.use({ viewport: SMALL })
  test('the table keeps a room between the status bar and the panels, upright (360×740) and on its side', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await withSettings(page, { textSize: 1.5 })
    await openGame(page)
    // Each group of figures one row that scrolls across; the sheet at peek no more than a third of the screen; the
    // foot's labels at the standard size. With the status bar in four rows, the sheet at 13rem or the foot in three
    // rows, the room fell under the least framed and the table was drawn under the panels, out of sight.
    const room = async () => (await page.evaluate(() => window.__museumScene!.room())) ?? { y: 0, height: 0 }
    await expect.poll(async () => (await room()).y, 'the room starts below the status bar').toBeGreaterThan(0)
    expect((await room()).height).toBeGreaterThanOrEqual(160)
    const status = (await page.locator('.status-bar').boundingBox())!
    expect(status.height).toBeLessThanOrEqual(0.25 * SMALL.height)
    const rows = await page
      .locator('.game-foot .shell-button')
      .evaluateAll((buttons) => [
        ...new Set(buttons.filter((b) => b.checkVisibility()).map((b) => Math.round(b.getBoundingClientRect().top))),
      ])
    expect(rows.length, 'the foot in rows').toBeLessThanOrEqual(2)
    // A row that scrolls takes the keyboard's focus (axe: scrollable regions must have keyboard access).
    await expect(page.locator('.status-group[tabindex="0"]')).toHaveCount(2)
    expect(await violations(page)).toEqual([])

    // On its side, the foot's labels at the standard size too: in two rows of Largest, a third of the window's
    // height, they left the table no room and it was drawn under the panels.
    await page.setViewportSize(ON_ITS_SIDE)
    await expect
      .poll(async () => (await room()).y, 'on its side, the room starts below the status bar')
      .toBeGreaterThan(0)
    expect((await room()).height).toBeGreaterThanOrEqual(120)
  })
})

test("upright, a die in the roll's close-up is at least 24 px across", async ({ page }) => {
  test.setTimeout(120_000)
  await openGame(page)
  await page.keyboard.press('2')
  await page.keyboard.press('Enter')
  await expect.poll(() => page.evaluate(() => window.__museumScene!.closeUpAt())).toBe(1)
  await expect.poll(() => smallestTrayDie(page)).toBeGreaterThanOrEqual(24)
  expect(await smallestTrayDie(page)).toBeLessThan(Infinity)
})

test('upright, once the dice lie the close-up fits the card in play and the dice, each a finger wide', async ({
  page,
}) => {
  test.setTimeout(180_000)
  // Thrown, as a hand throws them: the dice tumble and come to rest where the physics leaves them.
  await openGame(page, 'no-preference')
  await page.keyboard.press('2')
  await page.keyboard.press('Enter')
  await expect.poll(() => page.evaluate(() => window.__museumScene!.closeUpAt())).toBe(1)
  await expect.poll(() => page.evaluate(() => window.__museumScene!.throwable())).toBe(true)
  await page.keyboard.press('Space')
  await expect
    .poll(() => page.evaluate(() => window.__museum?.state()?.phase), { timeout: 120_000 })
    .toMatchObject({ stage: 'rolled' })
  // The view eases from the tray to them.
  await expect
    .poll(() => page.evaluate(() => window.__museumScene!.frames()))
    .toMatchObject({ closeUp: 'narrow', eased: true })
  const smallest = await smallestTrayDie(page)
  console.log(`the dice lying, upright: smallest die ${smallest.toFixed(1)} px`)
  expect(smallest).toBeGreaterThanOrEqual(18)
  expect(smallest).toBeLessThan(Infinity)
  // Every die, and the rows of the card in play it may be laid on, lie in the room the sheet leaves.
  const room = (await page.evaluate(() => window.__museumScene!.room()))!
  const points = await page.evaluate(() => [
    ...window.__museumScene!.dice().filter((d) => d.where === 'tray'),
    ...window.__museumScene!.targets().filter((t) => t.key.startsWith('task:')),
  ])
  expect(points.length).toBeGreaterThan(6)
  for (const { x, y } of points) {
    expect(x).toBeGreaterThanOrEqual(room.x)
    expect(x).toBeLessThanOrEqual(room.x + room.width)
    expect(y).toBeGreaterThanOrEqual(room.y)
    expect(y).toBeLessThanOrEqual(room.y + room.height)
  }
})

test('the card zoom is a sheet: Close uncovered under the thumb; Close, a tap outside, Escape and Read the card close it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openGame(page)
  const zoom = page.getByRole('dialog', { name: await page.getByTestId('ring-card-1').innerText() })
  const close = zoom.getByRole('button', { name: /^Close/ })
  const openFromChip = async () => {
    await page.locator('.ring-card').first().tap()
    await expect(zoom).toBeVisible()
  }

  await openFromChip()
  const box = (await close.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(UPRIGHT.width)
  // Under the thumb: in the lower half of the screen.
  expect(box.y).toBeGreaterThan(UPRIGHT.height / 2)
  expect(box.y + box.height).toBeLessThanOrEqual(UPRIGHT.height)
  expect(await uncovered(close)).toBe(true)
  await close.tap()
  await expect(zoom).toBeHidden()

  await openFromChip()
  await page.touchscreen.tap(UPRIGHT.width / 2, 10)
  await expect(zoom).toBeHidden()

  await openFromChip()
  await page.keyboard.press('Escape')
  await expect(zoom).toBeHidden()

  await openFromChip()
  const read = page.getByRole('button', { name: /^Read the card/ })
  expect(await uncovered(read)).toBe(true)
  await read.tap()
  await expect(zoom).toBeHidden()
  await read.tap()
  await expect(zoom).toBeVisible()
})

test('no key caps on the touch screen: the actions, the foot, the sheet, the zoom', async ({ page }) => {
  test.setTimeout(120_000)
  await openGame(page)
  await expect(page.locator('.hud [data-action]').first()).toBeVisible()
  expect(await shownKeys(page)).toEqual([])
  await page.locator('.ring-card').first().tap()
  await expect(page.locator('.card-zoom')).toBeVisible()
  expect(await shownKeys(page)).toEqual([])
})

test('every control of the foot lies inside the window, upright and on its side, presenting too', async ({ page }) => {
  test.setTimeout(120_000)
  await openGame(page)
  for (const size of [UPRIGHT, ON_ITS_SIDE]) {
    await page.setViewportSize(size)
    await expect(page.locator('.game-foot button').first()).toBeVisible()
    await expect.poll(() => footOutside(page), `${size.width}×${size.height}`).toEqual([])
    // What the foot folds away on a phone, unfolded: inside too.
    const more = page.getByRole('button', { name: 'More', exact: true })
    await more.tap()
    await expect(more).toHaveAttribute('aria-expanded', 'true')
    await expect.poll(() => footOutside(page), `${size.width}×${size.height}, unfolded`).toEqual([])
    await more.tap()
    await expect(more).toHaveAttribute('aria-expanded', 'false')
  }
  // Presenting (chosen from More, on its side), the way out stays in reach though More is hidden with the rest.
  await page.getByRole('button', { name: 'More', exact: true }).tap()
  await page.getByRole('button', { name: /^Present/ }).tap()
  const leave = page.getByRole('button', { name: /^Leave presentation/ })
  await expect(leave).toBeInViewport({ ratio: 1 })
  await leave.tap()
  await expect(page.getByRole('button', { name: 'More', exact: true })).toBeVisible()
})

test('the actions are a bottom sheet: a tap, the arrow keys and a drag of its handle size it; the table stays framed at peek', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openGame(page)
  const handle = page.getByTestId('sheet-handle')
  const sheet = page.locator('.game-sheet')
  const height = async () => (await sheet.boundingBox())!.height
  const room = () => page.evaluate(() => window.__museumScene!.room())
  await expect(sheet).toHaveAttribute('data-sheet', 'peek')
  const peek = await height()
  const framed = await room()
  await handle.tap()
  await expect(sheet).toHaveAttribute('data-sheet', 'half')
  await expect(handle).toHaveAttribute('aria-expanded', 'true')
  await expect.poll(height).toBeGreaterThan(peek * 1.5)
  await handle.focus()
  await page.keyboard.press('ArrowUp')
  await expect(sheet).toHaveAttribute('data-sheet', 'full')
  // Full: from the status bar to the foot.
  const status = (await page.locator('.status-bar').boundingBox())!
  await expect.poll(async () => (await sheet.boundingBox())!.y).toBeLessThan(status.y + status.height + 2)
  expect(await room()).toEqual(framed)
  // Dragged down by a finger from full to near peek: it settles at peek.
  const box = (await handle.boundingBox())!
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  const client = await page.context().newCDPSession(page)
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number) =>
    client.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y: at, id: 1 }],
    })
  const travel = (await height()) - peek + 20
  await touch('touchStart', y)
  for (let i = 1; i <= 8; i++) await touch('touchMove', y + (i * travel) / 8)
  await touch('touchEnd', 0)
  await expect(sheet).toHaveAttribute('data-sheet', 'peek')
  await expect.poll(height).toBeLessThan(peek + 2)
  await page.keyboard.press('ArrowUp')
  await expect(sheet).toHaveAttribute('data-sheet', 'half')
  await page.keyboard.press('ArrowDown')
  await expect(sheet).toHaveAttribute('data-sheet', 'peek')
})

test('after an action tapped far down the sheet the next actions show from their head; a reader of the log stays', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openGame(page)
  const panels = page.locator('.game-side-panels')
  const scrolled = () => panels.evaluate((el) => el.scrollTop)
  // The last move lies below the sheet at peek: the tap scrolls to it.
  await page
    .getByRole('button', { name: /^Move to/ })
    .last()
    .tap()
  await expect.poll(() => page.evaluate(() => window.__museum?.state()?.phase.kind)).toBe('resolution')
  await expect(page.getByRole('heading', { name: 'Your move' })).toBeInViewport({ ratio: 1 })
  await expect(page.getByRole('button', { name: /^Roll the dice/ })).toBeInViewport({ ratio: 1 })
  // Drawn up to half and scrolled to the log's end, the sheet stays there when the game moves on.
  await page.getByTestId('sheet-handle').focus()
  await page.keyboard.press('ArrowUp')
  await expect(page.locator('.game-sheet')).toHaveAttribute('data-sheet', 'half')
  await panels.evaluate((el) => (el.scrollTop = el.scrollHeight))
  const atLog = await scrolled()
  expect(atLog).toBeGreaterThan(0)
  const before = await page.evaluate(() => window.__museum!.actions().length)
  // The roll by its key, from the page (not the handle, which Space would press).
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.keyboard.press('Space')
  await expect
    .poll(() => page.evaluate(() => window.__museum!.actions().length), { timeout: 60_000 })
    .toBeGreaterThan(before)
  expect(await scrolled()).toBeGreaterThanOrEqual(atLog - 1)
})

test("the foot's More folds away on a tap outside it, on Escape (back to its button) and once a command is chosen", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openGame(page)
  const more = page.getByRole('button', { name: 'More', exact: true })
  const sound = page.locator('.game-foot').getByRole('button', { name: /^Sound (on|off)/ })
  await more.tap()
  await expect(more).toHaveAttribute('aria-expanded', 'true')
  await expect(sound).toBeVisible()
  // A tap on the status bar, outside the foot.
  await page.touchscreen.tap(UPRIGHT.width / 2, 10)
  await expect(more).toHaveAttribute('aria-expanded', 'false')
  await expect(sound).toBeHidden()

  await more.tap()
  await expect(more).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Escape')
  await expect(more).toHaveAttribute('aria-expanded', 'false')
  await expect(more).toBeFocused()

  await more.tap()
  const was = await sound.textContent()
  await sound.tap()
  await expect(more).toHaveAttribute('aria-expanded', 'false')
  await expect(sound).toBeHidden()
  await more.tap()
  await expect(sound).not.toHaveText(was!)

  // A dialog opened from behind More gives focus back to More when it closes: its opener has folded away again.
  const settings = page.locator('.game-foot').getByRole('button', { name: 'Settings' })
  await settings.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible()
  await expect(settings).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Settings' })).toHaveCount(0)
  await expect(more).toBeFocused()
})

test('a phone that opens a room keeps the table, its sheet drawn up to the invite and its QR code', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await hintsOff(page)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  // The phone's share sheet, kept where the test can read what was sent: the first is closed unused.
  await page.addInitScript(() => {
    const sent: ShareData[] = []
    ;(window as { __shared?: ShareData[] }).__shared = sent
    navigator.share = (data?: ShareData) =>
      sent.push(data ?? {}) === 1 ? Promise.reject(new DOMException('closed', 'AbortError')) : Promise.resolve()
  })
  await openRoom(page, 1, 20261123, 'Ada')
  // The host's address becomes the invite link, which opens a guest's phone on the hand view: not the host's.
  await expect(page.locator('.game-sheet')).toHaveAttribute('data-sheet', 'half')
  await expect(page.getByRole('button', { name: 'Copy' }).first()).toBeInViewport({ ratio: 1 })
  await expect(page.getByRole('img', { name: 'QR code: scan to take a seat' })).toBeInViewport({ ratio: 0.9 })
  await expect(page.getByTestId('hand-turn')).toHaveCount(0)
  // Share hands the invite link to the phone's share sheet; closing the sheet unused says nothing.
  const invite = await page.getByLabel('Invite link').inputValue()
  const help = page.locator('.room-link .help').first()
  const share = page.getByRole('button', { name: 'Share' })
  await share.tap()
  await expect.poll(() => page.evaluate(() => (window as { __shared?: ShareData[] }).__shared?.length)).toBe(1)
  await expect(help).toHaveText('Anyone with it takes a seat: send it to your friends.')
  await share.tap()
  await expect(help).toHaveText('Invite link sent.')
  expect(await page.evaluate(() => (window as { __shared?: ShareData[] }).__shared)).toEqual([
    { title: 'Midnight Museum', text: 'A seat at my table in Midnight Museum', url: invite },
    { title: 'Midnight Museum', text: 'A seat at my table in Midnight Museum', url: invite },
  ])
  // A reload of that address finds the host's seat at the table again, not the hand view.
  await page.reload()
  await expect(page.getByTestId('status-seat')).toHaveText('Ada')
  await expect(page.getByTestId('hand-turn')).toHaveCount(0)
  // Folded away and the sheet lowered, "Invite and seats" brings the invite back into view.
  const sheet = page.locator('.game-sheet')
  await expect(sheet).toHaveAttribute('data-sheet', 'half')
  await page.locator('.room-panel').getByRole('button', { name: 'Fold away' }).tap()
  await page.getByTestId('sheet-handle').focus()
  await page.keyboard.press('ArrowDown')
  await expect(sheet).toHaveAttribute('data-sheet', 'peek')
  await page.getByRole('button', { name: 'Invite and seats' }).tap()
  await expect(sheet).toHaveAttribute('data-sheet', 'half')
  await expect(page.getByRole('img', { name: 'QR code: scan to take a seat' })).toBeInViewport({ ratio: 0.9 })
})

test('on its side, a phone that opens a room shows the invite link and the whole QR code beside it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await hintsOff(page)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize(ON_ITS_SIDE)
  await openRoom(page, 1, 20261123, 'Ada')
  const qr = page.getByRole('img', { name: 'QR code: scan to take a seat' })
  await expect(qr).toBeVisible()
  await expect(page.getByTestId('status-seat')).toHaveText('Ada')
  // Whole, inside the room panel's own scroll as well as the window, once the panel beside the actions has settled.
  await expect(qr).toBeInViewport({ ratio: 1 })
  await expect
    .poll(() =>
      qr.evaluate((el) => {
        const box = el.getBoundingClientRect()
        const panel = el.closest('.room-panel')!.getBoundingClientRect()
        return box.top >= panel.top - 1 && box.bottom <= panel.bottom + 1
      }),
    )
    .toBe(true)
  const link = await page.getByLabel('Invite link').boundingBox()
  const code = await qr.boundingBox()
  expect(code!.x, 'the code lies beside the link, not below it').toBeGreaterThan(link!.x + link!.width)
  await expect(page.getByRole('button', { name: 'Copy' }).first()).toBeInViewport({ ratio: 1 })
})
