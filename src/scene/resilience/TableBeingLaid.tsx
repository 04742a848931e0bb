// The calm note over the table (or the tray) while it is laid again after a lost WebGL context. The HUD stays
// usable above it.
import './resilience.css'

export type LaidSubject = 'table' | 'tray'

export function TableBeingLaid({ subject }: { readonly subject: LaidSubject }) {
  return (
    <div className="table-being-laid" role="status" aria-live="polite">
      <p>The {subject} is being laid again…</p>
      <p className="table-being-laid-sub">
        The graphics were reset. {subject === 'table' ? 'Your game is safe, and play goes on.' : 'Your dice are safe.'}
      </p>
    </div>
  )
}
