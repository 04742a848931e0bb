// Issue 31, "a layout that never collides": at ten sizes — 3840×2160, 2560×1440, 1920×1080, 1366×768, 1280×720,
// 1024×768, presentation mode at 1920×1080, a tablet upright (768×1024) and a phone upright (390×844) and on its
// side (844×390) — no control leaves the window or overlaps another, no two panels overlap, and the scene probe's
// points (every card of the ring, the card in play, the tray, the clock, the investigator's card) lie inside the
// room the panels leave, under no panel or control. H folds the panels away and the table takes the room. Where the
// whole table is drawn under 800 pixels wide (1024×768 and the handhelds), an adventure in play is shown in the
// close-up of the dice in play (state/tableFrame.ts): there the card in play, the tray and the investigator's card
// are checked, and the whole table (the ring, the clock) is checked on the same sizes before the move. Past
// 1920×1080 the type and the side column keep 1080p's share of the window.
import { expect, test, type Page } from '@playwright/test'
import type { GameState } from '../../src/engine/index.ts'
import { hintsOff } from './quiet'

type Box = { x: number; y: number; width: number; height: number }
type Named = Box & { name: string }

const DESK: readonly [number, number][] = [
  [3840, 2160],
  [2560, 1440],
  [1920, 1080],
  [1366, 768],
  [1280, 720],
  [1024, 768],
]
const HANDHELD: readonly [number, number][] = [
  [1024, 768],
  [768, 1024],
  [390, 844],
  [844, 390],
]

/** Every visible control and panel, each box clipped to the scrolling panels around it (hidden parts dropped). */
function boxes(page: Page) {
  return page.evaluate(() => {
    const visibleBox = (el: Element) => {
      let r = el.getBoundingClientRect()
      let box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom }
      for (let p = el.parentElement; p; p = p.parentElement) {
        const style = getComputedStyle(p)
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
        r = p.getBoundingClientRect()
        box = {
          left: Math.max(box.left, r.left),
          top: Math.max(box.top, r.top),
          right: Math.min(box.right, r.right),
          bottom: Math.min(box.bottom, r.bottom),
        }
      }
      const width = box.right - box.left
      const height = box.bottom - box.top
      return width > 1 && height > 1 ? { x: box.left, y: box.top, width, height } : null
    }
    const shown = (el: Element) => {
      if (el.closest('.sr-only, [hidden], .canvas-host')) return false
      const style = getComputedStyle(el)
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0
    }
    const named = (el: Element, kind: string) => {
      const box = shown(el) ? visibleBox(el) : null
      const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 32)
      return box ? [{ ...box, name: `${kind} ${label || el.className}` }] : []
    }
    const controls = [
      ...document.querySelectorAll('button, a[href], input, select, textarea, summary, [role="button"]'),
    ].flatMap((el) => named(el, 'control'))
    const PANELS = '.status-bar, .hud, .advice, .game-log, .room-panel, .panels-fold, .history-buttons, .game-corner'
    const panels = [
      ...document.querySelectorAll(PANELS),
      ...document.querySelectorAll('.presentation-panel.is-open'),
    ].flatMap((el) => named(el, 'panel'))
    return { controls, panels, width: innerWidth, height: innerHeight }
  })
}

const overlap = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 1 &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 1
const inside = (p: { x: number; y: number }, b: Box) =>
  p.x >= b.x && p.x <= b.x + b.width && p.y >= b.y && p.y <= b.y + b.height
const contains = (outer: Box, inner: Box) =>
  inner.x >= outer.x - 1 &&
  inner.y >= outer.y - 1 &&
  inner.x + inner.width <= outer.x + outer.width + 1 &&
  inner.y + inner.height <= outer.y + outer.height + 1

/**
 * The points of the scene that must stay in view: the ring, the card in play, the tray, the clock, the player's card;
 * in the close-up of the dice in play, the card in play, the tray and the player's card.
 */
async function scenePoints(page: Page) {
  return page.evaluate(() => {
    const closeUp = window.__museumScene!.closeUp()
    const state = window.__museum?.state() as GameState
    const scene = window.__museumScene!
    // Issue 41: on a phone the close-up frames the tray alone while the dice wait to be thrown (phone.spec.ts).
    const trayOnly = closeUp && scene.frames().closeUp === 'tray'
    const ids = state.board.map((b) => b.cardId)
    const inPlay =
      state.phase.kind === 'resolution' && state.phase.target.kind === 'card' ? state.phase.target.cardId : null
    const tray = scene.targets().find((t) => t.key === 'tray') ?? null
    const points = [
      ...(closeUp ? [] : ids.map((id) => ({ name: `ring card ${id}`, at: scene.project(id) }))),
      ...(inPlay && !trayOnly ? [{ name: 'card in play', at: scene.project(inPlay) }] : []),
      { name: 'tray', at: tray },
      ...(closeUp ? [] : [{ name: 'clock', at: scene.project('clock') }]),
      ...(trayOnly ? [] : [{ name: "investigator's card", at: scene.project('investigator') }]),
    ]
    return { points, room: scene.room() }
  })
}

