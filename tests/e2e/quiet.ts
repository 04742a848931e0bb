import type { Page } from '@playwright/test'
import { SETTINGS_KEY } from '../../src/state/settingsAtoms.ts'

/**
 * Turns the odds and advice off for a test that is about something else: the table's odds are worked out in a Web
 * Worker after every action, and on two cores with software GL that work slows the page the test drives. The odds
 * have their own browser test (odds-table.spec.ts), with hints on. Runs before every navigation, reloads included.
 */
export async function hintsOff(page: Page): Promise<void> {
  await page.addInitScript(
    ({ key }) => {
      const stored = localStorage.getItem(key)
      const settings = stored ? (JSON.parse(stored) as Record<string, unknown>) : {}
      localStorage.setItem(key, JSON.stringify({ ...settings, hints: false }))
    },
    { key: SETTINGS_KEY },
  )
}
