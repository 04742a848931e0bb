// One texture per drawn face, shared by key (a card id, plus the values drawn on it when they change). A texture is
// drawn in an effect, never in render, and disposed once no mounted component shows it: the texture on show is held
// until the next one is, so nothing is disposed while a material still draws it. Until its face is drawn a card shows
// BLANK (one shared pixel of paper, never disposed), so its material has a map from the first frame (three compiles a
// material once: a map that appeared later would never show). Faces are painted at the density the table's drawing
// buffer can show (`faceDensity`): a denser buffer (a higher resolution or tier) paints them again.
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { useThree } from '@react-three/fiber'
import { CanvasTexture, DataTexture, SRGBColorSpace, type Texture } from 'three'
import { createCardCanvas, faceDensity, type Ctx } from './cardCanvas.ts'

type Entry = { readonly key: string; readonly texture: CanvasTexture; users: number }
const cache = new Map<string, Entry>()

/** The paper colour (cardCanvas.ts PAPER.light), one pixel. */
const BLANK = new DataTexture(new Uint8Array([0xea, 0xdc, 0xb8, 0xff]), 1, 1)
BLANK.colorSpace = SRGBColorSpace
BLANK.needsUpdate = true

type Face = { readonly width: number; readonly height: number; readonly density: number }

function acquire(key: string, face: Face, draw: (ctx: Ctx) => void): Entry {
  const entry = cache.get(key) ?? create(key, face, draw)
  entry.users++
  return entry
}

function create(key: string, { width, height, density }: Face, draw: (ctx: Ctx) => void): Entry {
  const [canvas, ctx] = createCardCanvas(width, height, density)
  draw(ctx)
  const texture = new CanvasTexture(canvas)
  texture.colorSpace = SRGBColorSpace
  texture.anisotropy = 8
  const entry: Entry = { key, texture, users: 0 }
  cache.set(key, entry)
  return entry
}

/**
 * Lets go of a texture; the last user's release disposes it a microtask later, so StrictMode's second mount (which
 * runs the effects again at once) takes the same texture back instead of drawing it twice.
 */
function release(entry: Entry): void {
  entry.users--
  if (entry.users > 0) return
  queueMicrotask(() => {
    if (entry.users > 0 || cache.get(entry.key) !== entry) return
    cache.delete(entry.key)
    entry.texture.dispose()
  })
}

/**
 * The face texture for `key`, drawn once by `draw` on a `width` × `height` cm canvas (BLANK until then). The key
 * must change whenever what `draw` would paint changes (a card's id, an investigator's sanity…).
 */
export function useFaceTexture(key: string, width: number, height: number, draw: (ctx: Ctx) => void): Texture {
  const [shown, setShown] = useState<Entry | null>(null)
  // Painted again when the buffer grows denser, never when it thins (auto stepping down on a struggling machine).
  const densest = useRef(0)
  densest.current = Math.max(densest.current, faceDensity(useThree((s) => s.viewport.dpr)))
  const density = densest.current
  // `draw` is a fresh closure each render; the key says when it paints something new.
  const paint = useEffectEvent((ctx: Ctx) => draw(ctx))
  useEffect(() => {
    const entry = acquire(`${key}@${density}`, { width, height, density }, (ctx) => paint(ctx))
    setShown(entry)
    return () => release(entry)
  }, [key, width, height, density])
  // Held while on show: a new key's texture replaces it on screen before this one is let go.
  useEffect(() => {
    if (!shown) return
    shown.users++
    return () => release(shown)
  }, [shown])
  return shown?.texture ?? BLANK
}
