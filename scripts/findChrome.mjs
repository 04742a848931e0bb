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

const HEADLESS_ARGS = [
  '--ignore-gpu-blocklist',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/**
 * Flags for headless Chromium in the benches and scripts: WebGL through SwiftShader (what their figures were measured
 * on), no sandbox as root, no background network.
 */
export const CHROMIUM_ARGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', ...HEADLESS_ARGS]

/** Whether the system has Mesa's EGL driver (Debian: libegl-mesa0, which Debian's chromium package recommends). */
export function hasMesa() {
  const dirs = ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib64', '/usr/lib']
  return dirs.some((dir) => existsSync(`${dir}/libEGL_mesa.so.0`))
}

const USE_MESA = process.env.TEST_GL !== 'swiftshader' && hasMesa()

/** What draws the browser tests' WebGL: Mesa's llvmpipe where the system has Mesa, else SwiftShader. */
export const TEST_WEBGL = USE_MESA ? "Mesa's llvmpipe" : 'SwiftShader'

/**
 * The browser tests' flags: WebGL through Mesa's llvmpipe (ANGLE on EGL) where the system has Mesa (should EGL find
 * no driver, Chromium falls back to SwiftShader by itself), else as the benches. Both draw on the CPU; llvmpipe for
 * less: a table's load costs the GPU process 1.7 s of CPU instead of 2.9 s, and 48 browser tests took 184 s instead
 * of 237 s on two cores (issue 42). `TEST_GL=swiftshader` keeps SwiftShader.
 */
export const TEST_CHROMIUM_ARGS = USE_MESA
  ? ['--use-angle=gl-egl', '--enable-unsafe-swiftshader', ...HEADLESS_ARGS]
  : CHROMIUM_ARGS
