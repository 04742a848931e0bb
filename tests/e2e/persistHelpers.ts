// Shared steps of the persist browser tests: play a few actions through the page's own controls, and wait until
// autosave has written the game to IndexedDB.
import { expect, test, type Page } from '@playwright/test'
import type { Action } from '../../src/engine/index.ts'
import { actionKey } from '../../src/ui/hud/actionKey.ts'

/** Starts a game at this address and waits for it to be on the table. */
export async function openGame(page: Page, query: string) {
  await page.goto(`/#/play?${query}`)
  await expect.poll(() => page.evaluate(() => window.__museum?.state() != null), { timeout: 60_000 }).toBe(true)
}

/** The action the test takes among the legal ones: the same preference every time (seeded games stay the same). */
function pick(legal: readonly Action[]): Action | undefined {
  const order = ['chooseInvestigator', 'completeTask', 'rollDice', 'moveTo', 'reportRoll', 'focusDie', 'failRoll']
  for (const type of order) {
    const found = legal.find((a) => a.type === type && !(a.type === 'moveTo' && a.to.kind === 'entrance'))
    if (found) return found
  }
  return legal[0]
}

/** Performs `steps` actions by clicking their HUD controls; returns how many actions the game then holds. */
export async function playSome(page: Page, steps: number): Promise<number> {
  for (let i = 0; i < steps; i++) {
    const legal = await page.evaluate(() => window.__museum?.legal() ?? [])
    const action = pick(legal)
    if (!action) break
    const before = await page.evaluate(() => window.__museum?.actions().length ?? 0)
    await page
      .locator(`[data-action=${JSON.stringify(actionKey(action))}]`)
      .first()
      .click()
    await expect.poll(() => page.evaluate(() => window.__museum?.actions().length ?? 0)).toBeGreaterThan(before)
  }
  return page.evaluate(() => window.__museum?.actions().length ?? 0)
}

/** The save id in the address (`&game=…`). */
export async function gameIdOf(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => /[?&]game=([^&]+)/.exec(location.hash)?.[1] ?? '')).not.toBe('')
  return page.evaluate(() => /[?&]game=([^&]+)/.exec(location.hash)?.[1] ?? '')
}

/** How many actions the save of this game holds in IndexedDB (read with the browser's own API, no app code). */
export function savedActionCount(page: Page, id: string): Promise<number> {
  return page.evaluate(
    (key) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('midnight-museum')
        open.onerror = () => resolve(-1)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('saves')) return resolve(-1)
          const get = db.transaction('saves').objectStore('saves').get(`game:${key}`)
          get.onsuccess = () => resolve((get.result as { actions?: unknown[] } | undefined)?.actions?.length ?? -1)
          get.onerror = () => resolve(-1)
        }
      }),
    id,
  )
}

/** The engine state as JSON (the probe's copy). */
export function stateJson(page: Page): Promise<string> {
  return page.evaluate(() => JSON.stringify(window.__museum?.state() ?? null))
}

/** Where a screenshot for a person goes: PERSIST_SHOTS when set (a folder of one's own), else the test's output. */
export function shot(name: string): string {
  const dir = process.env.PERSIST_SHOTS
  return dir ? `${dir}/${name}` : test.info().outputPath(name)
}
