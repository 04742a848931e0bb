// Which part of the default view the camera frames in the room the panels leave (issue 41, a phone). Upright, the
// whole table's 16:9 view leaves the ring a third of the width: the table is framed to the width instead (the ring
// and the investigator's card before it). Where the whole table would draw the ring too small to read (a smaller
// phone, a phone on its side, the guide's note taking half the screen), or presenting in a room narrower than 16:9:
// the ring, the tray and the investigator's card. In the close-up of the dice in play, where the usual frame would
// draw a die smaller than a finger can pick (`SMALL_DIE`), the dice waiting to be thrown or tumbling are framed in
// the tray alone, and once they lie the card in play, the dice where they lie and the investigator's card, without
// the clue column beside it. Worked out from the default camera when the view changes (the room, a throw, the dice
// come to rest), never per frame.
import { PerspectiveCamera, Vector3 } from 'three'
import { GAME_CAMERA } from '../../state/gameCamera.ts'
import { CLOSE_UP_BELOW, DEFAULT_FRAME, TABLE_ASPECT, type Rect, type ViewFrame } from '../../state/tableFrame.ts'
import { CARD, DIE, INVESTIGATOR, OUTER_ARC, RING } from '../layout/tablePlan.ts'
import { TRAY_FELT, TRAY_PLACE } from '../hands/trayPlace.ts'
import { FOCUS } from '../layout/ringPose.ts'
import { closeUpFrame } from './closeUpFrame.ts'
import type { SceneKit } from './sceneKit.ts'

type Point = readonly [number, number, number]

let camera: PerspectiveCamera | null = null
const p = new Vector3()

function view(): PerspectiveCamera {
  if (camera) return camera
  camera = new PerspectiveCamera(GAME_CAMERA.fov, 1, 1, 700)
  camera.position.set(...GAME_CAMERA.position)
  camera.lookAt(...GAME_CAMERA.target)
  camera.updateMatrixWorld()
  return camera
}

/** The part of the default view that holds `points`, with `margin` of its size around them. */
function frameOf(points: readonly Point[], margin: number): ViewFrame {
  let [u0, u1, v0, v1] = [Infinity, -Infinity, Infinity, -Infinity]
  for (const point of points) {
    p.set(...point).project(view())
    ;[u0, u1, v0, v1] = [Math.min(u0, p.x), Math.max(u1, p.x), Math.min(v0, p.y), Math.max(v1, p.y)]
  }
  const du = (u1 - u0) * margin
  const dv = (v1 - v0) * margin
  return { u0: u0 - du, u1: u1 + du, v0: v0 - dv, v1: v1 + dv }
}

/** The corners of a flat rectangle centred at (x, z), `w` across and `h` deep. */
const corners = (x: number, z: number, w: number, h: number, y = 0): Point[] => [
  [x - w / 2, y, z - h / 2],
  [x + w / 2, y, z - h / 2],
  [x - w / 2, y, z + h / 2],
  [x + w / 2, y, z + h / 2],
]

/** Every corner of the six ring cards lying at their places (1 at XII, then clockwise). */
function ringCorners(): Point[] {
  const out: Point[] = []
  for (let i = 0; i < RING.places; i++) {
    const a = (i * 2 * Math.PI) / RING.places
    const [cx, cz] = [RING.centre[0] + RING.radius * Math.sin(a), RING.centre[2] - RING.radius * Math.cos(a)]
    for (const [dx, dz] of [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ] as const) {
      const [x, z] = [(dx * CARD.width) / 2, (dz * CARD.height) / 2]
      out.push([cx + x * Math.cos(a) - z * Math.sin(a), 0, cz + x * Math.sin(a) + z * Math.cos(a)])
    }
  }
  return out
}

const cache = new Map<string, ViewFrame>()
const once = (key: string, make: () => ViewFrame) => cache.get(key) ?? cache.set(key, make()).get(key)!

/** Upright: the ring and the investigator's card before it (the Ancient One's figures are in the status bar). */
export const uprightFrame = (): ViewFrame =>
  once('upright', () =>
    frameOf(
      [
        ...ringCorners(),
        ...corners(INVESTIGATOR.centre[0], INVESTIGATOR.centre[2], INVESTIGATOR.width, INVESTIGATOR.height),
      ],
      0.02,
    ),
  )

/**
 * The ring with the two nearest other worlds, the tray and the investigator's card: where the whole table would draw
 * the ring too small (`SMALL_RING`), and presenting in a room narrower than the table's 16:9, where the whole view
 * drew the ring so small that presentation's larger plaques stacked in a column over the clock. This draws it half as
 * large again, the clock in the middle. The entrance, the decks and the Ancient One's card lie beyond it (the status
 * bar shows the doom, the actions go to the entrance).
 */
export const ringFrame = (): ViewFrame =>
  once('ring', () => {
    const { x0, x1, z0, z1 } = TRAY_FELT
    const worlds = OUTER_ARC.angles
      .slice(0, 2)
      .flatMap((a) =>
        corners(
          RING.centre[0] + OUTER_ARC.radius * Math.sin(a),
          RING.centre[2] - OUTER_ARC.radius * Math.cos(a),
          CARD.height,
          CARD.height,
        ),
      )
    const f = frameOf(
      [...ringCorners(), ...worlds, ...corners(TRAY_PLACE.x, TRAY_PLACE.z, x1 - x0, z1 - z0), ...investigatorCard()],
      0.03,
    )
    // Across, as much each side of the clock: the dial stays in the middle of the room.
    const half = Math.max(-f.u0, f.u1)
    return { ...f, u0: -half, u1: half }
  })

