// Waiting by the page's own clock and frames instead of the test's: a spec waits on state, and where only the passing
// of time can be awaited (nothing happened, a rule's delay ran out) it waits for the page's animation frames, which
// come as fast as the page draws, so a slow machine waits as long as it needs and a quick one no longer.
import type { Page } from '@playwright/test'

/** Resolves once the browser has run `count` more animation frames (each a chance for the page to draw). */
export function animationFrames(page: Page, count = 1): Promise<void> {
  return page.evaluate(
    (n) =>
      new Promise<void>((done) => {
        let left = n
        const next = () => (left-- <= 0 ? done() : requestAnimationFrame(next))
        next()
      }),
    count,
  )
}

/**
 * Notes, in the page, when the next press (a pointerdown on the window, after every handler under it) has been
 * handled; `pastPress` then waits from that moment.
 */
export function markNextPress(page: Page): Promise<void> {
  return page.evaluate(() => {
    const w = window as { __pressHandledAt?: number }
    delete w.__pressHandledAt
    addEventListener('pointerdown', () => (w.__pressHandledAt = performance.now()), { once: true })
  })
}

/**
 * Resolves at the animation frame by which the page's clock has run `ms` past the press `markNextPress` noted, then
 * `after` frames more: a delay the page started on that press (a timer of `ms`, judged at the next frame) has run out
 * and been judged by then. Not a sleep: it ends on the page's clock and frames, as the rule it waits out does.
 */
export function pastPress(page: Page, ms: number, after = 2): Promise<void> {
  return page.evaluate(
    ({ ms, after }) =>
      new Promise<void>((done, fail) => {
        const at = (window as { __pressHandledAt?: number }).__pressHandledAt
        if (at === undefined) return fail(new Error('pastPress: no press was noted (markNextPress first)'))
        let left = after
        const frame = () => {
          if (performance.now() < at + ms) return requestAnimationFrame(frame)
          if (left-- <= 0) return done()
          requestAnimationFrame(frame)
        }
        frame()
      }),
    { ms, after },
  )
}

/**
 * Resolves once the page has been still for `quiet` animation frames in a row: the table drew no frame (it draws on
 * demand, so it is idle) and no finite CSS animation or transition ran. What a screenshot waits for after the view
 * turns, dice settle or a panel slides: a slow machine waits as long as it needs and a quick one no longer.
 */
export function pageStill(page: Page, quiet = 30): Promise<void> {
  return page
    .waitForFunction(
      (quiet) =>
        new Promise<boolean>((done) => {
          const drawn = () => window.__museumBench?.frames() ?? -1
          const moving = () =>
            document
              .getAnimations()
              .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
          let last = drawn()
          let still = 0
          const next = () => {
            const now = drawn()
            still = now === last && !moving() ? still + 1 : 0
            last = now
            if (still >= quiet) done(true)
            else requestAnimationFrame(next)
          }
          requestAnimationFrame(next)
        }),
      quiet,
      { timeout: 120_000 },
    )
    .then(() => undefined)
}
