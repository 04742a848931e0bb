// Where the tray page's camera stands and looks.
import { DIE_SIZE } from '../../physics/index.ts'

/** The tray's fixed camera, from the player's side and above; browser tests project dice with it too. */
export const TRAY_CAMERA = {
  position: [0, 25, 15.5] as [number, number, number],
  /** Where it looks: the middle of the felt, a little toward the player. */
  target: [0, 0, 1] as [number, number, number],
  fov: 42,
  /** Height above the felt at which held dice hang under the pointer. */
  holdHeight: DIE_SIZE * 3,
} as const
