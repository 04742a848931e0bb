// Where the page's panels leave the table room: the DOM measures its panels (ui/game/useTableFrame.ts), the camera
// draws the table inside what is left (scene/game/GameScene.tsx, `ViewShift`). One rectangle, two readers.
import { atom } from 'jotai'

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
 * The view offset that draws the default view (a `TABLE_ASPECT` frame) as large as fits in `room`, centred there,
 * in a `width` × `height` canvas. The frame's height sets the scale (the camera's field of view is vertical); the
 * full view keeps the canvas's aspect so nothing is stretched.
 */
export function viewOffsetFor(room: Rect, width: number, height: number, aspect = TABLE_ASPECT): ViewOffset {
  const frameHeight = Math.min(room.height, room.width / aspect)
  const fullHeight = frameHeight
  const fullWidth = frameHeight * (width / height)
  const cx = room.x + room.width / 2
  const cy = room.y + room.height / 2
  return { fullWidth, fullHeight, offsetX: fullWidth / 2 - cx, offsetY: fullHeight / 2 - cy }
}
