// Autosave: every accepted action (and every undo) of a game being played is saved at once, under the game's id.
// It listens to the store rather than to dispatch, so whatever changes the session — a HUD control, the hands,
// undo — is saved the same way; a recorded game in the replay viewer ('replay' mode) is never saved.
import type { createStore } from 'jotai'
import type { Action } from '../../engine/index.ts'
import { sessionAtom, tableModeAtom } from '../../state/gameAtoms.ts'
import { createSavedGame } from '../../persist/savedGame.ts'
import type { SaveStore } from '../../persist/saveStore.ts'

type Store = ReturnType<typeof createStore>

/** Saves the session whenever its actions change while playing; returns the unsubscriber (an effect's cleanup). */
export function startAutosave(store: Store, saves: SaveStore, now: () => number = Date.now): () => void {
  let savedActions: readonly Action[] | null = null
  let savedId: string | null = null
  const begun = new Set<string>()
  const onChange = () => {
    const session = store.get(sessionAtom)
    if (!session || store.get(tableModeAtom) !== 'play') return
    if (session.actions === savedActions && session.id === savedId) return
    savedActions = session.actions
    savedId = session.id
    // A game not yet begun is not worth a row in the Continue list (its address starts it again, the same game);
    // once saved, though, every change is saved, an undo back to the first action included.
    if (session.actions.length === 0 && !begun.has(session.id)) return
    begun.add(session.id)
    saves.save(createSavedGame(session, now()))
  }
  const unsubscribe = [store.sub(sessionAtom, onChange), store.sub(tableModeAtom, onChange)]
  onChange()
  return () => unsubscribe.forEach((u) => u())
}
