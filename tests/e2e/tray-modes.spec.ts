import { expect, test, type Page } from '@playwright/test'
import { PerspectiveCamera, Vector3 } from 'three'
import {
  ahAdvice,
  ahOdds,
  dmdAdvice,
  dmdOdds,
  ehAdvice,
  ehOdds,
  type DmdDieKind,
  type DmdFace,
  type Odds,
} from '../../src/companion/index.ts'
import { createRandom, rollSeed, simulateRoll, type DieFace, type DieKind } from '../../src/physics/index.ts'
import { TRAY_CAMERA } from '../../src/scene/tray/trayCamera.ts'
import { dmdDieLabel } from '../../src/state/tray/companionLabels.ts'

// Issue 15: the tray's sibling-game modes. Throws run real Rapier in Chromium with a fixed seed; the odds
// on the page are compared with the companion rules' pure functions, computed here in Node.

const SEED = 42

interface Probe {
  readFaces(): { die: number; face: DieFace }[]
  readPoses(): { die: number; x: number; y: number; z: number }[]
}

function watch(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(e.message))
  return errors
}

async function openMode(page: Page, mode: string) {
  await page.goto(`/?seed=${SEED}#/tray?mode=${mode}`)
  await expect(page.locator('.tray-stage')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 })
  await page.waitForFunction(() => '__diceTray' in window)
}

const probe = (page: Page) => page.evaluate(() => (window as unknown as { __diceTray: Probe }).__diceTray.readFaces())

/** "Roll 2 (black 1 rerolled for 1 stress): a, b, c. 2 successes…" → the roll, the change, the faces in words. */
async function announced(page: Page) {
  const text = (await page.getByRole('status').textContent()) ?? ''
  const m = /^Roll (\d+)(?: \(([^)]*)\))?: (.*?)\. /.exec(text)
  if (!m) throw new Error(`test: unreadable announcement "${text}"`)
  return { rollId: Number(m[1]), change: m[2] ?? null, faces: m[3]!.split(', '), text }
}

/** The odds the page shows in one chart, exactly as the data attributes carry them. */
async function shownOdds(page: Page, title: string) {
  const chart = page.getByRole('region', { name: title })
  await expect(chart).toBeVisible()
  const bars = await chart
    .locator('[data-successes]')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-p'))))
  const pass = chart.locator('.tray-odds-pass')
  return { successes: bars, pass: (await pass.count()) ? Number(await pass.getAttribute('data-p')) : null }
}

function expectSameOdds(shown: { successes: number[]; pass: number | null }, odds: Odds) {
  expect(shown.successes).toEqual([...odds.successes])
  expect(shown.pass).toBe(odds.pass)
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

const dmdKind = (id: number): DmdDieKind => (id < 3 ? 'black' : 'green')
const dmdPhysicsKind = (id: number): DieKind => (id < 3 ? 'dmd-black' : 'dmd-green')

test('Death May Die: exact odds before the roll, a seeded throw read from the bodies, one die rerolled for 1 stress', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const errors = watch(page)
  await openMode(page, 'dmd')
  await page.getByLabel('Green bonus dice').fill('2')
  await page.getByLabel('Successes needed').check()
  await page.getByLabel('Target successes').fill('3')
  await expect(page.getByRole('button', { name: 'Throw 5 dice' })).toBeVisible()
  const setup = { green: 2, stress: 3, goal: 3 }
  expectSameOdds(await shownOdds(page, 'Before the roll'), dmdOdds(setup))

  // Space on the focused throw button (Space in a number field types, it does not throw).
  await page.getByRole('button', { name: 'Throw 5 dice' }).press('Space')
  await expect(page.getByRole('status')).toHaveText(/^Roll 1: /, { timeout: 120_000 })
  const read = await probe(page)
  const first = await announced(page)
  expect(first.faces).toEqual(read.map((r) => dmdDieLabel(dmdKind(r.die), r.face as DmdFace)))
  // The browser's throw is the headless throw with the same seed.
  const headless = await simulateRoll({ seed: rollSeed(SEED, 1), dice: [0, 1, 2, 3, 4].map(dmdPhysicsKind) })
  expect(read.map((r) => r.face)).toEqual(headless.faces)
  const roll = { dice: read.map((r) => ({ kind: dmdKind(r.die), face: r.face as DmdFace })), stress: 3, goal: 3 }
  expectSameOdds(await shownOdds(page, 'From here, playing on as advised'), dmdAdvice(roll).odds)

  // Reroll black 2 from the result list: it alone is thrown again, and 1 stress is taken.
  await page.getByRole('button', { name: /^black 2: / }).click()
  await expect(page.getByRole('status')).toHaveText(/^Roll 2 \(black 2 rerolled for 1 stress\): /, { timeout: 60_000 })
  const after = await probe(page)
  expect(after.filter((f) => f.die !== 1)).toEqual(read.filter((f) => f.die !== 1))
  expect((await announced(page)).faces).toEqual(after.map((r) => dmdDieLabel(dmdKind(r.die), r.face as DmdFace)))
  await expect(page.locator('.tray-counter')).toHaveAttribute('data-stress-taken', '1')
  const rerolled = { ...roll, dice: after.map((r) => ({ kind: dmdKind(r.die), face: r.face as DmdFace })), stress: 2 }
  expectSameOdds(await shownOdds(page, 'From here, playing on as advised'), dmdAdvice(rerolled).odds)
  expect(errors).toEqual([])
})

