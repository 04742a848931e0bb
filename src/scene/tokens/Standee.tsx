// An investigator's standee: a coloured upright card with the investigator's initial on a round base. It falls
// over when the investigator is devoured (from the `investigatorDevoured` event).
import { useRef } from 'react'
import { useAtomValue } from 'jotai'
import { useFrame } from '@react-three/fiber'
import { BoxGeometry, CylinderGeometry, MeshStandardMaterial, type Group } from 'three'
import { STANDEE } from '../layout/tablePlan.ts'
import { sceneCatalogAtom } from '../game/sceneAtoms.ts'
import { useSceneKit } from '../game/sceneKit.ts'
import { now, progress } from '../game/sceneTimeline.ts'
import { STANDEE_COLOURS } from '../cards/drawSmallFaces.ts'
import { TITLE_FONT } from '../cards/cardCanvas.ts'
import { useFaceTexture } from '../cards/useFaceTexture.ts'
import type { Vec3 } from '../layout/tablePlan.ts'

const BASE = new CylinderGeometry(0.8, 0.9, 0.3, 24)
const BOARD = new BoxGeometry(STANDEE.width, STANDEE.height, 0.08)
const BASE_MATERIAL = new MeshStandardMaterial({ color: '#1d1510', roughness: 0.6, metalness: 0.2 })

export type StandeeProps = {
  readonly player: number
  readonly investigatorId: string | null
  readonly colour: number
  readonly fallen: boolean
  readonly position: Vec3
}

export function Standee({ player, investigatorId, colour, fallen, position }: StandeeProps) {
  const cat = useAtomValue(sceneCatalogAtom)
  const name = investigatorId && cat ? cat.investigator(investigatorId).name : '?'
  const initial = name
    .replace(/^(The |Dr\.? |Professor )/, '')
    .charAt(0)
    .toUpperCase()
  const fill = STANDEE_COLOURS[colour % STANDEE_COLOURS.length] ?? '#888'
  const texture = useFaceTexture(`standee:${fill}:${initial}`, STANDEE.width, STANDEE.height, (ctx) => {
    const { width: w, height: h } = ctx.canvas
    ctx.fillStyle = fill
    ctx.fillRect(0, 0, w, h)
    ctx.strokeStyle = '#f3e6c4'
    ctx.lineWidth = 6
    ctx.strokeRect(4, 4, w - 8, h - 8)
    ctx.fillStyle = '#fbf3dc'
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
    ctx.font = `${Math.round(w * 0.8)}px ${TITLE_FONT}`
    ctx.fillText(initial, w / 2, h * 0.42)
  })
  const kit = useSceneKit()
  const tilt = useRef<Group>(null)
  useFrame(() => {
    const g = tilt.current
    if (!g) return
    const start = kit.timeline.falls.get(player)
    const p = fallen ? (start === undefined ? 1 : progress(start, kit.timeline.reduced ? 0.2 : 0.8, now())) : 0
    g.rotation.x = (p * Math.PI) / 2 - 0.08
  })
  return (
    <group position={position as [number, number, number]} name={`standee-${player}`}>
      <mesh geometry={BASE} material={BASE_MATERIAL} position={[0, 0.15, 0]} castShadow />
      <group ref={tilt} position={[0, 0.3, 0]}>
        <mesh geometry={BOARD} position={[0, STANDEE.height / 2, 0]} castShadow>
          <meshStandardMaterial attach="material" map={texture} roughness={0.7} />
        </mesh>
      </group>
    </group>
  )
}
