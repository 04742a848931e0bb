// The room's surfaces, drawn at runtime on small canvases: an oak parquet floor and walnut wall panels, each a
// colour map and a normal map derived from a drawn height map (grooves between boards, the panels' bevels), and
// the moonlit sky behind the window. Deterministic (a hash noise), so pixel tests see the same room every load.
import { CanvasTexture, RepeatWrapping, SRGBColorSpace, type Texture } from 'three'

function noise(i: number): number {
  const x = Math.sin(i * 127.1 + 311.7) * 43758.5453
  return x - Math.floor(x)
}

function canvas(width: number, height = width): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const c = document.createElement('canvas')
  c.width = width
  c.height = height
  const ctx = c.getContext('2d', { willReadFrequently: true })
  if (!ctx) throw new Error('scene: 2D canvas is unavailable')
  return [c, ctx]
}

function repeating(c: HTMLCanvasElement, colour: boolean, repeat: readonly [number, number]): CanvasTexture {
  const texture = new CanvasTexture(c)
  if (colour) texture.colorSpace = SRGBColorSpace
  texture.wrapS = texture.wrapT = RepeatWrapping
  texture.repeat.set(repeat[0], repeat[1])
  texture.anisotropy = 4
  return texture
}

/** A tangent-space normal map from a grey height canvas (light = high), by central differences. */
function normalsOf(height: HTMLCanvasElement, strength: number): HTMLCanvasElement {
  const w = height.width
  const h = height.height
  const src = height.getContext('2d', { willReadFrequently: true })?.getImageData(0, 0, w, h).data
  const [out, ctx] = canvas(w, h)
  if (!src) return out
  const image = ctx.createImageData(w, h)
  const at = (x: number, y: number) => (src[(((y + h) % h) * w + ((x + w) % w)) * 4] ?? 0) / 255
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const dx = (at(x - 1, y) - at(x + 1, y)) * strength
      const dy = (at(x, y + 1) - at(x, y - 1)) * strength
      const len = Math.hypot(dx, dy, 1)
      const i = (y * w + x) * 4
      image.data[i] = ((dx / len) * 0.5 + 0.5) * 255
      image.data[i + 1] = ((dy / len) * 0.5 + 0.5) * 255
      image.data[i + 2] = ((1 / len) * 0.5 + 0.5) * 255
      image.data[i + 3] = 255
    }
  ctx.putImageData(image, 0, 0)
  return out
}

/** A surface's maps: colour and, in the tiers that afford them, normals. */
export type Surface = { readonly map: Texture; readonly normalMap: Texture }

/** Waxed oak boards, 8 to a tile, their joints staggered; grooves and grain in the height map. */
export function createFloorSurface(repeat: readonly [number, number]): Surface {
  const size = 512
  const [c, ctx] = canvas(size)
  const [hc, hctx] = canvas(size)
  hctx.fillStyle = '#808080'
  hctx.fillRect(0, 0, size, size)
  const board = size / 8
  for (let row = 0; row < 8; row++) {
    const offset = noise(row + 40) * size
    for (let piece = -1; piece < 3; piece++) {
      const x = offset + piece * (size / 2)
      const tone = noise(row * 5 + piece + 9)
      ctx.fillStyle = `rgb(${88 + tone * 34}, ${58 + tone * 20}, ${34 + tone * 12})`
      ctx.fillRect(x, row * board, size / 2, board)
      for (let g = 0; g < 14; g++) {
        const y = row * board + noise(row * 31 + g + piece) * board
        ctx.fillStyle = `rgba(40, 22, 10, ${0.12 + noise(g + row) * 0.18})`
        ctx.fillRect(x, y, size / 2, 1 + noise(g * 3 + row) * 1.5)
        hctx.fillStyle = 'rgba(0,0,0,0.08)'
        hctx.fillRect(x, y, size / 2, 1)
      }
      hctx.fillStyle = '#202020'
      hctx.fillRect(x - 1, row * board, 2, board)
    }
    hctx.fillStyle = '#202020'
    hctx.fillRect(0, row * board - 1, size, 2)
    ctx.fillStyle = 'rgba(20, 10, 4, 0.8)'
    ctx.fillRect(0, row * board - 1, size, 2)
  }
  return { map: repeating(c, true, repeat), normalMap: repeating(normalsOf(hc, 3), false, repeat) }
}

