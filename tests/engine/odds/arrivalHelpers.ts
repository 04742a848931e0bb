// Arrivals for the odds tests (src/engine/odds/arrivals.ts): where a terror monster comes onto the attempted card.
import type { Arrival } from '../../../src/engine/odds/arrivals.ts'

/** Draw `draw` must come onto the card, its task inserted at `position` (an empty area, below the bottom task). */
export const insert = (draw: number, position: number): Arrival => ({
  draw,
  position,
  replaces: false,
  outer: [],
  outerCost: [0, 0],
})

/** Draw `draw` must come into the card's own total area at `position`, replacing that task. */
export const replace = (draw: number, position = 0): Arrival => ({ ...insert(draw, position), replaces: true })

/** Draw `draw` may replace the task at `position` or go elsewhere (the player's choice); `then` follows if it comes. */
export const choose = (draw: number, then: readonly Arrival[] = [], position = 0): Arrival => ({
  ...replace(draw, position),
  optional: true,
  then,
})
