// The game's shell in real Chromium: the New game form, play addresses, the status bar against the engine's state,
// the log and the zoom panel (the end screen: game-keyboard.spec.ts). Set SHELL_SHOTS=<folder> to also save 1920×1080 screenshots.
import { expect, test, type Locator, type Page } from '@playwright/test'
import type { Action, GameState } from '../../src/engine/index.ts'
import { actionKey } from '../../src/ui/hud/actionKey.ts'
import { hintsOff } from './quiet'
import { watchErrors } from './gameSteps'

test.beforeEach(({ page }) => hintsOff(page))

test.use({ viewport: { width: 1920, height: 1080 } })

const shots = process.env.SHELL_SHOTS
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/shell-${name}.png` })
}

const probe = {
  state: (page: Page) => page.evaluate(() => window.__museum?.state() ?? null) as Promise<GameState | null>,
  legal: (page: Page) => page.evaluate(() => window.__museum?.legal() ?? []) as Promise<Action[]>,
  actions: (page: Page) => page.evaluate(() => window.__museum?.actions() ?? []) as Promise<Action[]>,
}

const NUMERALS: Record<number, string> = { 0: 'XII', 3: 'III', 6: 'VI', 9: 'IX' }

/** What the status bar must show for this state (names come from the page's own ring and probe). */
async function expectStatusMatches(page: Page, state: GameState) {
  const player = state.players[state.turn.player]
  if (!player) throw new Error('no active player')
  await expect(page.getByTestId('status-hour')).toHaveText(NUMERALS[state.clock] ?? '?')
  await expect(page.getByTestId('status-doom')).toHaveText(String(state.doom))
  await expect(page.getByTestId('status-elder-signs')).toHaveText(new RegExp(`^${state.elderSigns} / \\d+$`))
  await expect(page.getByTestId('status-sanity')).toHaveText(`${player.sanity}/${player.maxSanity}`)
  await expect(page.getByTestId('status-stamina')).toHaveText(`${player.stamina}/${player.maxStamina}`)
  await expect(page.getByTestId('status-clues')).toHaveText(String(player.clues))
  const ring = state.board.filter((b) => !b.otherWorld)
  await expect(page.locator('[data-testid^="ring-card-"]')).toHaveCount(ring.length)
}

/**
 * Performs one action through the page: focuses the HUD control that carries it and presses Enter (the keyboard,
 * never a dispatch from the test). Returns false when no control carries it.
 */
async function performByKeyboard(page: Page, action: Action): Promise<boolean> {
  const control = page.locator(`[data-action="${actionKey(action).replace(/"/g, '\\"')}"]`)
  if ((await control.count()) === 0) return false
  await control.first().focus()
  await page.keyboard.press('Enter')
  return true
}

/** A hopeless investigator: rolls, fails every roll, discards. It loses quickly, which is what the test wants. */
function hopelessOrder(legal: readonly Action[]): Action[] {
  const rank = (a: Action) =>
    ['reportRoll', 'failRoll', 'rollDice', 'discardDie'].indexOf(a.type) === -1
      ? 10
      : ['reportRoll', 'failRoll', 'rollDice', 'discardDie'].indexOf(a.type)
  return [...legal].sort((a, b) => rank(a) - rank(b))
}

/** Presses Tab until `target` has focus (the way a keyboard user reaches it); fails if it never does. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 20; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

/** Collects the JS the page loads that carries Rapier's WASM bindings (the physics engine). */
function watchPhysics(page: Page): string[] {
  const loaded: string[] = []
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return
    const body = await response.text().catch(() => '')
    if (body.includes('__wbindgen')) loaded.push(response.url())
  })
  return loaded
}

