// Binds the viewer's keys to the document; on the scrubber they step the same way (Shift+arrows by turns).
import { useStore } from 'jotai'
import { useEffect } from 'react'
import { replayCommandAtom } from './replayAtoms.ts'
import { replayKey } from './replayKey.ts'

function isOtherField(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false
  if (target instanceof HTMLInputElement && target.type === 'range') return false
  return target.closest('input, textarea, select, [contenteditable="true"], [contenteditable=""]') !== null
}

export function useReplayKeys(): void {
  const store = useStore()
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || isOtherField(event.target) || document.querySelector('dialog[open]')) return
      const command = replayKey(event)
      if (!command) return
      event.preventDefault()
      store.set(replayCommandAtom, command)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [store])
}
