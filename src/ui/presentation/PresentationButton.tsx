// The corner's presentation control: "Present (P)" at the table, "Leave presentation (P)" while presenting
// (the one corner control left then), with the polite words a screen reader hears on entering and leaving.
import { useEffect, useRef, useState } from 'react'
import { usePresentationMode } from './usePresentationMode.ts'
import './presentation.css'

/** How long the visible note that fullscreen was refused stays (the live region has said it already). */
const NOTE_MS = 10_000

export function PresentationButton() {
  const { presenting, notice, toggle } = usePresentationMode()
  const [noteShown, setNoteShown] = useState<number | null>(null)
  const button = useRef<HTMLButtonElement>(null)
  // A control that presentation mode hides loses the focus with it: the keyboard goes on from the way out.
  useEffect(() => {
    const focused = document.activeElement
    if (
      presenting &&
      focused instanceof HTMLElement &&
      focused !== document.body &&
      focused.getClientRects().length === 0
    )
      button.current?.focus()
  }, [presenting])
  useEffect(() => {
    if (!notice?.windowed) return
    setNoteShown(notice.id)
    const timer = window.setTimeout(() => setNoteShown(null), NOTE_MS)
    return () => window.clearTimeout(timer)
  }, [notice])
  return (
    <>
      <button
        ref={button}
        type="button"
        className={presenting ? 'shell-button presentation-button is-presenting' : 'shell-button presentation-button'}
        aria-keyshortcuts="P"
        title={presenting ? undefined : 'Presentation mode for a big screen'}
        onClick={toggle}
      >
        {presenting ? 'Leave presentation' : 'Present'} <kbd>P</kbd>
      </button>
      {presenting && notice?.windowed && noteShown === notice.id && (
        <p className="presentation-note" data-testid="presentation-note">
          Shown in the window: this browser did not allow fullscreen.
        </p>
      )}
      <div className="sr-only" aria-live="polite" data-testid="presentation-announcer">
        {/* A fresh node per message, so the same words twice are still heard twice. */}
        {notice && <p key={notice.id}>{notice.text}</p>}
      </div>
    </>
  )
}
