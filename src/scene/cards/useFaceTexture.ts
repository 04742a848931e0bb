// One texture per drawn face, cached by key (a card id, plus the values drawn on it when they change) and
// disposed when the last card showing it leaves the table.
import { useEffect, useMemo } from 'react'
import { CanvasTexture, SRGBColorSpace } from 'three'
import { createCardCanvas, type Ctx } from './cardCanvas.ts'

type Entry = { readonly texture: CanvasTexture; users: number }
const cache = new Map<string, Entry>()

/** How many face textures are alive (the scene probe reports it; a leak shows as a growing number). */
export function liveFaceTextures(): number {
  return cache.size
}

function acquire(key: string, width: number, height: number, draw: (ctx: Ctx) => void): CanvasTexture {
  const hit = cache.get(key)
  if (hit) return hit.texture
  const [canvas, ctx] = createCardCanvas(width, height)
  draw(ctx)
  const texture = new CanvasTexture(canvas)
  texture.colorSpace = SRGBColorSpace
  texture.anisotropy = 8
  cache.set(key, { texture, users: 0 })
  return texture
}

/**
 * The face texture for `key`, drawn once by `draw` on a `width` × `height` cm canvas. The key must change whenever
 * what `draw` would paint changes (a card's id, an investigator's sanity…).
 */
export function useFaceTexture(key: string, width: number, height: number, draw: (ctx: Ctx) => void): CanvasTexture {
  // `draw` is a fresh closure each render; the key says when it paints something new.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const texture = useMemo(() => acquire(key, width, height, draw), [key, width, height])
  useEffect(() => {
    const entry = cache.get(key) ?? { texture, users: 0 }
    cache.set(key, entry)
    entry.users++
    return () => {
      entry.users--
      if (entry.users > 0) return
      cache.delete(key)
      entry.texture.dispose()
    }
  }, [key, texture])
  return texture
}
