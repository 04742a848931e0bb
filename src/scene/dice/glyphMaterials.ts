import { CanvasTexture, MeshStandardMaterial, SRGBColorSpace } from 'three'
import type { DieColor, Face } from '../../engine/dice.ts'
import { drawGlyph, drawKindMarks } from './drawGlyph.ts'

/** Ink per kind: dark on green and yellow, bone-white on red, each well apart from its die's colour. */
export const GLYPH_INK: Readonly<Record<DieColor, string>> = { green: '#0b160d', yellow: '#22170a', red: '#f7ecd2' }

const TEXTURE_SIZE = 256
const cache = new Map<string, MeshStandardMaterial>()

/**
 * The material of one face plane: the glyph and the kind's corner marks on a transparent canvas.
 * Built once per (kind, face) and shared by every die of that kind.
 */
export function glyphMaterial(color: DieColor, face: Face): MeshStandardMaterial {
  const key = `${color}:${face}`
  const cached = cache.get(key)
  if (cached) return cached
  const canvas = document.createElement('canvas')
  canvas.width = canvas.height = TEXTURE_SIZE
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('scene: 2D canvas is unavailable for dice glyphs')
  drawGlyph(ctx, face, GLYPH_INK[color], TEXTURE_SIZE)
  drawKindMarks(ctx, color, GLYPH_INK[color], TEXTURE_SIZE)
  const map = new CanvasTexture(canvas)
  map.colorSpace = SRGBColorSpace
  map.anisotropy = 4
  const material = new MeshStandardMaterial({
    name: `glyph_${key}`,
    map,
    transparent: true,
    alphaTest: 0.3,
    roughness: 0.55,
    depthWrite: false,
    polygonOffset: true,
    polygonOffsetFactor: -2,
  })
  cache.set(key, material)
  return material
}
