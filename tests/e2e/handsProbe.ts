// Reading the table's hands from the scene probe, and gestures made with the real mouse (down, move, up): nothing
// is dispatched from the test.
import { expect, type Page } from '@playwright/test'
import { canAssign, openTasks, type Action, type GameState } from '../../src/engine/index.ts'

export type Point = { x: number; y: number }

export const gameState = (page: Page) => page.evaluate(() => window.__museum?.state() as GameState | null)
export const actions = (page: Page) => page.evaluate(() => (window.__museum?.actions() ?? []) as Action[])
export const legal = (page: Page) => page.evaluate(() => (window.__museum?.legal() ?? []) as Action[])
export const sceneJson = (page: Page) => page.evaluate(() => JSON.stringify(window.__museum?.state() ?? null))

export const targets = (page: Page) => page.evaluate(() => window.__museumScene?.targets() ?? [])
export const diceOnScreen = (page: Page) => page.evaluate(() => window.__museumScene?.dice() ?? [])
export const glowing = (page: Page) => page.evaluate(() => window.__museumScene?.glowing() ?? [])
export const lastRead = (page: Page) => page.evaluate(() => window.__museumScene?.lastRead() ?? null)
export const moving = (page: Page) => page.evaluate(() => window.__museumScene?.moving() ?? false)
/** How far apart the ring's six cards are drawn across the screen (their centres, CSS px). */
export const ringSpan = (page: Page) =>
  page.evaluate(() => {
    const scene = window.__museumScene!
    const xs = window
      .__museum!.state()!
      .board.filter((b) => !b.otherWorld)
      .map((b) => scene.project(b.cardId)?.x ?? NaN)
    return Math.max(...xs) - Math.min(...xs)
  })
/** The dice staged on task rows, by task. */
export const staged = (page: Page) => page.evaluate(() => window.__museumScene?.staged() ?? {})

/** What the engine says the glowing rows must be while `die` is held (with what is staged `on` the rows). */
export function allowedRows(state: GameState, die: number, on: Record<string, number[]>): string[] {
  return openTasks(state)
    .tasks.map((t) => t.id)
    .filter((t) => canAssign(state, t, [...(on[t] ?? []).filter((d) => d !== die), die]))
}

/** Waits until the table has drawn and, unless `seeded`, the tray's physics has loaded. */
export async function tableReady(page: Page, physics = true): Promise<void> {
  await page.waitForFunction(() => window.__museumScene?.ready() === true, null, { timeout: 120_000 })
  if (physics) await page.waitForFunction(() => window.__museumScene?.physics() === true, null, { timeout: 120_000 })
}

/**
 * Waits until the view is at rest: not easing toward or away from the close-up of the dice in play, and not still
 * turning (the view's controls ease a turn out over many frames): the drop targets stay put over two frames. If they
 * never do, the failure says which moved, and what else was moving then.
 */
export async function viewAtRest(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const scene = window.__museumScene
    return scene !== undefined && scene.closeUpAt() === (scene.closeUp() ? 1 : 0)
  })
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const scene = window.__museumScene
        const where = () => (scene?.targets() ?? []).map((t) => `${t.key} ${Math.round(t.x)},${Math.round(t.y)}`)
        const before = where()
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
        const after = where()
        const moved = after.flatMap((t, i) => (t === before[i] ? [] : [`${before[i] ?? 'none'} → ${t}`]))
        if (moved.length === 0 && after.length === before.length) return 'at rest'
        const view = JSON.stringify(scene?.view())
        return `moved: ${moved.join('; ')}; view ${view}, close-up ${scene?.closeUpAt()}, dice moving ${scene?.moving()}, held ${scene?.held()}`
      }),
    )
    .toBe('at rest')
}

/** The screen point of a drop target by key (`task:row:0`, `tray`, `discard`, …), once the view is at rest. */
export async function targetAt(page: Page, key: string): Promise<Point> {
  await viewAtRest(page)
  const t = (await targets(page)).find((x) => x.key === key)
  if (!t) throw new Error(`no drop target ${key}`)
  return { x: t.x, y: t.y }
}

/** The screen point of die `id` as drawn now (the view at rest). */
export async function dieAt(page: Page, id: number): Promise<Point> {
  await viewAtRest(page)
  // A die flying back to the tray is on no spot until it lands.
  await expect.poll(async () => (await diceOnScreen(page)).some((x) => x.id === id)).toBe(true)
  const d = (await diceOnScreen(page)).find((x) => x.id === id)
  if (!d) throw new Error(`die ${id} is not on the screen`)
  return { x: d.x, y: d.y }
}

/** Presses the mouse at `from`, moves to `to` in steps, and lets go. */
export async function drag(page: Page, from: Point, to: Point, steps = 8): Promise<void> {
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(to.x, to.y, { steps })
  await page.mouse.up()
}

/** Picks die `id` up and holds it over `to` (the mouse stays down). */
export async function pickUp(page: Page, id: number, to: Point): Promise<void> {
  const from = await dieAt(page, id)
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(to.x, to.y, { steps: 6 })
  await expect.poll(() => page.evaluate(() => window.__museumScene?.held() ?? null)).toBe(id)
}

/**
 * CSS pixels per pixel of the default view at 1080 high, as the table is drawn now: the camera draws that view as
 * large as fits in the room the page's panels leave (state/tableFrame.ts). Gestures measured at 1920×1080 scale by it.
 */
export async function tableUnit(page: Page): Promise<number> {
  const room = await page.evaluate(() => window.__museumScene?.room() ?? null)
  const height = room ? Math.min(room.height, (room.width * 9) / 16) : (page.viewportSize()?.height ?? 720)
  return height / 1080
}

/**
 * Grabs the dice in the tray and flicks them toward the far wall (distances scale with the window), in `moves`
 * moves of the hand over the same path. With `unless` (an action count), no flick is made once the game has more
 * actions than that: false then.
 */
export async function flick(page: Page, moves = 5, unless = Infinity): Promise<boolean> {
  // The engine may offer the roll a frame before the throw sheet is drawn over the tray (a busy machine).
  await page.waitForFunction(
    (n) => window.__museumScene?.throwable() === true || (window.__museum?.actions().length ?? 0) > n,
    unless,
    { timeout: 30_000 },
  )
  if ((await actions(page)).length > unless) return false
  const tray = await targetAt(page, 'tray')
  const unit = await tableUnit(page)
  await page.mouse.move(tray.x + 30 * unit, tray.y + 40 * unit)
  await page.mouse.down()
  for (let i = 1; i <= moves; i++) {
    const k = (i * 5) / moves
    await page.mouse.move(tray.x + (30 - k * 6) * unit, tray.y + (40 - k * 18) * unit)
  }
  await page.mouse.up()
  return true
}
