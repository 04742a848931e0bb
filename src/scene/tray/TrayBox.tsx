import { TRAY } from '../../physics/index.ts'

/** Visible wall thickness; the physics walls behind them are thicker and reach up to the invisible lid. */
const WALL = 1.2

/** The tray as seen: worn felt inside dark wooden walls, on a strip of table. The lid is never drawn. */
export function TrayBox() {
  const outerW = TRAY.width + 2 * WALL
  const outerD = TRAY.depth + 2 * WALL
  const h = TRAY.wallHeight
  return (
    <group name="dice-tray">
      <mesh receiveShadow position={[0, -0.6, 0]}>
        <boxGeometry args={[outerW + 30, 1.2, outerD + 24]} />
        <meshStandardMaterial color="#24150b" roughness={0.75} />
      </mesh>
      <mesh receiveShadow rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.001, 0]}>
        <planeGeometry args={[TRAY.width, TRAY.depth]} />
        <meshStandardMaterial color="#1a3b2b" roughness={1} />
      </mesh>
      {[
        [0, -(TRAY.depth + WALL) / 2, outerW, WALL],
        [0, (TRAY.depth + WALL) / 2, outerW, WALL],
        [-(TRAY.width + WALL) / 2, 0, WALL, TRAY.depth],
        [(TRAY.width + WALL) / 2, 0, WALL, TRAY.depth],
      ].map(([x, z, w, d]) => (
        <mesh key={`${x}:${z}`} castShadow receiveShadow position={[x!, h / 2, z!]}>
          <boxGeometry args={[w!, h, d!]} />
          <meshStandardMaterial color="#4a2d17" roughness={0.6} />
        </mesh>
      ))}
    </group>
  )
}
