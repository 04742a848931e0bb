// Issue 11, "Investigator standees walk to the card they move to" and "the rotating clock … until that card faces
// the player, eased": read from the standees' probe (`window.__museumStandees`) in real Chromium. Software GL is
// slow here, so the page's clock is slowed (performance.now runs at a fraction of real time) while a walk is
// watched: the walk is the same, only seen in more frames. Nothing here asserts how long anything takes.
import { expect, test, type Page } from '@playwright/test'
import { animationFrames } from './pageClock'
import { hintsOff } from './quiet'

test.beforeEach(({ page }) => hintsOff(page))

type Point = { x: number; y: number; z: number }

const QUERY = 'seed=42&investigators=2'
/** The ring's centre (RING.centre in src/scene/layout/tablePlan.ts): the card facing the player lies at +z of it. */
const RING_Z = -2

const flat = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.z - b.z)

/** Lets the test slow the page's clock: `window.__timeScale(s)` makes performance.now run at s × real time. */
async function slowableClock(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const real = performance.now.bind(performance)
    let base = 0
    let realBase = 0
    let scale = 1
    performance.now = () => base + (real() - realBase) * scale
    ;(window as unknown as { __timeScale: (s: number) => void }).__timeScale = (s: number) => {
      base = performance.now()
      realBase = real()
      scale = s
    }
  })
}

async function openGame(page: Page): Promise<void> {
  await page.goto(`/#/play?${QUERY}`)
  await expect.poll(() => page.evaluate(() => window.__museumScene?.ready() ?? false), { timeout: 90_000 }).toBe(true)
  await expect.poll(() => page.evaluate(() => window.__museumStandees?.where(0) ?? null)).not.toBeNull()
}

const where = (page: Page, player: number) =>
  page.evaluate((p) => window.__museumStandees?.where(p) ?? null, player) as Promise<Point | null>
const cardAt = (page: Page, id: string) =>
  page.evaluate((c) => window.__museumStandees?.card(c) ?? null, id) as Promise<Point | null>

/** Moves the first investigator to ring place 3 from the keyboard; returns that card's id. */
async function moveToPlaceThree(page: Page): Promise<string> {
  await page.keyboard.press('3')
  await page.keyboard.press('Enter')
  await expect.poll(() => page.evaluate(() => window.__museum?.actions().length ?? 0)).toBe(1)
  const location = await page.evaluate(() => window.__museum?.state()?.players[0]?.location ?? null)
  if (location?.kind !== 'card') throw new Error('test: the move did not reach a card')
  return location.cardId
}

/**
 * Samples the standee, an animation frame at least between samples, until it stands still beside its card in four
 * samples running (or a generous number of samples has passed, which the caller's assertions then catch); returns
 * every sample. A frame between samples, not so many ms: software GL may take seconds per frame, and a standee read
 * twice between two slow frames would seem to stand still; one read across a frame moves if it walks.
 */
async function watchStandee(page: Page, player: number, cardId: string): Promise<Point[]> {
  const samples: Point[] = []
  let still = 0
  for (let i = 0; i < 1200 && still < 4; i++) {
    const p = await where(page, player)
    const card = await cardAt(page, cardId)
    if (p) {
      const last = samples[samples.length - 1]
      const home = card !== null && flat(p, card) < 10
      still = home && last && flat(last, p) < 1e-3 ? still + 1 : 0
      samples.push(p)
    }
    await animationFrames(page)
  }
  return samples
}

test(
  'a standee walks to the card its investigator moves to, and the ring turns that card to the player',
  { tag: '@alone' },
  async ({ page }) => {
    test.setTimeout(300_000)
    await slowableClock(page)
    await openGame(page)
    const start = await where(page, 0)
    if (!start) throw new Error('test: no standee for the first investigator')
    const timeScale = (scale: number) =>
      page.evaluate((s) => (window as unknown as { __timeScale: (s: number) => void }).__timeScale(s), scale)
    await timeScale(0.03)
    const cardId = await moveToPlaceThree(page)
    // Watched on the slow clock until it is seen away from where it stood, then let finish at full speed.
    const samples: Point[] = []
    for (let i = 0; i < 1200; i++) {
      const p = await where(page, 0)
      if (p) samples.push(p)
      if (p && flat(p, start) > 3) break
      await animationFrames(page)
    }
    for (let i = 0; i < 12; i++) {
      const p = await where(page, 0)
      if (p) samples.push(p)
      await animationFrames(page)
    }
    await timeScale(1)
    samples.push(...(await watchStandee(page, 0, cardId)))
    const end = samples[samples.length - 1]
    if (!end) throw new Error('test: the standee was never seen')
    const card = await cardAt(page, cardId)
    if (!card) throw new Error('test: the card is not on the table')

    // It ends at its card (beyond the card's top edge, toward the clock), far from where it stood.
    expect(flat(end, card)).toBeLessThan(10)
    expect(flat(start, end)).toBeGreaterThan(20)
    // On the way it was seen in between: a walk, not a jump.
    const between = samples.filter((p) => flat(p, start) > 3 && flat(p, end) > 3)
    expect(between.length).toBeGreaterThan(0)
    // It walked around the clock, never across the dial (radius 10 about the ring's centre).
    for (const p of samples) expect(Math.hypot(p.x, p.z - RING_Z)).toBeGreaterThan(10)
    // The ring has turned the chosen card to the front, facing the player.
    expect(Math.abs(card.x)).toBeLessThan(1)
    expect(card.z).toBeGreaterThan(RING_Z + 15)
  },
)

test('with reduced motion the standee appears at its card without walking', async ({ page }) => {
  test.setTimeout(180_000)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openGame(page)
  const start = await where(page, 0)
  if (!start) throw new Error('test: no standee for the first investigator')
  const cardId = await moveToPlaceThree(page)
  const samples = await watchStandee(page, 0, cardId)
  const end = samples[samples.length - 1]
  const card = await cardAt(page, cardId)
  if (!end || !card) throw new Error('test: the standee or its card is missing')
  expect(flat(end, card)).toBeLessThan(10)
  // Never seen on the way: at its old place (before the next frame) or at the card, nowhere in between.
  const between = samples.filter((p) => flat(p, start) > 4 && flat(p, end) > 4)
  expect(between).toEqual([])
})
