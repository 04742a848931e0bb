import { CanvasTexture, MeshStandardMaterial, SRGBColorSpace, type Texture } from 'three'
import { invalidate } from '@react-three/fiber'
import { isDieColor, type Face } from '../../engine/dice.ts'
import { KIND_FACES, type DieFace, type DieKind, type DmdFace, type PipFace } from '../../physics/index.ts'
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

/** A face's glyph, in pixels across; each lies in its cell of its kind's atlas with a clear gutter around it. */
const TEXTURE_SIZE = 256
/** Clear pixels on each side of a glyph: the smaller mipmaps and the relief's blur stay inside the cell. */
const GUTTER = 16
const PITCH = TEXTURE_SIZE + 2 * GUTTER
const COLUMNS = 3
const ROWS = 2
const ATLAS_WIDTH = COLUMNS * PITCH
const ATLAS_HEIGHT = ROWS * PITCH
type Drawn = { readonly material: MeshStandardMaterial; readonly kind: DieKind }
const cache = new Map<DieKind, Drawn>()

/** The glyph ink's roughness: matte paint; the body around it is lacquered (0.42). */
const PLAIN_INK = 0.55
const ENGRAVED_INK = 0.72

/** Medium and high: the glyphs cut into the face (their outline's normals) and inked in matte, worn paint. */
type Relief = { readonly paint: Texture; users: number }
let relief: Relief | null = null

/** The colour-blind aid (settings): the colour's letter on every face of the Elder Sign dice. */
let glyphAids = readSettings().glyphAids

/** The kind's faces, each once, in the order of its model's face planes: the atlas's cells, row by row. */
function atlasFaces(kind: DieKind): readonly DieFace[] {
  return [...new Set<DieFace>(KIND_FACES[kind])]
}

/** Where face `face`'s glyph lies in its kind's atlas, as texture coordinates (v up, as three reads a canvas). */
export type GlyphCell = { readonly u: number; readonly v: number; readonly width: number; readonly height: number }

export function glyphCell(kind: DieKind, face: DieFace): GlyphCell {
  const index = Math.max(0, atlasFaces(kind).indexOf(face))
  const x = (index % COLUMNS) * PITCH + GUTTER
  const y = Math.floor(index / COLUMNS) * PITCH + GUTTER
  return {
    u: x / ATLAS_WIDTH,
    v: 1 - (y + TEXTURE_SIZE) / ATLAS_HEIGHT,
    width: TEXTURE_SIZE / ATLAS_WIDTH,
    height: TEXTURE_SIZE / ATLAS_HEIGHT,
  }
}

function drawFace(ctx: CanvasRenderingContext2D, kind: DieKind, face: DieFace): void {
  const ink = GLYPH_INK[kind]
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

/** Every face of the kind, each in its cell, each clipped to it as its own canvas was. */
function draw(ctx: CanvasRenderingContext2D, kind: DieKind): void {
  ctx.clearRect(0, 0, ATLAS_WIDTH, ATLAS_HEIGHT)
  atlasFaces(kind).forEach((face, index) => {
    ctx.save()
    ctx.translate((index % COLUMNS) * PITCH + GUTTER, Math.floor(index / COLUMNS) * PITCH + GUTTER)
    ctx.beginPath()
    ctx.rect(0, 0, TEXTURE_SIZE, TEXTURE_SIZE)
    ctx.clip()
    drawFace(ctx, kind, face)
    ctx.restore()
  })
}

/**
 * The material of a die's glyphs: every face's glyph (or pips) and the kind's corner marks, each in its cell of one
 * transparent atlas (`glyphCell`), so a die's six face planes are one mesh and one draw. Built once per kind and
 * shared by every die of that kind.
 */
export function glyphMaterial(kind: DieKind): MeshStandardMaterial {
  const cached = cache.get(kind)
  if (cached) return cached.material
  const canvas = document.createElement('canvas')
  canvas.width = ATLAS_WIDTH
  canvas.height = ATLAS_HEIGHT
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('scene: 2D canvas is unavailable for dice glyphs')
  draw(ctx, kind)
  const map = new CanvasTexture(canvas)
  map.colorSpace = SRGBColorSpace
  map.anisotropy = 4
  const material = new MeshStandardMaterial({
    name: `glyph_${kind}`,
    map,
    transparent: true,
    alphaTest: 0.3,
    roughness: PLAIN_INK,
    depthWrite: false,
    polygonOffset: true,
    polygonOffsetFactor: -2,
  })
  cache.set(kind, { material, kind })
  if (relief) engrave(material, relief.paint)
  return material
}

/** A normal map of the glyph cut into the face: its ink's blurred outline as a height map (ink = low). */
function reliefOf(map: Texture): CanvasTexture | null {
  const glyph = map.image
  if (!(glyph instanceof HTMLCanvasElement)) return null
  const [height, ctx] = createCanvas(glyph.width, glyph.height)
  ctx.fillStyle = '#fff'
  ctx.fillRect(0, 0, glyph.width, glyph.height)
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
  for (const { material, kind } of cache.values()) {
    const map = material.map
    const ctx = map?.image instanceof HTMLCanvasElement ? map.image.getContext('2d') : null
    if (!map || !ctx) continue
    draw(ctx, kind)
    map.needsUpdate = true
    if (relief) {
      material.normalMap?.dispose()
      material.normalMap = reliefOf(map)
    }
  }
  invalidate()
}

subscribeSettings((settings) => setGlyphAids(settings.glyphAids))