/**
 * The tray's felt, where the dice wait to be thrown and tumble: across it at its middle (its nearest corners, drawn
 * a little wider, are cut by a hair), from its far wall's top to its near edge.
 */
export const trayFrame = (): ViewFrame =>
  once('tray', () => {
    const { x0, x1, z0, z1 } = TRAY_FELT
    const y = TRAY_PLACE.y
    return frameOf(
      [
        [x0, y, TRAY_PLACE.z],
        [x1, y, TRAY_PLACE.z],
        [TRAY_PLACE.x, y + 3, z0],
        [TRAY_PLACE.x, y, z1],
      ],
      0,
    )
  })

/** The card in play held up at the front of the ring: a box around it, from the table to its raised edge. */
function heldCard(): Point[] {
  const front = RING.centre[2] + (RING.radius + FOCUS.out)
  const [w0, h0] = [CARD.width * FOCUS.scale, CARD.height * FOCUS.scale]
  const top = FOCUS.lift + h0 * Math.sin(FOCUS.tilt)
  return [...corners(0, front, w0, h0), ...corners(0, front, w0, h0, top)]
}

const investigatorCard = (): Point[] =>
  corners(INVESTIGATOR.centre[0], INVESTIGATOR.centre[2], INVESTIGATOR.width, INVESTIGATOR.height)

/** The dice lying: the card in play held up, the tray and the investigator's card, not the clue column. */
export const narrowCloseUpFrame = (): ViewFrame =>
  once('narrow', () => {
    const [w, d] = [TRAY_FELT.x1 - TRAY_FELT.x0, TRAY_FELT.z1 - TRAY_FELT.z0]
    return frameOf([...heldCard(), ...corners(TRAY_PLACE.x, TRAY_PLACE.z, w, d), ...investigatorCard()], 0.03)
  })

/**
 * The dice lying where they came to rest (table coordinates, x and z): the card in play held up, the dice with a
 * die's width around each, and the investigator's card. Dice that lie together are drawn larger than the whole tray
 * would let them be.
 */
export function diceCloseUpFrame(dice: readonly { readonly x: number; readonly z: number }[]): ViewFrame {
  const around = dice.flatMap((d) => corners(d.x, d.z, 3 * DIE, 3 * DIE))
  return frameOf([...heldCard(), ...around, ...investigatorCard()], 0.03)
}

/** A die's edge in the default view's units, at the tray's middle. */
function dieInView(): number {
  p.set(TRAY_PLACE.x, TRAY_PLACE.y, TRAY_PLACE.z).project(view())
  const u = p.x
  p.set(TRAY_PLACE.x + DIE, TRAY_PLACE.y, TRAY_PLACE.z).project(view())
  return p.x - u
}

/** The pixels a die in the tray spans when `frame` is drawn as large as fits in `room`. */
export function dieDrawn(room: Rect, frame: ViewFrame): number {
  const scale = Math.min(room.width / (frame.u1 - frame.u0), room.height / (frame.v1 - frame.v0))
  return scale * dieInView()
}

/** Below this many pixels a die is too small to pick by finger: the close-up frames less around it. */
export const SMALL_DIE = 18

/** A room about as tall as it is wide, or taller, on a small screen (a phone upright, its sheet at peek). */
const isUpright = (room: Rect) => room.width < CLOSE_UP_BELOW && room.width <= room.height * 1.1

/** The pixels the ring spans across, its cards included, when `frame` is drawn as large as fits in `room`. */
export function ringDrawn(room: Rect, frame: ViewFrame): number {
  const scale = Math.min(room.width / (frame.u1 - frame.u0), room.height / (frame.v1 - frame.v0))
  const ring = once('ring alone', () => frameOf(ringCorners(), 0))
  return scale * (ring.u1 - ring.u0)
}

/**
 * Below this many pixels across, the whole table's ring is too small to play on: a card of it is drawn under 30 px
 * wide, its rows unreadable and its plaques crowding the clock (a 360×740 phone drew it 135 px across, a phone on its
 * side 181; a 1024×768 desk draws it 256).
 */
export const SMALL_RING = 220

/**
 * The frames the camera eases between in `room`: the whole table, and the close-up of the dice in play. `lying`: where
 * the dice lie once thrown (table x, z; empty when unknown): a phone's close-up fits them, not the whole tray.
 */
export function viewFramesFor(
  room: Rect,
  throwPending: boolean,
  lying: readonly { readonly x: number; readonly z: number }[] = [],
  presenting = false,
): { readonly whole: ViewFrame; readonly closeUp: ViewFrame; readonly names: Omit<SceneKit['frames'], 'eased'> } {
  const upright = isUpright(room)
  const near =
    !upright && ((presenting && room.width < room.height * TABLE_ASPECT) || ringDrawn(room, DEFAULT_FRAME) < SMALL_RING)
  const whole = upright ? uprightFrame() : near ? ringFrame() : DEFAULT_FRAME
  const names = { whole: upright ? 'upright' : near ? 'ring' : 'table', closeUp: 'dice' } as const
  if (dieDrawn(room, closeUpFrame()) >= SMALL_DIE) return { whole, closeUp: closeUpFrame(), names }
  if (throwPending) return { whole, closeUp: trayFrame(), names: { ...names, closeUp: 'tray' } }
  const closeUp = lying.length > 0 ? diceCloseUpFrame(lying) : narrowCloseUpFrame()
  return { whole, closeUp, names: { ...names, closeUp: 'narrow' } }
}
