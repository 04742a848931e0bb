// Issue 31, "readable from the chair": at 1920×1080 from the default view every card of the ring has an upright
// plaque with its place, its name (14 px or more) and its task rows (slots 20 px or more), inside the window, no two
// plaques overlapping; the names are the engine's, in the ring's order. With hints off the plaques keep their names
// and rows but show no chance. In presentation mode the plaques are 1.5 times those sizes, and an adventure in play
// is shown in close-up (at the desk too, unless the player asks for the whole table). A plaque steps aside from the
// advice's tags and from the dice in the tray; the advice's label for a set of dice lies beside them. Where the ring is
// drawn too small for whole plaques (a 900×700 window), each says its place alone, apart and off the clock.
import { expect, test, type Page } from '@playwright/test'
import { catalogFor, type GameState } from '../../src/engine/index.ts'
import { hintsOff, wholeTable } from './quiet'
import { rollAtFirstCard } from './gameSteps'
import { ringSpan } from './handsProbe'

test.use({ viewport: { width: 1920, height: 1080 } })

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1

async function plaques(page: Page) {
  return page.locator('[data-plaque-card]').evaluateAll((els) =>
    els.map((el) => {
      const name = el.querySelector('.ring-plaque-name') as HTMLElement
      const tasks = el.querySelector('.ring-plaque-tasks') as HTMLCanvasElement
      const r = el.getBoundingClientRect()
      return {
        id: (el as HTMLElement).dataset.plaqueCard!,
        place: el.querySelector('.ring-plaque-place')?.textContent,
        name: name.textContent,
        namePx: parseFloat(getComputedStyle(name).fontSize),
        slotPx: Number(tasks.dataset.slotPx),
        tasksHeight: tasks.getBoundingClientRect().height,
        box: { x: r.x, y: r.y, width: r.width, height: r.height },
        odds: el.querySelector('[data-odds-card]') !== null,
      }
    }),
  )
}

test('every ring card has a plaque to read from the chair; with hints off it shows no chance', async ({ page }) => {
  test.setTimeout(120_000)
  await hintsOff(page)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/#/play?seed=1&investigators=2')
  await page.waitForFunction(() => window.__museum?.state() != null && window.__museumScene?.ready())
  const state = (await page.evaluate(() => window.__museum?.state())) as GameState
  const cat = catalogFor(state.content)
  await expect(page.locator('[data-plaque-card]')).toHaveCount(state.board.length)
  await expect.poll(async () => (await plaques(page)).every((p) => p.slotPx > 0)).toBe(true)
  const shown = await plaques(page)
  expect(shown.map((p) => p.id)).toEqual(state.board.map((b) => b.cardId))
  for (const [i, p] of shown.entries()) {
    expect([p.place, p.name]).toEqual([String(i + 1), cat.adventure(p.id).name])
    expect(p.namePx, p.id).toBeGreaterThanOrEqual(14)
    expect(p.slotPx, p.id).toBeGreaterThanOrEqual(20)
    expect(p.tasksHeight, p.id).toBeGreaterThanOrEqual(20)
    expect(p.box.x >= 0 && p.box.y >= 0 && p.box.x + p.box.width <= 1920 && p.box.y + p.box.height <= 1080, p.id).toBe(
      true,
    )
    expect(p.odds).toBe(false)
  }
  // Plaques that would overlap (the far cards crowd together) are moved apart once the view has settled.
  const crowded = async () => {
    const now = await plaques(page)
    return now.flatMap((a, i) => now.slice(i + 1).flatMap((b) => (overlaps(a.box, b.box) ? [`${a.id} × ${b.id}`] : [])))
  }
  await expect.poll(crowded).toEqual([])

  // Whatever the advice lays on the table (a die's "reroll ×3", a row's "best") says `data-plaque-avoid`: a plaque
  // it would cover steps aside on the next frame drawn. A tag is put over one plaque's name; a key draws frames.
  const under = shown.find((p) => p.box.y + p.box.height < 900)!
  await page.evaluate((b) => {
    const tag = document.createElement('div')
    tag.dataset.plaqueAvoid = ''
    tag.id = 'test-tag'
    Object.assign(tag.style, {
      position: 'fixed',
      left: `${b.x + 8}px`,
      top: `${b.y + 4}px`,
      width: '90px',
      height: '22px',
    })
    document.body.append(tag)
  }, under.box)
  await page.keyboard.press('1')
  const tag = (await page.locator('#test-tag').boundingBox())!
  await expect.poll(async () => (await plaques(page)).filter((p) => overlaps(p.box, tag)).map((p) => p.id)).toEqual([])
  const moved = (await plaques(page)).find((p) => p.id === under.id)!
  expect(moved.box.y, 'the plaque went below the tag').toBeGreaterThanOrEqual(tag.y + tag.height)
  expect(await crowded()).toEqual([])
})

