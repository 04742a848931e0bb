// Recovery from a lost WebGL context (a driver reset, a GPU switch, a tab restored on a phone): the table is laid
// again on a fresh canvas from the game in the store.
//
// Why a fresh canvas rather than three's own restore: three's WebGLRenderer also listens for the loss (it calls
// preventDefault, so a restore is allowed) and, on `webglcontextrestored`, re-creates its GL state and re-uploads
// buffers, textures and programs lazily. What it cannot bring back is anything that only ever lived on the GPU —
// render targets drawn once (shadow maps are redrawn, but baked maps, a post-processing chain's buffers, PMREM
// environments are not), data textures already released after upload — and R3F adds nothing of its own. Remounting
// the `<Canvas>` under a new key gives a new canvas element, a new renderer and a new scene graph: every mesh,
// texture and card face is built again from the jotai store exactly as on a first visit, which is the path every
// other test exercises. The game (state, log, autosave) lives in the store and is never touched; the DOM HUD keeps
// working throughout, and a roll left in the air is thrown again by the new tray (TableTray throws a pending roll
// once per mount of the tray).
import { useCallback, useEffect, useState } from 'react'
import type { RootState } from '@react-three/fiber'
import { watchContext } from './watchContext.ts'

/** How long to wait for the browser's restore before laying the table on a fresh canvas anyway (ms). */
const RESTORE_WAIT_MS = 4000

/** How long to wait before trying again when a fresh canvas could not get a context (ms). */
const RETRY_WAIT_MS = 3000

export type ContextRecovery = {
  /** The key of the `<Canvas>`: a new value lays the table again on a fresh canvas. */
  readonly generation: number
  /** True from the loss until the fresh canvas has drawn its first frame. */
  readonly laying: boolean
  /** The `<Canvas onCreated>` handler: watches the new canvas for a loss. */
  readonly onCreated: (state: RootState) => void
  /** Called by the fresh scene once it has drawn (ends `laying`). */
  readonly onLaid: () => void
  /** Called when a fresh canvas failed (no context yet): tries again a little later. */
  readonly onFailed: () => void
}

export function useContextRecovery(
  restoreWaitMs: number = RESTORE_WAIT_MS,
  retryWaitMs: number = RETRY_WAIT_MS,
): ContextRecovery {
  const [generation, setGeneration] = useState(0)
  const [laying, setLaying] = useState(false)
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null)
  const [failed, setFailed] = useState(false)

  const relay = useCallback(() => {
    setCanvas(null)
    setFailed(false)
    setGeneration((g) => g + 1)
  }, [])

  useEffect(() => {
    if (!canvas) return
    return watchContext(canvas, restoreWaitMs, { onLost: () => setLaying(true), onRelay: relay })
  }, [canvas, relay, restoreWaitMs])

  useEffect(() => {
    if (!failed) return
    const timer = setTimeout(relay, retryWaitMs)
    return () => clearTimeout(timer)
  }, [failed, relay, retryWaitMs])

  const onCreated = useCallback((state: RootState) => setCanvas(state.gl.domElement), [])
  const onLaid = useCallback(() => setLaying(false), [])
  const onFailed = useCallback(() => {
    setLaying(true)
    setFailed(true)
  }, [])
  return { generation, laying, onCreated, onLaid, onFailed }
}
