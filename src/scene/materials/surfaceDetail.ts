// One set of detail maps (detailMaps.ts) for the whole page, held while any mesh that wears it is on show in medium
// or high, and disposed when the last lets go: so the texture count stays the same however many cards turn and dice
// are thrown (bench/table.bench.ts). While it is held, the shared brass materials wear the brass's maps.
import { invalidate } from '@react-three/fiber'
import type { CanvasTexture } from 'three'
import { BRASS_MATERIALS } from './brassMaterials.ts'
import {
  createBrassDetail,
  createFeltDetail,
  createPaintRoughness,
  createPaperDetail,
  type DetailMaps,
} from './detailMaps.ts'

/** The detail of felt, paper, brass and the dice's paint. */
export type SurfaceDetail = {
  readonly felt: DetailMaps
  readonly paper: DetailMaps
  readonly brass: DetailMaps
  readonly paint: CanvasTexture
}

/**
 * A dressed brass material's roughness is its finish's divided by this: the patina (the map's light blots) reaches a
 * little above the finish, the polish (most of the map, about 0.7) a little below it, so the metal keeps its sheen
 * under the lamp instead of greying.
 */
const BRASS_ROUGHNESS_MEAN = 0.85

type Held = { readonly detail: SurfaceDetail; users: number }
let held: Held | null = null

/** The detail now held, or null: a component's first render may show it at once instead of a frame later. */
export function heldSurfaceDetail(): SurfaceDetail | null {
  return held?.detail ?? null
}

/** Takes a hold on the detail, drawing it if nobody holds it. Call only from an effect. */
export function acquireSurfaceDetail(): SurfaceDetail {
  if (!held) {
    held = { detail: createSurfaceDetail(), users: 0 }
    dressBrass(held.detail.brass)
  }
  held.users++
  return held.detail
}

/**
 * Lets go of a hold; the last release disposes the maps a microtask later, so StrictMode's second mount (which runs
 * the effects again at once) takes the same maps back instead of drawing them twice.
 */
export function releaseSurfaceDetail(): void {
  const h = held
  if (!h) return
  h.users--
  if (h.users > 0) return
  queueMicrotask(() => {
    if (held !== h || h.users > 0) return
    held = null
    undressBrass()
    for (const maps of [h.detail.felt, h.detail.paper, h.detail.brass]) {
      maps.normalMap.dispose()
      maps.roughnessMap.dispose()
    }
    h.detail.paint.dispose()
  })
}

function createSurfaceDetail(): SurfaceDetail {
  return {
    felt: createFeltDetail([6, 4]),
    paper: createPaperDetail([1.5, 2.5]),
    brass: createBrassDetail([1, 1]),
    paint: createPaintRoughness(),
  }
}

type Finish = { readonly roughness: number }

function dressBrass(maps: DetailMaps): void {
  for (const m of BRASS_MATERIALS) {
    const finish: Finish = { roughness: m.roughness }
    m.userData.finish = finish
    m.roughness = Math.min(1, finish.roughness / BRASS_ROUGHNESS_MEAN)
    m.normalMap = maps.normalMap
    m.normalScale.set(0.35, 0.35)
    m.roughnessMap = maps.roughnessMap
    m.needsUpdate = true // a map that appears changes the shader: three recompiles it once
  }
  invalidate()
}

function undressBrass(): void {
  for (const m of BRASS_MATERIALS) {
    const finish = m.userData.finish as Finish | undefined
    if (finish) m.roughness = finish.roughness
    m.normalMap = null
    m.roughnessMap = null
    m.needsUpdate = true
  }
  invalidate()
}
