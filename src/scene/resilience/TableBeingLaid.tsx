// The calm note over the table while it is laid again after a lost WebGL context. The HUD stays usable above it.
import './resilience.css'

export function TableBeingLaid() {
  return (
    <div className="table-being-laid" role="status" aria-live="polite">
      <p>The table is being laid again…</p>
      <p className="table-being-laid-sub">The graphics were reset. Your game is safe, and play goes on.</p>
    </div>
  )
}
