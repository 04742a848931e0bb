// Finds Chromium/Chrome for the browser tests; on Debian/Ubuntu as root, installs Debian's `chromium` when none is found.
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { findChrome } from '../findChrome.mjs'

function isDebianLike() {
  return existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get')
}

export function ensureChrome() {
  const found = findChrome()
  if (found) return found
  if (process.env.CHROME_PATH) {
    console.error(`setup: CHROME_PATH is set to ${process.env.CHROME_PATH}, but no browser is there.`)
    process.exit(1)
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isDebianLike() && isRoot) {
    console.log("setup: no Chromium found; installing Debian's chromium package (apt-get)…")
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    const install =
      update.status === 0
        ? spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
        : update
    const path = install.status === 0 ? findChrome() : null
    if (path) return path
    console.error('setup: installing chromium with apt-get failed; see the output above.')
    process.exit(1)
  }
  console.error(
    'setup: the browser tests need Chromium or Google Chrome, and none was found.\n' +
      '  Install one (Debian/Ubuntu: `sudo apt-get install chromium`; macOS: install Google Chrome),\n' +
      '  or point CHROME_PATH at the browser binary, then run `npm test` again.',
  )
  process.exit(1)
}
