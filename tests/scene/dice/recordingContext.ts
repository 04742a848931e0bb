// A stand-in for a 2D canvas context that records every call and every property set, in order, so a test can
// prove a painter still draws exactly what it drew (no canvas is needed under Node).

/** A fake 2D context over a canvas of `size` × `height` (square unless given), and the log of what was done to it. */
export function createRecordingContext(
  size: number,
  height = size,
): {
  readonly ctx: CanvasRenderingContext2D
  readonly log: string[]
} {
  const log: string[] = []
  const state: Record<string | symbol, unknown> = { canvas: { width: size, height } }
  const ctx = new Proxy(state, {
    get(target, key) {
      if (key in target) return target[key]
      return (...args: unknown[]) => {
        log.push(`${String(key)}(${args.map(String).join(',')})`)
        // Text is measured as half the font's size a character; a gradient records its stops.
        if (key === 'measureText') return { width: String(args[0]).length * fontSize(target.font) * 0.5 }
        if (key === 'createLinearGradient' || key === 'createRadialGradient')
          return { addColorStop: (...stop: unknown[]) => log.push(`addColorStop(${stop.map(String).join(',')})`) }
        return undefined
      }
    },
    set(target, key, value) {
      log.push(`${String(key)}=${String(value)}`)
      target[key] = value
      return true
    },
  })
  return { ctx: ctx as unknown as CanvasRenderingContext2D, log }
}

function fontSize(font: unknown): number {
  return Number(/(\d+(?:\.\d+)?)px/.exec(String(font))?.[1] ?? 10)
}
