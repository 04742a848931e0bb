/**
 * One world unit is 10 mm: a 16 mm die is 1.6 units across, a 70 × 120 mm card 7 × 12,
 * the clock about 20 cm. Rapier is happiest with bodies 1–2 units across.
 */
const MM = 0.1

export const TABLE = { width: 1400 * MM, depth: 900 * MM, thickness: 30 * MM } as const
export const FELT = { width: 900 * MM, depth: 620 * MM } as const
export const CLOCK = { radius: 100 * MM, thickness: 12 * MM } as const

/** Roman numerals for the dial, XII first (at the far side of the table, away from the player). */
export const HOUR_NUMERALS = ['XII', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI'] as const

/** The hand's rotation about +y for an hour on the dial: XII points to −z, hours run clockwise seen from above. */
export function handAngle(hour: number): number {
  return -((hour % 12) / 12) * Math.PI * 2
}
