// Binds Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y to undo and redo while a game is played; a text field keeps its own undo.
import { useStore } from 'jotai'
import { useEffect } from 'react'
import { historyKey } from './historyKey.ts'
import { redoCommandAtom, undoCommandAtom } from './historyAtoms.ts'

function isTextField(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest('input, textarea, select, [contenteditable="true"], [contenteditable=""]') !== null
  )
}

export function useHistoryKeys(): void {
  const store = useStore()
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || isTextField(event.target) || document.querySelector('dialog[open]')) return
      const command = historyKey(event)
      if (!command) return
      event.preventDefault()
      store.set(command === 'undo' ? undoCommandAtom : redoCommandAtom)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [store])
}
