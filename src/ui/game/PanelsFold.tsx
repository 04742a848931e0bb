// "Hide panels" (H): folds the side column (actions, odds, log) and the bottom sheet on a phone down to this one
// button, and the table takes the room (the camera frames what the panels leave: useTableFrame.ts).
import { useEffect } from 'react'
import { atom, useAtom } from 'jotai'

/** Whether the player folded the page's panels away. Not saved: every visit opens with them. */
export const panelsFoldedAtom = atom(false)

/** Keys typed into a field, with a modifier, or while a dialog is open belong there. */
function isForeign(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return true
  const target = event.target
  if (target instanceof Element && target.closest('input, textarea, select, [contenteditable]')) return true
  return document.querySelector('dialog[open]') !== null
}

export const PANELS_SHORTCUT = { keys: 'H', what: 'Hide or show the panels: the table takes the window' } as const

export function PanelsFold() {
  const [folded, setFolded] = useAtom(panelsFoldedAtom)
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if ((event.key === 'h' || event.key === 'H') && !isForeign(event)) {
        event.preventDefault()
        setFolded((f) => !f)
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [setFolded])
  return (
    <button
      type="button"
      className="shell-button panels-fold"
      aria-expanded={!folded}
      aria-controls="game-side-panels"
      onClick={() => setFolded(!folded)}
    >
      <span aria-hidden="true">{folded ? '◂' : '▸'}</span> {folded ? 'Show panels' : 'Hide panels'} <kbd>H</kbd>
    </button>
  )
}
