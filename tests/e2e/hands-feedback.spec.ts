// Issue 41, "A newcomer's first hour", items 6, 7 and 10, with the real mouse and keyboard. Seed 1, one
// investigator, the adventure at ring place 4 (as hands-drag.spec.ts): the seeded roll (reduced motion) meets a task
// with two dice and leaves dice that other rows refuse (found by the engine in Node). On one page, in order:
// - a row that cannot take a die says why, in words a newcomer reads: what the row asks, what the die shows;
// - a die dragged onto a row and one picked by its number complete the task together (Enter);
// - the completed row is stamped where it lies on the card (its real pixels turn the stamp's green; the layout's
//   unit test, tests/scene/layout/completedRows.test.ts, lays the dice on the row).
import { expect, test, type Page } from '@playwright/test'
import { catalogFor, openTasks, type DieRequirement, type Face, type GameState } from '../../src/engine/index.ts'
import { ROW_MARK, taskRowV } from '../../src/scene/layout/cardFrame.ts'
import { actions, gameState, pickUp, staged, targetAt, viewAtRest } from './handsProbe'
import { expectCompleted, refusedPairs, rolledPageForFile, twoDiceCompletions } from './handsSetup'
import { readScreenshot } from './pixels'

/** What each face is called, and the picture on it. */
const FACE_WORDS: Record<Face, readonly string[]> = {
  I1: ['1 investigation'],
  I2: ['2 investigation'],
  I3: ['3 investigation'],
  I4: ['4 investigation'],
  L: ['lore', 'scroll'],
  P: ['peril', 'skull'],
  T: ['terror', 'tentacle'],
  W: ['wildcard'],
}
const SYMBOL_WORDS = { L: 'lore', P: 'peril', T: 'terror' } as const

/** Words any sentence about this requirement must hold. */
function requirementWords(r: DieRequirement): string[] {
  return r.kind === 'investigation' ? [`${r.amount} investigation`] : r.oneOf.map((s) => SYMBOL_WORDS[s])
}

const cardInPlay = (s: GameState) =>
  s.phase.kind === 'resolution' && s.phase.target.kind === 'card' ? s.phase.target.cardId : ''

/** The screen point of the completion mark of row `row` of the card in play (`du` card units to its right). */
async function markAt(page: Page, s: GameState, row: number, du = 0) {
  await viewAtRest(page)
  const cardId = cardInPlay(s)
  const rows = catalogFor(s.content).adventureTasks(cardId).tasks.length
  const id = `on:${cardId}:${ROW_MARK.u + du}:${taskRowV(row, rows)}`
  const at = await page.evaluate((key) => window.__museumScene?.project(key) ?? null, id)
  if (!at) throw new Error(`no point ${id}`)
  return at
}

/** The share of the pixels in the square inside the row's stamp (as drawn now) that are the stamp's green. */
async function stampShare(page: Page, s: GameState, row: number): Promise<number> {
  const centre = await markAt(page, s, row)
  const edge = await markAt(page, s, row, (ROW_MARK.size / 2) * 0.7)
  const half = Math.hypot(edge.x - centre.x, edge.y - centre.y)
  return readScreenshot(
    page,
    ({ data, width, scale }, { x, y, half }) => {
      const x0 = Math.round((x - half) * scale)
      const y0 = Math.round((y - half) * scale)
      const side = Math.max(2, Math.round(half * 2 * scale))
      let green = 0
      for (let i = 0; i < side * side; i++) {
        const at = ((y0 + Math.floor(i / side)) * width + x0 + (i % side)) * 4
        const r = data[at] ?? 0
        const g = data[at + 1] ?? 0
        const b = data[at + 2] ?? 0
        if (g > r + 15 && g > b) green++
      }
      return green / (side * side)
    },
    { x: centre.x, y: centre.y, half },
  )
}

// Full resolution (the suite's minimal tier then draws half the pixels across): the stamp's pixels are read.
const file = rolledPageForFile({ resolution: 1 })
/** The row the second test completed. */
let completedRow: number | null = null

test('a refused drop names what the row asks and what the die shows, as large as a guide note', async () => {
  const { page, state } = file
  test.setTimeout(120_000)
  const pair = refusedPairs(state)[0]!
  const task = openTasks(state).tasks.find((t) => t.id === pair.task)!
  const face = state.dice[pair.die]!.face!
  const row = await targetAt(page, `task:${pair.task}`)
  await pickUp(page, pair.die, { x: row.x, y: row.y - 30 })
  await page.mouse.move(row.x, row.y, { steps: 3 })
  await page.mouse.up()
  const note = page.getByTestId('hands-refusal')
  await expect(note).toBeVisible()
  const text = (await note.textContent()) ?? ''
  expect(text).toContain(`die ${pair.die + 1}`)
  for (const word of FACE_WORDS[face]) expect(text).toContain(word)
  for (const r of task.requirements) for (const word of requirementWords(r)) expect(text).toContain(word)
  // No codes or identifiers.
  expect(text).not.toMatch(/[A-Z]{3,}_|row:|monster:/)
  // As large as the guide's note (1.15rem).
  const px = await note.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))
  expect(px).toBeGreaterThanOrEqual(18)
  // Heard as well as seen.
  await expect(note).toHaveAttribute('role', 'status')
  expect(await staged(page)).toEqual({})
})

test('a die dragged onto a row and one picked by its number complete the task together', async () => {
  const { page, state } = file
  test.setTimeout(150_000)
  const complete = (await twoDiceCompletions(page))[0]!
  const rowIndex = Number(/^row:(\d+)$/.exec(complete.taskId)?.[1] ?? -1)
  expect(rowIndex).toBeGreaterThanOrEqual(0)
  // The mark's place before: bare paper, no stamp's green.
  expect(await stampShare(page, state, rowIndex)).toBeLessThan(0.05)

  const [first, ...rest] = complete.dice
  const row = await targetAt(page, `task:${complete.taskId}`)
  await pickUp(page, first!, { x: row.x, y: row.y - 30 })
  await page.mouse.move(row.x, row.y, { steps: 3 })
  await page.mouse.up()
  await expect.poll(() => staged(page)).toEqual({ [complete.taskId]: [first] })
  const before = (await actions(page)).length
  for (const die of rest) await page.keyboard.press(String(die + 1))
  await page.keyboard.press('Enter')
  await expectCompleted(page, before, complete)
  expect(page.getByTestId('hud-refusal')).toHaveCount(0)
  completedRow = rowIndex
})

test('the completed row is stamped where it lies on the card', async () => {
  const { page } = file
  test.setTimeout(90_000)
  if (completedRow === null) throw new Error('the task above was not completed')
  const rowIndex = completedRow
  const after = (await gameState(page))!
  expect(after.phase.kind === 'resolution' && after.phase.completed).toContain(`row:${rowIndex}`)
  // The mark's place turns the stamp's green: a good share of its square (the round stamp, less its tick and ring).
  await expect.poll(() => stampShare(page, after, rowIndex)).toBeGreaterThan(0.25)
})
