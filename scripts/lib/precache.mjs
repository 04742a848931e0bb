// What the service worker precaches (vite-plugin-pwa's generateSW, issue 14): the manifest Workbox writes into
// `<dir>/sw.js` as `precacheAndRoute([{url:…,revision:…},…])`, each entry's size read from the build folder.
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** The precached files of the build in `dir` (paths relative to it) and their total size in bytes. */
export function precacheOf(dir) {
  const sw = readFileSync(join(dir, 'sw.js'), 'utf8')
  const list = /precacheAndRoute\(\s*\[([^\]]*)\]/.exec(sw)?.[1]
  if (list === undefined) throw new Error(`precache: no precacheAndRoute([...]) in ${join(dir, 'sw.js')}`)
  const files = [...new Set([...list.matchAll(/url:\s*"([^"]+)"/g)].map((m) => m[1]))]
  const bytes = files.reduce((sum, file) => sum + statSync(join(dir, file)).size, 0)
  return { files, bytes }
}
