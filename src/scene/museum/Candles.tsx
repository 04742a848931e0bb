// Three pillar candles on a brass tray at the felt's far-left corner: the warm light that flickers. The flicker (flicker.ts)
// is read only on frames something else asked for — dice tumbling, cards turning, presentation's drift — and never
// asks for a frame itself, so an idle table still draws nothing (frameloop "demand"). Reduced motion: steady light.
import { useRef } from 'react'
import { useAtomValue } from 'jotai'
import { useFrame } from '@react-three/fiber'
import { CylinderGeometry, MeshBasicMaterial, MeshStandardMaterial, Object3D, SphereGeometry } from 'three'
import type { InstancedMesh, PointLight } from 'three'
import { reducedMotionAtom } from '../../state/uiAtoms.ts'
import { useSceneKit } from '../game/sceneKit.ts'
import { now, progress } from '../game/sceneTimeline.ts'
import { CANDLES } from './roomPlan.ts'
import { flicker } from './flicker.ts'
import { BRASS } from '../materials/brassMaterials.ts'
import { useSurfaceDetail } from '../materials/useSurfaceDetail.ts'
import { mergeParts, placed } from './mergeParts.ts'
import { useMergedParts } from './useMergedParts.ts'

const WAX = new MeshStandardMaterial({ color: '#cbb994', roughness: 0.6, emissive: '#6b3a10', emissiveIntensity: 0.15 })
const FLAME = new MeshBasicMaterial({ color: '#ffc070', toneMapped: false })
/** A pillar candle 1 unit tall (scaled to each candle's height). */
const CANDLE = new CylinderGeometry(0.95, 1, 1, 20)
const FLAME_SHAPE = new SphereGeometry(0.4, 12, 8)
const FLAME_STRETCH = 2.2

/** The three candles' wax as one geometry (one draw, one shadow caster). */
function buildWax() {
  const parts = CANDLES.candles.map(([x, z, h]) => ({
    geometry: CANDLE,
    matrix: placed([x, 0.6 + h / 2, z], undefined, [1, h, 1]),
  }))
  return new Map([['wax', mergeParts(parts)]])
}

/** Poses each flame (one instance each of one mesh) before its matrix is written. */
const flame = new Object3D()

/** Candela at the flames (1 unit = 1 cm, so a few hundred lights the rim and the felt's near corner). */
const GLOW = 450
const SEED = 3

export function Candles() {
  const light = useRef<PointLight>(null)
  const flames = useRef<InstancedMesh>(null)
  const wax = useMergedParts(buildWax, [])?.get('wax')
  const kit = useSceneKit()
  const reduced = useAtomValue(reducedMotionAtom)
  useSurfaceDetail() // the tray's brass wears its detail while the candles stand
  useFrame((state) => {
    const { start, duration } = kit.timeline.darken
    const p = progress(start, duration, now())
    const dim = p > 0 && p < 1 ? 1 - 0.8 * Math.sin(p * Math.PI) : 1
    const t = state.clock.elapsedTime
    if (light.current) light.current.intensity = GLOW * (reduced ? 1 : flicker(t, SEED)) * dim
    const f = flames.current
    if (!f) return
    CANDLES.candles.forEach(([x, z, h], i) => {
      flame.position.set(x, 1.4 + h, z)
      flame.scale.set(1, FLAME_STRETCH * (reduced ? 1 : flicker(t, SEED + i + 1)), 1)
      flame.updateMatrix()
      f.setMatrixAt(i, flame.matrix)
    })
    f.instanceMatrix.needsUpdate = true
  })
  const tallest = Math.max(...CANDLES.candles.map(([, , h]) => h))
  return (
    <group name="candles" position={CANDLES.centre as [number, number, number]}>
      <mesh material={BRASS} castShadow receiveShadow position={[0, 0.3, 0]}>
        <cylinderGeometry args={[CANDLES.tray, CANDLES.tray + 0.3, 0.6, 32]} />
      </mesh>
      {wax && <mesh material={WAX} geometry={wax} castShadow />}
      <instancedMesh ref={flames} args={[FLAME_SHAPE, FLAME, CANDLES.candles.length]} frustumCulled={false} />
      <pointLight ref={light} position={[0, tallest + 3, 0]} color="#ffb469" intensity={GLOW} decay={2} distance={0} />
    </group>
  )
}
