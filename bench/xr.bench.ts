// XR bench (issue 44, "Speed"): the game's table (`#/play?seed=42&investigators=2`) in an emulated Meta Quest 3
// (iwer, as the browser tests inject it: tests/e2e/xrDevice.ts), stereo, at the low tier, the headset looking down
// at the table from the player's place. What a frame draws, from three's `renderer.info` of whole XR frames: both
// eyes and the one shadow pass they share. Per eye is half of that (the shadow pass counted half to each eye). Taken
// at rest and while the tray's 8-dice bench throw tumbles (the most the table draws); the larger is reported.
// SwiftShader draws it, so frame rates mean nothing here; the counts are the device's.
import { metric, poll, previewBrowser } from './lib/chromiumBench.ts'
import { SETTINGS_KEY } from '../src/state/settingsAtoms.ts'
import { nextFrames, withHeadset } from '../tests/e2e/xrDevice.ts'

const PORT = Number(process.env.BENCH_PORT ?? 4399)
const DIR = process.env.BENCH_DIR ?? 'dist'
/** Frames sampled at rest and in the tumble. */
const FRAMES = 6

async function main(): Promise<void> {
  const { base, browser, close } = await previewBrowser(DIR, PORT)
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } })
    await page.addInitScript(
      (key) => localStorage.setItem(key, JSON.stringify({ quality: 'low', hints: false })),
      SETTINGS_KEY,
    )
    await withHeadset(page, true)
    await page.goto(`${base}#/play?seed=42&investigators=2`)
    await poll(page, `window.__museumScene?.ready() && window.__museumScene.physics()`, 300_000)
    await page.getByRole('button', { name: 'Enter VR' }).click()
    await poll(page, `window.__museumXr?.mode() === 'vr'`, 60_000)
    // Looking down at the table from the player's place, as a seated or standing player does.
    await page.evaluate(() => window.__xrDevice!.quaternion.set(-0.3, 0, 0, 0.954))
    await nextFrames(page, 3)
    const sample = async () => {
      const out = []
      for (let i = 0; i < FRAMES; i++) {
        await nextFrames(page, 1)
        out.push(await page.evaluate(() => window.__museumXr!.render()))
      }
      return out
    }
    const rest = await sample()
    await page.evaluate(() => window.__museumScene!.throwNow())
    const tumble = await sample()
    const most = [...rest, ...tumble].reduce((a, b) => (b.calls > a.calls ? b : a))
    console.error(
      `bench: xr at rest ${rest.map((r) => r.calls).join(', ')}; tumbling ${tumble.map((r) => r.calls).join(', ')}`,
    )
    metric('xr.drawCallsPerFrame', most.calls, 'calls')
    metric('xr.drawCallsPerEye', most.calls / 2, 'calls')
    metric('xr.trianglesPerEye', most.triangles / 2, 'triangles')
  } finally {
    await close()
  }
}

await main()
