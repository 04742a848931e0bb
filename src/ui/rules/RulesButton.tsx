// "Rules": the HUD's button and the R key, opening the rules reference (loaded on first use) at the rule in play.
import { useAtom, useSetAtom } from 'jotai'
import { Suspense, useEffect } from 'react'
import { lazyWithCards } from '../lazyWithCards.ts'
import { rulesOpenAtom, rulesRequestAtom } from './rulesAtoms.ts'
import './rulesButton.css'

const RulesReference = lazyWithCards(() => import('./RulesReference.tsx'))

/** Keys typed into a field or pressed while a dialog is open belong there. */
function isForeign(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return true
  const target = event.target
  if (target instanceof Element && target.closest('input, textarea, select, [contenteditable]')) return true
  return document.querySelector('dialog[open]') !== null
}

export function RulesButton() {
  const [open, setOpen] = useAtom(rulesOpenAtom)
  const setRequest = useSetAtom(rulesRequestAtom)
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if ((event.key === 'r' || event.key === 'R') && !isForeign(event)) {
        event.preventDefault()
        setOpen(true)
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [setOpen])
  return (
    <>
      <button
        type="button"
        className="shell-button rules-open-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Rules <kbd>R</kbd>
      </button>
      {open && (
        <Suspense
          fallback={
            <p className="loading-inline" role="status">
              Opening the rules…
            </p>
          }
        >
          <RulesReference
            onClose={() => {
              setOpen(false)
              setRequest(null)
            }}
          />
        </Suspense>
      )}
    </>
  )
}
