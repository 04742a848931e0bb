// The app's one save store, opened on first use. A browser that refuses IndexedDB (some private modes) gets
// null: the game plays on unsaved and the Continue list says why.
import { createSaveStore, type SaveStore } from '../../persist/saveStore.ts'

let opened: SaveStore | null | undefined

/** The save store, or null where this browser offers no IndexedDB. */
export function appSaves(): SaveStore | null {
  if (opened !== undefined) return opened
  try {
    opened = typeof indexedDB === 'undefined' ? null : createSaveStore()
  } catch {
    opened = null
  }
  return opened
}
