// What the player is pointing at, shared by the HUD (DOM) and the table (3D): not game state, never saved.
import { atom } from 'jotai'
import type { Action, Location } from '../engine/index.ts'
import { effectiveReducedMotionAtom } from './settingsAtoms.ts'

/**
 * The card in focus: selected in the HUD or on the table, highlighted on the table, and the ring of adventures
 * turns so it faces the player. `null` follows the active investigator's card.
 */
export const focusedCardAtom = atom<string | null>(null)

/** The task row in focus (a task id from the engine), highlighted on its card. */
export const focusedTaskAtom = atom<string | null>(null)

/** Dice the player has picked (by engine die id) for the next assignment, clue, reroll or discard. */
export const selectedDiceAtom = atom<readonly number[]>([])

/** Trophies (or items) the player has picked for a payment or a choice of their own. */
export const selectedTrophiesAtom = atom<readonly string[]>([])
export const selectedItemsAtom = atom<readonly string[]>([])

/** Where the move step points before Enter confirms it (keys 1–6 and E). */
export const moveTargetAtom = atom<Location | null>(null)

/** Which option of the pending choice is highlighted (keys 1–9), confirmed with Enter. */
export const choiceIndexAtom = atom<number | null>(null)

/**
 * The player's half-made picks cleared (dice, trophies, items, the move's target, the choice's option): after an
 * accepted action (dispatch), an undo or Esc. A move to a card puts that card in focus.
 */
export const clearPicksAtom = atom(null, (_get, set, after?: Action) => {
  set(selectedDiceAtom, [])
  set(selectedTrophiesAtom, [])
  set(selectedItemsAtom, [])
  set(moveTargetAtom, null)
  set(choiceIndexAtom, null)
  if (after?.type !== 'moveTo') return
  set(focusedTaskAtom, null)
  if (after.to.kind === 'card') set(focusedCardAtom, after.to.cardId)
})

/** Reduced motion in effect (the settings' choice, else the system's): animations shorten to a fade. */
export const reducedMotionAtom = effectiveReducedMotionAtom

/**
 * Whether the card zoom panel is open; it shows the card in focus. Here rather than with the panel (src/ui/zoom) so
 * the table can open it too: a long press on a card.
 */
export const zoomOpenAtom = atom(false)
