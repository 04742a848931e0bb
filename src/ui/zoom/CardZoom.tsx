// The card zoom panel: the card in focus with its whole text in the DOM. Z or a button opens it; Esc closes it
// and gives focus back to whatever opened it.
import { useEffect, useRef } from 'react'
import { useAtom, useAtomValue } from 'jotai'
import { zoomDetailsAtom, zoomOpenAtom } from './zoomAtoms.ts'

/** Keys typed into a field belong to it. */
const isField = (target: EventTarget | null) =>
  target instanceof Element && target.closest('input, textarea, select, [contenteditable]') !== null

export function CardZoom() {
  const [open, setOpen] = useAtom(zoomOpenAtom)
  const details = useAtomValue(zoomDetailsAtom)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const opener = useRef<Element | null>(null)

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || isField(event.target)) return
      if (event.key === 'Escape') setOpen(false)
      else if ((event.key === 'z' || event.key === 'Z') && !document.querySelector('dialog[open]')) {
        event.preventDefault()
        setOpen((was) => !was)
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [setOpen])

  useEffect(() => {
    if (!open) return
    opener.current = document.activeElement
    headingRef.current?.focus()
    return () => {
      const back = opener.current
      if (back instanceof HTMLElement && back.isConnected) back.focus()
    }
  }, [open])

  if (!open || !details) return null
  return (
    <section
      className="card-zoom"
      role="dialog"
      aria-labelledby="card-zoom-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault()
          event.stopPropagation()
          setOpen(false)
        }
      }}
    >
      <p className="card-zoom-kind">{details.kind}</p>
      <h2 id="card-zoom-title" ref={headingRef} tabIndex={-1}>
        {details.name}
      </h2>
      {details.flavour && <p className="card-zoom-flavour">{details.flavour}</p>}
      <dl>
        {details.sections.map((section) => (
          <div key={section.title}>
            <dt>{section.title}</dt>
            {section.lines.map((line) => (
              <dd key={line}>{line}</dd>
            ))}
          </div>
        ))}
      </dl>
      <button type="button" className="shell-button" onClick={() => setOpen(false)}>
        Close <kbd>Esc</kbd>
      </button>
    </section>
  )
}
