// The fine detail of what the player handles, drawn on small canvases: each surface a normal map (from a drawn
// height map) and a roughness map (three reads its green channel and multiplies the material's roughness by it).
// Felt: short matted fibres, duller where worn. Paper: laid lines and grain. Brass: brushed streaks, patina duller
// than the polish. Paint (the dice's inked glyphs): worn specks. Medium and high only (surfaceDetail.ts).
import type { CanvasTexture } from 'three'
import { createCanvas, noise, normalsOf, repeatingTexture } from './canvasMaps.ts'

/** A surface's detail: normals and roughness, both tiling. */
export type DetailMaps = { readonly normalMap: CanvasTexture; readonly roughnessMap: CanvasTexture }

type Ctx = CanvasRenderingContext2D
type Repeat = readonly [number, number]

/** Draws `paint` at the 9 offsets of a tile, so a mark across an edge comes back at the other side. */
function tiled(size: number, paint: (dx: number, dy: number) => void): void {
  for (const dx of [-size, 0, size]) for (const dy of [-size, 0, size]) paint(dx, dy)
}

/** Grey per-pixel grain in [lo, hi] (0–255) over what is drawn, blended by `alpha`. */
function grain(ctx: Ctx, size: number, seed: number, lo: number, hi: number, alpha: number): void {
  const image = ctx.getImageData(0, 0, size, size)
  for (let i = 0; i < size * size; i++) {
    const v = lo + noise(seed + i * 0.37) * (hi - lo)
    for (let c = 0; c < 3; c++) {
      const at = i * 4 + c
      image.data[at] = (image.data[at] ?? 0) * (1 - alpha) + v * alpha
    }
  }
  ctx.putImageData(image, 0, 0)
}

/** Soft round blots of grey `shade` (0–255), tiling: wear, patina, mottling. */
function blots(ctx: Ctx, size: number, seed: number, count: number, radius: number, shade: number, alpha: number) {
  for (let b = 0; b < count; b++) {
    const x = noise(seed + b * 2.1) * size
    const y = noise(seed + b * 3.7) * size
    const r = radius * (0.5 + noise(seed + b * 5.3))
    tiled(size, (dx, dy) => {
      const g = ctx.createRadialGradient(x + dx, y + dy, 0, x + dx, y + dy, r)
      g.addColorStop(0, `rgba(${shade},${shade},${shade},${alpha})`)
      g.addColorStop(1, `rgba(${shade},${shade},${shade},0)`)
      ctx.fillStyle = g
      ctx.fillRect(x + dx - r, y + dy - r, 2 * r, 2 * r)
    })
  }
}

function maps(height: HTMLCanvasElement, strength: number, rough: HTMLCanvasElement, repeat: Repeat): DetailMaps {
  return {
    normalMap: repeatingTexture(normalsOf(height, strength), false, repeat),
    roughnessMap: repeatingTexture(rough, false, repeat),
  }
}

/** Felt: thousands of short fibres lying every way, and worn patches a little less rough. */
export function createFeltDetail(repeat: Repeat): DetailMaps {
  const size = 256
  const [hc, h] = createCanvas(size)
  h.fillStyle = '#808080'
  h.fillRect(0, 0, size, size)
  h.lineCap = 'round'
  for (let f = 0; f < 2600; f++) {
    const x = noise(f * 1.3) * size
    const y = noise(f * 2.9 + 5) * size
    const turn = noise(f * 4.1 + 9) * Math.PI
    const length = 2 + noise(f * 6.7) * 6
    const shade = noise(f * 8.3) > 0.5 ? 255 : 0
    h.strokeStyle = `rgba(${shade},${shade},${shade},0.22)`
    h.lineWidth = 0.8 + noise(f * 3.3) * 0.8
    tiled(size, (dx, dy) => {
      h.beginPath()
      h.moveTo(x + dx, y + dy)
      h.lineTo(x + dx + Math.cos(turn) * length, y + dy + Math.sin(turn) * length)
      h.stroke()
    })
  }
  const [rc, r] = createCanvas(size)
  r.fillStyle = '#f2f2f2'
  r.fillRect(0, 0, size, size)
  blots(r, size, 17, 10, 60, 205, 0.5)
  grain(r, size, 3, 215, 255, 0.35)
  return maps(hc, 1.6, rc, repeat)
}

/** Laid paper: faint parallel laid lines, a chain line every so often, and a fine grain. */
export function createPaperDetail(repeat: Repeat): DetailMaps {
  const size = 256
  const [hc, h] = createCanvas(size)
  h.fillStyle = '#808080'
  h.fillRect(0, 0, size, size)
  for (let y = 0; y < size; y += 4) {
    h.fillStyle = 'rgba(255,255,255,0.16)'
    h.fillRect(0, y, size, 2)
  }
  for (let x = 0; x < size; x += 64) {
    h.fillStyle = 'rgba(0,0,0,0.18)'
    h.fillRect(x, 0, 2, size)
  }
  grain(h, size, 11, 60, 200, 0.45)
  const [rc, r] = createCanvas(size)
  r.fillStyle = '#ececec'
  r.fillRect(0, 0, size, size)
  blots(r, size, 29, 6, 50, 200, 0.4)
  grain(r, size, 7, 205, 255, 0.4)
  return maps(hc, 1.2, rc, repeat)
}

/** Brushed brass: fine streaks along the tile's width; dull patina blots among the polish. */
export function createBrassDetail(repeat: Repeat): DetailMaps {
  const size = 256
  const [hc, h] = createCanvas(size)
  for (let y = 0; y < size; y++) {
    const v = 100 + noise(y * 1.7 + 3) * 56
    h.fillStyle = `rgb(${v},${v},${v})`
    h.fillRect(0, y, size, 1)
  }
  for (let s = 0; s < 160; s++) {
    const y = noise(s * 2.3 + 40) * size
    const x = noise(s * 3.1 + 41) * size
    const length = 30 + noise(s * 5.9) * 120
    h.fillStyle = `rgba(255,255,255,${0.1 + noise(s * 7.1) * 0.2})`
    tiled(size, (dx, dy) => h.fillRect(x + dx, y + dy, length, 1))
  }
  const [rc, r] = createCanvas(size)
  r.fillStyle = '#a0a0a0'
  r.fillRect(0, 0, size, size)
  blots(r, size, 53, 14, 45, 255, 0.7)
  grain(r, size, 13, 140, 230, 0.25)
  return maps(hc, 0.8, rc, repeat)
}

/** The dice's paint: worn specks a little glossier than the matte ink around them (roughness only). */
export function createPaintRoughness(): CanvasTexture {
  const size = 128
  const [rc, r] = createCanvas(size)
  r.fillStyle = '#f0f0f0'
  r.fillRect(0, 0, size, size)
  blots(r, size, 71, 18, 10, 180, 0.6)
  grain(r, size, 19, 200, 255, 0.3)
  return repeatingTexture(rc, false, [1, 1])
}
