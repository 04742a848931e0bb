// Issue 41, items 8 and 9: the advice's label lies beside the dice it names (never under the status bar or another
// panel), in the close-up and the whole-table view; the best row's mark is put away while a die is held; no two
// plaques overlap, and none lies on the status bar or the investigator's card. The game is set up in Node with the
// engine (a roll whose best choice completes a task with two dice) and opened through the replay's "Play on".
import { expect, test, type Page } from '@playwright/test'
import { applyAction, bestMove, createGame, legalActions, type Action, type GameState } from '../../src/engine/index.ts'
import { INVESTIGATOR } from '../../src/scene/layout/tablePlan.ts'
import { encodeShareLink } from '../../src/persist/shareLink.ts'
import { diceOnScreen, pickUp, tableReady, targetAt, viewAtRest } from './handsProbe'

const SETUP = { seed: 20261123, investigators: 2 } as const
type Box = { x: number; y: number; width: number; height: number }

/** The game up to a roll of I2 I1 L P T at the first card: the best choice completes task 1 with two dice. */
function rolledGame(): { actions: Action[]; state: GameState } {
  let state = createGame(SETUP)
  const actions: Action[] = []
  const play = (a: Action) => {
    const r = applyAction(state, a)
    if (!r.ok) throw new Error(`test: ${r.violation.message}`)
    state = r.state
    actions.push(a)
  }
  while (state.pendingChoices.length > 0) play(legalActions(state)[0]!)
  play({ type: 'moveTo', to: { kind: 'card', cardId: state.board[0]!.cardId } })
  play({ type: 'rollDice' })
  const report = legalActions(state).find((a) => a.type === 'reportRoll')
  if (report?.type !== 'reportRoll') throw new Error('test: no roll to report')
  play({ type: 'reportRoll', rollId: report.rollId, faces: ['I2', 'I1', 'L', 'P', 'T'] })
  return { actions, state }
}

/** Opens the rolled game in play (replay link, then "Play on from here") and waits for the advice's marks. */
async function openRolled(page: Page): Promise<Action> {
  const { actions, state } = rolledGame()
  const best = bestMove(state)
  if (best?.action.type !== 'completeTask' || best.action.dice.length < 2) throw new Error('test: the roll changed')
  const link = encodeShareLink({ setup: SETUP, actions })
  if (!link.ok) throw new Error(link.error)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(`/${link.value}`)
  await page.locator('.replay-play-on').click({ timeout: 60_000 })
  await tableReady(page)
  await expect(page.locator(`[data-best-task="${best.action.taskId}"]`)).toHaveCount(1, { timeout: 90_000 })
  await expect(page.locator('.odds-die-mark')).toHaveCount(1)
  await viewAtRest(page)
  return best.action
}

const boxOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect()
      return { x: r.x, y: r.y, width: r.width, height: r.height }
    }),
  )

const overlap = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5

/** How far a box lies from a point (0 inside it). */
const gapTo = (b: Box, p: { x: number; y: number }) =>
  Math.hypot(Math.max(b.x - p.x, 0, p.x - b.x - b.width), Math.max(b.y - p.y, 0, p.y - b.y - b.height))

/** Checks that the dice label lies beside a die it names and inside the table's room. */
async function expectLabelBeside(page: Page, dice: readonly number[]) {
  // The label is placed in the frame loop: read it once a frame has put it beside its dice.
  await expect(page.locator('.odds-die-mark')).toHaveCSS('visibility', 'visible')
  const [label] = await boxOf(page, '.odds-die-mark')
  const [bar] = await boxOf(page, '.status-bar')
  const room = await page.evaluate(() => window.__museumScene?.room() ?? null)
  const shown = (await diceOnScreen(page)).filter((d) => dice.includes(d.id))
  expect(label && bar && room && shown.length === dice.length).toBeTruthy()
  // A die's width on the screen, from two points a die apart on the tray's felt.
  const a = await page.evaluate(() => window.__museumScene!.point(21.5, 1.4, 19))
  const b = await page.evaluate(() => window.__museumScene!.point(23.1, 1.4, 19))
  const die = Math.hypot(a.x - b.x, a.y - b.y)
  const nearest = Math.min(...shown.map((d) => gapTo(label!, d)))
  expect(nearest, `label ${JSON.stringify(label)}, dice ${JSON.stringify(shown)}, die ${die}`).toBeLessThan(die)
  expect(overlap(label!, bar!), 'the label lies on the status bar').toBe(false)
  expect(label!.y).toBeGreaterThanOrEqual(room!.y - 0.5)
  expect(label!.x + label!.width).toBeLessThanOrEqual(room!.x + room!.width + 0.5)
}

