import { CanvasTexture, RepeatWrapping, SRGBColorSpace } from 'three'
import { HOUR_NUMERALS } from './tableScale'

/** A small deterministic hash noise, so the table looks the same on every load (and in pixel tests). */
function noise(i: number): number {
  const x = Math.sin(i * 127.1 + 311.7) * 43758.5453
  return x - Math.floor(x)
}

function canvas(size: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const c = document.createElement('canvas')
  c.width = size
  c.height = size
  const ctx = c.getContext('2d')
  if (!ctx) throw new Error('scene: 2D canvas is unavailable')
  return [c, ctx]
}

/** Dark walnut planks with grain lines. */
export function createWoodTexture(): CanvasTexture {
  const [c, ctx] = canvas(512)
  ctx.fillStyle = '#2a170c'
  ctx.fillRect(0, 0, 512, 512)
  for (let line = 0; line < 220; line++) {
    const y = noise(line) * 512
    ctx.strokeStyle = `rgba(${70 + noise(line + 9) * 40}, ${38 + noise(line + 3) * 20}, 18, ${0.15 + noise(line + 5) * 0.35})`
    ctx.lineWidth = 0.5 + noise(line + 7) * 2
    ctx.beginPath()
    ctx.moveTo(0, y)
    for (let x = 0; x <= 512; x += 32) ctx.lineTo(x, y + Math.sin(x / 60 + line) * 3)
    ctx.stroke()
  }
  for (let plank = 1; plank < 4; plank++) {
    ctx.fillStyle = 'rgba(0,0,0,0.55)'
    ctx.fillRect(0, plank * 128 - 1, 512, 2)
  }
  const texture = new CanvasTexture(c)
  texture.colorSpace = SRGBColorSpace
  texture.wrapS = texture.wrapT = RepeatWrapping
  texture.repeat.set(3, 2)
  return texture
}

/** Worn green felt: a speckled base with lighter wear toward the middle. */
export function createFeltTexture(): CanvasTexture {
  const [c, ctx] = canvas(256)
  ctx.fillStyle = '#1d3a26'
  ctx.fillRect(0, 0, 256, 256)
  for (let i = 0; i < 5000; i++) {
    const shade = noise(i) > 0.5 ? 255 : 0
    ctx.fillStyle = `rgba(${shade},${shade},${shade},0.05)`
    ctx.fillRect(noise(i + 0.3) * 256, noise(i + 0.7) * 256, 1.5, 1.5)
  }
  const texture = new CanvasTexture(c)
  texture.colorSpace = SRGBColorSpace
  texture.wrapS = texture.wrapT = RepeatWrapping
  texture.repeat.set(4, 3)
  return texture
}

/** The clock's dial: aged brass with Roman numerals, drawn in the title face once it has loaded. */
export function drawClockDial(texture: CanvasTexture, fontFamily: string): void {
  const c = texture.image as HTMLCanvasElement
  const ctx = c.getContext('2d')
  if (!ctx) return
  const size = c.width
  const mid = size / 2
  const gradient = ctx.createRadialGradient(mid, mid, size * 0.05, mid, mid, mid)
  gradient.addColorStop(0, '#e6cf95')
  gradient.addColorStop(0.8, '#b8904a')
  gradient.addColorStop(1, '#6b4f22')
  ctx.fillStyle = gradient
  ctx.fillRect(0, 0, size, size)
  ctx.strokeStyle = '#3b2a10'
  ctx.lineWidth = size * 0.012
  for (const r of [0.47, 0.36]) {
    ctx.beginPath()
    ctx.arc(mid, mid, size * r, 0, Math.PI * 2)
    ctx.stroke()
  }
  ctx.fillStyle = '#2b1d08'
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.font = `${Math.round(size * 0.075)}px "${fontFamily}", Georgia, serif`
  HOUR_NUMERALS.forEach((numeral, hour) => {
    const angle = (hour / 12) * Math.PI * 2
    const x = mid + Math.sin(angle) * size * 0.415
    const y = mid - Math.cos(angle) * size * 0.415
    ctx.save()
    ctx.translate(x, y)
    ctx.rotate(angle)
    ctx.fillText(numeral, 0, 0)
    ctx.restore()
  })
  for (let tick = 0; tick < 60; tick++) {
    const angle = (tick / 60) * Math.PI * 2
    const inner = tick % 5 === 0 ? 0.33 : 0.345
    ctx.beginPath()
    ctx.moveTo(mid + Math.sin(angle) * size * inner, mid - Math.cos(angle) * size * inner)
    ctx.lineTo(mid + Math.sin(angle) * size * 0.36, mid - Math.cos(angle) * size * 0.36)
    ctx.lineWidth = tick % 5 === 0 ? size * 0.008 : size * 0.003
    ctx.stroke()
  }
  texture.needsUpdate = true
}

export function createClockDialTexture(): CanvasTexture {
  const [c] = canvas(1024)
  const texture = new CanvasTexture(c)
  texture.colorSpace = SRGBColorSpace
  texture.anisotropy = 8
  drawClockDial(texture, 'Georgia')
  return texture
}
