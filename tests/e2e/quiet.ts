import type { Page } from '@playwright/test'
import { SETTINGS_KEY, type Settings } from '../../src/state/settingsAtoms.ts'

/** Lays `change` over the stored settings before every navigation, reloads included. */
export async function withSettings(page: Page, change: Partial<Settings>): Promise<void> {
  await page.addInitScript(
    ({ key, change }) => {
      const stored = localStorage.getItem(key)
      const settings = stored ? (JSON.parse(stored) as Record<string, unknown>) : {}
      localStorage.setItem(key, JSON.stringify({ ...settings, ...change }))
    },
    { key: SETTINGS_KEY, change },
  )
}

/**
 * Turns the odds and advice off for a test that is about something else: the table's odds are worked out in a Web
 * Worker after every action, and on two cores with software GL that work slows the page the test drives. The odds
 * have their own browser test (odds-table.spec.ts), with hints on.
 */
export function hintsOff(page: Page): Promise<void> {
  return withSettings(page, { hints: false })
}

/** The whole table while an adventure is resolved, as a player can ask for in the settings (no close-up). */
export function wholeTable(page: Page): Promise<void> {
  return withSettings(page, { closeUp: false })
}