/** Everything wrong with the page as laid out now, one line each (an empty list: nothing collides). */
async function problems(page: Page): Promise<string[]> {
  const { controls, panels, width, height } = await boxes(page)
  const window: Box = { x: 0, y: 0, width, height }
  const out: string[] = []
  for (const c of controls) if (!contains(window, c)) out.push(`${c.name} leaves the window`)
  const pairs = (list: readonly Named[], what: string) => {
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length; j++) {
        const a = list[i]!
        const b = list[j]!
        if (overlap(a, b) && !contains(a, b) && !contains(b, a)) out.push(`${what}: ${a.name} × ${b.name}`)
      }
  }
  pairs(controls, 'controls overlap')
  pairs(panels, 'panels overlap')
  const { points, room } = await scenePoints(page)
  if (!room) out.push('no room measured')
  for (const p of points) {
    if (!p.at) {
      out.push(`${p.name} is not on the table`)
      continue
    }
    if (room && !inside(p.at, room)) out.push(`${p.name} lies outside the room the panels leave`)
    for (const b of [...panels, ...controls]) if (inside(p.at, b)) out.push(`${p.name} is under ${b.name}`)
  }
  return out
}

/**
 * Waits until the room the table is framed in is the one the panels leave now (each panel's inner edge, as its
 * `--frame-edge` says: a resize is measured on the next frame), and the camera's target is drawn at its centre
 * (unless the view is the close-up of the dice in play, which frames them instead).
 */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const room = window.__museumScene?.room()
    const target = window.__museumScene?.project('target')
    if (!room || !target) return false
    const edges = { top: 0, left: 0, right: innerWidth, bottom: innerHeight }
    for (const el of document.querySelectorAll<HTMLElement>('[data-frame-panel]')) {
      const style = getComputedStyle(el)
      const r = el.getBoundingClientRect()
      if (style.display === 'none' || r.width === 0 || r.height === 0) continue
      const edge = style.getPropertyValue('--frame-edge').trim()
      if (edge === 'top') edges.top = Math.max(edges.top, r.bottom)
      if (edge === 'bottom') edges.bottom = Math.min(edges.bottom, r.top)
      if (edge === 'left') edges.left = Math.max(edges.left, r.right)
      if (edge === 'right') edges.right = Math.min(edges.right, r.left)
    }
    const near = (a: number, b: number) => Math.abs(a - b) < 2
    // Upright on a phone the table is framed to the width (the ring), not centred on the camera's target. Only in an
    // upright window: just after a turn to landscape the frames can still be the upright ones for a frame, and the
    // view not yet moved (taken for settled, the old view was measured: 844×390 failed in 2 full runs of 7).
    // The ring's frame (a small room) keeps the clock, and so the target, in the middle across only.
    // In close-up: once the view has come all the way to its latest frame (under load, presentation's panels can
    // move the room after the close-up began, and the card in play was measured outside the room it was easing to).
    const scene = window.__museumScene!
    const whole = scene.frames().whole
    const centred =
      (scene.closeUp() && scene.closeUpAt() === 1 && scene.frames().eased) ||
      (whole === 'upright' && innerWidth < innerHeight) ||
      (near(target.x, room.x + room.width / 2) && (whole === 'ring' || near(target.y, room.y + room.height / 2)))
    return (
      near(room.x, edges.left) &&
      near(room.y, edges.top) &&
      near(room.x + room.width, edges.right) &&
      near(room.y + room.height, edges.bottom) &&
      centred
    )
  })
}

/** The root type and the side column, each as a share of the window's height and width. */
const typeShare = (page: Page) =>
  page.evaluate(() => ({
    type: parseFloat(getComputedStyle(document.documentElement).fontSize) / innerHeight,
    side: document.querySelector('.game-side')!.getBoundingClientRect().width / innerWidth,
  }))

async function openGame(page: Page) {
  await hintsOff(page)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/#/play?seed=20261123&investigators=2&ancientOne=cthulhu&ruleset=revised')
  await page.waitForFunction(() => window.__museum?.state() != null && window.__museumScene?.ready(), null, {
    timeout: 90_000,
  })
}

