// What grows on the game page's JS heap between the 10th and the (10 + N)th bench throw of the table's dice: two
// heap snapshots (after forced GCs) compared by kind and constructor, largest growth first. Use it when
// `table.heapRatio` (bench/table.bench.ts) is above 1 to tell a leak (the app's objects pile up) from the engine's
// own growth (compiled code, the browser's bounded performance-timeline entries).
// Run: `npx vite build && N=30 npx tsx scripts/heapDiff.ts` (BENCH_DIR, BENCH_PORT as in the table bench).
import { spawn } from 'node:child_process'
import { chromium, type CDPSession, type Page } from '@playwright/test'
// @ts-expect-error: a plain ESM helper shared with scripts/test.mjs
import { CHROMIUM_ARGS, findChrome } from './findChrome.mjs'
const PORT = Number(process.env.BENCH_PORT ?? 4397)
const DIR = process.env.BENCH_DIR ?? 'dist'
const base = `http://127.0.0.1:${PORT}/`
async function snapshot(cdp: CDPSession): Promise<Map<string, { count: number; size: number }>> {
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  let text = ''
  const on = (e: { chunk: string }) => (text += e.chunk)
  cdp.on('HeapProfiler.addHeapSnapshotChunk', on)
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  cdp.off('HeapProfiler.addHeapSnapshotChunk', on)
  const snap = JSON.parse(text)
  const f = snap.snapshot.meta.node_fields as string[]
  const types = snap.snapshot.meta.node_types[0] as string[]
  const n = f.length
  const out = new Map<string, { count: number; size: number }>()
  const nodes = snap.nodes as number[]
  for (let i = 0; i < nodes.length; i += n) {
    const type = types[nodes[i + f.indexOf('type')]!]!
    const name = snap.strings[nodes[i + f.indexOf('name')]!] as string
    const key = `${type}:${type === 'string' || type === 'number' ? '' : name.slice(0, 60)}`
    const e = out.get(key) ?? { count: 0, size: 0 }
    e.count++
    e.size += nodes[i + f.indexOf('self_size')]!
    out.set(key, e)
  }
  return out
}
const tumble = async (page: Page) => {
  await page.evaluate(`window.__museumScene.throwNow()`)
  await page.waitForFunction(`!window.__museumScene.moving()`, null, { timeout: 180000, polling: 100 })
}
const server = spawn(
  'npx',
  ['vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort', '--outDir', DIR],
  { stdio: 'ignore', detached: true },
)
const browser = await chromium.launch({
  executablePath: (findChrome as () => string)(),
  args: CHROMIUM_ARGS as string[],
})
try {
  await new Promise((r) => setTimeout(r, 4000))
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage()
  await page.goto(`${base}#/play?seed=42&investigators=2`)
  await page.waitForFunction(`window.__museumScene?.ready() && window.__museumScene.physics()`, null, {
    timeout: 180000,
  })
  const cdp = await page.context().newCDPSession(page)
  for (let i = 0; i < 10; i++) await tumble(page)
  const a = await snapshot(cdp)
  for (let i = 0; i < Number(process.env.N ?? 30); i++) await tumble(page)
  const b = await snapshot(cdp)
  const rows = [...b].map(([k, v]) => ({ k, dc: v.count - (a.get(k)?.count ?? 0), ds: v.size - (a.get(k)?.size ?? 0) }))
  rows.sort((x, y) => y.ds - x.ds)
  for (const r of rows.slice(0, 25)) console.log(r.ds, r.dc, r.k)
} finally {
  await browser.close()
  process.kill(-server.pid!)
}
