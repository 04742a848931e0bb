// Issue 12, "Done when": undo/redo of a move, an assignment and a focus; undo refused past a roll (the engine's
// sentence shown, the state unchanged). Each undo must put back the engine state exactly (its JSON), each redo
// must bring back the state the action made.
import { expect, test, type Page } from '@playwright/test'
import { applyAction, type Action, type GameState } from '../../src/engine/index.ts'
import {
  actionCount as count,
  performControl as perform,
  preferred,
  readProbe,
  stateJson,
  watchErrors,
} from './gameSteps'
import { hintsOff } from './quiet'

test.beforeEach(({ page }) => hintsOff(page))

const QUERY = 'seed=20261123&investigators=2'

/** Where a screenshot for a person goes: HISTORY_SHOTS when set (a folder of one's own), else the test's output. */
const shot = (name: string) =>
  process.env.HISTORY_SHOTS ? `${process.env.HISTORY_SHOTS}/${name}` : test.info().outputPath(name)

test.beforeEach(async ({ page }) => {
  test.setTimeout(540_000)
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

/** A 1920×1080 screenshot (the test itself runs smaller: software WebGL draws a big canvas slowly). */
async function bigShot(page: Page, name: string) {
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.screenshot({ path: shot(name) })
  await page.setViewportSize({ width: 1280, height: 720 })
}

/** Plays with a fixed preference until `wanted` finds an action; returns it (not yet performed). */
async function playUntil(page: Page, wanted: (a: Action, s: GameState) => boolean): Promise<Action> {
  const order: Action['type'][] = [
    'chooseMonsterSpot',
    'chooseInvestigator',
    'completeTask',
    'rollDice',
    'moveTo',
    'failRoll',
    'discardDie',
  ]
  for (let step = 0; step < 200; step++) {
    const { state, legal } = await readProbe(page)
    const found = legal.find((a) => wanted(a, state))
    if (found) return found
    const next = preferred(legal, order)
    if (!next) throw new Error('no legal action')
    await perform(page, next)
  }
  throw new Error('the wanted action never came')
}

/** Does `action`, undoes it with `undo`, redoes it with `redo`: the engine state goes back and forth exactly. */
async function undoRedo(page: Page, action: Action, undo: () => Promise<void>, redo: () => Promise<void>) {
  const before = await stateJson(page)
  await perform(page, action)
  const after = await stateJson(page)
  const n = await count(page)
  await undo()
  await expect.poll(() => count(page)).toBe(n - 1)
  expect(await stateJson(page)).toBe(before)
  await expect(page.getByTestId('history-note')).toContainText('Undone:')
  await expect(page.getByTestId('history-announcer')).toContainText('Undone:')
  await redo()
  await expect.poll(() => count(page)).toBe(n)
  expect(await stateJson(page)).toBe(after)
  await expect(page.getByTestId('history-note')).toContainText('Redone:')
}

const keys = (page: Page) => ({
  undo: () => page.keyboard.press('Control+z'),
  redo: () => page.keyboard.press('Control+Shift+z'),
  redoY: () => page.keyboard.press('Control+y'),
  undoButton: () => page.getByRole('button', { name: /Undo/ }).click(),
  redoButton: () => page.getByRole('button', { name: /Redo/ }).click(),
})

/** An assignment that leaves the adventure open (completing the last task deals a card: that one is a barrier). */
const quietAssignment = (a: Action, s: GameState) => {
  if (a.type !== 'completeTask') return false
  const r = applyAction(s, a)
  return r.ok && r.events.every((e) => e.type !== 'cardDealt' && e.type !== 'cardDrawn' && e.type !== 'mythosDrawn')
}

test('undo and redo a move, an assignment and a focus; undo refused after a roll', async ({ page }) => {
  const errors = watchErrors(page, { console: false })
  await page.goto(`/#/play?${QUERY}`)
  await expect.poll(() => page.evaluate(() => window.__museum?.state() != null), { timeout: 60_000 }).toBe(true)
  const k = keys(page)

  // a move: Ctrl+Z, then Ctrl+Shift+Z
  const move = await playUntil(page, (a) => a.type === 'moveTo' && a.to.kind === 'card')
  await undoRedo(page, move, k.undo, k.redo)
  await bigShot(page, 'history-undo-controls.png')

  // the roll: undo refused with the engine's sentence, nothing changes
  const roll = await playUntil(page, (a) => a.type === 'rollDice')
  await perform(page, roll)
  const rolled = await stateJson(page)
  const n = await count(page)
  await k.undo()
  await expect(page.getByTestId('history-note')).toHaveText('The dice have been rolled; undoing would be a reroll.')
  await expect(page.getByTestId('history-announcer')).toContainText('undoing would be a reroll')
  await expect(page.getByRole('button', { name: /Undo/ })).toHaveAttribute('aria-disabled', 'true')
  await page.getByRole('button', { name: /Undo/ }).click({ force: true }) // pressable, to hear why
  expect(await count(page)).toBe(n)
  expect(await stateJson(page)).toBe(rolled)
  await bigShot(page, 'history-undo-refused.png')

  // an assignment: the buttons this time
  const assignment = await playUntil(page, quietAssignment)
  await undoRedo(page, assignment, k.undoButton, k.redoButton)

  // a focus: Ctrl+Z, then Ctrl+Y
  const focus = await playUntil(page, (a) => a.type === 'focusDie')
  await undoRedo(page, focus, k.undo, k.redoY)
  expect(errors).toEqual([])
})
