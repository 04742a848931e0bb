// Pictures for a person to look at (run only with SCENE_SHOTS=<folder>): dice tumbling in the table's tray after a
// flick, a held die over the glowing rows that would take it, and a refused drop with the engine's reason.
import { expect, test } from '@playwright/test'
import { pageStill } from './pageClock'
import { canAssign, openTasks } from '../../src/engine/index.ts'
import { flick, gameState, glowing, moving, pickUp, tableReady, targetAt } from './handsProbe'

test.use({ viewport: { width: 1920, height: 1080 } })

test('hands: tumbling, held with glowing rows, refused drop', async ({ page }) => {
  test.setTimeout(600_000)
  const dir = process.env.SCENE_SHOTS ?? 'test-results'
  await page.goto('/#/play?seed=1&investigators=1')
  await tableReady(page)
  await page.keyboard.press('4')
  await page.keyboard.press('Enter')
  await expect.poll(async () => (await gameState(page))?.phase.kind).toBe('resolution')
  await pageStill(page) // the ring turns the card to the front
  await flick(page)
  await expect.poll(async () => (await moving(page)) || (await gameState(page))?.phase.kind !== 'resolution').toBe(true)
  await page.screenshot({ path: `${dir}/hands-tumbling.png` })
  await expect
    .poll(
      async () => {
        const s = await gameState(page)
        return s?.phase.kind === 'resolution' && s.phase.stage
      },
      { timeout: 120_000 },
    )
    .toBe('rolled')
  const state = (await gameState(page))!
  const pool = state.dice.filter((d) => d.at.kind === 'pool').map((d) => d.id)
  const tasks = openTasks(state).tasks.map((t) => t.id)
  const fitting = pool.find((d) => tasks.some((t) => canAssign(state, t, [d])))
  const refused = pool.flatMap((d) => tasks.filter((t) => !canAssign(state, t, [d])).map((t) => ({ d, t })))[0]
  if (fitting !== undefined) {
    const row = await targetAt(page, `task:${tasks.find((t) => canAssign(state, t, [fitting]))}`)
    await pickUp(page, fitting, { x: row.x + 60, y: row.y - 70 })
    expect((await glowing(page)).length).toBeGreaterThan(0)
    await page.screenshot({ path: `${dir}/hands-held.png` })
    const tray = await targetAt(page, 'tray')
    await page.mouse.move(tray.x, tray.y, { steps: 4 })
    await page.mouse.up()
  }
  if (refused) {
    const row = await targetAt(page, `task:${refused.t}`)
    await pickUp(page, refused.d, { x: row.x, y: row.y - 30 })
    await page.mouse.move(row.x, row.y, { steps: 3 })
    await page.mouse.up()
    await expect(page.getByTestId('hands-refusal')).toBeVisible()
    await page.screenshot({ path: `${dir}/hands-refused.png` })
  }
})
