// Issue 14, "Done when": after a first visit the app loads and starts a game with the network cut (Playwright's
// offline mode): the page, code, fonts, dice models and Rapier's WASM all come from the service worker's precache.
import { expect, test, type Page } from '@playwright/test'
import { actions, gameState, lastRead, tableReady } from './handsProbe'
import { SETTINGS_KEY } from '../../src/scene/store/settingsAtoms.ts'
import { hintsOff } from './quiet'

test.beforeEach(({ page }) => hintsOff(page))

/** Waits until the service worker has installed (its precache filled) and is active; returns what it caches. */
async function workerReady(page: Page): Promise<{ state: string | null; cached: string[] }> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    const cached: string[] = []
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) cached.push(new URL(request.url).pathname)
    return { state: registration.active?.state ?? null, cached }
  })
}

test('after one visit the museum starts, draws the table and throws dice with the network cut', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  await page.addInitScript(
    ({ key }) => {
      const settings = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>
      localStorage.setItem(key, JSON.stringify({ ...settings, quality: 'low' }))
    },
    { key: SETTINGS_KEY },
  )

  // The first visit: the worker installs in the background and precaches the whole game.
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Begin the night' })).toBeVisible()
  const worker = await workerReady(page)
  expect(worker.state).toBe('activated')
  const rapierChunk = worker.cached.find((path) => /\/assets\/rapier-[\w-]+\.js$/.test(path))
  expect(rapierChunk, 'the chunk that carries the physics WASM is precached').toBeDefined()
  expect(worker.cached).toEqual(expect.arrayContaining(['/index.html', '/models/die-green.glb']))
  const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json())
  expect(manifest).toMatchObject({ name: 'Midnight Museum', display: 'standalone', start_url: './' })

  // No network from here on: the reload and everything the game loads come from the worker.
  await context.setOffline(true)
  await page.reload()
  expect(await page.evaluate(() => navigator.onLine)).toBe(false)
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  // The setup the table's throw test plays (hands-throw.spec.ts): the first move leads to a roll.
  await page.getByLabel('Ancient One').selectOption('cthulhu')
  await page.getByLabel('Investigators', { exact: true }).selectOption('2')
  await page.getByLabel('Seed').fill('20261123')
  await page.getByRole('button', { name: 'Begin the night' }).click()
  await expect(page).toHaveURL(/#\/play\?seed=20261123&/)
  await tableReady(page) // drawn, and the tray's Rapier world built from the precached WASM

  // A throw (Space, "Roll the dice"): the tray's physics dice tumble and settle, and the faces read from the
  // bodies reach the engine.
  await page.keyboard.press('2')
  await page.keyboard.press('Enter')
  await expect.poll(async () => (await gameState(page))?.phase.kind).toBe('resolution')
  const before = (await actions(page)).length
  await page.keyboard.press('Space')
  await expect.poll(async () => (await actions(page))[before]?.type).toBe('rollDice')
  await expect.poll(async () => (await actions(page))[before + 1]?.type, { timeout: 60_000 }).toBe('reportRoll')
  const report = (await actions(page))[before + 1]
  const read = await lastRead(page)
  expect(read?.faces).toEqual(report?.type === 'reportRoll' ? report.faces : null)
  expect(errors).toEqual([])
})
