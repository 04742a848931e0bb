// The card zoom panel: the card in focus with its whole text in the DOM. Z or "Read the card" opens it and closes
// it again; Esc closes it and gives focus back to whatever opened it. On a phone it is a sheet (tableLayout.css
// sets --zoom-sheet there), and a tap outside it closes it too.
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
  const panel = useRef<HTMLElement>(null)
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

  useEffect(() => {
    if (!open) return
    const onPress = (event: PointerEvent) => {
      const zoom = panel.current
      const target = event.target
      if (!zoom || !(target instanceof Node) || zoom.contains(target)) return
      // The controls that open or toggle it (a chip of the ring, "Read the card") do their own.
      if (target instanceof Element && target.closest('.ring-card, .read-card-button')) return
      if (getComputedStyle(zoom).getPropertyValue('--zoom-sheet').trim() === '1') setOpen(false)
    }
    document.addEventListener('pointerdown', onPress, true)
    return () => document.removeEventListener('pointerdown', onPress, true)
  }, [open, setOpen])

  if (!open || !details) return null
  return (
    <section
      ref={panel}
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
      <button type="button" className="shell-button card-zoom-close" onClick={() => setOpen(false)}>
        Close <kbd>Esc</kbd>
      </button>
    </section>
  )
}
