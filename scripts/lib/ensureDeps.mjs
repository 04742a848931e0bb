// Installs dependencies with `npm ci` when node_modules is missing or older than package-lock.json.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

const STAMP = 'node_modules/.midnight-museum-lock'
const ATTEMPTS = 3

function lockHash() {
  return createHash('sha256').update(readFileSync('package-lock.json')).digest('hex')
}

export function ensureDeps() {
  const wanted = lockHash()
  const have = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : null
  if (have === wanted && existsSync('node_modules/.bin/vite')) return
  console.log(
    have ? 'setup: dependencies are stale, reinstalling (npm ci)…' : 'setup: installing dependencies (npm ci)…',
  )
  // A dropped connection to the registry (ECONNRESET mid-download) fails a whole install: tried again twice.
  for (let attempt = 1; ; attempt++) {
    const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' })
    if (result.status === 0) break
    if (attempt === ATTEMPTS) {
      console.error('setup: npm ci failed; see the output above.')
      process.exit(result.status ?? 1)
    }
    console.error(`setup: npm ci failed (attempt ${attempt} of ${ATTEMPTS}); trying again…`)
  }
  writeFileSync(STAMP, wanted + '\n')
}