test('the New game form starts a game at #/play from the keyboard alone, loading no physics before it', async ({
  page,
}) => {
  const errors = watchErrors(page)
  const physics = watchPhysics(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible()
  await page.evaluate(() => document.fonts.ready)
  await shot(page, 'start')
  await tabTo(page, page.getByLabel('Ancient One'))
  await page.keyboard.press('ArrowDown') // the first Ancient One instead of a random one
  await tabTo(page, page.getByLabel('Investigators', { exact: true }))
  await page.keyboard.press('ArrowDown') // 2 investigators
  await tabTo(page, page.getByLabel('Seed'))
  await page.keyboard.press('Control+A')
  await page.keyboard.type('4242')
  expect(physics).toEqual([]) // the start screen never waits for physics; the table's dice tray loads it (issue 11)
  await page.keyboard.press('Enter') // submits the form
  await expect(page).toHaveURL(/#\/play\?seed=4242&investigators=2&ancientOne=[a-z-]+&ruleset=revised(&game=[\w-]+)?$/)
  await expect(page.getByTestId('status-investigator')).not.toBeEmpty()
  const setup = await page.evaluate(() => window.__museum?.setup())
  expect(setup).toMatchObject({ seed: 4242, investigators: 2, ruleset: 'revised' })
  const state = await probe.state(page)
  expect(state?.players).toHaveLength(2)
  await page.waitForLoadState('networkidle')
  expect(errors).toEqual([])
})

test.describe('a bad play address is refused on the start screen and starts no game', () => {
  const cases: [string, RegExp][] = [
    ['seed=abc&investigators=2', /seed "abc" is not a whole number/],
    ['seed=42&investigators=9', /1 to 8 investigators, not 9/],
    ['seed=42&investigators=2&ancientOne=dagon', /no Ancient One "dagon"/],
    ['seed=42&investigators=2&ruleset=house', /ruleset "house" is unknown/],
  ]
  for (const [query, message] of cases)
    test(query, async ({ page }) => {
      const errors = watchErrors(page)
      await page.goto(`/#/play?${query}`)
      await expect(page.getByRole('alert')).toContainText(message)
      await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible()
      await expect(page.getByTestId('status-hour')).toHaveCount(0)
      expect(await page.evaluate(() => window.__museum?.state() ?? null)).toBeNull()
      if (query.includes('abc')) await shot(page, 'refusal')
      expect(errors).toEqual([])
    })
})

test('the zoom panel opens and closes by keyboard; the status bar equals the engine state; the log tells the game', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const errors = watchErrors(page)
  // Reduced motion: each roll lands at once with the engine's seeded faces (the physics throw has its own tests).
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/#/play?seed=1&investigators=1&ancientOne=cthulhu')
  await expect(page.getByTestId('status-investigator')).not.toBeEmpty()
  await page.waitForFunction(() => window.__museum?.state() != null)
  await expectStatusMatches(page, (await probe.state(page))!)

  // The zoom panel opens for the card in focus with Z, closes with Esc and gives focus back.
  const ringButton = page.getByRole('navigation', { name: 'Adventures around the clock' }).getByRole('button').first()
  await ringButton.focus()
  await page.keyboard.press('Enter')
  const zoom = page.getByRole('dialog', { name: await page.getByTestId('ring-card-1').innerText() })
  await expect(zoom).toBeVisible()
  await expect(zoom).toContainText('Trophy value')
  await expect(zoom).toContainText(/Task 1: /)
  await shot(page, 'zoom')
  await page.keyboard.press('Escape')
  await expect(zoom).toHaveCount(0)
  await expect(ringButton).toBeFocused()
  await page.keyboard.press('z')
  await expect(page.getByRole('dialog', { name: await page.getByTestId('ring-card-1').innerText() })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.locator('.card-zoom')).toHaveCount(0)
  await expect(ringButton).toBeFocused()

  // Thirteen steps by keyboard, the status bar checked after each (a whole game by keyboard, to its end screen, is
  // game-keyboard.spec.ts: one whole browser game, not two — issue 30).
  for (let steps = 0; steps <= 12; steps++) {
    const state = await probe.state(page)
    expect(state?.status).toBe('playing')
    const before = (await probe.actions(page)).length
    let done = false
    for (const action of hopelessOrder(await probe.legal(page))) {
      if (await performByKeyboard(page, action)) {
        // Under reduced motion the HUD reports the seeded roll as soon as one is asked for: two actions.
        await expect.poll(async () => (await probe.actions(page)).length).toBeGreaterThan(before)
        expect((await probe.actions(page))[before]).toEqual(action)
        if (action.type === 'rollDice') await expect(page.getByTestId('announcer')).toContainText('Rolled: ')
        done = true
        break
      }
    }
    expect(done, 'some legal action has a control on the page').toBe(true)
    const after = await probe.state(page)
    if (after && after.status === 'playing') await expectStatusMatches(page, after)
    if (steps === 12) {
      await expect(page.locator('.game-log li')).not.toHaveCount(0)
      await shot(page, 'play')
    }
  }
  expect(errors).toEqual([])
})
