import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import type { Plugin } from 'vite'
import { fileURLToPath } from 'node:url'

/** The night of the page (`--night` in src/ui/global.css): the installed app's title bar and splash. */
const NIGHT = '#0c0b0d'

/** Where `npm run dev` finds the game server (src/server/README.md). */
const GAME_SERVER = process.env.GAME_SERVER ?? 'http://127.0.0.1:4173'

/**
 * @pmndrs/xr can inject its own emulated headset (iwer with its recorded rooms, some 6 MB); the game never asks it
 * to (src/scene/xr/xrStore.ts), so its lazy import resolves to a stub and the build and the offline cache stay lean.
 */
function noXrEmulator(): Plugin {
  const stub = fileURLToPath(new URL('./src/scene/xr/noEmulator.ts', import.meta.url))
  return {
    name: 'no-xr-emulator',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === './emulate.js' && importer?.replace(/\\/g, '/').includes('/@pmndrs/xr/dist/') ? stub : null,
  }
}

// One config for the dev server, the production build and the unit tests.
export default defineConfig({
  plugins: [
    react(),
    noXrEmulator(),
    // Installable and offline (issue 14): a web app manifest and a generated Workbox service worker that
    // precaches everything a game needs. Only the production build has a worker: the dev server and the unit
    // tests get the plugin's no-op `virtual:pwa-register`. Updates wait ('prompt'): a new version is taken
    // when the museum next starts, never mid-game (src/ui/pwa/).
    VitePWA({
      registerType: 'prompt',
      injectRegister: null,
      devOptions: { enabled: false },
      manifest: {
        id: './',
        name: 'Midnight Museum',
        short_name: 'Museum',
        description: 'A cooperative dice game of investigation, played on a 3D table.',
        lang: 'en',
        start_url: './',
        scope: './',
        display: 'standalone',
        theme_color: NIGHT,
        background_color: NIGHT,
        categories: ['games'],
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The code (Rapier's WASM is inlined in its own chunk), styles, page, dice models and the favicon (the
        // manifest's icons are added by the plugin). Of the fonts only the woff2 subsets the game's text uses:
        // Chromium never asks for the woff fallbacks, and a rarer subset is cached the first time a page asks
        // for it (runtimeCaching below).
        globPatterns: [
          '**/*.{js,css,html,glb,svg,webp}',
          'assets/*-latin-400-normal-*.woff2',
          'assets/*-latin-ext-400-normal-*.woff2',
          // A headset's controllers read their layout from here (src/scene/xr/xrStore.ts).
          'xr-profiles/*.json',
        ],
        // Rapier's chunk is about 2.2 MB (the WASM as base64); Workbox skips anything over 2 MiB by default.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Hashed file names: a font file never changes, so the cache answers first.
            urlPattern: /\/assets\/[^/]+\.woff2?$/,
            handler: 'CacheFirst',
            options: { cacheName: 'museum-fonts', expiration: { maxEntries: 40 } },
          },
        ],
      },
    }),
  ],
  // The game server (src/server, `npm start`) answers matchmaking on /matchmake and a room's websocket on
  // /<processId>/<roomId>; the dev server forwards both to it (GAME_SERVER, default npm start's address). Solo play
  // never asks, so the dev server works the same with no game server running. `vite preview` proxies nothing.
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/matchmake': { target: GAME_SERVER, changeOrigin: true },
      '^/[\\w-]{9}/[\\w-]{24}(\\?|$)': { target: GAME_SERVER, ws: true, changeOrigin: true },
    },
  },
  preview: { host: '127.0.0.1', port: 4173, proxy: {} },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      output: {
        // Rapier (its WASM inlined) in a chunk of its own, named for what it is: loaded only with a tray, cached
        // apart from the code that changes more often.
        codeSplitting: { groups: [{ name: 'rapier', test: /node_modules[\\/]@dimforge[\\/]/ }] },
      },
    },
  },
  worker: { format: 'es' },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    // The bundled card sets, registered with the engine before any test file (the engine holds no cards).
    setupFiles: ['tests/contentSets.setup.ts'],
    testTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one fork fewer than the cores: one on the 2-core reference machine. Two take about 3/4 of
    // the time there (220 s → 170 s measured, issue 30); three fill the time the server specs spend waiting on the
    // processes they start and kill (124 s → 105 s; four: 112 s) (issue 42). The main process mostly waits.
    maxWorkers: 3,
    // Each fork keeps the modules it has imported from one test file to the next (the files clean up what they stub:
    // globals, timers). The same 1,566 tests: 125 s → 81 s on the 2-core machine, most of it the engine's and
    // zod's imports made once per fork instead of once per file (issue 30).
    isolate: false,
  },
})
