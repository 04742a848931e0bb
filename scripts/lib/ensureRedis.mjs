// Finds redis-server for the scale-out test (tests/server/scaleOut.test.ts); on Debian/Ubuntu as root, installs
// Debian's `redis-server` package when it is missing. Returns the binary's path.
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

function findRedis() {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' })
  const path = found.status === 0 ? found.stdout.trim() : ''
  return path && existsSync(path) ? path : null
}

export function ensureRedis() {
  const found = findRedis()
  if (found) return found
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get') && isRoot) {
    console.log("setup: no redis-server found; installing Debian's redis-server package (apt-get)…")
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    const apt = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0
    // Try the package lists we have first; refresh them only when that fails.
    const installed =
      apt(['install', '-y', '-qq', 'redis-server']) ||
      (apt(['update', '-qq']) && apt(['install', '-y', '-qq', 'redis-server']))
    const path = installed ? findRedis() : null
    if (path) return path
    console.error('setup: installing redis-server with apt-get failed; see the output above.')
    process.exit(1)
  }
  console.error(
    'setup: the scale-out test needs redis-server, and none was found.\n' +
      '  Install it (Debian/Ubuntu: `sudo apt-get install redis-server`; macOS: `brew install redis`),\n' +
      '  then run `npm test` again.',
  )
  process.exit(1)
}
