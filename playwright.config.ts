import { defineConfig } from '@playwright/test'
// The bundled card sets, registered with the engine in every worker (Playwright loads this file in each): specs
// replay and query games in Node as the page does.
import './src/content/contentSets.ts'
// @ts-expect-error: a plain ESM helper shared with scripts/test.mjs
import { TEST_CHROMIUM_ARGS, findChrome } from './scripts/findChrome.mjs'
import { SUITE_SETTINGS } from './tests/e2e/suiteSettings.ts'

const executablePath = (findChrome as () => string | null)() ?? undefined
const port = Number(process.env.PREVIEW_PORT ?? 4173)
const devPort = Number(process.env.DEV_PORT ?? 5199)
// Where the build to preview lies (`vite build --outDir …`): several people can build and test side by side.
const outDir = process.env.PREVIEW_DIR ?? 'dist'
const workers = Number(process.env.PW_WORKERS ?? 2)
/**
 * Tests tagged `@alone` must not share the machine with another browser: they watch the clock (the idle camera, the
 * clock's ticks, the standee's walk) or a service worker's updates.
 */
const ALONE = /@alone/
/** What the suite runs: no screenshot scripts (`*.shots.spec.ts`, run on demand), no dev-server specs. */
const NOT_PREVIEW = /\.(dev|shots)\.spec\.ts$/
/**
 * The longest specs (40-100 s each on a quiet machine: several screens of a room, a whole game, every layout), queued
 * first so that the two workers finish together: run last, one of them kept a worker busy alone for a minute and more.
 */
const LONG =
  /\/(watch-roll|room-play|game-actions|game-keyboard|phone-hand|layout|watch-screen|history-replay|xr)\.spec\.ts$/

/**
 * Browser tests drive the built app, served by `npm start`'s server (the game and its rooms on one origin), in the
 * system's Chromium, never a downloaded one. WebGL runs headless in software (Mesa's llvmpipe, else SwiftShader:
 * TEST_CHROMIUM_ARGS); everything is served from 127.0.0.1. A second project, `dev`, runs `*.dev.spec.ts` against
 * the dev server, where React's StrictMode double-invokes what it may (issue 11), so bugs that only StrictMode shows
 * are caught too.
 *
 * Two workers run tests side by side, each test in a page of its own (fullyParallel: a long file such as the touch
 * spec no longer keeps one worker busy after the other has finished; a file that shares one page across its tests
 * says `mode: 'default'`: in order, and a failure ends only its own test). Two workers keep both cores busy; a third
 * only adds contention (8 specs: 160 s with two, 204 s with three) (issue 30). The tests tagged `@alone` run in the
 * `alone` project afterwards, one at a time with nothing beside them. PW_WORKERS=1 runs everything one at a time.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 90_000,
  expect: { timeout: 30_000 },
  fullyParallel: true,
  workers,
  retries: 0,
  reporter: [['list']],
  projects: [
    // Workers take tests in the order of the projects: the long ones first.
    { name: 'long', testMatch: LONG, grepInvert: ALONE, use: { baseURL: `http://127.0.0.1:${port}` } },
    {
      name: 'preview',
      testIgnore: [NOT_PREVIEW, LONG],
      grepInvert: ALONE,
      use: { baseURL: `http://127.0.0.1:${port}` },
    },
    { name: 'dev', testMatch: /\.dev\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${devPort}` } },
    // After the others, one at a time. `npm test` runs them in a second run of their own (`--no-deps`), so a failure
    // among the others never keeps them from running; the dependency orders them for a plain `playwright test`.
    {
      name: 'alone',
      testIgnore: NOT_PREVIEW,
      grep: ALONE,
      dependencies: ['long', 'preview', 'dev'],
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${port}` },
    },
    // Screenshots for a person to look at, taken only when asked for (tests/e2e/table.shots.spec.ts).
    ...(process.env.SCENE_SHOTS
      ? [{ name: 'shots', testMatch: /\.shots\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${port}` } }]
      : []),
  ],
  use: {
    viewport: { width: 1280, height: 720 },
    // Every page opens at low quality and half resolution unless its spec says otherwise (tests/e2e/suiteSettings.ts).
    // The key is SETTINGS_KEY (src/state/settingsAtoms.ts).
    storageState: {
      cookies: [],
      origins: [port, devPort].map((p) => ({
        origin: `http://127.0.0.1:${p}`,
        localStorage: [{ name: 'midnight-museum.settings.v1', value: JSON.stringify(SUITE_SETTINGS) }],
      })),
    },
    // The service worker precaches some 5 MB after every first load: on two cores that download and its caching
    // slow every test that is not about it. The offline spec allows it (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
    browserName: 'chromium',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      // 2D canvases (the card faces and their engravings) drawn in software: through SwiftShader's emulated GPU the
      // same strokes cost far more CPU (history-replay and app: 62 s against 72-83 s; persist-resume and shell: 114-125
      // s against 143-150 s). What the tests check is the same; the benches keep Chromium's default.
      args: [
        ...(TEST_CHROMIUM_ARGS as string[]),
        '--autoplay-policy=no-user-gesture-required',
        '--disable-accelerated-2d-canvas',
      ],
    },
  },
  webServer: [
    {
      // `npm start`'s own server: the built game and the rooms on one origin (the room specs need both).
      command: `node --import tsx src/server/main.ts`,
      env: { PORT: String(port), HOST: '127.0.0.1', DIST: outDir },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: `npx vite --host 127.0.0.1 --port ${devPort} --strictPort`,
      url: `http://127.0.0.1:${devPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
    },
  ],
})
