/** A warm key light as from a desk lamp, a cool moonlit rim, and a little fill so shadows are never black. */
export function MuseumLights() {
  return (
    <>
      <hemisphereLight args={['#8fa3c8', '#2a1a0c', 0.8]} />
      <spotLight
        position={[-25, 85, 45]}
        angle={0.7}
        penumbra={0.6}
        intensity={26000}
        decay={2}
        color="#ffd9a0"
        castShadow
        shadow-mapSize={[2048, 2048]}
        shadow-bias={-0.0004}
      />
      <directionalLight position={[60, 40, -70]} intensity={1.4} color="#7f9cff" />
    </>
  )
}
