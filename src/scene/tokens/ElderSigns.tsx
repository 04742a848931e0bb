// The Elder Sign limit as empty spaces beside the Ancient One and the Elder Signs gained laid in them (instanced):
// a new one is laid down when the engine says an Elder Sign was added.
import { useEffect, useMemo, useRef } from 'react'
import { CylinderGeometry, MeshStandardMaterial, RingGeometry, MeshBasicMaterial, type InstancedMesh } from 'three'
import type { ElderSignSpace } from '../layout/tableLayout.ts'
import { ELDER_SIGNS } from '../layout/tablePlan.ts'
import { useSceneKit } from '../game/sceneKit.ts'
import { placeInstance } from './instancing.ts'
import { dropPose } from './dropPose.ts'
import { useTokenTimeline } from './useTokenTimeline.ts'
import { useFaceTexture } from '../cards/useFaceTexture.ts'
import { drawIcon } from '../cards/drawIcons.ts'
import { faceSize } from '../cards/cardCanvas.ts'

const TOKEN = new CylinderGeometry(ELDER_SIGNS.token / 2, ELDER_SIGNS.token / 2, 0.25, 32)
const SPACE = new RingGeometry(ELDER_SIGNS.token * 0.42, ELDER_SIGNS.token * 0.5, 32).rotateX(-Math.PI / 2)
const SPACE_MATERIAL = new MeshBasicMaterial({ color: '#b9a26a', transparent: true, opacity: 0.45 })
const SIDE = new MeshStandardMaterial({ color: '#4d6b3f', roughness: 0.5 })

export function ElderSigns({ spaces }: { readonly spaces: readonly ElderSignSpace[] }) {
  const tokens = useRef<InstancedMesh>(null)
  const rings = useRef<InstancedMesh>(null)
  const kit = useSceneKit()
  const face = useFaceTexture('elder-sign-token', 2, 2, (ctx) => {
    ctx.fillStyle = '#d9cfa8'
    const { width: w, height: h } = faceSize(ctx)
    ctx.fillRect(0, 0, w, h)
    drawIcon(ctx, 'elderSign', w / 2, h / 2, w * 0.86)
  })
  // The top face's material follows its texture; the one it replaces (and the last, on unmount) is disposed.
  const top = useMemo(() => new MeshStandardMaterial({ map: face, roughness: 0.6 }), [face])
  useEffect(() => () => top.dispose(), [top])
  useTokenTimeline((at) => {
    const t = tokens.current
    const r = rings.current
    if (!t || !r) return
    for (let i = 0; i < spaces.length; i++) {
      const s = spaces[i]
      if (!s) continue
      const [x, , z] = s.position
      placeInstance(r, i, x, 0.02, z, 1)
      const pose = dropPose(kit.timeline, kit.timeline.signDrops.get(i), 0.6, 6, s.gained, at)
      placeInstance(t, i, x, 0.13 + pose.lift, z, pose.scale)
    }
    t.instanceMatrix.needsUpdate = true
    r.instanceMatrix.needsUpdate = true
  })
  const count = Math.max(spaces.length, 1)
  return (
    <group name="elder-signs">
      <instancedMesh ref={rings} args={[SPACE, SPACE_MATERIAL, count]} />
      <instancedMesh ref={tokens} args={[TOKEN, [SIDE, top, SIDE], count]} castShadow />
    </group>
  )
}
