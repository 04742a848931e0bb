// Where the dice tray lies on the game's table: one scene, one coordinate system. The tray's physics world is
// centred on its own origin with the felt at y = 0; on the table that origin sits at TRAY_PLACE, unrotated and
// unscaled (both use centimetres), so a body's pose plus this offset is where its die is drawn. The tray stands on
// a wooden base, over the edges of what lies next to it, as a real tray would: 1.4 cm, so the raised inner edge of
// a ring card beside it passes under the base, never up through the felt (tests/scene/layout/ringPose.test.ts).
import { DIE_SIZE, TRAY } from '../../physics/physicsConfig.ts'

/** The tray's centre on the table: in front of the player, right of the card in focus and left of the decks. */
export const TRAY_PLACE = { x: 21.5, y: 1.4, z: 19 } as const

/** The tray's felt on the table, inside its walls (x to the player's right, z toward the player). */
export const TRAY_FELT = {
  x0: TRAY_PLACE.x - TRAY.width / 2,
  x1: TRAY_PLACE.x + TRAY.width / 2,
  z0: TRAY_PLACE.z - TRAY.depth / 2,
  z1: TRAY_PLACE.z + TRAY.depth / 2,
} as const

/** Height above the felt at which dice in the hand hang under the pointer. */
export const HOLD_HEIGHT = DIE_SIZE * 3

/** A table point (x, z) as a point of the tray's felt, clamped inside its walls. */
export function toTray(x: number, z: number): { x: number; z: number } {
  const hw = TRAY.width / 2 - DIE_SIZE
  const hd = TRAY.depth / 2 - DIE_SIZE
  return {
    x: Math.max(-hw, Math.min(hw, x - TRAY_PLACE.x)),
    z: Math.max(-hd, Math.min(hd, z - TRAY_PLACE.z)),
  }
}

/** Whether a table point (x, z) lies over the tray's felt (walls included). */
export function isOverTray(x: number, z: number, slack = 1.2): boolean {
  return Math.abs(x - TRAY_PLACE.x) <= TRAY.width / 2 + slack && Math.abs(z - TRAY_PLACE.z) <= TRAY.depth / 2 + slack
}
