// The doom tokens in their spaces on the Ancient One's track (one instanced mesh): each new one drops into its
// space when the engine says doom was added.
import { useRef } from 'react'
import { CylinderGeometry, MeshStandardMaterial, type InstancedMesh } from 'three'
import type { DoomSpace } from '../layout/tableLayout.ts'
import { DOOM_TRACK } from '../layout/tablePlan.ts'
import { useSceneKit } from '../game/sceneKit.ts'
import { placeInstance } from './instancing.ts'
import { dropPose } from './dropPose.ts'
import { useTokenTimeline } from './useTokenTimeline.ts'

/** The doom token's colour (browser tests look for it at the tokens' projected positions). */
const DOOM_COLOUR = '#d0241b'
const GEOMETRY = new CylinderGeometry(DOOM_TRACK.token / 2, DOOM_TRACK.token / 2, 0.3, 24)
const MATERIAL = new MeshStandardMaterial({ color: DOOM_COLOUR, emissive: '#5a0804', roughness: 0.45, metalness: 0.1 })
const DROP = 9

/** Doom tokens in the Ancient One card's frame (u right, v up the card). */
export function DoomTokens({ spaces }: { readonly spaces: readonly DoomSpace[] }) {
  const mesh = useRef<InstancedMesh>(null)
  const kit = useSceneKit()
  useTokenTimeline((at) => {
    const m = mesh.current
    if (!m) return
    for (let i = 0; i < spaces.length; i++) {
      const s = spaces[i]
      if (!s) continue
      const pose = dropPose(kit.timeline, kit.timeline.doomDrops.get(i), 0.55, DROP, s.filled, at)
      placeInstance(m, i, s.u, 0.2 + pose.lift, -s.v, pose.scale)
    }
    m.instanceMatrix.needsUpdate = true
  })
  return (
    <instancedMesh ref={mesh} args={[GEOMETRY, MATERIAL, Math.max(spaces.length, 1)]} castShadow name="doom-tokens" />
  )
}
