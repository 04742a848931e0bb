// A native modal <dialog> driven by a boolean: shown with showModal() (the page behind turns inert, so Tab stays
// inside), closed by Esc or a button, and focus goes back to whatever had it before the dialog opened — also when
// the dialog's component goes away while open.
import { useEffect, useRef, type RefObject } from 'react'

/** Opens and closes the dialog in `ref` with `open`; focus returns to the opener when it closes. */
export function useModalDialog(open: boolean): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!open || !dialog) return
    const opener = document.activeElement
    if (!dialog.open) dialog.showModal()
    return () => {
      if (dialog.open) dialog.close()
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
    }
  }, [open])
  return ref
}
