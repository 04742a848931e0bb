import { OrbitControls } from '@react-three/drei'
import { MuseumClock } from './MuseumClock'
import { MuseumLights } from './MuseumLights'
import { MuseumTable } from './MuseumTable'

/** Everything on the table. Orbit limits keep the camera above the felt and at a reading distance. */
export function TableScene() {
  return (
    <>
      <color attach="background" args={['#07070a']} />
      <fog attach="fog" args={['#07070a', 150, 320]} />
      <MuseumLights />
      <MuseumTable />
      <MuseumClock hour={12} />
      <OrbitControls
        makeDefault
        target={[0, 0, 0]}
        enablePan={false}
        minDistance={25}
        maxDistance={140}
        minPolarAngle={0.15}
        maxPolarAngle={1.25}
      />
    </>
  )
}
