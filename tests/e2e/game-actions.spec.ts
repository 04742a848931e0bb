// Issue 10, "Done when": every action type has a path. Seeded games pick, at each step, an action among the
// engine's legal ones (weighted toward types not yet performed) and perform it only through the page's controls;
// the engine's next action must equal the one picked. Types that cannot come up are listed with the reason.
import { expect, test } from '@playwright/test'
import { actionKey } from '../../src/ui/hud/actionKey.ts'
import { UNREACHABLE, missingTypes, pickAction, planRuns } from '../ui/hud/actionPolicy.ts'
import { createPicker } from '../ui/hud/seededStates.ts'
import { readProbe } from './gameSteps'
import { hintsOff } from './quiet'

test.beforeEach(({ page }) => hintsOff(page))

test('every action type of the Action union is performed through the page’s controls', async ({ page }) => {
  // Under two busy cores the Node plan and some 270 clicks can take minutes; unloaded it is under one.
  test.setTimeout(900_000)
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))
  await page.emulateMedia({ reducedMotion: 'reduce' })
  // Which seeded games reach which types is the engine's business: plan the runs in Node first (the same picks).
  const plan = planRuns()
  expect(missingTypes(plan.seen), 'the plan in Node reaches every type').toEqual([])
  const seen = new Map<string, number>()
  for (const run of plan.runs) {
    await page.goto(`/#/play?${run.query}`)
    await page.waitForFunction(
      (seed) => window.__museum?.setup()?.seed === seed && window.__museum.actions().length === 0,
      run.setup.seed,
    )
    const pick = createPicker(run.pickSeed)
    for (let step = 0; step < run.steps; step++) {
      const { state, legal, count } = await readProbe(page)
      if (state.status !== 'playing' || legal.length === 0 || missingTypes(seen).length === 0) break
      const action = pickAction(state, legal, seen, pick)
      const control = page.locator(`[data-action=${JSON.stringify(actionKey(action))}]`)
      await expect(control, `step ${step}: a control for ${actionKey(action)}`).toHaveCount(1)
      // A real click at the control's centre, without Playwright's wait for two equal frames first (under software
      // GL that wait was 0.9 s of each of some 270 clicks): a control that is covered or disabled still takes no
      // action, and the next line fails.
      await control.click({ force: true })
      const after = await page.evaluate(() => window.__museum?.actions() ?? [])
      expect(after[count], `step ${step} of ${run.query}`).toEqual(action)
      for (const extra of after.slice(count + 1)) expect(extra.type).toBe('reportRoll')
      for (const performed of after.slice(count)) seen.set(performed.type, (seen.get(performed.type) ?? 0) + 1)
    }
  }
  for (const [type, reason] of Object.entries(UNREACHABLE))
    test.info().annotations.push({ type: 'not reachable', description: `${type}: ${reason}` })
  expect(missingTypes(seen)).toEqual([])
  expect(errors).toEqual([])
})
