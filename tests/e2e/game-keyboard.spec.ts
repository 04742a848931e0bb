// Issue 10, "Done when": a whole seeded game in real Chromium, played with the keyboard alone, and at every turn
// what the page shows (hour, doom, Elder Signs, the active investigator, the ring) equals the engine's state; then
// the end screen (focus, the end as the engine has it, Play again) — the one whole browser game played by keys.
import { expect, test, type Page } from '@playwright/test'
import { catalogFor, type Action, type GameState } from '../../src/engine/index.ts'
import { ringPlaces } from '../../src/scene/layout/ringPlaces.ts'
import { keyboardChoice, type KeyStep } from '../ui/hud/keyboardPolicy.ts'
import { hintsOff } from './quiet'

test.beforeEach(({ page }) => hintsOff(page))

/** A short game: one investigator against Yog-Sothoth, ended in 111 actions by the bot's play. */
const QUERY = 'seed=12&investigators=1'
const NUMERALS: Readonly<Record<number, string>> = { 0: 'XII', 3: 'III', 6: 'VI', 9: 'IX' }

type Probe = { state: GameState; legal: Action[]; count: number; last: Action | undefined }

function read(page: Page): Promise<Probe> {
  return page.evaluate(() => {
    const probe = window.__museum
    if (!probe) throw new Error('the test probe is missing')
    const actions = probe.actions()
    return {
      state: probe.state() as GameState,
      legal: probe.legal() as Action[],
      count: actions.length,
      last: actions[actions.length - 1] as Action | undefined,
    }
  })
}

/** What the status bar shows must be the engine's state. */
async function expectStatusIs(page: Page, state: GameState): Promise<void> {
  const cat = catalogFor(state.content)
  await expect(page.getByTestId('status-hour')).toHaveText(NUMERALS[state.clock] ?? '?')
  await expect(page.getByTestId('status-doom')).toHaveText(String(state.doom))
  await expect(page.getByTestId('status-elder-signs')).toHaveText(
    `${state.elderSigns} / ${cat.ancientOne(state.ancientOne).elderSigns}`,
  )
  const player = state.players[state.turn.player]
  if (player?.investigatorId) {
    await expect(page.getByTestId('status-investigator')).toHaveText(cat.investigator(player.investigatorId).name)
    await expect(page.getByTestId('status-sanity')).toHaveText(`${player.sanity}/${player.maxSanity}`)
    await expect(page.getByTestId('status-stamina')).toHaveText(`${player.stamina}/${player.maxStamina}`)
    await expect(page.getByTestId('status-clues')).toHaveText(String(player.clues))
  }
  const ring = ringPlaces(state.board)
  for (let i = 0; i < ring.length; i++)
    await expect(page.getByTestId(`ring-card-${i + 1}`)).toHaveText(cat.adventure(ring[i] as string).name)
  await expect(page.getByTestId(`ring-card-${ring.length + 1}`)).toHaveCount(0)
}

/** One key, or Tab until the focused control is the one that performs the action, then Enter. */
async function pressStep(page: Page, step: KeyStep): Promise<void> {
  if ('press' in step) {
    await page.keyboard.press(step.press === ' ' ? 'Space' : step.press)
    return
  }
  for (let tabs = 0; tabs < 300; tabs++) {
    await page.keyboard.press('Tab')
    const at = await page.evaluate(() => document.activeElement?.getAttribute('data-action') ?? null)
    if (at === step.tabTo) {
      await page.keyboard.press('Enter')
      return
    }
  }
  throw new Error(`no control reachable with Tab performs ${step.tabTo}`)
}

test('a whole seeded game, keyboard only, the page showing the engine’s state at every turn', async ({ page }) => {
  test.setTimeout(300_000)
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(`/#/play?${QUERY}`)
  await page.waitForFunction(() => window.__museum?.state()?.status === 'playing')
  let turn = -1
  let turnsChecked = 0
  for (let step = 0; step < 2000; step++) {
    const { state, legal, count } = await read(page)
    if (state.status !== 'playing') break
    if (state.turn.number !== turn) {
      await expectStatusIs(page, state)
      turn = state.turn.number
      turnsChecked++
    }
    const { action, keys } = keyboardChoice(state, legal)
    for (const key of keys) await pressStep(page, key)
    const after = await page.evaluate(() => window.__museum?.actions() ?? [])
    expect(after[count], `step ${step}: ${JSON.stringify(action)} by ${JSON.stringify(keys)}`).toEqual(action)
    for (const extra of after.slice(count + 1)) expect(extra.type).toBe('reportRoll')
  }
  const end = await read(page)
  expect(end.state.status).not.toBe('playing')
  await expectStatusIs(page, end.state)
  expect(turnsChecked).toBeGreaterThan(10)

  // The end screen takes focus and tells the game's end as the engine has it.
  const final = end.state
  const dialog = page.getByRole('dialog', { name: /./ }).filter({ has: page.locator('#end-title') })
  await expect(dialog).toBeVisible()
  await expect(page.locator('#end-title')).toBeFocused()
  await expect(dialog).toContainText(final.status === 'won' ? 'The investigators win' : 'The investigators lose')
  await expect(page.getByTestId('end-seed')).toHaveText('12')
  await expect(page.getByTestId('end-doom')).toHaveText(new RegExp(`^${final.doom} / \\d+$`))
  await expect(page.getByTestId('end-turns')).toHaveText(String(final.turn.number))
  await expect(page.locator('.game-log .log-end')).toHaveCount(1)
  // Play again (same setup): a fresh game of the same seed, from the keyboard.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Play again (same setup)' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('#end-title')).toHaveCount(0)
  await expect.poll(async () => (await read(page)).count).toBe(0)
  expect((await read(page)).state.status).toBe('playing')
  expect(errors).toEqual([])
})
