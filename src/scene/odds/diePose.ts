// What the advice's marks share: where a die lies now, and the tags' place under the page's panels.
import { Quaternion, Vector3 } from 'three'
import type { Vec3 } from '../layout/tablePlan.ts'
import type { HandsKit } from '../hands/handsKit.ts'
import { TRAY_PLACE } from '../hands/trayPlace.ts'

/** The tags stay under the DOM panels (the HUD is z-index 5). */
export const UNDER_PANELS: [number, number] = [1, 0]

/** The advice's green: the dice rings, the best row's outline, the panel's best choice. */
export const ADVICE_GREEN = '#5fcf98'

const TRAY_OFFSET = new Vector3(TRAY_PLACE.x, TRAY_PLACE.y, TRAY_PLACE.z)
const turn = new Quaternion()

/** Where die `id` lies now: in the tray where its physics laid it, else at its resting place. */
export function diePose(hands: HandsKit, id: number, rest: Vec3, out: Vector3): Vector3 {
  if (hands.tray?.pose(id, out, turn)) return out.add(TRAY_OFFSET)
  return out.set(rest[0], rest[1], rest[2])
}
