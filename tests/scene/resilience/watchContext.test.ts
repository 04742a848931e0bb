import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { watchContext } from '../../../src/scene/resilience/watchContext.ts'

function lose(canvas: EventTarget): Event {
  const e = new Event('webglcontextlost', { cancelable: true })
  canvas.dispatchEvent(e)
  return e
}
const restore = (canvas: EventTarget) => canvas.dispatchEvent(new Event('webglcontextrestored'))

describe('watchContext', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('prevents the default of a loss (so a restore may come) and reports it', () => {
    const canvas = new EventTarget()
    const onLost = vi.fn()
    const onRelay = vi.fn()
    watchContext(canvas, 4000, { onLost, onRelay })
    expect(lose(canvas).defaultPrevented).toBe(true)
    expect(onLost).toHaveBeenCalledOnce()
    expect(onRelay).not.toHaveBeenCalled()
  })

  it('lays the table again once on the restore, and not again when the wait runs out', () => {
    const canvas = new EventTarget()
    const onRelay = vi.fn()
    watchContext(canvas, 4000, { onLost: () => undefined, onRelay })
    lose(canvas)
    restore(canvas)
    expect(onRelay).toHaveBeenCalledOnce()
    vi.advanceTimersByTime(10_000)
    restore(canvas)
    expect(onRelay).toHaveBeenCalledOnce()
  })

  it('lays the table again when no restore comes within the wait', () => {
    const canvas = new EventTarget()
    const onRelay = vi.fn()
    watchContext(canvas, 4000, { onLost: () => undefined, onRelay })
    lose(canvas)
    vi.advanceTimersByTime(3999)
    expect(onRelay).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onRelay).toHaveBeenCalledOnce()
  })

  it('hears nothing once stopped: listeners removed, the wait cleared', () => {
    const canvas = new EventTarget()
    const onLost = vi.fn()
    const onRelay = vi.fn()
    const stop = watchContext(canvas, 4000, { onLost, onRelay })
    lose(canvas)
    stop()
    vi.advanceTimersByTime(10_000)
    restore(canvas)
    expect(lose(canvas).defaultPrevented).toBe(false)
    expect(onLost).toHaveBeenCalledOnce()
    expect(onRelay).not.toHaveBeenCalled()
  })
})
