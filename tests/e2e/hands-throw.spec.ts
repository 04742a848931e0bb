// Issue 11, "Done when": a flick throws the dice in the table scene, and the faces the engine receives equal the
// faces read from the bodies.
import { expect, test } from '@playwright/test'
import { flick, gameState, lastRead, moving, tableReady } from './handsProbe'
import { enterAdventure, throwAndRead } from './handsSetup'
import { hintsOff } from './quiet'
import { animationFrames } from './pageClock'
import { framesHeld, holdFramesOnceTumbling, installFrameGate, openFrames } from './frameGate'

test.beforeEach(({ page }) => hintsOff(page))

test.use({ viewport: { width: 1920, height: 1080 } })

test('a flick over the tray throws the pool and the engine gets the faces read from the bodies', async ({ page }) => {
  test.setTimeout(180_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  await installFrameGate(page)
  await enterAdventure(page, 'seed=20261123&investigators=2&ancientOne=cthulhu&ruleset=revised', 2)
  const { report, read } = await throwAndRead(
    page,
    async () => {
      // The tumble is held at its first frame until the press below has landed: on a busy machine the dice would
      // otherwise settle, on their own clock, before the press reached the page.
      await holdFramesOnceTumbling(page)
      await flick(page)
    },
    async () => {
      await framesHeld(page)
      // Reaching for the dice while they still tumble picks nothing up, and never swings the view away.
      const { before, tray } = await page.evaluate(() => ({
        before: window.__museumScene?.view(),
        tray: window.__museumScene?.targets().find((t) => t.key === 'tray'),
      }))
      expect(await moving(page), 'the dice are held mid-tumble').toBe(true)
      await page.mouse.move(tray!.x + 40, tray!.y + 40)
      await page.mouse.down()
      await page.mouse.move(tray!.x + 240, tray!.y - 60, { steps: 4 })
      await page.mouse.up()
      await openFrames(page)
      await animationFrames(page, 2)
      expect(await page.evaluate(() => window.__museumScene?.held() ?? null), 'nothing picked up').toBe(null)
      expect(await page.evaluate(() => window.__museumScene?.view())).toEqual(before)
    },
  )
  expect(report?.type).toBe('reportRoll')
  if (report?.type !== 'reportRoll' || !read) throw new Error('no report')
  expect(read.rollId).toBe(report.rollId)
  expect(read.faces).toEqual(report.faces)
  const state = await gameState(page)
  expect(state?.phase.kind === 'resolution' && state.phase.stage).toBe('rolled')
  for (const [i, id] of read.dice.entries()) expect(state?.dice[id]?.face).toBe(read.faces[i])
  expect(await moving(page)).toBe(false)
  expect(errors).toEqual([])
})

test('Space pressed while the physics still loads: the roll waits for it and tumbles, never seeded faces', async ({
  page,
}) => {
  test.setTimeout(180_000)
  // The tray's physics chunk is held back until the roll has begun (a player quicker than the download).
  let release = () => {}
  const held = new Promise<void>((done) => (release = done))
  await page.route(/TrayPhysics[^/]*\.(js|tsx)(\?|$)/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/#/play?seed=42&investigators=1')
  await tableReady(page, false)
  expect(await page.evaluate(() => window.__museumScene?.physics())).toBe(false)
  await page.keyboard.press('1')
  await page.keyboard.press('Enter')
  await expect.poll(async () => (await gameState(page))?.phase.kind).toBe('resolution')
  await page.keyboard.press('Space')
  // The roll has begun and waits: no faces yet, nothing seeded in their place.
  await expect.poll(async () => await page.evaluate(() => window.__museum?.actions().at(-1)?.type)).toBe('rollDice')
  const stage = async () => {
    const s = await gameState(page)
    return s?.phase.kind === 'resolution' ? s.phase.stage : null
  }
  expect(await stage()).toBe('rolling')
  // The player is told the dice are coming, until they are thrown.
  const note = page.getByTestId('hud-tray-loading')
  await expect(note).toHaveText('The dice are on their way: the tray is still being set out.')
  release()
  await expect(note).toBeHidden()
  await expect.poll(stage, { timeout: 60_000 }).toBe('rolled')
  // The faces are the ones the tray read from its settled bodies (a real tumble), not the engine's seeded ones.
  const read = await lastRead(page)
  const report = await page.evaluate(() => window.__museum?.actions().at(-1))
  expect(report?.type === 'reportRoll' && report.rollId).toBe(read?.rollId)
  expect(report?.type === 'reportRoll' && report.faces).toEqual(read?.faces)
})
