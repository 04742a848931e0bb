// Issue 11, "Done when": a whole seeded game played to its end with pointer gestures for every roll (a flick over
// the tray) and every assignment of dice (dragged onto a task's row, onto the discard spot to fail and discard);
// moves and choices are clicks on the HUD's buttons. Reduced motion, so rolls land at once with the engine's seeded
// faces. Seed 164, one investigator: the policy below (tasks first, else roll, else fail and discard) ends it in
// about 95 actions.
import { expect, test, type Page } from '@playwright/test'
import type { Action, GameState } from '../../src/engine/index.ts'
import { actionKey } from '../../src/ui/hud/actionKey.ts'
import { actions, dieAt, drag, flick, gameState, legal, tableReady, targetAt } from './handsProbe'
import { hintsOff } from './quiet'

test.beforeEach(({ page }) => hintsOff(page))

// The big screen the table is designed for (at 1280×720 the HUD covers part of the tray), drawn at low quality so
// that software GL keeps up.
test.use({ viewport: { width: 1920, height: 1080 } })

// Each pointer event waits for a frame, and at 1920×1080 software GL draws about one a second: the gestures are as
// short as the table reads them (a press, one move, a release); the drag and flick specs try the longer paths.
const HAND_STEPS = 1

const staged = (page: Page) => page.evaluate(() => window.__museumScene?.staged() ?? {})

/** Clicks the HUD button that performs `action`. */
async function click(page: Page, action: Action): Promise<void> {
  await page
    .locator(`button[data-action='${actionKey(action)}']`)
    .first()
    .click()
}

/** One step of the policy, performed by gestures; resolves once the engine has taken at least one more action. */
async function step(page: Page, state: GameState, list: readonly Action[]): Promise<string> {
  const before = (await actions(page)).length
  const by = <T extends Action['type']>(type: T) => list.find((a): a is Extract<Action, { type: T }> => a.type === type)
  const task = by('completeTask')
  const dieToDiscard =
    by('discardDie')?.dieId ??
    (by('failRoll') ? state.dice.find((d) => d.at.kind === 'pool' && d.face !== null)?.id : undefined)
  let done: string
  if (task) {
    const row = `task:${task.taskId}`
    for (const [i, die] of task.dice.entries()) {
      await drag(page, await dieAt(page, die), await targetAt(page, row), HAND_STEPS)
      if (i < task.dice.length - 1) await expect.poll(async () => (await staged(page))[task.taskId]?.length).toBe(i + 1)
    }
    done = 'drag:task'
  } else if (by('rollDice') || by('reportRoll')) {
    await flick(page, HAND_STEPS)
    done = 'flick'
  } else if (dieToDiscard !== undefined) {
    await drag(page, await dieAt(page, dieToDiscard), await targetAt(page, 'discard'), HAND_STEPS)
    done = 'drag:discard'
  } else if (by('failRoll')) {
    await click(page, by('failRoll')!)
    done = 'click:fail'
  } else {
    const move = list.find((a) => a.type === 'moveTo' && a.to.kind === 'card')
    const choice = list.find((a) => a.type.startsWith('choose'))
    const other = list.find(
      (a) => !['abandonAdventure', 'useCard', 'useAbility', 'spendClue', 'castSpell'].includes(a.type),
    )
    const action = move ?? choice ?? other ?? list[0]
    if (!action) throw new Error('nothing is legal while the game is on')
    await click(page, action)
    done = `click:${action.type}`
  }
  await expect.poll(async () => (await actions(page)).length).toBeGreaterThan(before)
  return done
}

test('a whole seeded game, every roll flicked and every die dragged', async ({ page }) => {
  // About 55 gestures: minutes on an idle machine, far longer on busy shared cores with software GL.
  test.setTimeout(1_800_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.addInitScript(() =>
    localStorage.setItem('midnight-museum.settings.v1', JSON.stringify({ quality: 'low', motion: 'reduce' })),
  )
  await page.goto('/#/play?seed=164&investigators=1')
  await tableReady(page)
  const gestures = new Map<string, number>()
  for (let i = 0; i < 200; i++) {
    const state = await gameState(page)
    if (!state || state.status !== 'playing') break
    const done = await step(page, state, await legal(page))
    gestures.set(done, (gestures.get(done) ?? 0) + 1)
    if (process.env.HANDS_PROGRESS) console.log(i, done, new Date().toISOString())
  }
  const end = await gameState(page)
  expect(end?.status).not.toBe('playing')
  // Every roll came from a flick and every assignment from a drag: none of those actions came another way.
  const record = await actions(page)
  const rolls = record.filter((a) => a.type === 'rollDice').length
  const tasks = record.filter((a) => a.type === 'completeTask').length
  expect(gestures.get('flick') ?? 0).toBe(rolls)
  expect(gestures.get('drag:task') ?? 0).toBe(tasks)
  expect(tasks).toBeGreaterThan(0)
  // A die dropped on the discard spot fails the roll and discards it (with no die left to discard, the fail alone):
  // every discard came from a drag, and each drag gave the engine at least one of the two.
  const discards = gestures.get('drag:discard') ?? 0
  const discarded = record.filter((a) => a.type === 'discardDie').length
  const failed = record.filter((a) => a.type === 'failRoll').length
  expect(discarded).toBeLessThanOrEqual(discards)
  expect(failed).toBeLessThanOrEqual(discards + (gestures.get('click:fail') ?? 0))
  expect(discarded + failed).toBeGreaterThanOrEqual(discards)
  expect(errors).toEqual([])
})
