// The tray as it stands on the game's table: worn felt inside dark wooden walls on a low base. The same inner size
// as the physics tray (and as the tray page's TrayBox), without that page's strip of table around it.
import { TRAY } from '../../physics/physicsConfig.ts'
import { TRAY_PLACE } from './trayPlace.ts'

const WALL = 1.2
/** The walls are drawn lower than the tray page's: the physics walls behind them are invisible and reach the lid. */
const WALL_HEIGHT = 2.2

export function TableTrayBox() {
  const outerW = TRAY.width + 2 * WALL
  const outerD = TRAY.depth + 2 * WALL
  const h = WALL_HEIGHT
  return (
    <group name="table-dice-tray" position={[TRAY_PLACE.x, TRAY_PLACE.y, TRAY_PLACE.z]}>
      <mesh receiveShadow position={[0, -TRAY_PLACE.y / 2, 0]}>
        <boxGeometry args={[outerW, TRAY_PLACE.y, outerD]} />
        <meshStandardMaterial color="#2b1a0d" roughness={0.7} />
      </mesh>
      <mesh receiveShadow rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.002, 0]}>
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
          <meshStandardMaterial color="#5c3a1e" roughness={0.55} />
        </mesh>
      ))}
    </group>
  )
}
