// Where the museum's room stands around the table, in world units (1 unit = 1 cm; the table's top at y = 0, the
// player at +z). Pure numbers: the room's layout test keeps every piece clear of the table, the default view of it
// and the orbiting camera.
import { TABLE } from '../table/tableScale.ts'

export type Vec3 = readonly [number, number, number]

/** An axis-aligned box: its centre and full size. */
export type Box = { readonly centre: Vec3; readonly size: Vec3 }

/** The floor lies 76 cm below the felt (a dining table's height). */
export const FLOOR_Y = -76

/**
 * The room's inside: walls at ±halfWidth (x) and ±halfDepth (z), three metres to the ceiling, the panelled
 * wainscot up to `wainscot`. The walls stand beyond the orbit's farthest reach (160 from the target), so no
 * camera the controls allow ever stands in or behind a wall.
 */
/** How far the orbit controls let the camera back away from its target (GameScene's maxDistance). */
export const MAX_ORBIT_DISTANCE = 160

export const ROOM = { halfWidth: 215, halfDepth: 215, height: 300, wainscot: 105 } as const

/**
 * The tall window of moonlight in the right-hand wall, toward the back (z of its centre, bottom above the floor,
 * size): the moon's light (GameLights) comes from the right and behind, so it lights the floor and the left wall.
 */
export const WINDOW = { z: -70, bottom: 60, width: 80, height: 200 } as const

/** Where the moonlight through the window falls on the floor right of the table (a parallelogram: centre, size). */
export const MOON_PATCH = { centre: [112, FLOOR_Y + 0.2, -62] as Vec3, width: 70, depth: 120, skew: 1.05 } as const

/** What a display case shows: an urn, an idol, a tome. Each is drawn from a few turned or boxed shapes. */
export const EXHIBITS = ['urn', 'idol', 'tome'] as const
export type Exhibit = (typeof EXHIBITS)[number]

/** A glass case on a wooden plinth, against a wall; `turn` faces it into the room (radians about y). */
export type CasePlace = { readonly centre: Vec3; readonly turn: number; readonly exhibit: Exhibit }

/** A case's footprint and heights: the plinth, the glass above it, the cap. */
export const CASE = { width: 52, depth: 40, plinth: 85, glass: 70, cap: 4 } as const

const AGAINST_BACK = -ROOM.halfDepth + CASE.depth / 2 + 12
const AGAINST_SIDE = ROOM.halfWidth - CASE.depth / 2 - 12

/** The cases: three on the back wall, two on the left wall, one on the right wall in front of the window. */
export const CASES: readonly CasePlace[] = [
  { centre: [-110, FLOOR_Y, AGAINST_BACK], turn: 0, exhibit: 'idol' },
  { centre: [0, FLOOR_Y, AGAINST_BACK], turn: 0, exhibit: 'urn' },
  { centre: [110, FLOOR_Y, AGAINST_BACK], turn: 0, exhibit: 'tome' },
  { centre: [-AGAINST_SIDE, FLOOR_Y, -70], turn: Math.PI / 2, exhibit: 'tome' },
  { centre: [-AGAINST_SIDE, FLOOR_Y, 50], turn: Math.PI / 2, exhibit: 'urn' },
  { centre: [AGAINST_SIDE, FLOOR_Y, 60], turn: -Math.PI / 2, exhibit: 'idol' },
]

/**
 * Three pillar candles of different heights on a round brass tray, on the felt's far-left corner behind the
 * entrance sheet: low enough that the default view shows their flames below the page's top bar, clear of the
 * entrance and of the other worlds' outer arc. Each candle: its offset on the tray (x, z) and height.
 */
export const CANDLES = {
  centre: [-40, 0, -25] as Vec3,
  tray: 4,
  candles: [
    [-1.4, 1.1, 7],
    [1.6, 0.6, 5],
    [0, -1.7, 9],
  ] as const,
} as const

/** The table's legs: turned, at the corners, set in from the edge. */
export const TABLE_LEGS = { inset: 9, radius: 4.5 } as const

/** The box a case fills, plinth to cap, in world coordinates. */
export function caseBox(place: CasePlace): Box {
  const across = Math.abs(Math.sin(place.turn)) > 0.5
  const height = CASE.plinth + CASE.glass + CASE.cap
  const [x, y, z] = place.centre
  return {
    centre: [x, y + height / 2, z],
    size: across ? [CASE.depth, height, CASE.width] : [CASE.width, height, CASE.depth],
  }
}

/** The table as a box, top at y = 0, down to the floor. */
export const TABLE_BOX: Box = {
  centre: [0, FLOOR_Y / 2, 0],
  size: [TABLE.width, -FLOOR_Y, TABLE.depth],
}

/** The candles' box on the table, flames included. */
export function candlesBox(): Box {
  const [cx, , cz] = CANDLES.centre
  const tallest = Math.max(...CANDLES.candles.map(([, , h]) => h)) + 3
  return { centre: [cx, tallest / 2, cz], size: [CANDLES.tray * 2, tallest, CANDLES.tray * 2] }
}

/** Whether a point lies inside a box. */
export function isInside(box: Box, p: Vec3): boolean {
  return [0, 1, 2].every((i) => Math.abs((p[i] ?? 0) - (box.centre[i] ?? 0)) <= (box.size[i] ?? 0) / 2)
}
