import { expect, test, type Page } from '@playwright/test'
import { handHour, project, readRegions, sampleColours, sceneReady, type ScenePoint } from './tableProbe'
import { hintsOff } from './quiet'
import { entranceStep, watchErrors } from './gameSteps'

test.beforeEach(({ page }) => hintsOff(page))

// The game's table read from real pixels: six distinct card faces on the ring, the clock hand at the state's hour
// after a clock phase, and the Ancient One's doom track holding as many doom tokens as the state says.
// Seed 2 with two investigators: two turns at the entrance each bring the clock round to midnight, whose Mythos
// card adds a doom token (checked against the engine's state below, not assumed).

test.use({ viewport: { width: 1920, height: 1080 } })

const state = (page: Page) => page.evaluate(() => window.__museum?.state() ?? null)

/** Plays entrance turns until the engine's clock shows `hour` (and, for midnight, the day has turned). */
async function playUntil(page: Page, done: (s: NonNullable<Awaited<ReturnType<typeof state>>>) => boolean) {
  for (let i = 0; i < 20; i++) {
    const s = await state(page)
    if (!s) throw new Error('no game')
    if (done(s)) return s
    await entranceStep(page)
  }
  throw new Error('the clock never got there')
}

/** Saves a 1920×1080 picture for a person to look at when SCENE_SHOTS names a folder. */
async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.SCENE_SHOTS
  if (folder) await page.screenshot({ path: `${folder}/${name}.png` })
}

const isDoomRed = (c: { r: number; g: number; b: number }) => c.r > 110 && c.r > 2 * c.g && c.r > 2 * c.b

test('the table shows six distinct card faces, the hand at the hour and the doom on the track', async ({ page }) => {
  test.setTimeout(300_000)
  const errors = watchErrors(page)
  await page.goto('/#/play?seed=2&investigators=2')
  await expect.poll(() => sceneReady(page), { timeout: 90_000 }).toBe(true)

  // ── six distinct faces on the ring ──
  const start = await state(page)
  if (!start) throw new Error('no game')
  const ring = start.board.filter((b) => !b.otherWorld).map((b) => b.cardId)
  expect(ring).toHaveLength(6)
  const centres: ScenePoint[] = []
  for (const id of ring) {
    const at = await project(page, id)
    if (!at) throw new Error(`card ${id} is not drawn`)
    centres.push(at)
  }
  const regions = await readRegions(page, centres, 45)
  for (const r of regions) {
    expect(r.paper).toBeGreaterThan(0.3) // aged paper…
    expect(r.ink).toBeGreaterThan(0.005) // …with ink on it
  }
  for (let i = 0; i < regions.length; i++)
    for (let j = i + 1; j < regions.length; j++) {
      const a = regions[i]!.thumb
      const b = regions[j]!.thumb
      const diff = a.reduce((sum, v, k) => sum + Math.abs(v - (b[k] ?? 0)), 0) / a.length
      expect(diff, `ring cards ${i + 1} and ${j + 1} look alike`).toBeGreaterThan(4)
    }

  // ── the hand follows a clock phase ──
  expect(await handHour(page)).toBeCloseTo(start.clock % 12, 3)
  const afterPhase = await playUntil(page, (s) => s.clock !== start.clock)
  await expect.poll(() => handHour(page), { timeout: 30_000 }).toBeCloseTo(afterPhase.clock % 12, 3)
  await shot(page, 'scene-clock-phase')

  // ── midnight: the doom on the track equals the state's ──
  const midnight = await playUntil(page, (s) => s.day > start.day)
  expect(midnight.doom).toBeGreaterThan(0)
  await expect.poll(() => handHour(page), { timeout: 30_000 }).toBeCloseTo(midnight.clock % 12, 3)
  const track = midnight.doom
  const spaces: ScenePoint[] = []
  for (let i = 0; ; i++) {
    const at = await project(page, `doom:${i}`)
    if (!at) break
    spaces.push(at)
  }
  expect(spaces.length).toBeGreaterThan(track)
  // The tokens drop in after the Mythos card is dealt: wait until the last one has landed, then read every space
  // (beside another browser on two cores, software GL takes its time over the staged midnight).
  await expect
    .poll(async () => isDoomRed((await sampleColours(page, [spaces[track - 1]!]))[0]!), { timeout: 90_000 })
    .toBe(true)
  const colours = await sampleColours(page, spaces)
  expect(colours.map(isDoomRed)).toEqual(spaces.map((_, i) => i < track))
  await shot(page, 'scene-midnight-doom')
  expect(errors).toEqual([])
})