test('Eldritch Horror: exact odds, a seeded throw, a reroll paid with focus, then one chosen on the felt', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const errors = watch(page)
  await openMode(page, 'eh')
  await page.getByLabel('Skill').fill('4')
  await page.getByLabel('Clues').fill('2')
  await page.getByLabel('Focus').fill('1')
  await page.getByLabel('Successes needed').fill('2')
  await page.getByLabel('Blessing').selectOption('blessed')
  const setup = { skill: 4, modifier: 0, blessing: 'blessed' as const, clues: 2, focus: 1, goal: 2 }
  expectSameOdds(await shownOdds(page, 'Before the roll'), ehOdds(setup))

  await page.getByRole('button', { name: 'Throw 4 dice' }).click()
  await expect(page.getByRole('status')).toHaveText(/^Roll 1: /, { timeout: 120_000 })
  const read = await probe(page)
  expect((await announced(page)).faces).toEqual(read.map((r) => r.face))
  const headless = await simulateRoll({ seed: rollSeed(SEED, 1), dice: Array<DieKind>(4).fill('d6') })
  expect(read.map((r) => r.face)).toEqual(headless.faces)
  const pips = read.map((r) => Number(r.face))
  const roll = { pips, clues: 2, focus: 1, blessing: 'blessed' as const, goal: 2 }
  expectSameOdds(await shownOdds(page, 'From here, playing on as advised'), ehAdvice(roll).odds)

  // Die 3 from the list, paid with the focus token (the default while one is left).
  await page.getByRole('button', { name: /^die 3: / }).click()
  await expect(page.getByRole('status')).toHaveText(/^Roll 2 \(die 3 rerolled for a focus token\): /, {
    timeout: 60_000,
  })
  const after = await probe(page)
  expect(after.filter((f) => f.die !== 2)).toEqual(read.filter((f) => f.die !== 2))
  expect((await announced(page)).faces).toEqual(after.map((r) => r.face))
  await expect(page.locator('.tray-counter')).toHaveAttribute('data-focus', '0')
  await expect(page.locator('.tray-counter')).toHaveAttribute('data-clues', '2')

  // Die 1 chosen by clicking the die itself on the felt; with no focus left it costs a clue.
  const pose = (await page.evaluate(() => (window as unknown as { __diceTray: Probe }).__diceTray.readPoses()))[0]!
  const at = (await projector(page))(pose.x, pose.y + 0.8, pose.z)
  await page.mouse.click(at.x, at.y)
  await expect(page.getByRole('status')).toHaveText(/^Roll 3 \(die 1 rerolled for a clue\): /, { timeout: 60_000 })
  const third = await probe(page)
  expect(third.filter((f) => f.die !== 0)).toEqual(after.filter((f) => f.die !== 0))
  await expect(page.locator('.tray-counter')).toHaveAttribute('data-clues', '1')
  const now = { pips: third.map((r) => Number(r.face)), clues: 1, focus: 0, blessing: 'blessed' as const, goal: 2 }
  expectSameOdds(await shownOdds(page, 'From here, playing on as advised'), ehAdvice(now).odds)
  expect(errors).toEqual([])
})

