// The tray as it stands on the game's table: the tray page's felt and walls (TrayFeltAndWalls) on a low base, the
// same inner size as the physics tray, without that page's strip of table around it.
import { TRAY } from '../../physics/physicsConfig.ts'
import { TRAY_WALL, TrayFeltAndWalls } from '../tray/TrayBox.tsx'
import { TRAY_PLACE } from './trayPlace.ts'

/** The walls are drawn lower than the tray page's: the physics walls behind them are invisible and reach the lid. */
const WALL_HEIGHT = 1.7

export function TableTrayBox() {
  return (
    <group name="table-dice-tray" position={[TRAY_PLACE.x, TRAY_PLACE.y, TRAY_PLACE.z]}>
      <mesh receiveShadow position={[0, -TRAY_PLACE.y / 2, 0]}>
        <boxGeometry args={[TRAY.width + 2 * TRAY_WALL, TRAY_PLACE.y, TRAY.depth + 2 * TRAY_WALL]} />
        <meshStandardMaterial color="#2b1a0d" roughness={0.7} />
      </mesh>
      <TrayFeltAndWalls wallHeight={WALL_HEIGHT} wallColor="#5c3a1e" />
    </group>
  )
}
