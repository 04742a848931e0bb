// The close-up of the dice in play, shown while an adventure of the ring is resolved (state/tableFrame.ts
// `closeUpAtom`): the card in play held up at the front of the ring, the tray, and the investigator's card with its
// clue tokens and what they carry, as a part of the default view (`ViewFrame`). Worked out once from the default
// camera, never per frame.
import { PerspectiveCamera, Vector3 } from 'three'
import { GAME_CAMERA } from '../../state/gameCamera.ts'
import type { ViewFrame } from '../../state/tableFrame.ts'
import { CARD, CLUES, INVESTIGATOR, RING } from '../layout/tablePlan.ts'
import { TRAY_FELT } from '../hands/trayPlace.ts'

/** A little room around what is framed, so a die at the tray's wall is not at the screen's edge. */
const MARGIN = 0.05

let frame: ViewFrame | null = null

/** The part of the default view that holds the card in focus, the pool, the tray and the investigator's card. */
export function closeUpFrame(): ViewFrame {
  if (frame) return frame
  const camera = new PerspectiveCamera(GAME_CAMERA.fov, 1, 1, 700)
  camera.position.set(...GAME_CAMERA.position)
  camera.lookAt(...GAME_CAMERA.target)
  camera.updateMatrixWorld()
  const front = RING.centre[2] + RING.radius
  // Left, the clue tokens (spent on a reroll); right, the tray's far wall.
  const xs = [CLUES.origin[0] - CLUES.token / 2, TRAY_FELT.x1]
  const zs = [Math.min(front - CARD.height / 2, TRAY_FELT.z0), INVESTIGATOR.centre[2] + INVESTIGATOR.height / 2]
  let [u0, u1, v0, v1] = [Infinity, -Infinity, Infinity, -Infinity]
  const p = new Vector3()
  for (const x of xs)
    for (const z of zs)
      for (const y of [0, 3]) {
        p.set(x, y, z).project(camera)
        ;[u0, u1, v0, v1] = [Math.min(u0, p.x), Math.max(u1, p.x), Math.min(v0, p.y), Math.max(v1, p.y)]
      }
  const du = (u1 - u0) * MARGIN
  const dv = (v1 - v0) * MARGIN
  frame = { u0: u0 - du, u1: u1 + du, v0: v0 - dv, v1: v1 + dv }
  return frame
}
