// "Go here": the move to a card on the table, as the engine offers it now (legalActions), or null. A second click
// (or tap) on the card in focus and the tag on it take this move; nothing here decides whether it is allowed.
import type { Action } from '../../engine/index.ts'

/** The legal `moveTo` this card, or null when the engine offers none. */
export function moveHere(legal: readonly Action[], cardId: string): Action | null {
  return legal.find((a) => a.type === 'moveTo' && a.to.kind === 'card' && a.to.cardId === cardId) ?? null
}
