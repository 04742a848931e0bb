// Undo and redo as the player meets them: the store's undo/redo, the HUD's half-made selections cleared, and one
// line that says what was taken back (or why not), shown beside the controls and read out to screen readers.
import { atom, type Getter, type Setter } from 'jotai'
import type { Action, GameState } from '../../engine/index.ts'
import { gameStateAtom, sessionAtom, tableModeAtom } from '../../state/gameAtoms.ts'
import type { GameSession } from '../../state/gameSession.ts'
import { redoActionsAtom, redoAtom, undoAtom, undoRefusalAtom, type HistoryOutcome } from '../../state/undoAtoms.ts'
import { clearPicksAtom } from '../../state/uiAtoms.ts'
import { describeAction } from '../../state/describeAction.ts'

/** The last word of undo or redo: what happened, or why it was refused; `id` makes the same words new news. */
export type HistoryNote = { readonly id: number; readonly text: string; readonly refused: boolean }

const noteAtom = atom<(HistoryNote & { readonly at: GameSession | null }) | null>(null)

/** The note, while the game is still where undo or redo left it (the next action makes it old news). */
export const historyNoteAtom = atom<HistoryNote | null>((get) => {
  const note = get(noteAtom)
  return note && note.at === get(sessionAtom) ? note : null
})

function say(get: Getter, set: Setter, text: string, refused: boolean): void {
  set(noteAtom, { id: (get(noteAtom)?.id ?? 0) + 1, text, refused, at: get(sessionAtom) })
}

/** Undo and redo act only on a game being played (the replay viewer has its own steps). */
const playingAtom = atom((get) => get(tableModeAtom) === 'play' && get(gameStateAtom) !== null)

/** Whether each control would act now, and the refusal sentence for undo. */
export const historyStatusAtom = atom((get) => {
  const playing = get(playingAtom)
  const refusal = playing ? get(undoRefusalAtom) : null
  return {
    playing,
    canUndo: playing && refusal === null,
    undoRefusal: refusal?.message ?? null,
    canRedo: playing && get(redoActionsAtom).length > 0,
  }
})

function described(state: GameState | null, action: Action): string {
  return state ? describeAction(state, action) : action.type
}

/** One step back: the HUD's selections are cleared (they belonged to the step undone). */
export const undoCommandAtom = atom(null, (get, set): HistoryOutcome => {
  const outcome = get(playingAtom)
    ? set(undoAtom)
    : ({ ok: false, code: 'NOTHING_TO_UNDO', message: 'No game is being played.' } as const)
  if (outcome.ok) set(clearPicksAtom)
  const text = outcome.ok ? `Undone: ${described(get(gameStateAtom), outcome.action)}.` : outcome.message
  say(get, set, text, !outcome.ok)
  return outcome
})

/** One step forward again (through dispatch, which clears the selections as after any action). */
export const redoCommandAtom = atom(null, (get, set): HistoryOutcome => {
  const before = get(gameStateAtom)
  const outcome = get(playingAtom)
    ? set(redoAtom)
    : ({ ok: false, code: 'NOTHING_TO_REDO', message: 'No game is being played.' } as const)
  const text = outcome.ok ? `Redone: ${described(before, outcome.action)}.` : outcome.message
  say(get, set, text, !outcome.ok)
  return outcome
})
