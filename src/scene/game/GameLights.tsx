// The museum's lights for a game: the warm lamp, the moonlit rim and a fill, dimmed for a beat when the clock
// strikes midnight (from the timeline, in useFrame).
import { useRef } from 'react'
import { useFrame } from '@react-three/fiber'
import type { DirectionalLight, HemisphereLight, SpotLight } from 'three'
import { useSceneKit } from './sceneKit.ts'
import { now, progress } from './sceneTimeline.ts'

const LAMP = 30000
const MOON = 1.4
const FILL = 0.85

export function GameLights() {
  const lamp = useRef<SpotLight>(null)
  const moon = useRef<DirectionalLight>(null)
  const fill = useRef<HemisphereLight>(null)
  const kit = useSceneKit()
  useFrame(() => {
    const { start, duration } = kit.timeline.darken
    const p = progress(start, duration, now())
    const dim = p > 0 && p < 1 ? 1 - 0.8 * Math.sin(p * Math.PI) : 1
    if (lamp.current) lamp.current.intensity = LAMP * dim
    if (moon.current) moon.current.intensity = MOON * (2 - dim)
    if (fill.current) fill.current.intensity = FILL * dim
  })
  return (
    <>
      <hemisphereLight ref={fill} args={['#8fa3c8', '#2a1a0c', FILL]} />
      <spotLight
        ref={lamp}
        position={[-30, 95, 55]}
        angle={0.75}
        penumbra={0.6}
        intensity={LAMP}
        decay={2}
        color="#ffd9a0"
        castShadow
        shadow-mapSize={[2048, 2048]}
        shadow-bias={-0.0004}
      />
      <directionalLight ref={moon} position={[60, 40, -70]} intensity={MOON} color="#7f9cff" />
    </>
  )
}
