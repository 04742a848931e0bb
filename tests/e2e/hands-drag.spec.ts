// Issue 11, "Done when", with the real mouse: dragging a die onto a row that accepts it places it there and
// completing the task's rows completes the task in the engine; a row that refuses sends the die back to the tray
// with the engine's reason and leaves the state byte-identical (with full motion it flies there and is then drawn
// there alone); while a die is held, the glowing rows are exactly those canAssign allows. Seed 1, one investigator,
// the adventure at ring place 4: the seeded roll (reduced motion) meets its first task with two dice and leaves dice
// its other rows refuse (found by the engine in Node). Both tests start from that roll on one page (issue 30): the
// refused drop first, which must leave the state as it was, then the drags that complete the task.
import { expect, test } from '@playwright/test'
import { checkAction } from '../../src/engine/index.ts'
import { actions, allowedRows, dieAt, gameState, glowing, pickUp, sceneJson, staged, targetAt } from './handsProbe'
import { expectCompleted, refusedPairs, rolledPageForFile, twoDiceCompletions } from './handsSetup'
import { animationFrames } from './pageClock'

const file = rolledPageForFile()

test('a row that refuses the die sends it back to the tray with the engine’s reason; the state is unchanged', async () => {
  const { page, state } = file
  test.setTimeout(120_000)
  // A row below the card's first, so that a note just above it would lie over the rows above it.
  const pair = refusedPairs(state).at(-1)!
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
  // The whole sentence in the table's room, none of it cut, above the row it refuses (the row stays in sight), over
  // no die and no row of the card (it stood just above the row, over the upper rows and the tray's far dice). The
  // note slides sideways and up to its place on the frame after it is first drawn (render on demand): wait for it.
  const width = page.viewportSize()!.width
  const placed = async () => {
    const note = await page.getByTestId('hands-refusal').evaluate((el) => {
      const r = el.getBoundingClientRect()
      const scene = window.__museumScene!
      const under = [...scene.dice(), ...scene.targets().filter((t) => t.key.startsWith('task:'))]
        .filter((p) => p.x >= r.left && p.x <= r.right && p.y >= r.top && p.y <= r.bottom)
        .map((p) => ('id' in p ? `die ${p.id}` : p.key))
      const cut = el.scrollWidth > el.clientWidth + 1
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, cut, under, room: scene.room()?.y ?? 0 }
    })
    const inside = note.top >= note.room && note.left >= 0 && note.right <= width && note.bottom <= row.y
    return (!note.cut && inside && note.under.length === 0) || JSON.stringify(note)
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

  // With full motion the die flies back to the tray, and is then drawn there alone: the flight's model stayed drawn
  // at the hand's last point, on the refusing row, until another die was picked up.
  await page.getByRole('button', { name: 'Settings' }).click()
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  await dialog.getByRole('radio', { name: /Full motion/ }).check()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await pickUp(page, pair.die, { x: row.x, y: row.y - 30 })
  await page.mouse.move(row.x, row.y, { steps: 3 })
  await page.mouse.up()
  await expect(page.getByTestId('hands-refusal')).toHaveText(reason!)
  await dieAt(page, pair.die)
  const drawn = () => page.evaluate((id) => window.__museumScene!.drawnDice().filter((d) => d.id === id), pair.die)
  await expect.poll(async () => (await drawn()).length).toBe(1)
  await animationFrames(page, 3)
  const [only] = await drawn()
  const tray = await targetAt(page, 'tray')
  expect(Math.hypot(only!.x - row.x, only!.y - row.y)).toBeGreaterThan(Math.hypot(only!.x - tray.x, only!.y - tray.y))
  expect(await drawn()).toHaveLength(1)
  await page.getByRole('button', { name: 'Settings' }).click()
  await dialog.getByRole('radio', { name: /Follow this device/ }).check()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  expect(await sceneJson(page)).toBe(json)
})

test('dice dragged onto a task’s rows complete it; the glow is canAssign’s', async () => {
  const { page, state } = file
  test.setTimeout(120_000)
  const complete = (await twoDiceCompletions(page))[0]!
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
  await expectCompleted(page, before, complete)
  const after = await gameState(page)
  expect(after?.phase.kind === 'resolution' ? after.phase.completed : []).toContain(complete.taskId)
  for (const die of complete.dice) expect(after?.dice[die]?.at.kind).toBe('assigned')
})
