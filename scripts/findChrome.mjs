// Finds a Chromium or Chrome binary for the browser tests. Never downloads one.
import { existsSync } from 'node:fs'
import { execFileSync } from 'node:child_process'

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
]
const ON_PATH = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome']

function which(name) {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || null
  } catch {
    return null
  }
}

/** `CHROME_PATH` when set, else the first Chromium/Chrome found in the usual places or on PATH, else null. */
export function findChrome() {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null
  for (const path of CANDIDATES) if (existsSync(path)) return path
  for (const name of ON_PATH) {
    const path = which(name)
    if (path) return path
  }
  return null
}

/** Flags for headless Chromium here: WebGL through SwiftShader, no sandbox as root, no background network. */
export const CHROMIUM_ARGS = [
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
