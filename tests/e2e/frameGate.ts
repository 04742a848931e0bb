// Holds the page's animation frames for a test: while held, `requestAnimationFrame` callbacks wait (the table draws
// nothing and the tray's physics takes no step) until the test lets some frames through or opens the gate. Installed
// before the page's scripts, on every navigation (a reload comes back with the gate open).
import type { Page } from '@playwright/test'

type Gate = { held: boolean; allowed: number; passed: number }

declare global {
  interface Window {
    __frameGate?: Gate
  }
}

/** Installs the gate (open) for every document the page loads. */
export async function installFrameGate(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const gate: Gate = { held: false, allowed: 0, passed: 0 }
    window.__frameGate = gate
    const raf = window.requestAnimationFrame.bind(window)
    const cancel = window.cancelAnimationFrame.bind(window)
    // the frame (by its timestamp) being let through now: every callback of that frame runs
    let passing = -1
    const open = (time: number) => {
      if (!gate.held || time === passing) return true
      if (gate.allowed <= 0) return false
      gate.allowed--
      gate.passed++
      passing = time
      return true
    }
    // our id → the browser's id of the request now pending for it
    const pending = new Map<number, number>()
    let next = 1
    window.requestAnimationFrame = (callback) => {
      const id = next++
      const run = (time: number) => {
        if (!open(time)) {
          pending.set(id, raf(run))
          return
        }
        pending.delete(id)
        callback(time)
      }
      pending.set(id, raf(run))
      return id
    }
    window.cancelAnimationFrame = (id) => {
      const raw = pending.get(id)
      if (raw !== undefined) cancel(raw)
      pending.delete(id)
    }
  })
}

/** Holds every frame from now on. */
export function holdFrames(page: Page): Promise<void> {
  return page.evaluate(() => {
    window.__frameGate!.held = true
    window.__frameGate!.allowed = 0
  })
}

/** Lets `n` more frames through while held; resolves once they have run. */
export async function passFrames(page: Page, n: number): Promise<void> {
  const target = await page.evaluate((count) => {
    const gate = window.__frameGate!
    gate.allowed += count
    return gate.passed + count
  }, n)
  // polled by time: Playwright's default polling waits for animation frames, which are held
  await page.waitForFunction((t) => window.__frameGate!.passed >= t, target, { polling: 50 })
}

/**
 * Holds every frame from the first in which the tray's dice move: the tumble waits where its first frame left it (a
 * roll's first frame steps at most a sixtieth of a second), however slow the machine, until `openFrames`.
 */
export function holdFramesOnceTumbling(page: Page): Promise<void> {
  return page.evaluate(() => {
    const watch = () => {
      if (!window.__museumScene?.moving()) return requestAnimationFrame(watch)
      window.__frameGate!.held = true
      window.__frameGate!.allowed = 0
    }
    requestAnimationFrame(watch)
  })
}

/** Resolves once the gate holds the frames. */
export async function framesHeld(page: Page): Promise<void> {
  // polled by time, as in passFrames
  await page.waitForFunction(() => window.__frameGate?.held === true, null, { polling: 50 })
}

/** Opens the gate: the frames held run at the next one. */
export function openFrames(page: Page): Promise<void> {
  return page.evaluate(() => {
    window.__frameGate!.held = false
  })
}
