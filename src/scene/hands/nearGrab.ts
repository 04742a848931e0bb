// A finger is wider than a die drawn small (a phone, a table framed beside the panels): a touch or pen press within
// reach of a die picks up the nearest one, through the same `grab` as a press right on it. Mouse presses are exact.
import type { HandsKit } from './handsKit.ts'

/** How far from a die's centre a finger still takes it, in CSS px (about half a fingertip). */
export const FINGER_REACH = 24

/** The die nearest (`x`, `y`) within `reach` px among `dice`, or null. */
export function nearestDie(
  dice: readonly { readonly id: number; readonly x: number; readonly y: number; readonly where: string }[],
  x: number,
  y: number,
  reach: number,
): number | null {
  let best: number | null = null
  let bestD = reach * reach
  for (const d of dice) {
    if (d.where === 'hand') continue
    const dd = (d.x - x) ** 2 + (d.y - y) ** 2
    if (dd <= bestD) {
      bestD = dd
      best = d.id
    }
  }
  return best
}

/**
 * Listens on the table's canvas (before the scene's own handlers, which find the die already in the hand and do
 * nothing more) and returns the listener's removal.
 */
export function installNearGrab(canvas: HTMLCanvasElement, kit: HandsKit): () => void {
  const onDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' || !event.isPrimary) return
    const id = nearestDie(kit.dice(), event.clientX, event.clientY, FINGER_REACH)
    if (id !== null) kit.grab(id, event)
  }
  canvas.addEventListener('pointerdown', onDown)
  return () => canvas.removeEventListener('pointerdown', onDown)
}