/** One bay of walnut wainscot: stiles and rails around a raised, bevelled panel. Tiles along the wall. */
export function createPanelSurface(repeat: readonly [number, number]): Surface {
  const size = 256
  const [c, ctx] = canvas(size)
  const [hc, hctx] = canvas(size)
  ctx.fillStyle = '#5a3620'
  ctx.fillRect(0, 0, size, size)
  for (let line = 0; line < 90; line++) {
    const x = noise(line) * size
    ctx.fillStyle = `rgba(${30 + noise(line + 2) * 30}, 14, 6, ${0.1 + noise(line + 4) * 0.25})`
    ctx.fillRect(x, 0, 0.6 + noise(line + 6) * 1.6, size)
  }
  hctx.fillStyle = '#c0c0c0'
  hctx.fillRect(0, 0, size, size)
  const frame = 34
  const bevel = 14
  for (let step = 0; step < bevel; step++) {
    const shade = 70 + (step / bevel) * 110
    hctx.fillStyle = `rgb(${shade},${shade},${shade})`
    hctx.fillRect(frame + step, frame + step, size - 2 * (frame + step), size - 2 * (frame + step))
  }
  ctx.strokeStyle = 'rgba(12, 6, 2, 0.75)'
  ctx.lineWidth = 3
  ctx.strokeRect(frame, frame, size - 2 * frame, size - 2 * frame)
  ctx.fillStyle = 'rgba(255, 200, 150, 0.05)'
  ctx.fillRect(frame + bevel, frame + bevel, size - 2 * (frame + bevel), size - 2 * (frame + bevel))
  return { map: repeating(c, true, repeat), normalMap: repeating(normalsOf(hc, 4), false, repeat) }
}

/** The night sky behind the window: deep blue, paler toward a moon high at one side, with a few stars. */
export function createNightSkyTexture(): CanvasTexture {
  const [c, ctx] = canvas(128, 256)
  const sky = ctx.createLinearGradient(0, 0, 0, 256)
  sky.addColorStop(0, '#2a3a66')
  sky.addColorStop(1, '#0c1226')
  ctx.fillStyle = sky
  ctx.fillRect(0, 0, 128, 256)
  const glow = ctx.createRadialGradient(88, 60, 4, 88, 60, 70)
  glow.addColorStop(0, 'rgba(230, 236, 255, 1)')
  glow.addColorStop(0.12, 'rgba(200, 215, 255, 0.9)')
  glow.addColorStop(0.2, 'rgba(120, 150, 230, 0.35)')
  glow.addColorStop(1, 'rgba(40, 60, 120, 0)')
  ctx.fillStyle = glow
  ctx.fillRect(0, 0, 128, 256)
  for (let s = 0; s < 30; s++) {
    ctx.fillStyle = `rgba(220, 230, 255, ${0.3 + noise(s + 70) * 0.6})`
    ctx.fillRect(noise(s) * 128, noise(s + 33) * 256, 1, 1)
  }
  const texture = new CanvasTexture(c)
  texture.colorSpace = SRGBColorSpace
  return texture
}

/** The window's light on the floor: four panes' worth of soft moonlight, crossed by the mullions' shadows. */
export function createMoonPatchTexture(): CanvasTexture {
  const [c, ctx] = canvas(128, 256)
  ctx.fillStyle = '#000'
  ctx.fillRect(0, 0, 128, 256)
  ctx.filter = 'blur(6px)'
  ctx.fillStyle = 'rgb(120, 140, 200)'
  for (const [x, y] of [
    [14, 14],
    [68, 14],
    [14, 134],
    [68, 134],
  ] as const)
    ctx.fillRect(x, y, 46, 108)
  ctx.filter = 'none'
  const texture = new CanvasTexture(c)
  texture.colorSpace = SRGBColorSpace
  return texture
}
