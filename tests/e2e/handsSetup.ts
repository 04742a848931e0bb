// The openings the hands specs share: a page of the file's own, an adventure entered by keyboard, a roll thrown and
// read, and what the seeded roll offers (a die some row refuses, a task met by two dice). Each waits on the page's
// probes (handsProbe.ts), never on time.
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test'
import { canAssign, openTasks, type Action, type GameState } from '../../src/engine/index.ts'
import { actions, flick, gameState, lastRead, legal, tableReady } from './handsProbe'
import type { Settings } from '../../src/state/settingsAtoms.ts'
import { withSettings } from './quiet'

export type Completion = Extract<Action, { type: 'completeTask' }>

/** One page for a file's tests, with the project's options (a page made here does not get them by itself). */
async function filePage(browser: Browser, testInfo: TestInfo, settings: Partial<Settings> = {}): Promise<Page> {
  const use = testInfo.project.use
  const page = await browser.newPage({
    baseURL: use.baseURL!,
    viewport: use.viewport ?? null,
    serviceWorkers: use.serviceWorkers ?? 'block',
  })
  await withSettings(page, { hints: false, ...settings })
  return page
}

/**
 * Runs the calling spec file's tests in order, sharing one page that starts from `rolledAtPlace4` thrown by the
 * mouse (made before the first test, closed after the last; issue 30), with `settings` laid over the suite's. Read
 * `page` and `state` inside a test. A failure ends only its own test: the rest go on in a fresh worker, from a fresh
 * page (a test that needs an earlier one's work says so when it is missing).
 */
export function rolledPageForFile(settings: Partial<Settings> = {}): {
  readonly page: Page
  readonly state: GameState
} {
  const file = {} as { page: Page; state: GameState }
  test.describe.configure({ mode: 'default' })
  test.beforeAll(async ({ browser }, testInfo) => {
    testInfo.setTimeout(180_000)
    file.page = await filePage(browser, testInfo, settings)
    file.state = await rolledAtPlace4(file.page, () => flick(file.page))
  })
  test.afterAll(() => file.page.close())
  return file
}

/** Opens the game of `query`, waits for the table and its physics, and enters the adventure at ring `place`. */
export async function enterAdventure(page: Page, query: string, place: number): Promise<void> {
  await page.goto(`/#/play?${query}`)
  await tableReady(page)
  await page.keyboard.press(String(place))
  await page.keyboard.press('Enter')
  await expect.poll(async () => (await legal(page)).some((a) => a.type === 'rollDice')).toBe(true)
}

/**
 * Seed 1, one investigator, the adventure at ring place 4, with reduced motion: `throwDice` throws, and once the
 * engine holds the roll its state comes back. The seeded roll meets a task with two dice and leaves dice that other
 * rows refuse (found by the engine in Node).
 */
export async function rolledAtPlace4(page: Page, throwDice: () => Promise<unknown>): Promise<GameState> {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await enterAdventure(page, 'seed=1&investigators=1', 4)
  await throwDice()
  await expect
    .poll(async () => {
      const s = await gameState(page)
      return s?.phase.kind === 'resolution' && s.phase.stage
    })
    .toBe('rolled')
  return (await gameState(page))!
}

/**
 * Throws with `throwDice` and waits until the engine has been asked to roll and has the faces reported (after the
 * dice settle); `tumbling` runs in between. Returns the report and what the page read from the bodies.
 */
export async function throwAndRead(page: Page, throwDice: () => Promise<unknown>, tumbling?: () => Promise<unknown>) {
  const before = (await actions(page)).length
  await throwDice()
  // The grab asked the engine to roll; the release threw; nothing is reported until the dice settle.
  await expect.poll(async () => (await actions(page))[before]?.type).toBe('rollDice')
  await tumbling?.()
  await expect.poll(async () => (await actions(page)).length, { timeout: 60_000 }).toBe(before + 2)
  return { report: (await actions(page))[before + 1], read: await lastRead(page) }
}

/** Every pair of a die in the pool and an open task whose row refuses it, in the engine's order. */
export function refusedPairs(state: GameState): { die: number; task: string }[] {
  const pool = state.dice.filter((d) => d.at.kind === 'pool').map((d) => d.id)
  const pairs = openTasks(state).tasks.flatMap((t) =>
    pool.filter((die) => !canAssign(state, t.id, [die])).map((die) => ({ die, task: t.id })),
  )
  if (pairs.length === 0) throw new Error('the seeded roll should leave a die some row refuses')
  return pairs
}

/** The completions the engine offers now that take two dice or more (the drags place one die at a time). */
export async function twoDiceCompletions(page: Page): Promise<Completion[]> {
  const found = (await legal(page)).filter((a): a is Completion => a.type === 'completeTask' && a.dice.length >= 2)
  if (found.length === 0) throw new Error('the seeded roll should offer a task met by two dice')
  return found
}

/** Waits for the action after the first `before` and expects it to complete `complete`'s task with its dice. */
export async function expectCompleted(page: Page, before: number, complete: Completion): Promise<void> {
  await expect.poll(async () => (await actions(page)).length).toBe(before + 1)
  const done = (await actions(page))[before]
  expect(done?.type === 'completeTask' && [done.taskId, [...done.dice].sort()]).toEqual([
    complete.taskId,
    [...complete.dice].sort(),
  ])
}
