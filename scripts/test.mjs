// `npm test`: sets up what is missing, then lint, types, unit tests, build and browser tests, with one summary line.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { spawn, spawnSync } from 'node:child_process'
import { stripVTControlCharacters } from 'node:util'
import { ensureDeps } from './lib/ensureDeps.mjs'
import { ensureChrome } from './lib/ensureChrome.mjs'
import { ensureRedis } from './lib/ensureRedis.mjs'
import { TEST_WEBGL, hasMesa } from './findChrome.mjs'

ensureDeps()
const chrome = ensureChrome()
console.log(`setup: browser tests use ${chrome}`)
const faster = hasMesa() ? '' : ' (with Mesa, Debian: libegl-mesa0, they take about a fifth less time)'
console.log(`setup: their WebGL is drawn by ${TEST_WEBGL}${faster}`)
console.log(`setup: the scale-out test uses ${ensureRedis()}`)
mkdirSync('test-reports', { recursive: true }) // not test-results/: Playwright empties that when it starts

const VITEST_JSON = 'test-reports/vitest.json'
const PLAYWRIGHT_JSON = 'test-reports/playwright.json'
const ALONE_JSON = 'test-reports/playwright-alone.json'
for (const file of [VITEST_JSON, PLAYWRIGHT_JSON, ALONE_JSON]) rmSync(file, { force: true })

// The static checks are single-threaded: they run side by side on the two cores (38 s one after the other, about
// 20 s together), each one's output printed whole when it ends.
const checks = [
  { name: 'lint', cmd: ['npx', 'eslint', '--max-warnings', '0', '.'] },
  { name: 'format', cmd: ['npx', 'prettier', '--check', '--log-level', 'warn', '.'] },
  { name: 'types', cmd: ['npx', 'tsc', '-p', 'tsconfig.json'] },
]
const steps = [
  {
    name: 'unit',
    cmd: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_JSON}`],
  },
  { name: 'build', cmd: ['npx', 'vite', 'build', '--logLevel', 'warn'] },
  // The specs that must have the machine to themselves run after the others, in a run of their own: `--no-deps`, so
  // a failure among the others never keeps them from running (issue 42).
  {
    name: 'browser',
    cmd: ['npx', 'playwright', 'test', '--project=long', '--project=preview', '--project=dev', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON, CHROME_PATH: chrome },
  },
  {
    name: 'alone',
    cmd: ['npx', 'playwright', 'test', '--project=alone', '--no-deps', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: ALONE_JSON, CHROME_PATH: chrome },
  },
]

/** Runs one command with its output kept, and prints it under its name when it ends. */
function runQuietly(step) {
  const started = performance.now()
  return new Promise((done) => {
    const child = spawn(step.cmd[0], step.cmd.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('close', (code) => {
      console.log(`\n── ${step.name}: ${step.cmd.join(' ')}`)
      if (output) process.stdout.write(output)
      done({ name: step.name, ok: code === 0, seconds: (performance.now() - started) / 1000 })
    })
  })
}

const outcomes = await Promise.all(checks.map(runQuietly))
for (const step of steps) {
  console.log(`\n── ${step.name}: ${step.cmd.join(' ')}`)
  const started = performance.now()
  const result = spawnSync(step.cmd[0], step.cmd.slice(1), { stdio: 'inherit', env: { ...process.env, ...step.env } })
  const ok = result.status === 0
  outcomes.push({ name: step.name, ok, seconds: (performance.now() - started) / 1000 })
  if (!ok && step.name === 'build') break // the browser tests need the build
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null
}
const vitest = readJson(VITEST_JSON)
const runs = [readJson(PLAYWRIGHT_JSON), readJson(ALONE_JSON)]
const unitPassed = vitest?.numPassedTests ?? 0
const unitFailed = vitest?.numFailedTests ?? 0
const stat = (run, key) => run?.stats?.[key] ?? 0
// No browser test skips itself (issue 30): one that did not run counts as failed.
const failedIn = (run) => stat(run, 'unexpected') + stat(run, 'flaky') + stat(run, 'skipped')
const browserPassed = stat(runs[0], 'expected') + stat(runs[1], 'expected')
const browserNotRun = stat(runs[0], 'skipped') + stat(runs[1], 'skipped')
const browserFailed = failedIn(runs[0]) + failedIn(runs[1])

/** Every browser test that did not pass, with the first line of its error: CI shows only the end of the output. */
function failures(run, out = []) {
  for (const suite of run?.suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected') continue
        const error = test.results?.flatMap((r) => r.errors ?? [])[0]?.message ?? 'did not run'
        const firstLine =
          stripVTControlCharacters(error)
            .split('\n')
            .find((l) => l.trim()) ?? ''
        out.push(`${spec.file}:${spec.line} ${spec.title.slice(0, 90)}\n      ${firstLine.trim().slice(0, 160)}`)
      }
    }
    failures(suite, out)
  }
  return out
}

console.log('\n── summary')
for (const line of [...failures(runs[0]), ...failures(runs[1])]) console.log(`  failed: ${line}`)
for (const o of outcomes) console.log(`  ${o.ok ? 'PASS' : 'FAIL'}  ${o.name.padEnd(8)} ${o.seconds.toFixed(1)} s`)
console.log(
  `  unit tests: ${unitPassed} passed, ${unitFailed} failed; browser tests: ${browserPassed} passed, ${browserFailed} failed` +
    (browserNotRun > 0 ? ` (${browserNotRun} of them did not run)` : ''),
)
// A failed step counts once, unless its failed tests are already counted (unit, browser, alone).
const counted = { unit: unitFailed, browser: failedIn(runs[0]), alone: failedIn(runs[1]) }
const stepsFailed =
  outcomes.filter((o) => !o.ok && !(counted[o.name] > 0)).length + (checks.length + steps.length - outcomes.length)
const passed = unitPassed + browserPassed
const failed = unitFailed + browserFailed + stepsFailed
console.log(`${failed === 0 ? 'PASS' : 'FAIL'}: ${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
