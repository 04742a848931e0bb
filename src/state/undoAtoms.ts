// Undo and redo (docs/rules.md#randomness: never past a result chance revealed). Undo puts back the session as it
// was before the last action, looked up in its trail (undoTrail.ts); redo does the action again through dispatch.
import { atom } from 'jotai'
import { undoRefusal, type Action, type GameEvent, type GameState, type UndoRefusal } from '../engine/index.ts'
import { dispatchAtom, eventsAtom, lastRefusalAtom, sessionAtom } from './gameAtoms.ts'
import type { GameSession } from './gameSession.ts'
import { keepTrail, redoStackAtom, trailOf } from './undoTrail.ts'

/** Why the last action cannot be undone now (the engine's sentence), or null when it can. */
export const undoRefusalAtom = atom<UndoRefusal | null>((get) => {
  const session = get(sessionAtom)
  if (!session) return { code: 'NOTHING_TO_UNDO', message: 'No game is in progress.' }
  return undoRefusal(session.state, trailOf(session).barriers)
})

/** The actions redo would apply again, newest undone first. */
export const redoActionsAtom = atom<readonly Action[]>((get) => {
  const redo = get(redoStackAtom)
  return redo && redo.after === get(sessionAtom) ? [...redo.actions].reverse() : []
})

/** The answer to undo or redo: the action taken back or done again, or why not. */
export type HistoryOutcome =
  | { readonly ok: true; readonly action: Action; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly message: string; readonly code: UndoRefusal['code'] | 'NOTHING_TO_REDO' }

/**
 * Takes back the last action: the session is put back as it was before it (same save id, so a save follows), its
 * events leave the stream (the numbers of those left never change) and the action waits on the redo stack.
 */
export const undoAtom = atom(null, (get, set): HistoryOutcome => {
  const session = get(sessionAtom)
  const refusal = get(undoRefusalAtom)
  if (!session || refusal) {
    const r = refusal ?? { code: 'NOTHING_TO_UNDO' as const, message: 'No game is in progress.' }
    return { ok: false, code: r.code, message: r.message }
  }
  const trail = trailOf(session)
  const k = session.actions.length - 1
  const action = session.actions[k] as Action
  const back: GameSession = { ...session, state: trail.states[k] as GameState, actions: session.actions.slice(0, k) }
  keepTrail(back, { states: trail.states.slice(0, k + 1), barriers: trail.barriers.slice(0, k) })
  const events = get(eventsAtom)
  const undone = events.filter((e) => e.action === k).map((e) => e.event)
  const redo = get(redoStackAtom)
  const stack = redo && redo.after === session ? redo.actions : []
  set(sessionAtom, back)
  set(
    eventsAtom,
    events.filter((e) => e.action < k),
  )
  set(redoStackAtom, { after: back, actions: [...stack, action] })
  set(lastRefusalAtom, null)
  return { ok: true, action, events: undone }
})

/** Does again the last action undone (through dispatch, so the table animates it as new). */
export const redoAtom = atom(null, (get, set): HistoryOutcome => {
  const action = get(redoActionsAtom)[0]
  if (!action) return { ok: false, code: 'NOTHING_TO_REDO', message: 'Nothing has been undone that could be redone.' }
  const outcome = set(dispatchAtom, action)
  if (!outcome.ok) return { ok: false, code: 'NOTHING_TO_REDO', message: outcome.violation.message }
  return { ok: true, action, events: outcome.events }
})
