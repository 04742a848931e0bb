// `npm run bench` counts what the service worker precaches (build.swPrecacheBytes, build.swPrecacheFiles) from the
// Workbox manifest vite-plugin-pwa writes into sw.js (issue 14).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain ESM helper of scripts/bench.mjs
import { precacheOf as untypedPrecacheOf } from '../../scripts/lib/precache.mjs'

const precacheOf = untypedPrecacheOf as (dir: string) => { files: string[]; bytes: number }

/** A build folder with the given files (path → byte count) and sw.js. */
function buildFolder(files: Record<string, number>, sw: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'precache-'))
  mkdirSync(join(dir, 'assets'))
  for (const [path, size] of Object.entries(files)) writeFileSync(join(dir, path), 'x'.repeat(size))
  writeFileSync(join(dir, 'sw.js'), sw)
  return dir
}

describe('precacheOf', () => {
  it('lists each precached file once and adds up their sizes, ignoring files not in the manifest', () => {
    const dir = buildFolder(
      { 'index.html': 100, 'assets/rapier-abc.js': 2000, 'manifest.webmanifest': 50, 'assets/extra.woff': 999 },
      'define(["./workbox-1"],function(e){"use strict";self.skipWaiting,e.precacheAndRoute([' +
        '{url:"assets/rapier-abc.js",revision:null},{url:"index.html",revision:"f00"},' +
        '{url:"manifest.webmanifest",revision:"ba4"},{url:"index.html",revision:"f00"}],{}),' +
        'e.registerRoute(new e.NavigationRoute(e.createHandlerBoundToURL("index.html")))});',
    )
    expect(precacheOf(dir)).toEqual({
      files: ['assets/rapier-abc.js', 'index.html', 'manifest.webmanifest'],
      bytes: 2150,
    })
  })

  it('throws with the file it read when sw.js holds no precache manifest', () => {
    const dir = buildFolder({}, 'self.addEventListener("fetch", () => {})')
    expect(() => precacheOf(dir)).toThrow(/^precache: no precacheAndRoute\(\[\.\.\.\]\) in .*sw\.js$/)
  })
})
