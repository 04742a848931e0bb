// Gestures made with fingers: raw touches sent through the DevTools protocol (Playwright's touchscreen only taps),
// which the page receives as real touch and pointer events. Nothing is dispatched to the game from the test.
import { expect, type CDPSession, type Page } from '@playwright/test'
import { tableUnit, targetAt, type Point } from './handsProbe'

export type Fingers = { readonly page: Page; readonly cdp: CDPSession }

type TouchType = 'touchStart' | 'touchMove' | 'touchEnd'

/** A touchscreen on `page` (the page's context must have `hasTouch`). */
export async function fingers(page: Page): Promise<Fingers> {
  return { page, cdp: await page.context().newCDPSession(page) }
}

/** The fingers now on the glass, as points with ids (0, 1, …); none lifts them all. */
async function touch(f: Fingers, type: TouchType, points: readonly Point[]): Promise<void> {
  const touchPoints = points.map((p, id) => ({ x: Math.round(p.x), y: Math.round(p.y), id }))
  await f.cdp.send('Input.dispatchTouchEvent', { type, touchPoints })
}

const lerp = (a: Point, b: Point, t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t })

/** Puts one finger down at `at`. */
export const press = (f: Fingers, at: Point) => touch(f, 'touchStart', [at])
/** Slides the finger(s) from `from` to `to` in `steps` moves. */
export async function slide(f: Fingers, from: readonly Point[], to: readonly Point[], steps = 8): Promise<void> {
  for (let i = 1; i <= steps; i++)
    await touch(
      f,
      'touchMove',
      from.map((p, k) => lerp(p, to[k] ?? p, i / steps)),
    )
}
/** A quick tap: the lift is sent before the page answers the press, so a slow page cannot make it a long press. */
export async function tap(f: Fingers, at: Point): Promise<void> {
  await Promise.all([press(f, at), lift(f)])
}
/** Lifts every finger. */
export const lift = (f: Fingers) => touch(f, 'touchEnd', [])

/** Two fingers down at `from`, moved to `to`, and off (a pinch, a spread, or a two-finger drag). */
export async function twoFingers(
  f: Fingers,
  from: readonly [Point, Point],
  to: readonly [Point, Point],
  steps = 8,
): Promise<void> {
  await touch(f, 'touchStart', from)
  await slide(f, from, to, steps)
  await lift(f)
}

/** A finger held still on `at` until `held` resolves (what the hold must bring about, seen while it lasts), then lifted. */
export async function longPress(f: Fingers, at: Point, held: () => Promise<unknown>): Promise<void> {
  await press(f, at)
  try {
    await held()
  } finally {
    await lift(f)
  }
}

/** Picks die `id` up with a finger and holds it over `to` (the finger stays down). */
export async function touchPickUp(f: Fingers, from: Point, id: number, to: Point): Promise<void> {
  await press(f, from)
  await slide(f, [from], [to], 6)
  await expect.poll(() => f.page.evaluate(() => window.__museumScene?.held() ?? null)).toBe(id)
}

/**
 * Lays a finger on the dice in the tray and flicks them toward the far wall (distances scale with the window), the
 * touch twin of handsProbe's `flick`.
 */
export async function touchFlick(f: Fingers, moves = 5): Promise<void> {
  const page = f.page
  await page.waitForFunction(() => window.__museumScene?.throwable() === true, null, { timeout: 30_000 })
  const tray = await targetAt(page, 'tray')
  const unit = await tableUnit(page)
  const start = { x: tray.x + 30 * unit, y: tray.y + 40 * unit }
  await press(f, start)
  for (let i = 1; i <= moves; i++) {
    const k = (i * 5) / moves
    await touch(f, 'touchMove', [{ x: tray.x + (30 - k * 6) * unit, y: tray.y + (40 - k * 18) * unit }])
  }
  await lift(f)
}

/** What is at a point of the page: 'canvas' when the table is on top there, else what covers it or 'off the screen'. */
export const topAt = (page: Page, at: Point) =>
  page.evaluate(({ x, y }) => {
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return 'off the screen'
    const el = document.elementFromPoint(x, y)
    if (!el) return 'nothing'
    if (el.closest('.canvas-host')) return 'canvas'
    return `under ${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''}`
  }, at)

/**
 * Fails, naming the panel, when something of the page lies over the table at `at` or `at` is off the screen: a
 * finger there cannot reach it.
 */
export async function expectTableAt(page: Page, at: Point, what: string): Promise<void> {
  const size = page.viewportSize()
  const top = await topAt(page, at)
  expect(top, `${what} at ${size?.width}×${size?.height} is out of a finger's reach: ${top}`).toBe('canvas')
}
