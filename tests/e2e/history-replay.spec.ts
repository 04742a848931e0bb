// Issue 12, "Done when": the replay viewer steps back and forth with the table and the log in step; "play on from
// here" forks a new game whose state is the replayed prefix's, and it is playable.
import { expect, test, type Page } from '@playwright/test'
import { legalActions, replay, type Action, type GameEvent } from '../../src/engine/index.ts'
import { encodeShareLink } from '../../src/persist/shareLink.ts'
import { createRecording } from '../../src/ui/replay/recording.ts'
import { actionCount as count, performControl, preferred, stateJson, watchErrors } from './gameSteps'
import { hintsOff } from './quiet'

test.beforeEach(({ page }) => hintsOff(page))

const SETUP = { seed: 4242, investigators: 2 } as const
const QUERY = 'seed=4242&investigators=2'
const shot = (name: string) =>
  process.env.HISTORY_SHOTS ? `${process.env.HISTORY_SHOTS}/${name}` : test.info().outputPath(name)

test.beforeEach(async ({ page }) => {
  test.setTimeout(540_000)
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

/** The log's sentences (its own text: a note the odds add beside a line during play is not the game's). */
const logLines = (page: Page) =>
  page.locator('#game-log-lines li').evaluateAll((items) =>
    items.map((li) =>
      Array.from(li.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join(''),
    ),
  )

/** Plays `steps` actions through the HUD's controls with a fixed preference; returns the log after each count. */
async function playSome(page: Page, steps: number): Promise<Map<number, string[]>> {
  const logs = new Map<number, string[]>()
  const order: Action['type'][] = [
    'chooseMonsterSpot',
    'chooseInvestigator',
    'completeTask',
    'rollDice',
    'moveTo',
    'focusDie',
    'failRoll',
  ]
  for (let i = 0; i < steps; i++) {
    const legal = await page.evaluate(() => window.__museum?.legal() ?? [])
    const action = preferred(legal, order)
    if (!action) break
    await performControl(page, action)
    logs.set(await count(page), await logLines(page))
  }
  return logs
}

test('the replay viewer steps by action and turn with the log in step, and plays on from a step', async ({ page }) => {
  const errors = watchErrors(page, { console: false })
  await page.goto(`/#/play?${QUERY}`)
  await expect.poll(() => page.evaluate(() => window.__museum?.state() != null), { timeout: 60_000 }).toBe(true)
  const logs = await playSome(page, 10)
  const actions = (await page.evaluate(() => window.__museum?.actions() ?? [])) as Action[]
  const recording = createRecording({ setup: SETUP, actions })
  if (!recording.ok) throw new Error('the game played does not replay')
  const r = recording.value
  const n = actions.length

  const link = encodeShareLink({ setup: SETUP, actions })
  if (!link.ok) throw new Error(link.error)
  await page.goto(`/${link.value}`)
  const panel = page.locator('.replay-panel')
  await expect(panel).toHaveAttribute('data-step', String(n), { timeout: 60_000 })
  await expect(page.getByTestId('replay-position')).toContainText(`Step ${n} of ${n}`)

  /** The page shows step k: the engine state, the events, the log as it read during play at that count. */
  async function expectStep(k: number) {
    await expect(panel).toHaveAttribute('data-step', String(k))
    expect(await count(page)).toBe(k)
    expect(await stateJson(page)).toBe(JSON.stringify(r.states[k]))
    const events = (await page.evaluate(() => window.__museum?.events() ?? [])) as GameEvent[]
    expect(events).toEqual(r.events.slice(0, r.eventEnds[k]).map((e) => e.event))
    const played = logs.get(k)
    if (played) expect(await logLines(page)).toEqual(played)
    await expect(page.getByTestId('replay-announcer')).toContainText(`Step ${k} of ${n}`)
  }

  await page.keyboard.press('ArrowLeft')
  await expectStep(n - 1)
  await page.keyboard.press('ArrowLeft')
  await expectStep(n - 2)
  await page.keyboard.press('ArrowRight')
  await expectStep(n - 1)
  await page.keyboard.press('Home')
  await expectStep(0)
  await page.keyboard.press('PageDown')
  const second = r.turnStarts[1] ?? n
  await expectStep(second)
  await page.keyboard.press('Shift+ArrowLeft')
  await expectStep(0)
  await page.keyboard.press('End')
  await expectStep(n)
  await page.locator('[data-command=first]').click()
  await expectStep(0)
  for (let i = 0; i < 5; i++) await page.locator('[data-command=on]').click()
  await expectStep(5)
  await page.getByRole('slider', { name: 'Step' }).fill(String(n - 3))
  await expectStep(n - 3)
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.screenshot({ path: shot('history-replay-viewer.png') })
  await page.setViewportSize({ width: 1280, height: 720 })

  // play on from step 9: a new game with its own save id, in play mode, equal to the prefix, and playable
  await page.keyboard.press('Home')
  for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowRight')
  await expectStep(9)
  await page.getByRole('button', { name: 'Play on from here' }).click()
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#\/play\?seed=4242&investigators=2&game=/)
  await expect(page.locator('.hud')).toBeVisible()
  const prefix = replay({ setup: SETUP, actions: actions.slice(0, 9) })
  expect(prefix.ok).toBe(true)
  const waiting = prefix.ok ? legalActions(prefix.value).find((a) => a.type === 'reportRoll') : undefined
  if (waiting?.type === 'reportRoll') {
    // step 9 left the dice in the air: the new game throws that roll again at once (here the engine's seeded
    // faces, under reduced motion) — the game is the prefix plus that roll's report
    await expect.poll(() => count(page)).toBe(10)
    const next = (await page.evaluate(() => window.__museum?.actions() ?? []))[9]
    expect(next).toEqual(waiting)
  } else {
    expect(await count(page)).toBe(9)
    expect(prefix.ok && JSON.stringify(prefix.value)).toBe(await stateJson(page))
  }
  await playSome(page, 2)
  expect(await count(page)).toBeGreaterThanOrEqual(11)
  expect((await page.evaluate(() => window.__museum?.actions() ?? [])).slice(0, 9)).toEqual(actions.slice(0, 9))
  expect(errors).toEqual([])
})

test('an address with no game says so, and a damaged link is refused with the reason', async ({ page }) => {
  await page.goto('/#/replay')
  await expect(page.getByRole('alert')).toContainText('No recorded game is open')
  await page.goto('/#/replay?g=@@@')
  await expect(page.getByRole('alert')).toContainText('damaged')
})
