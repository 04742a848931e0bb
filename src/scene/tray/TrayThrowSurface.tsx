// The invisible sheet over the tray page's felt that turns a drag into a throw.
import { useRef } from 'react'
import type { ThreeEvent } from '@react-three/fiber'
import { Plane, Vector3 } from 'three'
import { TRAY, type Vec3 } from '../../physics/index.ts'
import { TRAY_CAMERA } from './trayCamera.ts'

/** Props of {@link TrayThrowSurface}. */
export interface TrayThrowSurfaceProps {
  /** False while dice are rolling: nothing to pick up. */
  readonly enabled: boolean
  /** The dice are in the hand over this point of the tray. */
  readonly onHold: (point: { x: number; z: number }) => void
  /** Let go over `origin` with the hand's velocity in units/s. */
  readonly onRelease: (origin: { x: number; z: number }, velocity: Vec3) => void
}

/** How far back the release velocity is measured: the flick, not the whole drag. */
const FLICK_WINDOW_MS = 90
/** Below this hand speed a release is a drop: the dice get a gentle toss toward the far wall. */
const MIN_FLICK_SPEED = 20
const HOLD_PLANE = new Plane(new Vector3(0, 1, 0), -TRAY_CAMERA.holdHeight)
const hit = new Vector3()

interface Sample {
  t: number
  x: number
  z: number
}

function clampToTray(p: Vector3): { x: number; z: number } {
  return {
    x: Math.max(-TRAY.width / 2, Math.min(TRAY.width / 2, p.x)),
    z: Math.max(-TRAY.depth / 2, Math.min(TRAY.depth / 2, p.z)),
  }
}

/**
 * An invisible sheet over the tray that turns a drag into a throw: press to pick the dice up, move to
 * carry them, release to throw with the velocity of the last few moments of the drag.
 */
export function TrayThrowSurface({ enabled, onHold, onRelease }: TrayThrowSurfaceProps) {
  const samples = useRef<Sample[]>([])
  const holding = useRef(false)

  const sample = (e: ThreeEvent<PointerEvent>): { x: number; z: number } | null => {
    if (!e.ray.intersectPlane(HOLD_PLANE, hit)) return null
    const p = clampToTray(hit)
    samples.current.push({ t: e.nativeEvent.timeStamp, ...p })
    while (samples.current.length > 32) samples.current.shift()
    return p
  }

  return (
    // Never drawn, still hit: three's raycaster and React Three Fiber's events test hidden meshes too. A clear plane
    // drawn over the tray filled its pixels in every frame for nothing (the table's twin also compiled its shader
    // for each roll, TableThrowSurface.tsx).
    <mesh
      name="tray-throw-surface"
      visible={false}
      rotation={[-Math.PI / 2, 0, 0]}
      position={[0, 0.05, 0]}
      onPointerDown={(e) => {
        if (!enabled) return
        e.stopPropagation()
        ;(e.target as Element).setPointerCapture(e.pointerId)
        holding.current = true
        samples.current = []
        const p = sample(e)
        if (p) onHold(p)
      }}
      onPointerMove={(e) => {
        if (!holding.current) return
        const p = sample(e)
        if (p) onHold(p)
      }}
      onPointerUp={(e) => {
        if (!holding.current) return
        holding.current = false
        ;(e.target as Element).releasePointerCapture(e.pointerId)
        sample(e)
        const list = samples.current
        const last = list[list.length - 1]
        if (!last) return
        const first = list.find((s) => last.t - s.t <= FLICK_WINDOW_MS) ?? last
        const dt = Math.max(0.016, (last.t - first.t) / 1000)
        let vx = (last.x - first.x) / dt
        let vz = (last.z - first.z) / dt
        if (Math.hypot(vx, vz) < MIN_FLICK_SPEED) {
          vx = 0
          vz = -40
        }
        onRelease({ x: last.x, z: last.z }, { x: vx, y: -30, z: vz })
      }}
    >
      <planeGeometry args={[TRAY.width + 6, TRAY.depth + 6]} />
      <meshBasicMaterial />
    </mesh>
  )
}
