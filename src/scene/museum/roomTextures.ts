// The room's surfaces, drawn at runtime on small canvases: an oak parquet floor and walnut wall panels, each a
// colour map and a normal map derived from a drawn height map (grooves between boards, the panels' bevels), and
// the moonlit sky behind the window. Deterministic (a hash noise), so pixel tests see the same room every load.
import { CanvasTexture, SRGBColorSpace, type Texture } from 'three'
import { createCanvas, noise, normalsOf, repeatingTexture } from '../materials/canvasMaps.ts'

/** A surface's maps: colour and, in the tiers that afford them, normals. */
export type Surface = { readonly map: Texture; readonly normalMap: Texture }

/** Waxed oak boards, 8 to a tile, their joints staggered; grooves and grain in the height map. */
export function createFloorSurface(repeat: readonly [number, number]): Surface {
  const size = 512
  const [c, ctx] = createCanvas(size)
  const [hc, hctx] = createCanvas(size)
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
  return { map: repeatingTexture(c, true, repeat), normalMap: repeatingTexture(normalsOf(hc, 3), false, repeat) }
}

/** One bay of walnut wainscot: stiles and rails around a raised, bevelled panel. Tiles along the wall. */
export function createPanelSurface(repeat: readonly [number, number]): Surface {
  const size = 256
  const [c, ctx] = createCanvas(size)
  const [hc, hctx] = createCanvas(size)
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
  return { map: repeatingTexture(c, true, repeat), normalMap: repeatingTexture(normalsOf(hc, 4), false, repeat) }
}

/** The night sky behind the window: deep blue, paler toward a moon high at one side, with a few stars. */
export function createNightSkyTexture(): CanvasTexture {
  const [c, ctx] = createCanvas(128, 256)
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
  const [c, ctx] = createCanvas(128, 256)
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
