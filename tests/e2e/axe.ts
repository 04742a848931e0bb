// axe-core's verdict on a page: every violation of any impact, as one line each with its rule, its elements and
// axe's advice, so a failing expectation says what to fix.
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export async function violations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.map(
    (v) =>
      `${v.impact} ${v.id} (${v.help}): ` +
      v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ')}`).join('; '),
  )
}
