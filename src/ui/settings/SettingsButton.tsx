// "Settings": a button and the dialog it opens, so the start screen and the table mount it with one line. The
// dialog (with the settings' schema) loads on first use: the start screen's first download does not grow.
import { Suspense, lazy, useState } from 'react'

const SettingsDialog = lazy(() => import('./SettingsDialog.tsx'))

export function SettingsButton({ className = 'shell-button' }: { readonly className?: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Settings
      </button>
      {open && (
        <Suspense
          fallback={
            <p className="loading-inline" role="status">
              Opening the settings…
            </p>
          }
        >
          <SettingsDialog open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
