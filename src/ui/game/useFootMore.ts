// The foot's "More" on a phone or a short screen (tableLayout.css folds the rest of the foot behind it): open, it
// folds away again on a tap or click outside the foot, on Escape (focus back to its button) and once a command in
// the foot is chosen, as a menu does (issue 41).
import { useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react'

export type FootMore = {
  readonly open: boolean
  readonly toggle: () => void
  /** The foot's element: a press inside it is not "outside". */
  readonly foot: RefObject<HTMLDivElement | null>
  /** The "More" button: focus comes back to it on Escape. */
  readonly button: RefObject<HTMLButtonElement | null>
  /** The foot's click handler: a command chosen there folds "More" away. */
  readonly onFootClick: (event: MouseEvent<HTMLElement>) => void
}

export function useFootMore(): FootMore {
  const [open, setOpen] = useState(false)
  const foot = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const chosen = useRef<HTMLElement | null>(null)

  // A command chosen from behind More folds away with it: focus moves to More rather than to the page (a dialog the
  // command opens gives focus back to its opener when it closes, and a hidden opener cannot take it).
  useEffect(() => {
    if (open || !chosen.current) return
    if (!chosen.current.checkVisibility()) button.current?.focus()
    chosen.current = null
  }, [open])

  useEffect(() => {
    if (!open) return
    const press = (event: PointerEvent) => {
      if (event.target instanceof Node && foot.current?.contains(event.target)) return
      setOpen(false)
    }
    const key = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('pointerdown', press, true)
    document.addEventListener('keydown', key)
    return () => {
      document.removeEventListener('pointerdown', press, true)
      document.removeEventListener('keydown', key)
    }
  }, [open])

  return {
    open,
    toggle: () => setOpen((was) => !was),
    foot,
    button,
    onFootClick: (event) => {
      if (!open || !(event.target instanceof Element)) return
      const command = event.target.closest<HTMLElement>('a[href], button')
      if (!command || command === button.current || !foot.current?.contains(command)) return
      chosen.current = command
      setOpen(false)
    },
  }
}
