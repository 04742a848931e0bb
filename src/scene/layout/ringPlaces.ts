// The places of the ring: six adventures around the clock like the hours of a dial, other worlds on an outer arc.
import type { GameState } from '../../engine/index.ts'

type Board = GameState['board']

/**
 * The adventures in ring order: place 1 at XII, then clockwise. The engine deals a new adventure into the
 * slot of the one that left, so a card keeps its place for as long as it is on the table; keys 1–6 follow this.
 */
export function ringPlaces(board: Board): readonly string[] {
  return board.filter((b) => !b.otherWorld).map((b) => b.cardId)
}

/** The other worlds in play, left to right along the outer arc. */
export function otherWorldPlaces(board: Board): readonly string[] {
  return board.filter((b) => b.otherWorld).map((b) => b.cardId)
}