for (const [width, height] of [
  [1920, 1080],
  [1366, 768],
] as const)
  test(`the dice label lies beside its dice at ${width}×${height}, close-up and whole table`, async ({ page }) => {
    test.setTimeout(240_000)
    await page.setViewportSize({ width, height })
    const best = await openRolled(page)
    if (best.type !== 'completeTask') throw new Error('test: not a task')
    await expectLabelBeside(page, best.dice)
    // The player turns the close-up off in the settings: the whole table comes back, the label follows its dice.
    const closeUpAt = () => page.evaluate(() => window.__museumScene!.closeUpAt())
    expect(await closeUpAt()).toBe(1)
    await page.getByRole('button', { name: 'Settings' }).click()
    const dialog = page.getByRole('dialog', { name: 'Settings' })
    await dialog.getByRole('checkbox', { name: /^Close-up while rolling/ }).uncheck()
    await dialog.getByRole('button', { name: /^Done/ }).click()
    await expect.poll(closeUpAt).toBe(0)
    await viewAtRest(page)
    await expectLabelBeside(page, best.dice)
  })

test('the best row’s mark is put away while a die is held over that row', async ({ page }) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1920, height: 1080 })
  const best = await openRolled(page)
  if (best.type !== 'completeTask') throw new Error('test: not a task')
  const row = await targetAt(page, `task:${best.taskId}`)
  await pickUp(page, best.dice[0]!, row)
  await expect(page.locator('[data-best-task]')).toHaveCount(0)
  const tray = await targetAt(page, 'tray')
  await page.mouse.move(tray.x, tray.y, { steps: 4 })
  await page.mouse.up()
  await expect(page.locator(`[data-best-task="${best.taskId}"]`)).toHaveCount(1)
})

/** The plaques' boxes, the status bar's and the investigator card's as drawn now. */
async function plaqueScene(page: Page) {
  const plaques = await page
    .locator('[data-plaque-card]')
    .evaluateAll((els) =>
      els
        .filter((el) => Number(getComputedStyle(el).opacity) > 0.05)
        .map((el) => ({ id: (el as HTMLElement).dataset.plaqueCard, ...el.getBoundingClientRect().toJSON() })),
    )
  const [bar] = await boxOf(page, '.status-bar')
  const [x, , z] = INVESTIGATOR.centre
  const corners = await page.evaluate(
    ({ x, z, w, h }) =>
      [
        [x - w, z - h],
        [x + w, z - h],
        [x - w, z + h],
        [x + w, z + h],
      ].map(([cx, cz]) => window.__museumScene!.point(cx!, 0, cz!)),
    { x, z, w: INVESTIGATOR.width / 2, h: INVESTIGATOR.height / 2 },
  )
  const xs = corners.map((c) => c.x)
  const ys = corners.map((c) => c.y)
  const card = {
    x: Math.min(...xs),
    y: Math.min(...ys),
    width: Math.max(...xs) - Math.min(...xs),
    height: Math.max(...ys) - Math.min(...ys),
  }
  return { plaques: plaques as (Box & { id: string })[], bar: bar!, card }
}

function overlaps({ plaques, bar, card }: Awaited<ReturnType<typeof plaqueScene>>): string[] {
  const out: string[] = []
  plaques.forEach((p, i) => {
    if (overlap(p, bar)) out.push(`${p.id} on the status bar`)
    if (overlap(p, card)) out.push(`${p.id} on the investigator's card`)
    for (const q of plaques.slice(i + 1)) if (overlap(p, q)) out.push(`${p.id} on ${q.id}`)
  })
  return out
}

for (const [width, height] of [
  [1920, 1080],
  [1366, 768],
] as const)
  test(`no plaque overlaps another, the status bar or the investigator card at ${width}×${height}`, async ({
    page,
  }) => {
    test.setTimeout(240_000)
    await page.setViewportSize({ width, height })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(`/#/play?seed=${SETUP.seed}&investigators=${SETUP.investigators}`)
    await tableReady(page, false)
    await expect(page.locator('[data-plaque-card]')).toHaveCount(6, { timeout: 60_000 })
    await viewAtRest(page)
    // At rest: after a frame has spread them.
    await expect.poll(async () => overlaps(await plaqueScene(page))).toEqual([])
    // While the camera moves: the wheel pulls the view in, and each drawn frame is read until it rests again.
    const seen: string[] = []
    const centre = { x: width * 0.35, y: height * 0.5 }
    await page.mouse.move(centre.x, centre.y)
    for (let i = 0; i < 6; i++) {
      await page.mouse.wheel(0, i < 3 ? -240 : 240)
      seen.push(...overlaps(await plaqueScene(page)))
    }
    expect(seen).toEqual([])
  })
