// The reflections of the room on brass, glass, dice and waxed wood: an HDR (half-float) cube map that drei renders
// once, on the first frame, from a handful of light shapes placed where the room's lights are (the warm lamp over
// the table, the window's moonlight, the candles, the dark panelled walls). Nothing is downloaded: the game plays
// offline and no CDN preset is fetched, and the picture stays the room's own (docs/look.md).
import { Environment, Lightformer } from '@react-three/drei'

export function RoomEnvironment() {
  return (
    <Environment frames={1} resolution={128} environmentIntensity={0.45}>
      <color attach="background" args={['#0b0c10']} />
      <Lightformer form="rect" color="#ffd9a0" intensity={2.5} position={[-3, 8, 4]} scale={[5, 3, 1]} target />
      <Lightformer form="rect" color="#9fb4ff" intensity={3} position={[5, 4, -9]} scale={[3, 7, 1]} target />
      <Lightformer form="circle" color="#ffb469" intensity={2.5} position={[-7, 1, -3]} scale={1.2} target />
      <Lightformer form="rect" color="#3a2212" intensity={0.6} position={[0, -2, 10]} scale={[20, 3, 1]} target />
    </Environment>
  )
}
