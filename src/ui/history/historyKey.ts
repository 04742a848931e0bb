// The undo and redo keys: pure, so the map is unit-tested without a browser.

export type HistoryKey = 'undo' | 'redo'

/** The keys, as the help overlay lists them. */
export const HISTORY_SHORTCUTS: readonly { readonly keys: string; readonly what: string }[] = [
  { keys: 'Ctrl + Z', what: 'Undo the last choice (never a roll, a card drawn or anything else chance revealed)' },
  { keys: 'Ctrl + Shift + Z, Ctrl + Y', what: 'Redo what was undone' },
]

/** Undo or redo for a key press (Ctrl, or ⌘ on a Mac), or null when the keys are not ours. */
export function historyKey(event: {
  readonly key: string
  readonly ctrlKey: boolean
  readonly metaKey: boolean
  readonly shiftKey: boolean
  readonly altKey: boolean
}): HistoryKey | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null
  const key = event.key.toLowerCase()
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo'
  if (key === 'y' && !event.shiftKey) return 'redo'
  return null
}
