// The tray as drawn: felt and wooden walls (shared with the table's tray) on a strip of table.
import { TRAY } from '../../physics/index.ts'

/** Visible wall thickness; the physics walls behind them are thicker and reach up to the invisible lid. */
export const TRAY_WALL = 1.2

/** The tray's felt and its four wooden walls, centred on the tray's origin (felt at y = 0). */
export function TrayFeltAndWalls({
  wallHeight,
  wallColor,
}: {
  readonly wallHeight: number
  readonly wallColor: string
}) {
  const outerW = TRAY.width + 2 * TRAY_WALL
  return (
    <>
      <mesh receiveShadow rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.002, 0]}>
        <planeGeometry args={[TRAY.width, TRAY.depth]} />
        <meshStandardMaterial color="#1a3b2b" roughness={1} />
      </mesh>
      {[
        [0, -(TRAY.depth + TRAY_WALL) / 2, outerW, TRAY_WALL],
        [0, (TRAY.depth + TRAY_WALL) / 2, outerW, TRAY_WALL],
        [-(TRAY.width + TRAY_WALL) / 2, 0, TRAY_WALL, TRAY.depth],
        [(TRAY.width + TRAY_WALL) / 2, 0, TRAY_WALL, TRAY.depth],
      ].map(([x, z, w, d]) => (
        <mesh key={`${x}:${z}`} castShadow receiveShadow position={[x!, wallHeight / 2, z!]}>
          <boxGeometry args={[w!, wallHeight, d!]} />
          <meshStandardMaterial color={wallColor} roughness={0.6} />
        </mesh>
      ))}
    </>
  )
}

/** The tray as seen: worn felt inside dark wooden walls, on a strip of table. The lid is never drawn. */
export function TrayBox() {
  const outerW = TRAY.width + 2 * TRAY_WALL
  const outerD = TRAY.depth + 2 * TRAY_WALL
  return (
    <group name="dice-tray">
      <mesh receiveShadow position={[0, -0.6, 0]}>
        <boxGeometry args={[outerW + 30, 1.2, outerD + 24]} />
        <meshStandardMaterial color="#24150b" roughness={0.75} />
      </mesh>
      <TrayFeltAndWalls wallHeight={TRAY.wallHeight} wallColor="#4a2d17" />
    </group>
  )
}
