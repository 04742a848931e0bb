// Issue 13, "Done when": the odds on a seeded game's cards equal adventureOdds for the same situation; after a
// seeded roll the highlighted choice equals bestMove; hints off shows no numbers; the explorer computes a typed-in
// card. The expected numbers are computed here in Node, with the engine, from the state the page's probe reports.
import { expect, test, type Page } from '@playwright/test'
import { adventureOdds, bestMove, rankChoices, type Action, type GameState } from '../../src/engine/index.ts'
import { percent } from '../../src/state/odds/adviceWords.ts'
import { cardChance } from '../../src/state/odds/tableOdds.ts'
import { DEFAULT_FORM, readCard, rollSituation } from '../../src/ui/explorer/explorerModel.ts'
import { oddsInputs } from '../state/odds/oddsInputs.ts'
import { moveAndRoll, rollAtFirstCard } from './gameSteps'
import { SUITE_SETTINGS } from './suiteSettings'

const QUERY = 'seed=20261123&investigators=2'
const SETTINGS_KEY = 'midnight-museum.settings.v1'

const state = (page: Page) => page.evaluate(() => window.__museum?.state() as GameState)

/** Opens the seeded game and answers the choices pending at its start (the first button of each). */
async function openGame(page: Page): Promise<GameState> {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(`/#/play?${QUERY}`)
  await page.waitForFunction(() => window.__museum?.state() !== null && window.__museumScene?.ready())
  for (let i = 0; i < 6; i++) {
    const s = await state(page)
    if (s.pendingChoices.length === 0) return s
    await page.locator('.hud-group-choice button').first().click()
    await page.waitForFunction((n) => (window.__museum?.actions().length ?? 0) > n, i)
  }
  throw new Error('test: the start kept asking for choices')
}

test('the odds on every card equal adventureOdds for the same situation', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  const s = await openGame(page)
  expect(s.phase.kind).toBe('movement')
  const plaques = page.locator('[data-odds-card]')
  await expect(plaques).toHaveCount(s.board.length, { timeout: 60_000 })
  let compared = 0
  for (const b of s.board) {
    const plaque = page.locator(`[data-odds-card="${b.cardId}"]`)
    const shown = Number(await plaque.getAttribute('data-odds'))
    await expect(plaque).toContainText(percent(shown))
    const inputs = oddsInputs(s, b.cardId)
    if (!inputs) continue // a monster on it changes the tasks the notation lists
    expect(shown, b.cardId).toBeCloseTo(adventureOdds(inputs.card, inputs.pool, inputs.opts), 9)
    compared++
  }
  expect(compared).toBeGreaterThanOrEqual(3)
  // The move advice lists every destination with the same numbers.
  await expect(page.getByTestId('move-advice').locator('li')).toHaveCount(s.board.length + 1)
  expect(errors).toEqual([])
})

test('after a seeded roll the highlighted choice is bestMove’s, on the table and in the HUD', async ({ page }) => {
  await openGame(page)
  await page.keyboard.press('1')
  await expect(page.getByTestId('odds-breakdown')).toBeVisible({ timeout: 60_000 })
  await moveAndRoll(page)
  const best = page.locator('[data-best-action]')
  await expect(best).toHaveCount(1, { timeout: 60_000 })
  const s = await state(page)
  const expected = bestMove(s)
  expect(expected).not.toBeNull()
  const shown = JSON.parse((await best.getAttribute('data-best-action')) ?? 'null') as Action
  expect(shown).toEqual(expected?.action)
  expect(Number(await best.getAttribute('data-odds'))).toBeCloseTo(expected?.odds ?? -1, 12)
  const probe = await page.evaluate(() => window.__museumOdds?.move())
  expect(probe?.action).toEqual(expected?.action)
  // The table marks the same choice: its task row, or the dice it names.
  if (shown.type === 'completeTask') await expect(page.locator(`[data-best-task="${shown.taskId}"]`)).toHaveCount(1)
  else if ('dice' in shown || 'dieId' in shown) await expect(page.locator('.odds-die-mark')).toHaveCount(1)

  // Failing the roll leaves less than the best choice: the log notes the chance given up, in plain words (issue 41).
  const fail = expected?.options.find((o) => o.action.type === 'failRoll')
  if (fail && fail.odds < (expected?.odds ?? 0) - 1e-9) {
    await page.keyboard.press('f')
    await expect(page.getByTestId('log-advice')).toContainText(percent(fail.odds))
    await expect(page.getByTestId('log-advice')).toContainText('would have left')
    await expect(page.getByTestId('log-advice')).not.toContainText('points')
  }
})