/** A card in play: move to the second adventure of the ring. */
async function moveToCard(page: Page) {
  await page.keyboard.press('2')
  await page.keyboard.press('Enter')
  await expect.poll(() => page.evaluate(() => window.__museum?.state()?.phase.kind)).toBe('resolution')
}

/** Checks the page as laid out at `size`; SHOT_DIR=… keeps a screenshot of each. */
async function expectNoCollision(page: Page, size: string) {
  await settled(page)
  if (process.env.SHOT_DIR) await page.screenshot({ path: `${process.env.SHOT_DIR}/layout-${size}.png` })
  expect.soft(await problems(page), size).toEqual([])
}

/** H folds the panels: the room grows and still frames the table; H again brings them back. */
async function foldAndBack(page: Page) {
  const area = (r: Box | null) => (r ? r.width * r.height : 0)
  await settled(page)
  const open = area(await page.evaluate(() => window.__museumScene!.room()))
  await page.keyboard.press('h')
  await expect(page.locator('.hud')).toBeHidden()
  await expect.poll(async () => area(await page.evaluate(() => window.__museumScene!.room()))).toBeGreaterThan(open)
  await expectNoCollision(page, 'folded')
  await page.getByRole('button', { name: /^Show panels/ }).click()
  await expect(page.locator('.hud')).toBeVisible()
  await settled(page)
  expect(area(await page.evaluate(() => window.__museumScene!.room()))).toBe(open)
}

test('from 4K to 1024×768 and in presentation mode, nothing collides and the table is framed between the panels', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1920, height: 1080 })
  await openGame(page)
  // The whole table (the ring and the clock) before the move; an adventure in play, the close-up of the dice at every
  // size (a desk may ask for the whole table instead: table-legibility.spec.ts).
  const shares = new Map<string, { type: number; side: number }>()
  for (const inPlay of [false, true]) {
    if (inPlay) await moveToCard(page)
    for (const [width, height] of DESK) {
      await page.setViewportSize({ width, height })
      await expectNoCollision(page, `${width}×${height}${inPlay ? ' in play' : ''}`)
      expect(await page.evaluate(() => window.__museumScene!.closeUp()), `${width}×${height}`).toBe(inPlay)
      if (!inPlay) shares.set(`${width}×${height}`, await typeShare(page))
    }
  }
  // Past 1920×1080 the type and the side column grow with the window: a 4K screen at 1× reads as 1080p does.
  const hd = shares.get('1920×1080')!
  for (const size of ['2560×1440', '3840×2160']) {
    expect.soft(shares.get(size)!.type, size).toBeCloseTo(hd.type, 4)
    expect.soft(shares.get(size)!.side, size).toBeCloseTo(hd.side, 2)
  }
  await page.setViewportSize({ width: 1920, height: 1080 })
  await foldAndBack(page)
  await page.keyboard.press('p')
  await expect(page.locator('html.presenting')).toHaveCount(1)
  await expectNoCollision(page, 'presentation 1920×1080')
})

test.describe('on glass', () => {
  test.use({ viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true })

  test('a tablet both ways and a phone both ways: nothing collides, the panels a sheet that folds', async ({
    page,
  }) => {
    test.setTimeout(240_000)
    await openGame(page)
    // The whole table (the ring and the clock) before the move, then the close-up of the dice in play.
    for (const inPlay of [false, true]) {
      if (inPlay) await moveToCard(page)
      for (const [width, height] of HANDHELD) {
        await page.setViewportSize({ width, height })
        await expectNoCollision(page, `${width}×${height}${inPlay ? ' in play' : ''}`)
        expect(await page.evaluate(() => window.__museumScene!.closeUp())).toBe(inPlay)
      }
    }
    await page.setViewportSize({ width: 390, height: 844 })
    await settled(page)
    await foldAndBack(page)
    // A dialog opened from the foot wraps its text inside the phone's width (the foot's controls do not wrap).
    await page.keyboard.press('r')
    const rules = page.getByRole('dialog', { name: 'Rules reference' })
    await expect(rules).toBeVisible()
    const widths = await rules.evaluate((d) =>
      [d, ...d.querySelectorAll('.rules-text, .rules-nav')].map((e) => e.scrollWidth - e.clientWidth),
    )
    expect(widths).toEqual([0, 0, 0])
    await page.keyboard.press('Escape')
    await expect(rules).toBeHidden()
  })
})
