// "Settings": a button and the dialog it opens, so the start screen and the table mount it with one line.
import { useState } from 'react'
import { SettingsDialog } from './SettingsDialog.tsx'

export function SettingsButton({ className = 'shell-button' }: { readonly className?: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Settings
      </button>
      <SettingsDialog open={open} onClose={() => setOpen(false)} />
    </>
  )
}
