// A die in the hand view: its kind told by shape as well as colour (green square, yellow cut corners, red a double
// rim), its face by the table's own glyph drawn on a small canvas (scene/dice/drawGlyph: the same ink, the same
// shapes), and its name for assistive tech.
import { useEffect, useRef, type ReactNode } from 'react'
import type { DieColor, Face } from '../../engine/index.ts'
import { drawGlyph } from '../../scene/dice/drawGlyph.ts'

const INK: Readonly<Record<DieColor, string>> = { green: '#f4ecd6', yellow: '#2a1d08', red: '#f6e7cf' }

/** The glyph of `face` on a square canvas of `size` CSS px (blank for a die not rolled yet). */
export function DieGlyph({ color, face, size }: { color: DieColor; face: Face | null; size: number }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    const c = canvas.current
    const ctx = c?.getContext('2d')
    if (!c || !ctx) return
    const px = Math.round(size * Math.min(3, globalThis.devicePixelRatio || 1))
    c.width = px
    c.height = px
    ctx.clearRect(0, 0, px, px)
    if (face) drawGlyph(ctx, face, INK[color], px)
  }, [color, face, size])
  return <canvas ref={canvas} aria-hidden="true" style={{ width: size, height: size }} />
}

type Props = {
  readonly color: DieColor
  readonly face: Face | null
  readonly label: string
  readonly size?: number
  readonly children?: ReactNode
}

/** A die drawn flat, not interactive (the throw pad's dice, a landed roll). */
export function HandDie({ color, face, label, size = 40 }: Props) {
  return (
    <span className={`hand-die is-${color}`} role="img" aria-label={label}>
      <DieGlyph color={color} face={face} size={size} />
    </span>
  )
}