test('presentation reads from the sofa: plaques half as large again, the dice in play in close-up', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await hintsOff(page)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/#/play?seed=1&investigators=2')
  await page.waitForFunction(() => window.__museum?.state() != null && window.__museumScene?.ready())
  await expect.poll(async () => (await plaques(page)).every((p) => p.slotPx > 0)).toBe(true)
  /** The span from the investigator's card to the tray as drawn: how large the dice in play look. */
  const span = () =>
    page.evaluate(() => {
      const scene = window.__museumScene!
      const a = scene.project('investigator')!
      const b = scene.targets().find((t) => t.key === 'tray')!
      return Math.hypot(a.x - b.x, a.y - b.y)
    })
  const atTheDesk = await span()
  const ringAtTheDesk = await ringSpan(page)

  // P: from a sofa three metres from a 1080p television the type must be half as large again as from the chair
  // (the factor the HUD takes): names 21 px or more, task slots 30 or more, still apart and on the screen.
  await page.keyboard.press('p')
  await expect(page.locator('html.presenting')).toHaveCount(1)
  await expect.poll(async () => Math.min(...(await plaques(page)).map((p) => p.slotPx))).toBeGreaterThanOrEqual(30)
  for (const p of await plaques(page)) {
    expect(p.namePx, p.id).toBeGreaterThanOrEqual(21)
    expect(p.box.x >= 0 && p.box.y >= 0 && p.box.x + p.box.width <= 1920 && p.box.y + p.box.height <= 1080, p.id).toBe(
      true,
    )
  }
  await expect
    .poll(async () => {
      const now = await plaques(page)
      return now.flatMap((a, i) =>
        now.slice(i + 1).flatMap((b) => (overlaps(a.box, b.box) ? [`${a.id} × ${b.id}`] : [])),
      )
    })
    .toEqual([])
  // The ring no smaller than at the desk (viewFrames.ts, ringFrame; the whole table's view drew it at three
  // quarters and the larger plaques stacked over it): the plaques keep to the ring, the clock uncovered.
  expect(await page.evaluate(() => window.__museumScene!.frames().whole)).toBe('ring')
  expect(await ringSpan(page)).toBeGreaterThanOrEqual(ringAtTheDesk)
  const clock = (await page.evaluate(() => window.__museumScene!.project('clock')))!
  const dot = { x: clock.x - 1, y: clock.y - 1, width: 2, height: 2 }
  expect((await plaques(page)).filter((p) => overlaps(p.box, dot)).map((p) => p.id)).toEqual([])

  // An adventure in play: the card in focus, the tray and the investigator's card fill the room between the panels.
  await page.keyboard.press('4')
  await page.keyboard.press('Enter')
  await expect.poll(() => page.evaluate(() => window.__museumScene?.closeUp())).toBe(true)
  await expect.poll(() => page.evaluate(() => window.__museumScene?.closeUpAt())).toBe(1)
  const presented = await span()
  expect(presented / atTheDesk).toBeGreaterThanOrEqual(1.5)
  await expect(page.locator('[data-plaque-card]')).toHaveCount(0)
})

test('a window too short for whole plaques gives each its place alone; they keep off each other and the clock', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await hintsOff(page)
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/#/play?seed=1&investigators=2')
  await page.waitForFunction(() => window.__museum?.state() != null && window.__museumScene?.ready())
  const names = page.locator('.ring-plaque-name')
  // 1024×768 draws the ring 256 px across: whole plaques.
  await expect(names).toHaveCount(6)
  for (const name of await names.all()) await expect(name).toBeVisible()
  // 900×700 draws it 224 px across (briefPlaques.ts): whole plaques stacked over the ring and the clock there.
  await page.setViewportSize({ width: 900, height: 700 })
  for (const name of await names.all()) await expect(name).toBeHidden()
  await expect(page.locator('.ring-plaque-tasks').first()).toBeHidden()
  await expect(page.locator('.ring-plaque-place')).toHaveText(['1', '2', '3', '4', '5', '6'])
  const clock = async () => {
    const at = (await page.evaluate(() => window.__museumScene!.project('clock')))!
    return { x: at.x - 1, y: at.y - 1, width: 2, height: 2 }
  }
  const crossing = async () => {
    const now = await plaques(page)
    const dot = await clock()
    return [
      ...now.flatMap((a, i) => now.slice(i + 1).flatMap((b) => (overlaps(a.box, b.box) ? [`${a.id} × ${b.id}`] : []))),
      ...now.filter((p) => overlaps(p.box, dot)).map((p) => `${p.id} × the clock`),
    ]
  }
  await expect.poll(crossing).toEqual([])
})

test('neither a plaque nor the advice label hides a die lying in the tray', async ({ page }) => {
  test.setTimeout(120_000)
  // The whole table, where the dice are smallest and the plaques show (the close-up hides them).
  await wholeTable(page)
  await page.goto('/#/play?seed=42&investigators=2')
  await page.waitForFunction(() => window.__museum?.state() != null && window.__museumScene?.ready())
  // The throw lands the dice in the tray's far corner, by the plaque of the card beside it (place 6).
  await rollAtFirstCard(page)
  await expect.poll(() => page.evaluate(() => window.__museumScene?.moving())).toBe(false)
  expect(await page.evaluate(() => window.__museumScene?.closeUp()), 'the setting keeps the whole table').toBe(false)
  const covered = async () => {
    const dice = (await page.evaluate(() => window.__museumScene?.dice() ?? [])).filter((d) => d.where === 'tray')
    expect(dice.length).toBeGreaterThan(0)
    const now = await plaques(page)
    // A die's face is some 20 px across here: its middle 12 must show.
    return dice.flatMap((d) =>
      now
        .filter((p) => overlaps(p.box, { x: d.x - 6, y: d.y - 6, width: 12, height: 12 }))
        .map((p) => `${d.id} × ${p.id}`),
    )
  }
  await expect.poll(covered).toEqual([])
  // The best move rerolls the set; its one label lies beside the dice (it lay over them), hiding none in the tray.
  const label = page.locator('.odds-die-mark')
  await expect(label).toHaveText(/^reroll ×\d$/i)
  await expect(label).toHaveCount(1) // one label for the set, not one per die
  const hidden = async () => {
    const box = (await label.boundingBox())!
    const dice = (await page.evaluate(() => window.__museumScene?.dice() ?? [])).filter((d) => d.where === 'tray')
    return dice.filter((d) => overlaps(box, { x: d.x - 6, y: d.y - 6, width: 12, height: 12 })).map((d) => d.id)
  }
  await expect.poll(hidden).toEqual([])
})
