// The small tools every drawn surface shares: a deterministic hash noise, a 2D canvas, a repeating texture and a
// tangent-space normal map derived from a drawn height map. Drawn surfaces are deterministic, so pixel tests see the
// same table on every load.
import { CanvasTexture, RepeatWrapping, SRGBColorSpace } from 'three'

/** A hash noise in [0, 1): the same value for the same `i` on every load. */
export function noise(i: number): number {
  const x = Math.sin(i * 127.1 + 311.7) * 43758.5453
  return x - Math.floor(x)
}

/** A `width` × `height` canvas and its 2D context (read back often: normal maps are derived from it). */
export function createCanvas(width: number, height = width): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const c = document.createElement('canvas')
  c.width = width
  c.height = height
  const ctx = c.getContext('2d', { willReadFrequently: true })
  if (!ctx) throw new Error('scene: 2D canvas is unavailable')
  return [c, ctx]
}

/** A texture that tiles `repeat` times; `colour` marks a colour map (sRGB), otherwise data (normals, roughness). */
export function repeatingTexture(
  c: HTMLCanvasElement,
  colour: boolean,
  repeat: readonly [number, number],
): CanvasTexture {
  const texture = new CanvasTexture(c)
  if (colour) texture.colorSpace = SRGBColorSpace
  texture.wrapS = texture.wrapT = RepeatWrapping
  texture.repeat.set(repeat[0], repeat[1])
  texture.anisotropy = 4
  return texture
}

/** A tangent-space normal map from a grey height canvas (light = high), by central differences; it tiles. */
export function normalsOf(height: HTMLCanvasElement, strength: number): HTMLCanvasElement {
  const w = height.width
  const h = height.height
  const src = height.getContext('2d', { willReadFrequently: true })?.getImageData(0, 0, w, h).data
  const [out, ctx] = createCanvas(w, h)
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
