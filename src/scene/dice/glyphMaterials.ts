import { CanvasTexture, MeshStandardMaterial, SRGBColorSpace, type Texture } from 'three'
import { invalidate } from '@react-three/fiber'
import { isDieColor, type Face } from '../../engine/dice.ts'
import type { DieFace, DieKind, DmdFace, PipFace } from '../../physics/index.ts'
import { readSettings, subscribeSettings } from '../../state/settingsAtoms.ts'
import { drawDmdGlyph, drawDmdKindMarks, drawPips } from './drawCompanionGlyph.ts'
import { MARK_CORNERS_WITH_AIDS, drawColourLetter, drawGlyph, drawKindMarks } from './drawGlyph.ts'
import { createCanvas, normalsOf } from '../materials/canvasMaps.ts'

/**
 * Ink per kind, each well apart from its die's colour: dark on green, yellow, the ivory pip die and the
 * green bonus die; bone-white on red and on Death May Die's black die.
 */
const GLYPH_INK: Readonly<Record<DieKind, string>> = {
  green: '#0b160d',
  yellow: '#22170a',
  red: '#f7ecd2',
  d6: '#17110c',
  'dmd-black': '#f2e8d0',
  'dmd-green': '#07130a',
}

const TEXTURE_SIZE = 256
type Drawn = { readonly material: MeshStandardMaterial; readonly kind: DieKind; readonly face: DieFace }
const cache = new Map<string, Drawn>()

/** The glyph's ink roughness: matte paint; the body around it is lacquered (0.42). */
const PLAIN_INK = 0.55
const ENGRAVED_INK = 0.72

/** Medium and high: the glyphs cut into the face (their outline's normals) and inked in matte, worn paint. */
type Relief = { readonly paint: Texture; users: number }
let relief: Relief | null = null

/** The colour-blind aid (settings): the colour's letter on every face of the Elder Sign dice. */
let glyphAids = readSettings().glyphAids

function draw(ctx: CanvasRenderingContext2D, kind: DieKind, face: DieFace): void {
  const ink = GLYPH_INK[kind]
  ctx.clearRect(0, 0, TEXTURE_SIZE, TEXTURE_SIZE)
  if (isDieColor(kind)) {
    drawGlyph(ctx, face as Face, ink, TEXTURE_SIZE)
    if (glyphAids) {
      drawColourLetter(ctx, kind, ink, TEXTURE_SIZE)
      drawKindMarks(ctx, kind, ink, TEXTURE_SIZE, MARK_CORNERS_WITH_AIDS)
    } else drawKindMarks(ctx, kind, ink, TEXTURE_SIZE)
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
  if (cached) return cached.material
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
    roughness: PLAIN_INK,
    depthWrite: false,
    polygonOffset: true,
    polygonOffsetFactor: -2,
  })
  cache.set(key, { material, kind, face })
  if (relief) engrave(material, relief.paint)
  return material
}

/** A normal map of the glyph cut into the face: its ink's blurred outline as a height map (ink = low). */
function reliefOf(map: Texture): CanvasTexture | null {
  const glyph = map.image
  if (!(glyph instanceof HTMLCanvasElement)) return null
  const [height, ctx] = createCanvas(TEXTURE_SIZE)
  ctx.fillStyle = '#fff'
  ctx.fillRect(0, 0, TEXTURE_SIZE, TEXTURE_SIZE)
  ctx.filter = 'blur(3px) brightness(0)'
  ctx.drawImage(glyph, 0, 0)
  ctx.filter = 'none'
  const normals = new CanvasTexture(normalsOf(height, 2.5))
  normals.anisotropy = 4
  return normals
}

function engrave(material: MeshStandardMaterial, paint: Texture): void {
  if (!material.map) return
  material.normalMap = reliefOf(material.map)
  material.roughnessMap = paint
  material.roughness = ENGRAVED_INK
  material.needsUpdate = true // a map that appears changes the shader: three recompiles it once
}

function smooth(material: MeshStandardMaterial): void {
  material.normalMap?.dispose()
  material.normalMap = null
  material.roughnessMap = null
  material.roughness = PLAIN_INK
  material.needsUpdate = true
}

/**
 * Engraves every glyph, made and to come, until the returned release is called by every holder; `paint` is the
 * shared worn-paint roughness (materials/surfaceDetail.ts), held by the caller for as long. Call from an effect.
 */
export function holdGlyphRelief(paint: Texture): () => void {
  if (!relief) {
    relief = { paint, users: 0 }
    for (const { material } of cache.values()) engrave(material, paint)
    invalidate()
  }
  const held = relief
  held.users++
  return () => {
    held.users--
    if (held.users > 0) return
    // A microtask later, so StrictMode's second mount takes the relief back instead of redrawing it.
    queueMicrotask(() => {
      if (relief !== held || held.users > 0) return
      relief = null
      for (const { material } of cache.values()) smooth(material)
      invalidate()
    })
  }
}

/** Redraws every face already made, with or without the colour letters, and asks each table for a frame. */
function setGlyphAids(on: boolean): void {
  if (on === glyphAids) return
  glyphAids = on
  for (const { material, kind, face } of cache.values()) {
    const map = material.map
    const ctx = map?.image instanceof HTMLCanvasElement ? map.image.getContext('2d') : null
    if (!map || !ctx) continue
    draw(ctx, kind, face)
    map.needsUpdate = true
    if (relief) {
      material.normalMap?.dispose()
      material.normalMap = reliefOf(map)
    }
  }
  invalidate()
}

subscribeSettings((settings) => setGlyphAids(settings.glyphAids))
