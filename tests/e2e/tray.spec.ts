import { expect, test, type Page } from '@playwright/test'
import { PerspectiveCamera, Vector3 } from 'three'
import { DIE_FACES, type DieColor, type Face } from '../../src/engine/dice.ts'
import { createRandom, rollSeed, simulateRoll } from '../../src/physics/index.ts'
import { tierDpr } from '../../src/scene/quality/qualityTiers.ts'
import { TRAY_CAMERA } from '../../src/scene/tray/trayCamera.ts'
import { dieColor } from '../../src/scene/tray/trayDice.ts'
import { faceLabel } from '../../src/state/tray/faceLabel.ts'
import { animationFrames } from './pageClock'
import { readScreenshot } from './pixels'
import { SUITE_SETTINGS } from './suiteSettings'

// Issue 4: the dice tray. Throws run real Rapier in Chromium (software WebGL) with a fixed seed.

const SEED = 42
const ALL_EIGHT: DieColor[] = ['green', 'green', 'green', 'green', 'green', 'green', 'yellow', 'red']

interface Probe {
  readFaces(): { die: number; face: Face }[]
  readPoses(): { die: number; x: number; y: number; z: number }[]
  reports: { rollId: number; faces: { die: number; face: Face }[] }[]
}

function watch(page: Page) {
  const errors: string[] = []
  const offsite: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (!['data:', 'blob:'].includes(url.protocol) && url.hostname !== '127.0.0.1') offsite.push(r.url())
  })
  return { errors, offsite }
}

async function openTray(page: Page, query = `?seed=${SEED}`) {
  await page.goto(`/${query}#/tray`)
  await expect(page.getByRole('heading', { name: 'Dice tray' })).toBeVisible()
  await expect(page.locator('.tray-stage canvas')).toBeVisible()
  await page.waitForFunction(() => 'window' in globalThis && '__diceTray' in window)
  // The scene has drawn a frame, so the throw surface is mounted and a press reaches it.
  await expect(page.locator('.tray-stage')).toHaveAttribute('data-ready', 'true')
}

const probe = (page: Page) => page.evaluate(() => (window as unknown as { __diceTray: Probe }).__diceTray.readFaces())

/** "Roll 1: green lore, red wildcard." → the faces, in order, read back through the same labels. */
function parseAnnouncement(text: string): { color: DieColor; face: Face }[] {
  const byLabel = new Map(allFaces().map((f) => [faceLabel(f), f] as const))
  const list = text.replace(/^Roll \d+: /, '').replace(/\.$/, '')
  return list.split(', ').map((item) => {
    const [color, ...rest] = item.split(' ')
    const face = byLabel.get(rest.join(' '))
    if (!face) throw new Error(`test: unreadable announcement item "${item}"`)
    return { color: color as DieColor, face }
  })
}

function allFaces(): Face[] {
  return ['I1', 'I2', 'I3', 'I4', 'L', 'P', 'T', 'W']
}

/** Kinds as the pixels show them: body colours under the tray's lights, well away from the dark felt. */
const KIND_TEST: Record<DieColor | 'felt', string> = {
  felt: 'g >= r && g >= b - 4 && g < 110 && r < 70',
  green: 'g > 70 && g > r + 30 && g > b + 20',
  yellow: 'r > 120 && g > 90 && b < g - 40',
  red: 'r > 90 && r > g + 50 && r > b + 40',
}