test('an approximate number is made exact by the worker’s second pass', async ({ page }) => {
  // Seed 276 with two investigators: at the start the Plaster Cast Court may see more than one terror monster go
  // elsewhere before the next that may come onto it, which the first pass forgets (approximate, `refine`: 71.48 %).
  // The second pass follows them all, in the background (Node, one core: 0.2 s then 0.4 s), and the number becomes
  // exact (71.51 %). The pass is quick, so what the plaque and the advice show is recorded as it changes: the
  // approximate number first, marked, then the exact one.
  const cardId = 'plaster-cast-court'
  await page.addInitScript((id) => {
    const shown: { plaque: string[]; advice: string[] } = { plaque: [], advice: [] }
    const record = (list: string[], text: string | null | undefined) => {
      if (text && list.at(-1) !== text) list.push(text)
    }
    new MutationObserver(() => {
      record(shown.plaque, document.querySelector(`[data-odds-card="${id}"]`)?.textContent)
      const advice = [...document.querySelectorAll('[data-testid=move-advice] li')]
      record(shown.advice, advice.find((li) => li.textContent?.includes('Plaster Cast Court'))?.textContent)
    }).observe(document, { subtree: true, childList: true, characterData: true })
    ;(window as { __shownOdds?: typeof shown }).__shownOdds = shown
  }, cardId)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/#/play?seed=276&investigators=2')
  await page.waitForFunction(() => window.__museum?.state() !== null && window.__museumScene?.ready())
  const s = await state(page)
  expect([s.phase.kind, s.pendingChoices.length]).toEqual(['movement', 0])
  const first = cardChance(s, cardId)
  expect([first?.approximate, first?.refine]).toEqual([true, true])
  const exact = cardChance(s, cardId, { everySeen: true })
  expect(exact?.approximate).toBe(false)

  await expect
    .poll(() => page.evaluate((id) => window.__museumOdds?.chances()[id]?.approximate, cardId), { timeout: 60_000 })
    .toBe(false)
  const chances = await page.evaluate(() => window.__museumOdds?.chances() ?? {})
  expect(chances[cardId]?.odds ?? -1).toBeCloseTo(exact?.odds ?? 2, 12)
  const plaque = page.locator(`[data-odds-card="${cardId}"]`)
  await expect(plaque).toContainText(percent(exact?.odds ?? 2))
  await expect(plaque).not.toContainText('≈')
  const advice = page.getByTestId('move-advice').locator('li', { hasText: 'The Plaster Cast Court' })
  await expect(advice).toContainText(percent(exact?.odds ?? 2))
  await expect(advice).not.toContainText('≈')
  // Before the exact number, the first pass's: on the plaque and in the move advice, marked ≈.
  const shown = await page.evaluate(
    () => (window as { __shownOdds?: { plaque: string[]; advice: string[] } }).__shownOdds!,
  )
  for (const [where, texts] of Object.entries(shown)) {
    const marked = texts.findIndex((t) => t.includes('≈') && t.includes(percent(first?.odds ?? 2)))
    expect(marked, `${where}: ${JSON.stringify(texts)}`).toBeGreaterThanOrEqual(0)
    expect(texts.at(-1), where).toContain(percent(exact?.odds ?? 2))
  }
})

test('with hints off the table shows no number and asks the solver nothing', async ({ page }) => {
  await page.addInitScript(
    ([key, settings]) => localStorage.setItem(key as string, JSON.stringify({ ...(settings as object), hints: false })),
    [SETTINGS_KEY, SUITE_SETTINGS],
  )
  await openGame(page)
  await expect(page.getByTestId('move-advice')).toHaveCount(0)
  expect(await page.evaluate(() => window.__museumOdds?.busy() ?? 'no probe')).toBe(false)
  expect(await page.evaluate(() => window.__museumOdds?.chances())).toEqual({})
  await expect(page.locator('[data-odds-card]')).toHaveCount(0)
  await expect(page.getByTestId('odds-panel')).toHaveCount(0)
  await rollAtFirstCard(page)
  expect(await page.evaluate(() => window.__museumOdds?.busy())).toBe(false)
  await expect(page.locator('[data-best-action], .odds-die-mark, [data-best-task], [data-odds-card]')).toHaveCount(0)
  await expect(page.locator('.hud')).not.toContainText('%')
  await expect(page.locator('.game-log')).not.toContainText('%')
})

test('the explorer computes a typed-in card, ranks a roll entered by hand and explains a bad card', async ({
  page,
}) => {
  await page.goto('/#/odds')
  const card = page.getByLabel('Card (task notation)')
  await card.fill('4I L L / P 2I')
  await page.getByLabel('Green dice').fill('6')
  await page.getByLabel('Securing spells').fill('1')
  const odds = page.locator('[data-testid=explorer-odds] [data-odds]')
  await expect(odds).toHaveCount(1, { timeout: 60_000 })
  const expected = adventureOdds('4I L L / P 2I', { green: 6 }, { focus: 1, spells: 1 })
  await expect(async () => expect(Number(await odds.getAttribute('data-odds'))).toBeCloseTo(expected, 12)).toPass({
    timeout: 60_000,
  })
  await expect(odds).toHaveText(percent(expected))

  await page.getByLabel('Enter the roll by hand and rank every choice').check()
  await page.getByLabel('Die 1 green').selectOption('L')
  await page.getByLabel('Die 2 green').selectOption('P')
  const form = { ...DEFAULT_FORM, card: '4I L L / P 2I', green: 6, spells: 1, roll: ['L', 'P'] as const }
  const parsed = readCard(form.card)
  if (!parsed.ok) throw new Error(parsed.error)
  const ranked = rankChoices(rollSituation({ ...form, roll: [...form.roll] }, parsed.card))
  const best = page.getByTestId('explorer-best')
  await expect(async () =>
    expect(Number(await best.getAttribute('data-odds'))).toBeCloseTo(ranked[0]?.odds ?? -1, 12),
  ).toPass({ timeout: 60_000 })

  await card.fill('4I L X')
  await expect(page.getByTestId('explorer-parse-error')).toContainText('At character')
  await expect(card).toHaveAttribute('aria-invalid', 'true')
})
