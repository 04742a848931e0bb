// A ring plaque's task rows: the card's slots drawn on a small canvas at the plaque's type, its completed rows struck
// through (drawTaskStrip.ts).
import { useLayoutEffect, useRef } from 'react'
import type { Card } from '../../engine/index.ts'
import { drawTaskStrip, taskStripWidth } from './drawTaskStrip.ts'

/** A task slot's height in the plaque's em: 24 CSS pixels at 1920×1080 (20 or more reads from the chair). */
const SLOT_EM = 1.5

/**
 * The card's task rows on a small canvas (its completed rows struck through), drawn (and redrawn when the type
 * changes) in an effect, never in render.
 */
export function TaskStrip({ card, done }: { readonly card: Card; readonly done: readonly number[] }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  useLayoutEffect(() => {
    const c = canvas.current
    const ctx = c?.getContext('2d')
    if (!c || !ctx) return
    const draw = () => {
      const dpr = Math.min(window.devicePixelRatio || 1, 2)
      // A slot is 1.5 em of the plaque's type, which follows the window (ringPlaques.css).
      const slot = parseFloat(getComputedStyle(c).fontSize) * SLOT_EM
      const size = slot * dpr
      const width = taskStripWidth(ctx, card, size)
      c.width = width
      c.height = Math.ceil(size * 1.2)
      c.style.width = `${width / dpr}px`
      c.style.height = `${c.height / dpr}px`
      c.dataset.slotPx = slot.toFixed(1)
      drawTaskStrip(ctx, card, size, done)
    }
    draw()
    // The type follows the window and presentation mode's scale: the name beside it grows with it, so its box
    // changing size is when the slots must be drawn again.
    const head = c.parentElement?.querySelector('.ring-plaque-head')
    const watch = new ResizeObserver(() => draw())
    watch.observe(head ?? c)
    return () => watch.disconnect()
  }, [card, done])
  return <canvas ref={canvas} className="ring-plaque-tasks" aria-hidden="true" />
}
