import { defineConfig } from '@playwright/test'
// @ts-expect-error: a plain ESM helper shared with scripts/test.mjs
import { CHROMIUM_ARGS, findChrome } from './scripts/findChrome.mjs'

const executablePath = (findChrome as () => string | null)() ?? undefined
const port = Number(process.env.PREVIEW_PORT ?? 4173)

/**
 * Browser tests drive the built app (`vite preview`) in the system's Chromium, never a downloaded one.
 * WebGL runs headless through SwiftShader; everything is served from 127.0.0.1.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 90_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 720 },
    browserName: 'chromium',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [...(CHROMIUM_ARGS as string[]), '--autoplay-policy=no-user-gesture-required'],
    },
  },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
  },
})
