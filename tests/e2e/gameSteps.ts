// Steps shared by the browser tests that play a seeded game through the page: read the test probe
// (`window.__museum`), press an action's HUD control and wait for the engine to take it, pick by a fixed preference,
// and roll at the first card from the keyboard. Expected values are always worked out in Node from the probe's state.
import { expect, type Page } from '@playwright/test'
import type { Action, GameState } from '../../src/engine/index.ts'
import { actionKey } from '../../src/ui/hud/actionKey.ts'

export type Probe = { readonly state: GameState; readonly legal: Action[]; readonly count: number }

/** The engine's state, its legal actions and how many actions were accepted, as the page's probe reports them. */
export function readProbe(page: Page): Promise<Probe> {
  return page.evaluate(() => {
    const probe = window.__museum
    if (!probe) throw new Error('the test probe is missing')
    return { state: probe.state() as GameState, legal: probe.legal() as Action[], count: probe.actions().length }
  })
}

/** How many actions the game has accepted. */
export const actionCount = (page: Page): Promise<number> => page.evaluate(() => window.__museum?.actions().length ?? 0)

/** One step of an entrance turn from the keyboard: E + Enter at the move step, else first aid. */
export async function entranceStep(page: Page): Promise<void> {
  const before = await actionCount(page)
  const legal = await page.evaluate(() => window.__museum?.legal() ?? [])
  if (legal.some((a) => a.type === 'moveTo')) {
    await page.keyboard.press('e')
    await page.keyboard.press('Enter')
  } else {
    await page.locator(`button[data-action='{"choice":"freeSanity","trophies":[],"type":"firstAid"}']`).focus()
    await page.keyboard.press('Enter')
  }
  await expect.poll(() => actionCount(page)).toBeGreaterThan(before)
}

/** The engine state as JSON: compared byte for byte by the tests that undo, refuse or reload. */
export const stateJson = (page: Page): Promise<string> =>
  page.evaluate(() => JSON.stringify(window.__museum?.state() ?? null))

/** Collects the page's uncaught errors (and, with `console`, its console errors) for a test to expect none. */
export function watchErrors(page: Page, { console = true }: { readonly console?: boolean } = {}): string[] {
  const errors: string[] = []
  if (console)
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
  page.on('pageerror', (e) => errors.push(e.message))
  return errors
}

/**
 * Clicks the HUD control of a legal action and waits for the engine to take it (and, after a roll, its report). The
 * click is real (at the control's centre) but skips Playwright's wait for two equal frames, about a second each
 * under software GL: a control that is covered or disabled takes no action, and the wait below fails.
 */
export async function performControl(page: Page, action: Action): Promise<void> {
  const before = await actionCount(page)
  await page
    .locator(`[data-action=${JSON.stringify(actionKey(action))}]`)
    .first()
    .click({ force: true })
  await expect.poll(() => actionCount(page)).toBeGreaterThan(before)
  if (action.type === 'rollDice')
    await expect.poll(() => page.evaluate(() => window.__museum?.actions().at(-1)?.type)).toBe('reportRoll')
}

/** The first legal action of the first type in `order` (never the Entrance), else the first legal action. */
export function preferred(legal: readonly Action[], order: readonly Action['type'][]): Action | undefined {
  return (
    order
      .map((type) => legal.find((a) => a.type === type && !(a.type === 'moveTo' && a.to.kind === 'entrance')))
      .find((a) => a !== undefined) ?? legal[0]
  )
}

/** From the keyboard: the first card (1), move there (Enter), roll (Space), and wait until the dice are read. */
export async function rollAtFirstCard(page: Page): Promise<void> {
  await page.keyboard.press('1')
  await moveAndRoll(page)
}

/** From the keyboard: move to the card in focus (Enter), roll (Space), and wait until the dice are read. */
export async function moveAndRoll(page: Page): Promise<void> {
  await page.keyboard.press('Enter')
  await page.waitForFunction(() => window.__museum?.state()?.phase.kind === 'resolution')
  await page.keyboard.press('Space')
  await page.waitForFunction(() => {
    const phase = window.__museum?.state()?.phase
    return phase?.kind === 'resolution' && phase.stage === 'rolled'
  })
}
