// Issue 11, "Done when", with the real mouse: dragging a die onto a row that accepts it places it there and
// completing the task's rows completes the task in the engine; a row that refuses sends the die back to the tray
// with the engine's reason and leaves the state byte-identical; while a die is held, the glowing rows are exactly
// those canAssign allows. Seed 1, one investigator, the adventure at ring place 4: the seeded roll (reduced motion)
// meets its first task with two dice and leaves dice its other rows refuse (found by the engine in Node). Both tests
// start from that roll on one page (issue 30): the refused drop first, which must leave the state as it was, then the
// drags that complete the task.
import { expect, test, type Page } from '@playwright/test'
import { canAssign, checkAction, openTasks, type Action, type GameState } from '../../src/engine/index.ts'
import {
  actions,
  allowedRows,
  dieAt,
  flick,
  gameState,
  glowing,
  legal,
  pickUp,
  sceneJson,
  staged,
  tableReady,
  targetAt,
} from './handsProbe'
import { hintsOff } from './quiet'

async function rolledAtPlace4(page: Page): Promise<GameState> {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/#/play?seed=1&investigators=1')
  await tableReady(page)
  await page.keyboard.press('4')
  await page.keyboard.press('Enter')
  await expect.poll(async () => (await legal(page)).some((a) => a.type === 'rollDice')).toBe(true)
  await flick(page)
  await expect
    .poll(async () => {
      const s = await gameState(page)
      return s?.phase.kind === 'resolution' && s.phase.stage
    })
    .toBe('rolled')
  return (await gameState(page))!
}

test.describe.configure({ mode: 'serial' })

let page: Page
let state: GameState

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(180_000)
  // one page for the file, with the project's options (a page made here does not get them by itself)
  const use = testInfo.project.use
  page = await browser.newPage({
    baseURL: use.baseURL!,
    viewport: use.viewport ?? null,
    serviceWorkers: use.serviceWorkers ?? 'block',
  })
  await hintsOff(page)
  state = await rolledAtPlace4(page)
})

test.afterAll(() => page.close())

test('a row that refuses the die sends it back to the tray with the engine’s reason; the state is unchanged', async () => {
  test.setTimeout(120_000)
  const pool = state.dice.filter((d) => d.at.kind === 'pool').map((d) => d.id)
  let pair: { die: number; task: string } | null = null
  for (const t of openTasks(state).tasks)
    for (const die of pool) if (!pair && !canAssign(state, t.id, [die])) pair = { die, task: t.id }
  if (!pair) throw new Error('seed 1 should leave a die some row refuses')
  const reason = checkAction(state, { type: 'completeTask', taskId: pair.task, dice: [pair.die] })?.message
  expect(reason).toBeTruthy()
  const json = await sceneJson(page)
  const count = (await actions(page)).length
  const row = await targetAt(page, `task:${pair.task}`)
  await pickUp(page, pair.die, { x: row.x, y: row.y - 30 })
  expect(await glowing(page)).not.toContain(pair.task)
  expect((await glowing(page)).sort()).toEqual(allowedRows(state, pair.die, {}).sort())
  await page.mouse.move(row.x, row.y, { steps: 3 })
  await page.mouse.up()
  await expect(page.getByTestId('hands-refusal')).toHaveText(reason!)
  // The whole sentence in the window, none of it cut, just above the row it refuses (the row stays in sight).
  // The note slides sideways to stay whole on the frame after it is first drawn (render on demand): wait for it.
  const width = page.viewportSize()!.width
  const placed = async () => {
    const note = await page.getByTestId('hands-refusal').evaluate((el) => {
      const r = el.getBoundingClientRect()
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, cut: el.scrollWidth > el.clientWidth + 1 }
    })
    const ok = !note.cut && note.top >= 0 && note.left >= 0 && note.right <= width && note.bottom <= row.y
    return ok || JSON.stringify(note)
  }
  await expect.poll(placed).toBe(true)
  expect(await sceneJson(page)).toBe(json)
  expect((await actions(page)).length).toBe(count)
  expect(await staged(page)).toEqual({})
  // Back in the tray: drawn there again (reduced motion: at once).
  await expect
    .poll(
      async () => (await page.evaluate(() => window.__museumScene?.dice() ?? [])).find((d) => d.id === pair.die)?.where,
    )
    .toBe('tray')
  await dieAt(page, pair.die)
})

test('dice dragged onto a task’s rows complete it; the glow is canAssign’s', async () => {
  test.setTimeout(120_000)
  const complete = (await legal(page)).find(
    (a): a is Extract<Action, { type: 'completeTask' }> => a.type === 'completeTask' && a.dice.length >= 2,
  )
  if (!complete) throw new Error('seed 1 should offer a task met by two dice')
  const row = await targetAt(page, `task:${complete.taskId}`)
  const before = (await actions(page)).length
  for (const [i, die] of complete.dice.entries()) {
    await pickUp(page, die, { x: row.x, y: row.y - 30 })
    // While the die is held, the rows that glow are exactly those canAssign allows.
    expect((await glowing(page)).sort()).toEqual(allowedRows(state, die, await staged(page)).sort())
    expect(await glowing(page)).toContain(complete.taskId)
    await page.mouse.move(row.x, row.y, { steps: 3 })
    await page.mouse.up()
    if (i < complete.dice.length - 1) {
      // Staged on the row: the engine is untouched until the row's dice meet the task.
      await expect.poll(() => staged(page)).toEqual({ [complete.taskId]: complete.dice.slice(0, i + 1) })
      expect((await actions(page)).length).toBe(before)
    }
  }
  await expect.poll(async () => (await actions(page)).length).toBe(before + 1)
  const done = (await actions(page))[before]
  expect(done?.type).toBe('completeTask')
  if (done?.type !== 'completeTask') return
  expect(done.taskId).toBe(complete.taskId)
  expect([...done.dice].sort()).toEqual([...complete.dice].sort())
  const after = await gameState(page)
  expect(after?.phase.kind === 'resolution' ? after.phase.completed : []).toContain(complete.taskId)
  for (const die of complete.dice) expect(after?.dice[die]?.at.kind).toBe('assigned')
})
