// Small inked icons for rewards, penalties, costs and tracks, drawn with paths so no glyph depends on a font.
import type { DieColor } from '../../engine/index.ts'
import { INK, type Ctx } from './cardCanvas.ts'

export type IconKind =
  | 'sanity'
  | 'stamina'
  | 'clue'
  | 'elderSign'
  | 'doom'
  | 'monster'
  | 'gate'
  | 'card'
  | 'clock'
  | 'trophy'
  | 'awaken'
  | 'every'

/** The colour of each die kind on paper. */
const DIE_INK: Readonly<Record<DieColor, string>> = { green: '#2f7a3a', yellow: '#d2a21c', red: '#a1231b' }

/** Draws `kind` centred at (x, y), `size` pixels across. */
export function drawIcon(ctx: Ctx, kind: IconKind, x: number, y: number, size: number): void {
  const r = size / 2
  ctx.save()
  ctx.translate(x, y)
  ctx.lineCap = 'round'
  ctx.lineJoin = 'round'
  switch (kind) {
    case 'stamina':
      heart(ctx, r)
      break
    case 'sanity':
      ctx.fillStyle = INK.blue
      disc(ctx, r)
      ctx.strokeStyle = '#dfe8f5'
      ctx.lineWidth = r * 0.16
      ctx.beginPath()
      for (let a = 0; a < Math.PI * 3.2; a += 0.2) {
        const rr = (a / (Math.PI * 3.2)) * r * 0.7
        ctx.lineTo(Math.cos(a) * rr, Math.sin(a) * rr)
      }
      ctx.stroke()
      break
    case 'clue':
      ctx.fillStyle = '#c98a1e'
      disc(ctx, r)
      ctx.strokeStyle = INK.ink
      ctx.lineWidth = r * 0.16
      ctx.beginPath()
      ctx.arc(-r * 0.12, -r * 0.12, r * 0.38, 0, Math.PI * 2)
      ctx.moveTo(r * 0.16, r * 0.16)
      ctx.lineTo(r * 0.5, r * 0.5)
      ctx.stroke()
      break
    case 'elderSign':
      ctx.fillStyle = INK.green
      star(ctx, r, 5)
      ctx.fillStyle = '#e9dfc0'
      ctx.beginPath()
      ctx.ellipse(0, 0, r * 0.3, r * 0.17, 0, 0, Math.PI * 2)
      ctx.fill()
      ctx.fillStyle = INK.green
      disc(ctx, r * 0.1)
      break
    case 'doom':
      ctx.fillStyle = INK.red
      disc(ctx, r)
      ctx.fillStyle = '#f0d9b0'
      ctx.beginPath()
      ctx.ellipse(0, 0, r * 0.6, r * 0.28, 0, 0, Math.PI * 2)
      ctx.fill()
      ctx.fillStyle = INK.ink
      ctx.beginPath()
      ctx.ellipse(0, 0, r * 0.1, r * 0.26, 0, 0, Math.PI * 2)
      ctx.fill()
      break
    case 'monster':
      ctx.fillStyle = '#4a2a52'
      disc(ctx, r)
      ctx.strokeStyle = '#e6d6ec'
      ctx.lineWidth = r * 0.16
      ctx.beginPath()
      ctx.moveTo(-r * 0.4, r * 0.5)
      ctx.quadraticCurveTo(-r * 0.5, -r * 0.2, 0, -r * 0.3)
      ctx.quadraticCurveTo(r * 0.5, -r * 0.4, r * 0.25, r * 0.1)
      ctx.quadraticCurveTo(r * 0.1, r * 0.35, r * 0.35, r * 0.5)
      ctx.stroke()
      break
    case 'gate':
      ctx.fillStyle = '#2c4f5c'
      ctx.beginPath()
      ctx.moveTo(-r * 0.8, r)
      ctx.lineTo(-r * 0.8, -r * 0.1)
      ctx.arc(0, -r * 0.1, r * 0.8, Math.PI, 0)
      ctx.lineTo(r * 0.8, r)
      ctx.fill()
      ctx.fillStyle = '#9fd0c8'
      ctx.beginPath()
      ctx.ellipse(0, r * 0.1, r * 0.4, r * 0.6, 0, 0, Math.PI * 2)
      ctx.fill()
      break
    case 'card':
      ctx.fillStyle = '#f3e8cc'
      ctx.strokeStyle = INK.ink
      ctx.lineWidth = r * 0.14
      ctx.fillRect(-r * 0.55, -r * 0.85, r * 1.1, r * 1.7)
      ctx.strokeRect(-r * 0.55, -r * 0.85, r * 1.1, r * 1.7)
      ctx.beginPath()
      ctx.moveTo(-r * 0.3, -r * 0.3)
      ctx.lineTo(r * 0.3, -r * 0.3)
      ctx.moveTo(-r * 0.3, r * 0.1)
      ctx.lineTo(r * 0.3, r * 0.1)
      ctx.stroke()
      break
    case 'clock':
      ctx.fillStyle = '#b48a3c'
      disc(ctx, r)
      ctx.fillStyle = '#f3e3b8'
      disc(ctx, r * 0.78)
      ctx.strokeStyle = INK.ink
      ctx.lineWidth = r * 0.15
      ctx.beginPath()
      ctx.moveTo(0, 0)
      ctx.lineTo(0, -r * 0.6)
      ctx.moveTo(0, 0)
      ctx.lineTo(r * 0.42, 0)
      ctx.stroke()
      break
    case 'trophy':
      ctx.fillStyle = INK.gold
      ctx.beginPath()
      ctx.moveTo(-r * 0.7, -r * 0.8)
      ctx.lineTo(r * 0.7, -r * 0.8)
      ctx.quadraticCurveTo(r * 0.6, r * 0.2, 0, r * 0.3)
      ctx.quadraticCurveTo(-r * 0.6, r * 0.2, -r * 0.7, -r * 0.8)
      ctx.fill()
      ctx.fillRect(-r * 0.12, r * 0.25, r * 0.24, r * 0.4)
      ctx.fillRect(-r * 0.5, r * 0.62, r, r * 0.22)
      break
    case 'awaken':
      ctx.fillStyle = INK.red
      star(ctx, r, 7)
      break
    case 'every':
      ctx.fillStyle = INK.ink
      for (const dx of [-0.45, 0, 0.45]) {
        ctx.beginPath()
        ctx.arc(dx * r, -r * 0.35, r * 0.22, 0, Math.PI * 2)
        ctx.fill()
        ctx.beginPath()
        ctx.ellipse(dx * r, r * 0.35, r * 0.28, r * 0.4, 0, Math.PI, 0)
        ctx.fill()
      }
      break
  }
  ctx.restore()
}

