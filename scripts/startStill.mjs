// Writes the start screen's backdrop, public/start-table.webp: the museum room and the table of a game just dealt,
// at 1920×1080, drawn by the real scene with the page's panels hidden. A still costs the first screen no script:
// the table's three.js loads only when a route needs it (issue 41).
// Usage: npm run build && node scripts/startStill.mjs   (SHOT_DIR=<build folder>, SHOT_PORT as readmeShot.mjs)
import { writeFileSync } from 'node:fs'
import { withPreview } from './lib/previewBrowser.mjs'

const out = process.argv[2] ?? 'public/start-table.webp'
const port = Number(process.env.SHOT_PORT ?? 4398)
const SETUP = '#/play?seed=20261123&investigators=1&ancientOne=cthulhu&ruleset=revised'
const SETTINGS = { quality: 'medium', resolution: 1, hints: false, reducedMotion: true }

await withPreview('startStill', port, async (browser, base) => {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await page.addInitScript((s) => localStorage.setItem('midnight-museum.settings.v1', JSON.stringify(s)), SETTINGS)
  await page.goto(base + SETUP)
  await page.waitForFunction(() => globalThis.__museumScene?.ready() === true, null, { timeout: 180_000 })
  // Every DOM layer gone: the scene alone, framed in the whole window.
  await page.addStyleTag({ content: '.table-layout > :not(.canvas-host), .ring-plaque-hang { display: none }' })
  await page.waitForFunction(() => globalThis.__museumScene?.room()?.width === 1920, null, { timeout: 30_000 })
  await page.waitForTimeout(3000) // the last textures and the view's ease
  const png = await page.screenshot({ type: 'png', timeout: 240_000 })
  const webp = await page.evaluate(async (b64) => {
    const image = await globalThis.createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob())
    const canvas = new globalThis.OffscreenCanvas(image.width, image.height)
    canvas.getContext('2d').drawImage(image, 0, 0)
    const blob = await canvas.convertToBlob({ type: 'image/webp', quality: 0.72 })
    return [...new Uint8Array(await blob.arrayBuffer())]
  }, png.toString('base64'))
  writeFileSync(out, Uint8Array.from(webp))
  console.log(`startStill: wrote ${out} (${webp.length} bytes)`)
})
