// Where the page's panels leave the table room: the DOM measures its panels (ui/game/useTableFrame.ts), the camera
// draws the table inside what is left (scene/game/GameScene.tsx, `ViewShift`). One rectangle, two readers.
import { atom } from 'jotai'
import { gameStateAtom } from './gameAtoms.ts'
import { presentationAtom } from './presentationAtoms.ts'
import { settingsAtom } from './settingsAtoms.ts'

/** A rectangle in CSS pixels from the window's top left. */
export type Rect = { readonly x: number; readonly y: number; readonly width: number; readonly height: number }

/** The side of the window a panel holds: the table's free room ends at its inner edge. */
export type FrameEdge = 'top' | 'right' | 'bottom' | 'left'

/** The part of the window no panel covers, where the table is drawn; null until the page has measured it. */
export const tableFrameAtom = atom<Rect | null>(null)

/**
 * The shape of the default view the camera was set for (`GAME_CAMERA`): a 16:9 window shows the whole table. In a
 * free room of another shape the same view is drawn as large as fits, centred.
 */
export const TABLE_ASPECT = 16 / 9

/** Below this many pixels either way the free room is too small to frame: the table is drawn in the whole window. */
const MIN_ROOM = 120

/**
 * The free room left by `panels` (each the box of a panel and the edge it holds) in a `width` × `height` window: the
 * top edge ends at the lowest top panel, the right at the leftmost right panel, and so on. A panel that is not on
 * the screen (folded to nothing) takes no room.
 */
export function freeRoom(
  width: number,
  height: number,
  panels: readonly { readonly edge: FrameEdge; readonly box: Rect }[],
): Rect {
  let top = 0
  let left = 0
  let right = width
  let bottom = height
  for (const { edge, box } of panels) {
    if (box.width <= 0 || box.height <= 0) continue
    if (edge === 'top') top = Math.max(top, box.y + box.height)
    else if (edge === 'bottom') bottom = Math.min(bottom, box.y)
    else if (edge === 'left') left = Math.max(left, box.x + box.width)
    else right = Math.min(right, box.x)
  }
  if (right - left < MIN_ROOM || bottom - top < MIN_ROOM) return { x: 0, y: 0, width, height }
  return { x: left, y: top, width: right - left, height: bottom - top }
}

/** A perspective camera's view offset (three's `setViewOffset` arguments but the window's own size). */
export type ViewOffset = {
  readonly fullWidth: number
  readonly fullHeight: number
  readonly offsetX: number
  readonly offsetY: number
}

/**
 * A part of the camera's view in its own units: v runs from -1 (bottom) to 1 (top) of the vertical field of view,
 * u the same way across (a point's normalised device coordinates with the camera's aspect set to 1).
 */
export type ViewFrame = { readonly u0: number; readonly u1: number; readonly v0: number; readonly v1: number }

/** The default view: the whole vertical field of view, `TABLE_ASPECT` wide. */
export const DEFAULT_FRAME: ViewFrame = { u0: -TABLE_ASPECT, u1: TABLE_ASPECT, v0: -1, v1: 1 }

/**
 * The view offset that draws `frame` of the camera's view (by default the whole table, `DEFAULT_FRAME`) as large as
 * fits in `room`, centred there, in a `width` × `height` canvas. The frame's height or width sets the scale; the
 * full view keeps the canvas's aspect so nothing is stretched.
 */
export function viewOffsetFor(room: Rect, width: number, height: number, frame: ViewFrame = DEFAULT_FRAME): ViewOffset {
  // The pixels of the whole vertical field of view, so that the frame fills the room one way and fits the other.
  const fullHeight = Math.min(room.height / ((frame.v1 - frame.v0) / 2), room.width / ((frame.u1 - frame.u0) / 2))
  const fullWidth = fullHeight * (width / height)
  // Where the frame's centre lies in the full view, drawn at the room's centre.
  const x = fullWidth / 2 + ((frame.u0 + frame.u1) / 2) * (fullHeight / 2)
  const y = fullHeight / 2 - ((frame.v0 + frame.v1) / 2) * (fullHeight / 2)
  return { fullWidth, fullHeight, offsetX: x - (room.x + room.width / 2), offsetY: y - (room.y + room.height / 2) }
}

/** Below this drawn width (CSS pixels) the whole table is too small to pick one die out of it by finger: a phone, a
 * tablet held upright under its sheet (765), a small window beside the action column (1024×768: 684). */
export const CLOSE_UP_BELOW = 800

/** Whether the default view drawn in `room` is so small that the dice in play get a close-up (a phone's screen). */
export function wantsCloseUp(room: Rect): boolean {
  return Math.min(room.width, room.height * TABLE_ASPECT) < CLOSE_UP_BELOW
}

/** The frame `t` of the way from `a` to `b` (0: a, 1: b). */
export function frameBetween(a: ViewFrame, b: ViewFrame, t: number): ViewFrame {
  const at = (x: number, y: number) => x + (y - x) * t
  return { u0: at(a.u0, b.u0), u1: at(a.u1, b.u1), v0: at(a.v0, b.v0), v1: at(a.v1, b.v1) }
}

/**
 * Whether the table shows the close-up of the dice in play now: while an adventure of the ring is resolved, unless
 * the player asked for the whole table (settings: `closeUp`); a screen too small for the whole table
 * (`wantsCloseUp`) and presentation mode (the room seen from the sofa) always show it. The Entrance, an Other World
 * and the final battle keep the whole table: their card lies outside the close-up. A pinch still takes the camera
 * anywhere.
 */
export const closeUpAtom = atom((get) => {
  const room = get(tableFrameAtom)
  const state = get(gameStateAtom)
  if (room === null || state === null || state.phase.kind !== 'resolution') return false
  const target = state.phase.target
  if (target.kind !== 'card' || state.board.find((b) => b.cardId === target.cardId)?.otherWorld !== false) return false
  return wantsCloseUp(room) || get(presentationAtom) || get(settingsAtom).closeUp
})

/** Whether the dice of the roll in play wait to be thrown or tumble (a phone's close-up frames the tray then). */
export const throwPendingAtom = atom((get) => {
  const phase = get(gameStateAtom)?.phase
  return phase?.kind === 'resolution' && (phase.stage === 'ready' || phase.stage === 'rolling')
})
