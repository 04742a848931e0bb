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

/** A roughness map: a flat grey, soft blots on it (`blots`' arguments after its size) and a grain over all. */
type Roughness = {
  readonly base: string
  readonly blots: readonly [seed: number, count: number, radius: number, shade: number, alpha: number]
  readonly grain: readonly [seed: number, lo: number, hi: number, alpha: number]
}

function roughnessCanvas(size: number, { base, blots: b, grain: g }: Roughness): HTMLCanvasElement {
  const [rc, r] = createCanvas(size)
  r.fillStyle = base
  r.fillRect(0, 0, size, size)
  blots(r, size, ...b)
  grain(r, size, ...g)
  return rc
}

/** A 256-pixel surface: `paintHeight` draws its height (light = high) into a grey canvas; the normals are derived
 *  from it at `strength`. */
function detail(
  repeat: Repeat,
  strength: number,
  paintHeight: (h: Ctx, size: number) => void,
  rough: Roughness,
): DetailMaps {
  const size = 256
  const [hc, h] = createCanvas(size)
  h.fillStyle = '#808080'
  h.fillRect(0, 0, size, size)
  paintHeight(h, size)
  return {
    normalMap: repeatingTexture(normalsOf(hc, strength), false, repeat),
    roughnessMap: repeatingTexture(roughnessCanvas(size, rough), false, repeat),
  }
}

/** Felt: thousands of short fibres lying every way, and worn patches a little less rough. */
export function createFeltDetail(repeat: Repeat): DetailMaps {
  return detail(repeat, 1.6, feltHeight, { base: '#f2f2f2', blots: [17, 10, 60, 205, 0.5], grain: [3, 215, 255, 0.35] })
}

/** Laid paper: faint parallel laid lines, a chain line every so often, and a fine grain. */
export function createPaperDetail(repeat: Repeat): DetailMaps {
  return detail(repeat, 1.2, paperHeight, { base: '#ececec', blots: [29, 6, 50, 200, 0.4], grain: [7, 205, 255, 0.4] })
}

/** Brushed brass: fine streaks along the tile's width; dull patina blots among the polish. */
export function createBrassDetail(repeat: Repeat): DetailMaps {
  return detail(repeat, 0.8, brassHeight, {
    base: '#a0a0a0',
    blots: [53, 14, 45, 255, 0.7],
    grain: [13, 140, 230, 0.25],
  })
}

/** The dice's paint: worn specks a little glossier than the matte ink around them (roughness only). */
export function createPaintRoughness(): CanvasTexture {
  const paint = { base: '#f0f0f0', blots: [71, 18, 10, 180, 0.6], grain: [19, 200, 255, 0.3] } as const
  return repeatingTexture(roughnessCanvas(128, paint), false, [1, 1])
}

function feltHeight(h: Ctx, size: number): void {
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
}

function paperHeight(h: Ctx, size: number): void {
  h.fillStyle = 'rgba(255,255,255,0.16)'
  for (let y = 0; y < size; y += 4) h.fillRect(0, y, size, 2)
  h.fillStyle = 'rgba(0,0,0,0.18)'
  for (let x = 0; x < size; x += 64) h.fillRect(x, 0, 2, size)
  grain(h, size, 11, 60, 200, 0.45)
}

function brassHeight(h: Ctx, size: number): void {
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
}
