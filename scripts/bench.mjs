// `npm run bench`: build metrics, then every bench/*.bench.ts. Prints one JSON line per metric and
// writes them all to bench/results/latest.json. Medians throughout; compare figures from one run.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'
import { ensureDeps } from './lib/ensureDeps.mjs'
import { precacheOf } from './lib/precache.mjs'

ensureDeps()
const metrics = []
function report(metric, value, unit) {
  const line = { metric, value: Number(value.toFixed(unit === 'bytes' ? 0 : 3)), unit }
  metrics.push(line)
  console.log(JSON.stringify(line))
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const only = process.argv.slice(2) // optional: names of bench files to run, e.g. `npm run bench -- engine`

if (only.length === 0 || only.includes('build')) {
  const times = []
  for (let run = 0; run < 3; run++) {
    const started = performance.now()
    const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    if (result.status !== 0) throw new Error('bench: vite build failed')
    times.push((performance.now() - started) / 1000)
  }
  report('build.seconds', median(times), 's')

  const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length
  const html = readFileSync('dist/index.html', 'utf8')
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => join('dist', m[1]))
  report(
    'build.initialJsGzip',
    initial.reduce((sum, file) => sum + gz(file), 0),
    'bytes',
  )
  const assets = readdirSync('dist/assets').filter((f) => /\.(js|wasm)$/.test(f))
  report(
    'build.totalJsWasmGzip',
    assets.reduce((sum, f) => sum + gz(join('dist/assets', f)), 0),
    'bytes',
  )
  const precache = precacheOf('dist') // what the service worker downloads for offline play (issue 14)
  report('build.swPrecacheBytes', precache.bytes, 'bytes')
  report('build.swPrecacheFiles', precache.files.length, 'files')
  // Budget: the first screen must not wait for the physics WASM, so no initial chunk may contain Rapier.
  // Rapier's WASM glue (`__wbindgen`), not its name: the entry's preload map names the lazy `rapier-*.js` chunk.
  const wasmInInitial = initial.some((file) => readFileSync(file, 'utf8').includes('__wbindgen'))
  report('build.initialLoadsPhysics', wasmInInitial ? 1 : 0, 'bool')
}

const benches = readdirSync('bench')
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.includes(f.replace('.bench.ts', '')))
  .sort()
for (const file of benches) {
  console.error(`bench: running bench/${file}`)
  const result = spawnSync('npx', ['tsx', join('bench', file)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 << 20,
  })
  for (const line of result.stdout.split('\n')) {
    if (!line.startsWith('{')) continue
    const parsed = JSON.parse(line)
    if (typeof parsed.metric === 'string') {
      metrics.push(parsed)
      console.log(JSON.stringify(parsed))
    }
  }
  if (result.status !== 0) console.error(`bench: bench/${file} exited with ${result.status}`)
}

mkdirSync('bench/results', { recursive: true })
// A partial run (`npm run bench -- table`) replaces only the metrics it measured; each metric keeps the date of the
// run that measured it, so BENCHMARKS.md always shows every metric's latest figure and when it was taken.
const today = new Date().toISOString()
const previous = existsSync('bench/results/latest.json')
  ? JSON.parse(readFileSync('bench/results/latest.json', 'utf8'))
  : { metrics: [] }
const measured = new Map(
  (previous.metrics ?? []).map((m) => [m.metric, { ...m, date: m.date ?? previous.date ?? today }]),
)
for (const m of metrics) measured.set(m.metric, { ...m, date: today })
const merged = [...measured.values()]
const out = { date: today, node: process.version, metrics: merged }
writeFileSync('bench/results/latest.json', JSON.stringify(out, null, 2) + '\n')
console.error(`bench: measured ${metrics.length} metrics; bench/results/latest.json holds ${merged.length}`)

const days = merged.map((m) => m.date.slice(0, 10)).sort()
const byName = new Map(merged.map((m) => [m.metric, m.value]))
const template = readFileSync('bench/BENCHMARKS.template.md', 'utf8')
const doc = template
  .replace('LATEST_DATE', days[0] === days.at(-1) ? days[0] : `${days[0]} to ${days.at(-1)}`)
  .replace('LATEST_NODE', process.version)
  .replace(/LATEST\(([^)]+)\)/g, (_, name) => {
    const value = byName.get(name)
    return value === undefined ? '(not measured)' : value.toLocaleString('en-US', { maximumFractionDigits: 3 })
  })
writeFileSync('BENCHMARKS.md', doc)
console.error('bench: rewrote BENCHMARKS.md')
