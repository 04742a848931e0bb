// The doom tokens in their spaces on the Ancient One's track (one instanced mesh): each new one drops into its
// space when the engine says doom was added.
import { useLayoutEffect, useRef } from 'react'
import { useFrame, useThree } from '@react-three/fiber'
import { CylinderGeometry, MeshStandardMaterial, type InstancedMesh } from 'three'
import type { DoomSpace } from '../layout/tableLayout.ts'
import { DOOM_TRACK } from '../layout/tablePlan.ts'
import { useSceneKit } from '../game/sceneKit.ts'
import { now, progress } from '../game/sceneTimeline.ts'
import { placeInstance } from './instancing.ts'

/** The doom token's colour (browser tests look for it at the tokens' projected positions). */
export const DOOM_COLOUR = '#d0241b'
const GEOMETRY = new CylinderGeometry(DOOM_TRACK.token / 2, DOOM_TRACK.token / 2, 0.3, 24)
const MATERIAL = new MeshStandardMaterial({ color: DOOM_COLOUR, emissive: '#5a0804', roughness: 0.45, metalness: 0.1 })
const DROP = 9

/** Doom tokens in the Ancient One card's frame (u right, v up the card). */
export function DoomTokens({ spaces }: { readonly spaces: readonly DoomSpace[] }) {
  const mesh = useRef<InstancedMesh>(null)
  const kit = useSceneKit()
  const invalidate = useThree((s) => s.invalidate)
  const write = (at: number) => {
    const m = mesh.current
    if (!m) return
    for (let i = 0; i < spaces.length; i++) {
      const s = spaces[i]
      if (!s) continue
      const start = kit.timeline.doomDrops.get(i)
      const p = start === undefined ? 1 : progress(start, kit.timeline.reduced ? 0.2 : 0.55, at)
      const drop = kit.timeline.reduced ? 0 : (1 - p) * DROP
      placeInstance(m, i, s.u, 0.2 + drop, -s.v, s.filled ? (kit.timeline.reduced ? p : p > 0 ? 1 : 0) : 0)
    }
    m.instanceMatrix.needsUpdate = true
  }
  useLayoutEffect(() => {
    write(now())
    invalidate()
  })
  // Written every frame while anything moves, and once more after, so the last frame shows them at rest.
  const moving = useRef(false)
  useFrame(() => {
    const at = now()
    const busy = kit.timeline.busyUntil > at
    if (busy || moving.current) write(at)
    moving.current = busy
  })
  return (
    <instancedMesh ref={mesh} args={[GEOMETRY, MATERIAL, Math.max(spaces.length, 1)]} castShadow name="doom-tokens" />
  )
}
