// Helpers of the room specs: a player in a browser context of their own, the policy that picks a move, and the
// move made by keyboard (focus the HUD's button, Enter) or by the hands (a flick, a die dragged).
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'
import type { Action, GameState } from '../../src/engine/index.ts'
import { actionKey } from '../../src/ui/hud/actionKey.ts'
import { SETTINGS_KEY } from '../../src/state/settingsAtoms.ts'
import { SUITE_SETTINGS } from './suiteSettings'
import { actions, dieAt, drag, flick, gameState, legal, staged, targetAt } from './handsProbe'

export type Player = { readonly context: BrowserContext; readonly page: Page }

/**
 * A person at their own screen: the suite's settings, no hints; `reduced` motion unless the throw is under test;
 * `big`: 1080p, or the window's size.
 */
export async function newPlayer(
  browser: Browser,
  reduced: boolean,
  big: boolean | { width: number; height: number } = false,
): Promise<Player> {
  const context = await browser.newContext({
    // The hands need the big screen the table is designed for: at 1280×720 the HUD covers part of the tray.
    viewport: typeof big === 'object' ? big : big ? { width: 1920, height: 1080 } : { width: 1280, height: 720 },
    reducedMotion: reduced ? 'reduce' : 'no-preference',
    serviceWorkers: 'block',
  })
  await context.addInitScript(
    ({ key, settings, motion }) =>
      localStorage.setItem(key, JSON.stringify({ ...settings, hints: false, ...(motion ? { motion } : {}) })),
    { key: SETTINGS_KEY, settings: SUITE_SETTINGS, motion: reduced ? 'reduce' : null },
  )
  return { context, page: await context.newPage() }
}

/**
 * A screen for the room pictures (the shots specs): low quality at full resolution, no hints, reduced motion, so
 * every picture is of a still table; `options` say its size (and touch).
 */
export async function stillScreen(
  browser: Browser,
  options: { viewport: { width: number; height: number }; isMobile?: boolean; hasTouch?: boolean },
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, reducedMotion: 'reduce', serviceWorkers: 'block' })
  await context.addInitScript(
    ({ key }) => localStorage.setItem(key, JSON.stringify({ quality: 'low', hints: false, motion: 'reduce' })),
    { key: SETTINGS_KEY },
  )
  return context
}

/** The move the policy makes now: a task if one completes, else roll, else fail and discard, else move. */
export function pick(list: readonly Action[]): Action | null {
  const by = (type: Action['type']) => list.find((a) => a.type === type)
  const move = list.find((a) => a.type === 'moveTo' && a.to.kind === 'card')
  const choice = list.find((a) => a.type.startsWith('choose'))
  const safe = list.find(
    (a) => !['abandonAdventure', 'useCard', 'useAbility', 'spendClue', 'castSpell'].includes(a.type),
  )
  return (
    by('completeTask') ??
    by('rollDice') ??
    by('reportRoll') ??
    by('discardDie') ??
    by('failRoll') ??
    move ??
    choice ??
    safe ??
    list[0] ??
    null
  )
}

/**
 * The actions taken so far, what is legal and the state, in one read of the page: an action the table takes between
 * separate reads (the report of the last throw) would be counted among the next move's.
 */
const snapshot = (page: Page) =>
  page.evaluate(() => {
    const m = window.__museum!
    return { before: m.actions().length, list: m.legal() as Action[], state: m.state() as GameState }
  })

/** One move by keyboard: the HUD button focused and Enter pressed; waits until the table has accepted it. */
export async function keyStep(page: Page): Promise<Action> {
  const { before, list } = await snapshot(page)
  const action = pick(list)
  if (!action) throw new Error('nothing is legal')
  const button = page.locator(`button[data-action='${actionKey(action)}']`).first()
  await button.focus()
  await page.keyboard.press('Enter')
  await expect.poll(async () => (await actions(page)).length).toBeGreaterThan(before)
  return action
}

/** One move by the hands where the hands can make it (a flick, a die dragged to its task or the discard spot). */
export async function handStep(page: Page): Promise<string> {
  const { before, list, state } = await snapshot(page)
  const action = pick(list)
  if (!action) throw new Error('nothing is legal')
  let how: string
  if (action.type === 'completeTask') {
    // Die by die onto the row: each but the last waits there (staged) until the last completes the task.
    for (const [i, die] of action.dice.entries()) {
      await drag(page, await dieAt(page, die), await targetAt(page, `task:${action.taskId}`), 1)
      if (i < action.dice.length - 1)
        await expect.poll(async () => (await staged(page))[action.taskId] ?? []).toContain(die)
    }
    how = 'drag:task'
  } else if (action.type === 'reportRoll') {
    // At a room's table the report is the table's, once the dice it rolled settle: the hand has thrown already.
    await expect.poll(async () => (await actions(page)).length, { timeout: 60_000 }).toBeGreaterThan(before)
    return 'report'
  } else if (action.type === 'rollDice') {
    // A report due just after the throw (reduced motion lays the dice at once) comes from the table, not the hand:
    // it takes the throw sheet away, so the flick waits for either and is not made once the game has moved on.
    // (Waiting for the sheet alone, 1 run in 9 waited 30 s on a sheet that never came; checking first and then
    // waiting still lost that race once in CI.)
    if (!(await flick(page, 1, before))) return 'report'
    how = 'flick'
  } else if (action.type === 'discardDie' || (action.type === 'failRoll' && poolDie(state) !== null)) {
    const die = action.type === 'discardDie' ? action.dieId : poolDie(state)!
    await drag(page, await dieAt(page, die), await targetAt(page, 'discard'), 1)
    how = 'drag:discard'
  } else return `key:${(await keyStep(page)).type}`
  try {
    await expect.poll(async () => (await actions(page)).length).toBeGreaterThan(before)
  } catch (e) {
    throw new Error(`${how} ${JSON.stringify(action)}: ${String(e)}`, { cause: e })
  }
  // One drop on the discard spot fails the roll and discards the die, at a room's table as alone, where the engine
  // still takes a discard (the table rolls the dice: a failed roll may devour the investigator, which ends it there).
  if (how === 'drag:discard' && action.type === 'failRoll')
    await expect
      .poll(async () => {
        const done = (await actions(page)).slice(before).map((a) => a.type)
        const discard = (await legal(page)).some((a) => a.type === 'discardDie')
        return done.join() === 'failRoll,discardDie' || (done.join() === 'failRoll' && !discard)
      })
      .toBe(true)
      .catch(async (e: unknown) => {
        const done = (await actions(page)).slice(before).map((a) => a.type)
        const now = (await legal(page)).map((a) => a.type)
        throw new Error(`one drop on the discard spot: ${done.join() || 'nothing'} taken; legal now: ${now.join()}`, {
          cause: e,
        })
      })
  return how
}

const poolDie = (state: GameState) => state.dice.find((d) => d.at.kind === 'pool' && d.face !== null)?.id ?? null

/** Whose turn it is (player index). */
export const turnOf = async (page: Page) => ((await gameState(page)) as GameState).turn.player

/** The host opens a room from the New game form: `investigators`, `seed`, "Play together", a name, the room. */
export async function openRoom(page: Page, investigators: number, seed: number, name: string): Promise<void> {
  await page.goto('/')
  await page.getByLabel('Investigators').selectOption(String(investigators))
  await page.getByLabel('Seed').fill(String(seed))
  await page.getByRole('button', { name: 'Play together' }).click()
  await page.getByLabel('Your name').fill(name)
  await page.getByRole('button', { name: 'Open the room' }).click()
}
