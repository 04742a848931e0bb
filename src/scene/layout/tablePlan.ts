// Where the furniture of a game stands on the table, in world units (1 unit = 1 cm; the player sits at +z, the
// clock's XII points to −z). Every position the layout hands out is built from these numbers.

/** A point on or above the table: x to the player's right, y up, z toward the player. */
export type Vec3 = readonly [number, number, number]

/** A tarot-sized adventure card, 70 × 120 mm. */
export const CARD = { width: 7, height: 12, thickness: 0.04 } as const

/** The ring of adventures around the clock (the lazy susan). `tilt` raises each card's inner edge (radians). */
export const RING = { centre: [0, 0, -2] as Vec3, radius: 18.5, tilt: 0.16, places: 6 } as const

/** Other worlds on an outer arc beyond the ring, filled from the middle outwards (hour angles, radians). */
export const OUTER_ARC = {
  radius: 33,
  angles: [-0.9, 0.9, -1.25, 1.25, -1.6, 1.6, -0.55, 0.55].map((a) => a) as readonly number[],
} as const

/** The Ancient One's card at the far side: landscape, its doom track along the lower edge. */
export const ANCIENT_ONE = { centre: [0, 0, -37] as Vec3, width: 17, height: 10.5 } as const
/** The doom track's row on the Ancient One card (card-local v) and its widest spacing. */
export const DOOM_TRACK = { v: -3.1, span: 15, pitch: 1.35, token: 1.1 } as const
/** The Elder Sign spaces beside the Ancient One (the limit as empty spaces, the gained ones filled). */
export const ELDER_SIGNS = { origin: [11.5, 0, -41] as Vec3, columns: 5, pitch: 2.1, token: 1.7 } as const
/** The current Mythos card, left of the Ancient One. */
export const MYTHOS = { centre: [-14.5, 0, -37] as Vec3 } as const

/** The entrance sheet at the player's left, the idle dice beside it. */
export const ENTRANCE = { centre: [-36, 0, -8] as Vec3, width: 15, height: 11 } as const
export const IDLE_DICE = { origin: [-43, 0, 0.5] as Vec3, pitch: 2.2 } as const

/** The decks at the player's right and the monster cup in front of them. */
export const DECKS = {
  origin: [37.5, 0, -15] as Vec3,
  columnPitch: 6.4,
  rowPitch: 10,
  columns: 2,
  scale: 0.72,
} as const
export const MONSTER_CUP = { centre: [42, 0, 26] as Vec3, radius: 3.4, height: 6 } as const

/** In front of the player: the active investigator's card with what they carry. */
export const INVESTIGATOR = { centre: [0, 0, 31.5] as Vec3, width: 13, height: 8.5 } as const
/** Items, spells and allies as small cards to the right of the investigator card. */
export const BELONGINGS = { origin: [10.5, 0, 31.5] as Vec3, pitch: 5.2, scale: 0.66 } as const
/**
 * Clue tokens in a column of three by the investigator card's upper left corner (more stack on those), inside the
 * close-up of the dice in play, where a clue is spent; trophies, a fanned stack, further left.
 */
export const CLUES = { origin: [-8.1, 0, 29.3] as Vec3, pitch: 1.6, token: 1.3, rows: 3 } as const
export const TROPHIES = { origin: [-12, 0, 33.5] as Vec3, pitch: 1.6 } as const
/** Spells cast and still in play (a secured die on each), left of the investigator card. */
export const SPELLS_IN_PLAY = { origin: [-21, 0, 27] as Vec3, pitch: 5.2, scale: 0.66 } as const
/** Discarded dice wait this far apart, in a column between the card in focus and the tray (diceLayout.ts). */
export const DISCARDED = { pitch: 2.2 } as const

/** A standee's footprint and how far apart standees on one card stand. */
export const STANDEE = { width: 1.4, height: 3.2, spacing: 1.7 } as const

/** The edge of a die (DIE_SIZE in physics: 1.6). */
export const DIE = 1.6
