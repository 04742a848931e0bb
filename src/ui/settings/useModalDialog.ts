// A native modal <dialog> driven by a boolean: shown with showModal() (the page behind turns inert), Tab and
// Shift+Tab wrap inside it instead of leaving for the browser's own controls, Esc closes it, and focus goes back
// to whatever had it before the dialog opened — also when the dialog's component goes away while open.
import { useEffect, useRef, type RefObject } from 'react'

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** The controls Tab reaches in `dialog`, in order (a radio group counts once: its checked radio or its first). */
function tabStops(dialog: HTMLDialogElement): HTMLElement[] {
  const all = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)]
  return all.filter((el) => {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio') return true
    const group = all.filter((o) => o instanceof HTMLInputElement && o.type === 'radio' && o.name === el.name)
    const checked = group.find((o) => (o as HTMLInputElement).checked)
    return el === (checked ?? group[0])
  })
}

/** Opens and closes the dialog in `ref` with `open`; focus stays inside and returns to the opener on close. */
export function useModalDialog(open: boolean): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!open || !dialog) return
    const opener = document.activeElement
    if (!dialog.open) dialog.showModal()
    // showModal() focuses the first control; a `data-autofocus` element asks for focus instead.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== 'Tab') return
      const stops = tabStops(dialog)
      const first = stops[0]
      const last = stops[stops.length - 1]
      if (!first || !last) return
      const at = document.activeElement
      if (event.shiftKey && (at === first || !dialog.contains(at))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (at === last || !dialog.contains(at))) {
        event.preventDefault()
        first.focus()
      }
    }
    dialog.addEventListener('keydown', onKey)
    return () => {
      dialog.removeEventListener('keydown', onKey)
      if (dialog.open) dialog.close()
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
    }
  }, [open])
  return ref
}
