// `window.__museumBench`: what `npm run bench -- table` reads from a canvas — when each frame was drawn and
// three's renderer counts (geometries and textures held, draw calls of the last frame). Frame times go into a
// fixed ring of numbers: recording them allocates nothing per frame.
import { useEffect } from 'react'
import { useFrame, useThree } from '@react-three/fiber'

export type RendererCounts = {
  readonly geometries: number
  readonly textures: number
  readonly programs: number
  readonly calls: number
  readonly triangles: number
}

export type BenchProbe = {
  /** Frames drawn since the canvas started. */
  readonly frames: () => number
  /** The page times (ms) of the frames drawn after frame number `from` (at most the last 4,096). */
  readonly frameTimes: (from: number) => number[]
  readonly renderer: () => RendererCounts
  /** The bare dice scene only: throws its 8 dice; false while they move. */
  readonly throwNow?: () => boolean
  /** The bare dice scene only: whether its dice move. */
  readonly moving?: () => boolean
}

declare global {
  interface Window {
    __museumBench?: BenchProbe
  }
}

const RING = 4096

/** Installs the probe for this canvas while mounted; `extra` adds the bare scene's throw. */
export function useBenchProbe(extra?: Pick<BenchProbe, 'throwNow' | 'moving'>): void {
  const gl = useThree((s) => s.gl)
  const clock = useFrameClock()
  useFrame(() => {
    clock.times[clock.count % RING] = performance.now()
    clock.count++
  })
  useEffect(() => {
    const probe: BenchProbe = Object.freeze({
      frames: () => clock.count,
      frameTimes: (from: number) => {
        const out: number[] = []
        for (let i = Math.max(from, clock.count - RING); i < clock.count; i++) out.push(clock.times[i % RING] ?? 0)
        return out
      },
      renderer: () => ({
        geometries: gl.info.memory.geometries,
        textures: gl.info.memory.textures,
        programs: gl.info.programs?.length ?? 0,
        calls: gl.info.render.calls,
        triangles: gl.info.render.triangles,
      }),
      ...extra,
    })
    window.__museumBench = probe
    return () => {
      if (window.__museumBench === probe) delete window.__museumBench
    }
  }, [gl, clock, extra])
}

type FrameClock = { times: Float64Array; count: number }
const clocks = new WeakMap<object, FrameClock>()

/** One frame clock per canvas (kept on the renderer, so StrictMode's second mount reuses it). */
function useFrameClock(): FrameClock {
  const gl = useThree((s) => s.gl)
  let clock = clocks.get(gl)
  if (!clock) {
    clock = { times: new Float64Array(RING), count: 0 }
    clocks.set(gl, clock)
  }
  return clock
}
