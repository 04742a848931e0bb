// Revised rulebook, "Component Overview" (dice) and docs/rules.md#dice.

/** The three kinds of die: six green, one yellow, one red. */
export const DIE_COLORS = ['green', 'yellow', 'red'] as const
export type DieColor = (typeof DIE_COLORS)[number]

/** Investigation 1–4, lore, peril, terror and the wildcard. */
export const FACES = ['I1', 'I2', 'I3', 'I4', 'L', 'P', 'T', 'W'] as const
export type Face = (typeof FACES)[number]

/** The six faces of each kind of die, in a fixed order (the physics models label faces in this order). */
export const DIE_FACES: Readonly<Record<DieColor, readonly Face[]>> = {
  green: ['I1', 'I2', 'I3', 'L', 'P', 'T'],
  yellow: ['I1', 'I2', 'I3', 'I4', 'L', 'P'],
  red: ['I2', 'I3', 'I4', 'L', 'P', 'W'],
}

/** How many dice of each kind the game has. */
export const DIE_COUNTS: Readonly<Record<DieColor, number>> = { green: 6, yellow: 1, red: 1 }

/** The investigation value of a face, or 0 when it shows no investigation. Wildcards are handled by the ruleset. */
export function investigationValue(face: Face): number {
  switch (face) {
    case 'I1':
      return 1
    case 'I2':
      return 2
    case 'I3':
      return 3
    case 'I4':
      return 4
    default:
      return 0
  }
}

export function isFace(value: unknown): value is Face {
  return typeof value === 'string' && (FACES as readonly string[]).includes(value)
}

export function isDieColor(value: unknown): value is DieColor {
  return typeof value === 'string' && (DIE_COLORS as readonly string[]).includes(value)
}