/** Share of pixels of each box that look like the given kind, from one screenshot of the page. */
async function kindShares(page: Page, boxes: { x: number; y: number; half: number; color: DieColor | 'felt' }[]) {
  return readScreenshot(
    page,
    ({ data, width }, { boxes, tests }) => {
      const classify: Record<string, (r: number, g: number, b: number) => boolean> = {}
      for (const [k, expr] of Object.entries(tests))
        classify[k] = new Function('r', 'g', 'b', `return ${expr}`) as (r: number, g: number, b: number) => boolean
      return boxes.map(({ x, y, half, color }) => {
        const x0 = Math.round(x - half)
        const y0 = Math.round(y - half)
        let hits = 0
        for (let row = 0; row < 2 * half; row++)
          for (let col = 0; col < 2 * half; col++) {
            const at = ((y0 + row) * width + x0 + col) * 4
            if (classify[color]!(data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0)) hits++
          }
        return hits / (4 * half * half)
      })
    },
    { boxes, tests: KIND_TEST },
  )
}

/** Where a world point lands on the page, through the tray's camera. */
async function projector(page: Page) {
  const box = (await page.locator('.tray-stage canvas').boundingBox())!
  const camera = new PerspectiveCamera(TRAY_CAMERA.fov, box.width / box.height, 1, 200)
  camera.position.set(...TRAY_CAMERA.position)
  camera.lookAt(...TRAY_CAMERA.target)
  camera.updateMatrixWorld()
  return (x: number, y: number, z: number) => {
    const v = new Vector3(x, y, z).project(camera)
    return { x: box.x + ((v.x + 1) / 2) * box.width, y: box.y + ((1 - v.y) / 2) * box.height }
  }
}

test('a seeded throw announces exactly what the physics read, and the dice lie on the felt', async ({ page }) => {
  const seen = watch(page)
  await openTray(page)
  // Drawn at the player's quality, as the table is: the suite's minimal tier at half resolution, a quarter of the
  // pixels across (a machine without a graphics card drew the tray whole, shadows and all: 0.35 s a frame).
  const across = await page.locator('.tray-stage canvas').evaluate((c: HTMLCanvasElement) => c.width / c.clientWidth)
  expect(across).toBeCloseTo(tierDpr('minimal', 0, 1) * SUITE_SETTINGS.resolution, 2)
  await page.keyboard.press('Space')
  const live = page.getByRole('status')
  await expect(live).toHaveText(/^Roll 1: /, { timeout: 60_000 })

  const announced = parseAnnouncement((await live.textContent()) ?? '')
  const read = await probe(page)
  expect(announced.map((a) => a.face)).toEqual(read.map((r) => r.face))
  expect(announced.map((a) => a.color)).toEqual(read.map((r) => dieColor(r.die)))
  const reports = await page.evaluate(() => (window as unknown as { __diceTray: Probe }).__diceTray.reports)
  expect(reports).toEqual([{ rollId: 1, faces: read }])
  // The browser's throw is the headless throw with the same seed: same builder, same steps.
  const headless = await simulateRoll({ seed: rollSeed(SEED, 1), dice: ALL_EIGHT })
  expect(read.map((r) => r.face)).toEqual(headless.faces)
  await expect(page.locator('.tray-result li')).toHaveCount(8)

  // Real pixels: each die's top face, projected through the tray camera, shows its kind's colour.
  const poses = await page.evaluate(() => (window as unknown as { __diceTray: Probe }).__diceTray.readPoses())
  const project = await projector(page)
  await animationFrames(page, 2) // a frame drawn after the report, whole (the dice at rest in it)
  // A box around the die's projection takes in its top and its near side, not only the glyph.
  const boxes = poses.map((p) => ({ ...project(p.x, p.y + 0.4, p.z), half: 12, color: dieColor(p.die) }))
  const shares = await kindShares(page, boxes)
  shares.forEach((share, i) => expect(share, `die ${poses[i]!.die} (${boxes[i]!.color})`).toBeGreaterThan(0.4))
  // And they lie on felt: a clear patch of the tray, away from every die, is dark green felt.
  const clear = [-8, -4, 0, 4, 8]
    .flatMap((x) => [-5, -2, 1, 4].map((z) => ({ x, z })))
    .find((c) => poses.every((p) => Math.hypot(p.x - c.x, p.z - c.z) > 3.5))!
  const felt = project(clear.x, 0, clear.z)
  const [feltShare] = await kindShares(page, [{ ...felt, half: 12, color: 'felt' }])
  expect(feltShare).toBeGreaterThan(0.8)
  expect(seen.errors).toEqual([])
  expect(seen.offsite).toEqual([])
})

