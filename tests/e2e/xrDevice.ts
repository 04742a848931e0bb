// An emulated headset for the browser tests: iwer (Meta's WebXR emulation runtime) installed in the page before the
// app loads, as a Meta Quest 3 with its two controllers, plus a stand-in for iwer's synthetic environment that
// answers hit tests with one real surface: a desk 72 cm above the floor. The game ships no emulator; only the tests
// bring one. Helpers move the controllers and press their buttons through iwer's device, frame by frame.
import type { Page } from '@playwright/test'
import { fileURLToPath } from 'node:url'

const IWER = fileURLToPath(new URL('../../node_modules/iwer/build/iwer.min.js', import.meta.url))
const INIT = fileURLToPath(new URL('./xrHeadset.init.js', import.meta.url))

/** The emulated desk's height (metres above the floor) for AR's hit test. */
export const DESK_Y = 0.72

export type V3 = { x: number; y: number; z: number }
type Q = { x: number; y: number; z: number; w: number }
type Hand = 'left' | 'right'

type Device = {
  position: { set(x: number, y: number, z: number): void }
  quaternion: { set(x: number, y: number, z: number, w: number): void }
  controllers: Record<
    Hand,
    {
      position: V3 & { set(...a: number[]): void }
      quaternion: { set(...a: number[]): void }
      updateButtonValue(id: string, v: number): void
    }
  >
  hands: Record<Hand, { position: { set(...a: number[]): void }; updatePinchValue(v: number): void }>
  primaryInputMode: 'controller' | 'hand'
  activeSession?: { end(): Promise<void> }
}
declare global {
  interface Window {
    __xrDevice?: Device
    IWER?: Record<string, unknown>
  }
}

/** The headset's screen, across, as a share of the window's (xrHeadset.init.js): a quarter of the pixels. */
export const SCREEN_SCALE = 0.5

/** Installs the emulated headset in every page `page` opens from now on (reloads included). */
export async function withHeadset(page: Page, stereo = false): Promise<void> {
  await page.addInitScript(
    `window.__xrStereo = ${stereo}; window.__xrDeskY = ${DESK_Y}; window.__xrScreenScale = ${SCREEN_SCALE};`,
  )
  await page.addInitScript({ path: IWER })
  await page.addInitScript({ path: INIT })
}

/** XR frames the table has drawn in this session. */
export const xrFrames = (page: Page) => page.evaluate(() => window.__museumXr?.frames() ?? 0)

/** Waits until the session has drawn `n` more frames, or has ended. */
export async function nextFrames(page: Page, n = 1): Promise<void> {
  const at = await xrFrames(page)
  await page.waitForFunction((until) => (window.__museumXr?.frames() ?? Infinity) >= until, at + n, {
    timeout: 60_000,
  })
}

/** Moves a controller (reference space, metres) and, if given, turns it. */
export async function controllerTo(page: Page, hand: Hand, at: V3, turn?: Q): Promise<void> {
  await page.evaluate(
    ({ hand, at, turn }) => {
      const c = window.__xrDevice!.controllers[hand]
      c.position.set(at.x, at.y, at.z)
      if (turn) c.quaternion.set(turn.x, turn.y, turn.z, turn.w)
    },
    { hand, at, turn },
  )
}

/** Moves a tracked hand (reference space, metres). */
export async function handTo(page: Page, hand: Hand, at: V3): Promise<void> {
  await page.evaluate(({ hand, at }) => window.__xrDevice!.hands[hand].position.set(at.x, at.y, at.z), { hand, at })
}

/** Pinches a tracked hand (1) or opens it (0). */
export async function pinch(page: Page, hand: Hand, value: number): Promise<void> {
  await page.evaluate(({ hand, value }) => window.__xrDevice!.hands[hand].updatePinchValue(value), { hand, value })
}

/** Switches the headset between its controllers and tracked hands. */
export async function inputMode(page: Page, mode: 'controller' | 'hand'): Promise<void> {
  await page.evaluate((mode) => {
    window.__xrDevice!.primaryInputMode = mode
  }, mode)
}

/** Sets a controller's button (`trigger`, `squeeze`) to `value`. */
export async function button(page: Page, hand: Hand, id: string, value: number): Promise<void> {
  await page.evaluate(({ hand, id, value }) => window.__xrDevice!.controllers[hand].updateButtonValue(id, value), {
    hand,
    id,
    value,
  })
}

/** Moves a controller and lets its button go in the same frame: a throw is let go in motion. */
export async function letGoAt(page: Page, hand: Hand, id: string, at: V3): Promise<void> {
  await page.evaluate(
    ({ hand, id, at }) => {
      const c = window.__xrDevice!.controllers[hand]
      c.position.set(at.x, at.y, at.z)
      c.updateButtonValue(id, 0)
    },
    { hand, id, at },
  )
}

/** Points the right controller at the world panel's control `key` and pulls the trigger for a frame. */
export async function pressPanel(page: Page, key: string): Promise<void> {
  const aim = await page.evaluate((k) => window.__museumXr?.aim(k) ?? null, key)
  if (!aim) throw new Error(`no control ${key} on the panel`)
  await controllerTo(page, 'right', aim.position, aim.quaternion)
  await nextFrames(page, 2)
  await button(page, 'right', 'trigger', 1)
  await nextFrames(page, 2)
  await button(page, 'right', 'trigger', 0)
  await nextFrames(page, 2)
}
