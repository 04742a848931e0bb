// Three pillar candles on a brass tray at the felt's far-left corner: the warm light that flickers. The flicker (flicker.ts)
// is read only on frames something else asked for — dice tumbling, cards turning, presentation's drift — and never
// asks for a frame itself, so an idle table still draws nothing (frameloop "demand"). Reduced motion: steady light.
import { useRef } from 'react'
import { useAtomValue } from 'jotai'
import { useFrame } from '@react-three/fiber'
import { CylinderGeometry, MeshBasicMaterial, MeshStandardMaterial, SphereGeometry } from 'three'
import type { Group, PointLight } from 'three'
import { reducedMotionAtom } from '../../state/uiAtoms.ts'
import { useSceneKit } from '../game/sceneKit.ts'
import { now, progress } from '../game/sceneTimeline.ts'
import { CANDLES } from './roomPlan.ts'
import { flicker } from './flicker.ts'
import { BRASS } from '../materials/brassMaterials.ts'
import { useSurfaceDetail } from '../materials/useSurfaceDetail.ts'

const WAX = new MeshStandardMaterial({ color: '#cbb994', roughness: 0.6, emissive: '#6b3a10', emissiveIntensity: 0.15 })
const FLAME = new MeshBasicMaterial({ color: '#ffc070', toneMapped: false })
/** A pillar candle 1 unit tall (scaled to each candle's height). */
const CANDLE = new CylinderGeometry(0.95, 1, 1, 20)
const FLAME_SHAPE = new SphereGeometry(0.4, 12, 8)
const FLAME_STRETCH = 2.2

/** Candela at the flames (1 unit = 1 cm, so a few hundred lights the rim and the felt's near corner). */
const GLOW = 450
const SEED = 3

export function Candles() {
  const light = useRef<PointLight>(null)
  const flames = useRef<Group>(null)
  const kit = useSceneKit()
  const reduced = useAtomValue(reducedMotionAtom)
  useSurfaceDetail() // the tray's brass wears its detail while the candles stand
  useFrame((state) => {
    const { start, duration } = kit.timeline.darken
    const p = progress(start, duration, now())
    const dim = p > 0 && p < 1 ? 1 - 0.8 * Math.sin(p * Math.PI) : 1
    const t = state.clock.elapsedTime
    if (light.current) light.current.intensity = GLOW * (reduced ? 1 : flicker(t, SEED)) * dim
    flames.current?.children.forEach((flame, i) => {
      flame.scale.set(1, FLAME_STRETCH * (reduced ? 1 : flicker(t, SEED + i + 1)), 1)
    })
  })
  const tallest = Math.max(...CANDLES.candles.map(([, , h]) => h))
  return (
    <group name="candles" position={CANDLES.centre as [number, number, number]}>
      <mesh material={BRASS} castShadow receiveShadow position={[0, 0.3, 0]}>
        <cylinderGeometry args={[CANDLES.tray, CANDLES.tray + 0.3, 0.6, 32]} />
      </mesh>
      {CANDLES.candles.map(([x, z, h]) => (
        <mesh
          key={`${x},${z}`}
          material={WAX}
          geometry={CANDLE}
          castShadow
          scale={[1, h, 1]}
          position={[x, 0.6 + h / 2, z]}
        />
      ))}
      <group ref={flames}>
        {CANDLES.candles.map(([x, z, h]) => (
          <mesh
            key={`${x},${z}`}
            material={FLAME}
            geometry={FLAME_SHAPE}
            position={[x, 1.4 + h, z]}
            scale={[1, FLAME_STRETCH, 1]}
          />
        ))}
      </group>
      <pointLight ref={light} position={[0, tallest + 3, 0]} color="#ffb469" intensity={GLOW} decay={2} distance={0} />
    </group>
  )
}
