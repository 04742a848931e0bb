// What the player sees of their controllers and hands: a small brass bead where the hand holds, a faint ray
// forward, and for tracked hands a bead at the thumb and the index tip. Drawn from a few primitives, nothing
// loaded. Rendered by @react-three/xr inside each input's target-ray space, in metres.
import { XRSpace, useXRInputSourceStateContext } from '@react-three/xr'

const BEAD = '#d9b15f'

function Ray() {
  return (
    <mesh position={[0, 0, -0.25]}>
      <boxGeometry args={[0.002, 0.002, 0.5]} />
      <meshBasicMaterial color="#f3e2b8" transparent opacity={0.45} depthWrite={false} toneMapped={false} />
    </mesh>
  )
}

export function XrControllerModel() {
  return (
    <group>
      <mesh rotation={[Math.PI / 2, 0, 0]} position={[0, 0, 0.04]}>
        <cylinderGeometry args={[0.012, 0.016, 0.09, 10]} />
        <meshBasicMaterial color="#2a211a" toneMapped={false} />
      </mesh>
      <mesh>
        <sphereGeometry args={[0.012, 12, 8]} />
        <meshBasicMaterial color={BEAD} toneMapped={false} />
      </mesh>
      <Ray />
    </group>
  )
}

export function XrHandModel() {
  const state = useXRInputSourceStateContext('hand')
  const hand = state.inputSource.hand
  const thumb = hand.get('thumb-tip')
  const index = hand.get('index-finger-tip')
  return (
    <group>
      <Ray />
      {[thumb, index].map((space, i) =>
        space ? (
          // Joint spaces are relative to the reference space, not the ray: the portal's space context places them.
          <XRSpace key={i} space={space}>
            <mesh>
              <sphereGeometry args={[0.008, 10, 6]} />
              <meshBasicMaterial color={BEAD} toneMapped={false} />
            </mesh>
          </XRSpace>
        ) : null,
      )}
    </group>
  )
}