// Issue 30: <Physics> (@react-three/rapier) declares the browser's world and a throw remounts it fresh; the seeded
// throws land on the faces Node computes for the same seeds (tests/scene/tray/declaredWorld.test.tsx proves the
// two builders equal pose for pose in Node).
test('every seeded throw lands on the faces Node computes for its seed', async ({ page }) => {
  test.setTimeout(150_000)
  const seen = watch(page)
  await openTray(page)
  const live = page.getByRole('status')
  for (const rollId of [1, 2]) {
    await expect(page.getByRole('button', { name: /^Throw 8 dice/ })).toBeEnabled({ timeout: 60_000 })
    await page.keyboard.press('Space')
    await expect(live).toHaveText(new RegExp(`^Roll ${rollId}: `), { timeout: 60_000 })
    const headless = await simulateRoll({ seed: rollSeed(SEED, rollId), dice: ALL_EIGHT })
    expect((await probe(page)).map((r) => r.face)).toEqual(headless.faces)
  }
  expect(seen.errors).toEqual([])
})

test('reduced motion: the seeded faces appear at once, without tumbling', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openTray(page)
  await expect(page.getByLabel('Reduced motion')).toBeChecked()
  await page.keyboard.press('Space')
  const live = page.getByRole('status')
  await expect(live).toHaveText(/^Roll 1: /, { timeout: 5_000 })
  const rng = createRandom(rollSeed(SEED, 1))
  const expected = ALL_EIGHT.map((color) => {
    const face = DIE_FACES[color][rng.int(0, 5)]!
    rng.range(-0.35, 0.35)
    return face
  })
  expect(parseAnnouncement((await live.textContent()) ?? '').map((a) => a.face)).toEqual(expected)
  expect((await probe(page)).map((r) => r.face)).toEqual(expected)
})

test('the tray works from the keyboard, and the mute choice is remembered', async ({ page }) => {
  await openTray(page)
  await page.keyboard.press('Tab')
  const firstDie = page.getByRole('button', { name: 'green 1' })
  await expect(firstDie).toBeFocused()
  await page.keyboard.press('Space')
  await expect(firstDie).toHaveAttribute('aria-pressed', 'false')
  const throwButton = page.getByRole('button', { name: 'Throw 7 dice' })
  await throwButton.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status')).toHaveText(/^Roll 1: /, { timeout: 60_000 })
  await expect(page.locator('.tray-result li')).toHaveCount(7)

  await page.getByLabel('Mute dice').check()
  await page.reload()
  await expect(page.getByLabel('Mute dice')).toBeChecked()
})

test('a flick across the felt throws the dice', async ({ page }) => {
  await openTray(page)
  const box = (await page.locator('.tray-stage canvas').boundingBox())!
  const cx = box.x + box.width / 2
  const cy = box.y + box.height * 0.7
  await page.mouse.move(cx, cy)
  await page.mouse.down()
  for (let i = 1; i <= 6; i++) await page.mouse.move(cx + i * 8, cy - i * 30)
  await page.mouse.up()
  await expect(page.getByRole('status')).toHaveText(/^Roll 1: /, { timeout: 60_000 })
  const announced = parseAnnouncement((await page.getByRole('status').textContent()) ?? '')
  expect(announced.map((a) => a.face)).toEqual((await probe(page)).map((r) => r.face))
  // A second throw keeps the first in the history.
  await page.keyboard.press('Space')
  await expect(page.getByRole('status')).toHaveText(/^Roll 2: /, { timeout: 60_000 })
  await expect(page.locator('.tray-history li')).toHaveCount(1)
})