test('Arkham Horror: exact odds, a seeded throw, and a clue that throws one more die in', async ({ page }) => {
  test.setTimeout(240_000)
  const errors = watch(page)
  await openMode(page, 'ah')
  await page.getByLabel('Skill').fill('3')
  await page.getByLabel('Clues').fill('2')
  await page.getByLabel('Difficulty').fill('2')
  const setup = { skill: 3, modifier: 0, blessing: 'none' as const, clues: 2, goal: 2 }
  expectSameOdds(await shownOdds(page, 'Before the roll'), ahOdds(setup))

  await page.getByRole('button', { name: 'Throw 3 dice' }).press('Enter')
  await expect(page.getByRole('status')).toHaveText(/^Roll 1: /, { timeout: 120_000 })
  const read = await probe(page)
  expect((await announced(page)).faces).toEqual(read.map((r) => r.face))
  const roll = { pips: read.map((r) => Number(r.face)), clues: 2, blessing: 'none' as const, goal: 2 }
  expectSameOdds(await shownOdds(page, 'From here, playing on as advised'), ahAdvice(roll).odds)

  await page.getByRole('button', { name: /Spend a clue: add a die/ }).click()
  await expect(page.getByRole('status')).toHaveText(/^Roll 2 \(die 4 added for a clue\): /, { timeout: 60_000 })
  const after = await probe(page)
  expect(after).toHaveLength(4)
  expect(after.slice(0, 3)).toEqual(read)
  expect((await announced(page)).faces).toEqual(after.map((r) => r.face))
  await expect(page.locator('.tray-counter')).toHaveAttribute('data-clues', '1')
  const more = { ...roll, pips: after.map((r) => Number(r.face)), clues: 1 }
  expectSameOdds(await shownOdds(page, 'From here, playing on as advised'), ahAdvice(more).odds)
  expect(errors).toEqual([])
})

test('reduced motion: a reroll lays the seeded face at once, and each mode remembers its settings', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openMode(page, 'eh')
  await page.getByLabel('Skill').fill('2')
  await page.getByLabel('Focus').fill('1')
  await page.getByLabel('Focus').blur()
  await page.keyboard.press('Space')
  await expect(page.getByRole('status')).toHaveText(/^Roll 1: /, { timeout: 5_000 })
  await page.getByRole('button', { name: /^die 2: / }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status')).toHaveText(/^Roll 2 \(die 2 rerolled/, { timeout: 5_000 })
  const rng = createRandom(rollSeed(SEED, 2))
  expect((await probe(page))[1]!.face).toBe(String(rng.int(0, 5) + 1))

  // Settings are remembered per mode (the focus token just spent included); the mode picker switches modes.
  await page.reload()
  await expect(page.getByLabel('Skill')).toHaveValue('2')
  await expect(page.getByLabel('Focus')).toHaveValue('0')
  await page.getByRole('radio', { name: 'Death May Die' }).check()
  await expect(page.getByLabel('Green bonus dice')).toBeVisible()
  expect(page.url()).toContain('mode=dmd')
  await page.getByLabel('Green bonus dice').fill('9')
  await expect(page.getByRole('alert')).toHaveText('Green bonus dice must be a whole number from 0 to 8.')
  await expect(page.getByRole('button', { name: 'Throw 3 dice' })).toBeVisible()
})

// Issue 41: a link to another mode followed on the tray page (a hash change, no reload) switches the tray.
test('a hash change to another mode switches the tray without a reload', async ({ page }) => {
  const errors = watch(page)
  await openMode(page, 'es')
  await expect(page.locator('.tray-view')).toHaveAttribute('data-mode', 'es')
  await page.evaluate(() => {
    ;(window as unknown as { __sameDocument: boolean }).__sameDocument = true
    window.location.hash = '#/tray?mode=eh'
  })
  await expect(page.locator('.tray-view')).toHaveAttribute('data-mode', 'eh')
  await expect(page.getByLabel('Skill')).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Eldritch Horror' })).toBeChecked()
  await page.evaluate(() => {
    window.location.hash = '#/tray?mode=dmd'
  })
  await expect(page.getByLabel('Green bonus dice')).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
  expect(errors).toEqual([])
})
