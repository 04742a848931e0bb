// Issue 12, "Done when": reload mid-turn resumes the identical state; the Continue list lists, opens and deletes.
import { expect, test } from '@playwright/test'
import { actionKey } from '../../src/ui/hud/actionKey.ts'
import { gameIdOf, openGame, playSome, savedActionCount, shot, stateJson } from './persistHelpers.ts'
import { hintsOff } from './quiet'
import { holdFrames, installFrameGate, passFrames } from './frameGate'
import { moving, tableReady } from './handsProbe'

test.beforeEach(({ page }) => hintsOff(page))

test.beforeEach(async ({ page }) => {
  // Software WebGL on two busy cores: a game page takes a while to lay out, twice or three times per test
  test.setTimeout(300_000)
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

test('a reload mid-turn puts back the identical game at the same step', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  // Counts the writes of the game's id into the address.
  await page.addInitScript(() => {
    const write = history.replaceState.bind(history)
    const w = window as { __idWrites?: number }
    w.__idWrites = 0
    history.replaceState = (data, unused, url) => {
      if (String(url ?? '').includes('game=')) w.__idWrites = (w.__idWrites ?? 0) + 1
      write(data, unused, url)
    }
  })
  await openGame(page, 'seed=4242&investigators=2')
  const played = await playSome(page, 6)
  expect(played).toBeGreaterThanOrEqual(6)
  const id = await gameIdOf(page)
  // Written once, when the game began: not again at each of its actions.
  expect(await page.evaluate(() => (window as { __idWrites?: number }).__idWrites)).toBe(1)
  await expect.poll(() => savedActionCount(page, id)).toBe(played)
  const before = await stateJson(page)
  const legalBefore = await page.evaluate(() => JSON.stringify(window.__museum?.legal()))

  await page.reload()
  await expect
    .poll(() => page.evaluate(() => window.__museum?.actions().length ?? -1), { timeout: 60_000 })
    .toBe(played)
  expect(await stateJson(page)).toBe(before)
  expect(await page.evaluate(() => JSON.stringify(window.__museum?.legal()))).toBe(legalBefore)
  expect(await gameIdOf(page)).toBe(id)
  // nothing answered anything by itself after the reload
  expect(await page.evaluate(() => window.__museum?.actions().length)).toBe(played)
  expect(errors).toEqual([])
})

test('the Continue list shows saved games, opens one where it was left, and deletes one with a confirmation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 })
  await openGame(page, 'seed=777&investigators=3')
  const played = await playSome(page, 4)
  const id = await gameIdOf(page)
  await expect.poll(() => savedActionCount(page, id)).toBe(played)
  const state = await stateJson(page)

  await page.getByRole('link', { name: 'Leave the table' }).click()
  const list = page.getByRole('list', { name: 'Saved games, most recent first' })
  await expect(list).toBeVisible({ timeout: 60_000 }) // the list's chunk and storage, on busy cores
  const row = list.locator(`li[data-save-id="${id}"]`)
  await expect(row).toContainText(' against ')
  // how long ago depends on how long the game took to play here (a minute on busy shared cores); the words for each
  // span have their unit test
  await expect(row).toContainText(/last played (just now|\d+ minutes? ago)/)
  // the newest game comes first
  await expect(list.locator('li').first()).toHaveAttribute('data-save-id', id)
  await page.screenshot({ path: shot('continue-list.png') })

  await row.getByRole('link').click()
  await expect
    .poll(() => page.evaluate(() => window.__museum?.actions().length ?? -1), { timeout: 60_000 })
    .toBe(played)
  expect(await stateJson(page)).toBe(state)

  // delete from the keyboard: Delete, then the confirmation takes the focus; Escape keeps the game
  await page.getByRole('link', { name: 'Leave the table' }).click()
  const again = page.locator(`li[data-save-id="${id}"]`)
  await again.getByRole('button', { name: /Delete the game of/ }).focus()
  await page.keyboard.press('Enter')
  await expect(again.getByRole('button', { name: 'Delete it' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(again.getByRole('button', { name: 'Delete it' })).toHaveCount(0)
  await expect(again.getByRole('button', { name: /Delete the game of/ })).toBeFocused()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await expect(again).toHaveCount(0)
  await expect.poll(() => savedActionCount(page, id)).toBe(-1)
})

test('a reload while the dice are in the air comes back at that roll and throws it again', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' }) // the tray throws real dice and reports when they settle
  // The dice stay in the air as long as the test wants: the page's frames (and so the tray's physics steps) are
  // held from the roll until the reload, whatever the machine's speed (issue 30).
  await installFrameGate(page)
  await openGame(page, 'seed=4242&investigators=2')
  await tableReady(page) // the tray's physics is loaded: the roll is thrown, not laid with seeded faces
  const legal = () => page.evaluate(() => window.__museum?.legal() ?? [])
  const move = (await legal()).find((a) => a.type === 'moveTo' && a.to.kind === 'card')
  expect(move).toBeDefined()
  await page.locator(`[data-action=${JSON.stringify(actionKey(move!))}]`).click()
  await expect.poll(async () => (await legal()).some((a) => a.type === 'rollDice')).toBe(true)
  await holdFrames(page)
  await page.locator(`[data-action=${JSON.stringify(actionKey({ type: 'rollDice' }))}]`).click()
  // the roll is accepted: the engine waits for the faces of the dice
  await expect.poll(async () => (await legal()).some((a) => a.type === 'reportRoll')).toBe(true)
  // one frame, then a frame at a time until the dice are thrown and moving (a frame's physics is at most 0.2 s: no
  // die settles in one)
  await passFrames(page, 1)
  for (let i = 0; i < 30 && !(await moving(page)); i++) await passFrames(page, 1)
  expect(await moving(page)).toBe(true)
  const mid = await page.evaluate(() => ({
    count: window.__museum?.actions().length ?? -1,
    actions: JSON.stringify(window.__museum?.actions()),
    report: window.__museum?.legal().find((a) => a.type === 'reportRoll') ?? null,
  }))
  expect(mid.report).not.toBeNull()
  expect(JSON.parse(mid.actions).at(-1)?.type).toBe('rollDice')
  const id = await gameIdOf(page)
  await expect.poll(() => savedActionCount(page, id)).toBe(mid.count)
  // still in the air: nothing was reported while the frames were held
  expect(await page.evaluate(() => window.__museum?.actions().length)).toBe(mid.count)
  expect(await moving(page)).toBe(true)

  await page.reload()
  // the same game comes back at the same step, and the roll in the air is thrown again: the next action is the
  // report of that very roll (its id), with the faces the physics read this time
  await expect
    .poll(() => page.evaluate(() => window.__museum?.actions().length ?? -1), { timeout: 120_000 })
    .toBe(mid.count + 1)
  const after = await page.evaluate(() => window.__museum?.actions() ?? [])
  expect(JSON.stringify(after.slice(0, mid.count))).toBe(mid.actions)
  const last = after[mid.count]!
  expect(last.type).toBe('reportRoll')
  if (last.type === 'reportRoll' && mid.report?.type === 'reportRoll') expect(last.rollId).toBe(mid.report.rollId)
})
