import { CanvasTexture, MeshStandardMaterial, SRGBColorSpace } from 'three'
import { isDieColor, type Face } from '../../engine/dice.ts'
import type { DieFace, DieKind, DmdFace, PipFace } from '../../physics/index.ts'
import { drawDmdGlyph, drawDmdKindMarks, drawPips } from './drawCompanionGlyph.ts'
import { drawGlyph, drawKindMarks } from './drawGlyph.ts'

/**
 * Ink per kind, each well apart from its die's colour: dark on green, yellow, the ivory pip die and the
 * green bonus die; bone-white on red and on Death May Die's black die.
 */
export const GLYPH_INK: Readonly<Record<DieKind, string>> = {
  green: '#0b160d',
  yellow: '#22170a',
  red: '#f7ecd2',
  d6: '#17110c',
  'dmd-black': '#f2e8d0',
  'dmd-green': '#07130a',
}

const TEXTURE_SIZE = 256
const cache = new Map<string, MeshStandardMaterial>()

function draw(ctx: CanvasRenderingContext2D, kind: DieKind, face: DieFace): void {
  const ink = GLYPH_INK[kind]
  if (isDieColor(kind)) {
    drawGlyph(ctx, face as Face, ink, TEXTURE_SIZE)
    drawKindMarks(ctx, kind, ink, TEXTURE_SIZE)
  } else if (kind === 'd6') {
    drawPips(ctx, face as PipFace, ink, TEXTURE_SIZE)
  } else {
    drawDmdGlyph(ctx, face as DmdFace, ink, TEXTURE_SIZE)
    drawDmdKindMarks(ctx, kind, ink, TEXTURE_SIZE)
  }
}

/**
 * The material of one face plane: the glyph (or pips) and the kind's corner marks on a transparent
 * canvas. Built once per (kind, face) and shared by every die of that kind.
 */
export function glyphMaterial(kind: DieKind, face: DieFace): MeshStandardMaterial {
  const key = `${kind}:${face}`
  const cached = cache.get(key)
  if (cached) return cached
  const canvas = document.createElement('canvas')
  canvas.width = canvas.height = TEXTURE_SIZE
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('scene: 2D canvas is unavailable for dice glyphs')
  draw(ctx, kind, face)
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
