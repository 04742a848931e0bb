// Issue 14, "Done when": after a first visit the app loads and starts a game with the network cut (Playwright's
// offline mode): the page, code, fonts, dice models and Rapier's WASM all come from the service worker's precache.
// And a new version is announced and taken on the next start, never mid-game.
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { actions, gameState, lastRead, tableReady } from './handsProbe'
import { SETTINGS_KEY } from '../../src/state/settingsAtoms.ts'
import { hintsOff } from './quiet'
import { SUITE_SETTINGS } from './suiteSettings'
import { serveVersioned } from './versionedServer'

test.use({ serviceWorkers: 'allow' }) // the config blocks the worker for every spec that is not about it
test.beforeEach(({ page }) => hintsOff(page))

/** Waits until the service worker has installed (its precache filled) and activated. */
async function workerActive(page: Page): Promise<void> {
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated')
}

/** The paths of everything in the page's caches. */
async function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = []
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname)
    return paths
  })
}

/** Whether a new service worker has installed and waits for the old one's pages to close. */
async function waitingWorker(page: Page): Promise<boolean> {
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null)
}

/**
 * Opens `url` in a new page once no new worker waits there any more: the browser activates a waiting worker when
 * the old version's last page has gone, which may take a moment after the close. A start that comes too soon still
 * finds the old version; it is closed at once, and the next try comes after a pause with no page open (opening the
 * next page straight away kept the old version in use: a CI run waited 30 s for it).
 */
async function openWhenNothingWaits(context: BrowserContext, url: string): Promise<Page> {
  let opened: Page | null = null
  await expect(async () => {
    const page = await context.newPage()
    await page.goto(url)
    if (await waitingWorker(page)) {
      await page.close()
      throw new Error('the old version is still in use: a new worker waits')
    }
    opened = page
  }).toPass({ timeout: 30_000, intervals: [250, 500, 1000] })
  if (!opened) throw new Error('offline: no page opened')
  return opened
}

test(
  'after one visit the museum starts, draws the table and throws dice with the network cut',
  { tag: '@alone' },
  async ({ page, context }) => {
    test.setTimeout(150_000)
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await page.addInitScript(
      ({ key, suite }) => {
        const settings = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>
        localStorage.setItem(key, JSON.stringify({ ...settings, ...suite }))
      },
      { key: SETTINGS_KEY, suite: SUITE_SETTINGS },
    )

    // The first visit: the worker installs in the background and precaches the whole game.
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Begin the night' })).toBeVisible()
    await workerActive(page)
    const cached = await cachedPaths(page)
    const rapierChunk = cached.find((path) => /\/assets\/rapier-[\w-]+\.js$/.test(path))
    expect(rapierChunk, 'the chunk that carries the physics WASM is precached').toBeDefined()
    expect(cached).toEqual(expect.arrayContaining(['/index.html', '/models/die-green.glb']))
    const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json())
    expect(manifest).toMatchObject({ name: 'Midnight Museum', display: 'standalone', start_url: './' })

    // No network from here on: the reload and everything the game loads come from the worker.
    // The page learns of the cut a moment after it is made. The reloaded page may read navigator.onLine as true
    // (Chromium 150 does, under Playwright's offline emulation): a request past the worker's cache shows the cut.
    await context.setOffline(true)
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false)
    await page.reload()
    const probe = await page.evaluate(() =>
      fetch(`/offline-probe-${Math.random()}`, { cache: 'no-store' }).then(
        (r) => `answered ${r.status}`,
        (e: unknown) => `refused: ${String(e)}`,
      ),
    )
    expect(probe).toMatch(/^refused/)
    // The probe's own refusal is the one console error allowed.
    await expect.poll(() => errors).toEqual([expect.stringMatching(/ERR_INTERNET_DISCONNECTED/)])
    errors.length = 0
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
  },
)

test(
  'a new version is announced but never during a game, and taken when the museum next starts',
  { tag: '@alone' },
  async ({ page, context }) => {
    test.setTimeout(150_000)
    const server = await serveVersioned(process.env.PREVIEW_DIR ?? 'dist')
    try {
      const note = page.locator('.update-note')
      await page.goto(`${server.url}/`)
      await workerActive(page)
      await page.reload() // now the worker controls the page: what a returning player has

      server.publish()
      await page.reload() // the browser checks for a new worker on each start and installs it beside the old
      await expect(note).toContainText('A new version of the museum is ready')
      await expect(note.getByRole('button', { name: 'Use it now' })).toBeVisible()
      expect(await waitingWorker(page)).toBe(true)

      // During a game the news waits: no note, and nothing offered that would reload the page.
      await page.evaluate(() => (location.hash = '#/play?seed=7&investigators=1'))
      await expect(page.getByTestId('status-investigator')).not.toBeEmpty()
      await expect(note).toHaveCount(0)
      await page.evaluate(() => (location.hash = '#/'))
      await expect(note.getByRole('button', { name: 'Use it now' })).toBeVisible()

      // The next start (every tab of the old version closed) runs the new version: nothing waits, nothing to say.
      await page.close()
      const next = await openWhenNothingWaits(context, `${server.url}/`)
      await expect(next.getByRole('button', { name: 'Begin the night' })).toBeVisible()
      expect(await next.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
      await expect(next.locator('.update-note')).toHaveCount(0)

      // "Use it now" on the start screen takes a newer version at once: the page reloads under it.
      server.publish()
      await next.reload()
      await expect(next.locator('.update-note')).toBeVisible()
      await Promise.all([
        next.waitForEvent('load'),
        next.locator('.update-note').getByRole('button', { name: 'Use it now' }).click(),
      ])
      await expect(next.getByRole('button', { name: 'Begin the night' })).toBeVisible()
      expect(await waitingWorker(next)).toBe(false)
      await expect(next.locator('.update-note')).toHaveCount(0)
    } finally {
      await server.close()
    }
  },
)
