// Issue 11, "Done when": a seeded game played with pointer gestures for every roll (a flick over the tray) and every
// assignment of dice (dragged onto a task's row, onto the discard spot to fail and discard); moves and choices are
// clicks on the HUD's buttons. Reduced motion, so rolls land at once with the engine's seeded faces. Seed 164, one
// investigator. The whole game to its end is played at the engine's level by the same policy
// (tests/scene/hands/handsGame.test.ts, issue 30); here the real mouse plays its first five steps — a move, a flick,
// a die dragged onto the discard spot (failing the roll and discarding it), a flick, dice dragged onto a task's row
// — and the page's record must equal the engine's, action for action.
import { expect, test, type Page } from '@playwright/test'
import type { Action } from '../../src/engine/index.ts'
import { actionKey } from '../../src/ui/hud/actionKey.ts'
import { HANDS_GAME_QUERY, playHandsGame, policyStep, type Gesture } from '../scene/hands/handsPolicy.ts'
import { actions, dieAt, drag, flick, gameState, legal, staged, tableReady, targetAt } from './handsProbe'
import { hintsOff } from './quiet'
import { SUITE_SETTINGS } from './suiteSettings'

test.beforeEach(({ page }) => hintsOff(page))

// The big screen the table is designed for (at 1280×720 the HUD covers part of the tray), drawn at the suite's minimal
// quality so that software GL keeps up.
test.use({ viewport: { width: 1920, height: 1080 } })

// Each pointer event waits for a frame, and at 1920×1080 software GL draws about one a second: the gestures are as
// short as the table reads them (a press, one move, a release); the drag and flick specs try the longer paths.
const HAND_STEPS = 1
/** The steps the browser plays: every kind of gesture at least once (handsGame.test.ts checks which they are). */
const STEPS = 5

/** Clicks the HUD button that performs `action`. */
async function click(page: Page, action: Action): Promise<void> {
  await page
    .locator(`button[data-action='${actionKey(action)}']`)
    .first()
    .click()
}

/** One step of the policy, performed by gestures; resolves once the engine has taken at least one more action. */
async function step(page: Page): Promise<Gesture> {
  const before = (await actions(page)).length
  const next = policyStep((await gameState(page))!, await legal(page))
  let done: Gesture
  switch (next.gesture) {
    case 'drag:task': {
      const { task } = next
      const row = `task:${task.taskId}`
      for (const [i, die] of task.dice.entries()) {
        await drag(page, await dieAt(page, die), await targetAt(page, row), HAND_STEPS)
        if (i < task.dice.length - 1)
          await expect.poll(async () => (await staged(page))[task.taskId]?.length).toBe(i + 1)
      }
      done = 'drag:task'
      break
    }
    case 'flick':
      await flick(page, HAND_STEPS)
      done = 'flick'
      break
    case 'drag:discard':
      await drag(page, await dieAt(page, next.die), await targetAt(page, 'discard'), HAND_STEPS)
      done = 'drag:discard'
      break
    case 'click':
      await click(page, next.action)
      done = next.action.type === 'failRoll' ? 'click:fail' : `click:${next.action.type}`
  }
  await expect.poll(async () => (await actions(page)).length).toBeGreaterThan(before)
  return done
}

test('a seeded game by gestures: every roll flicked, every die dragged, the record the engine’s own', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.addInitScript(
    (settings) =>
      localStorage.setItem('midnight-museum.settings.v1', JSON.stringify({ ...settings, motion: 'reduce' })),
    SUITE_SETTINGS,
  )
  await page.goto(`/#/play?${HANDS_GAME_QUERY}`)
  await tableReady(page)
  const expected = playHandsGame(STEPS)
  const gestures: Gesture[] = []
  for (let i = 0; i < STEPS; i++) {
    gestures.push(await step(page))
    // each gesture gave the engine exactly the actions the policy gives it in Node
    expect((await actions(page)).length).toBe(expected.counts[i])
  }
  expect(gestures).toEqual(expected.steps)
  const record = await actions(page)
  expect(record).toEqual(expected.record)
  // Every roll came from a flick and every assignment from a drag: none of those actions came another way.
  const count = (g: Gesture) => gestures.filter((s) => s === g).length
  expect(count('flick')).toBe(record.filter((a) => a.type === 'rollDice').length)
  expect(count('drag:task')).toBe(record.filter((a) => a.type === 'completeTask').length)
  expect(count('drag:task')).toBeGreaterThan(0)
  // The die dropped on the discard spot failed the roll and discarded it.
  expect(count('drag:discard')).toBeGreaterThan(0)
  expect(record.filter((a) => a.type === 'discardDie').length).toBe(count('drag:discard'))
  expect(errors).toEqual([])
})