/** A die square in its colour: the locked-die icon (with a padlock) or a die cost. */
export function drawDieIcon(ctx: Ctx, color: DieColor, x: number, y: number, size: number, padlock: boolean): void {
  ctx.save()
  ctx.translate(x, y)
  const s = size / 2
  ctx.fillStyle = DIE_INK[color]
  ctx.strokeStyle = INK.ink
  ctx.lineWidth = size * 0.06
  ctx.beginPath()
  ctx.roundRect(-s, -s, size, size, size * 0.18)
  ctx.fill()
  ctx.stroke()
  if (padlock) {
    ctx.strokeStyle = '#f4ead0'
    ctx.fillStyle = '#f4ead0'
    ctx.lineWidth = size * 0.08
    ctx.beginPath()
    ctx.arc(0, -s * 0.15, s * 0.3, Math.PI, 0)
    ctx.stroke()
    ctx.fillRect(-s * 0.45, -s * 0.15, s * 0.9, s * 0.65)
  }
  ctx.restore()
}

function disc(ctx: Ctx, r: number): void {
  ctx.beginPath()
  ctx.arc(0, 0, r, 0, Math.PI * 2)
  ctx.fill()
}

function star(ctx: Ctx, r: number, points: number): void {
  ctx.beginPath()
  for (let i = 0; i < points * 2; i++) {
    const a = (i / (points * 2)) * Math.PI * 2 - Math.PI / 2
    const rr = i % 2 === 0 ? r : r * 0.45
    ctx.lineTo(Math.cos(a) * rr, Math.sin(a) * rr)
  }
  ctx.closePath()
  ctx.fill()
}

function heart(ctx: Ctx, r: number): void {
  ctx.fillStyle = INK.red
  ctx.beginPath()
  ctx.moveTo(0, r * 0.85)
  ctx.bezierCurveTo(-r * 1.2, 0, -r * 0.7, -r * 0.95, 0, -r * 0.4)
  ctx.bezierCurveTo(r * 0.7, -r * 0.95, r * 1.2, 0, 0, r * 0.85)
  ctx.fill()
}
