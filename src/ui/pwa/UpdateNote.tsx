import { useEffect, useState, useSyncExternalStore } from 'react'
import { useRoute, type Route } from '../useRoute'
import { isUpdateWaiting, startServiceWorker, subscribeUpdateWaiting, takeNewVersionNow } from './serviceWorker'
import './updateNote.css'

/** Routes where a game is on the table: the news waits until the player leaves it. */
const GAME_ROUTES: readonly Route[] = ['play', 'guide']

/**
 * Registers the service worker and, once a new version has installed, says so in a polite, non-blocking note.
 * Never during a game; "Use it now" (which reloads the page) only on the start screen, where nothing is lost.
 */
export function UpdateNote() {
  const route = useRoute()
  const waiting = useSyncExternalStore(subscribeUpdateWaiting, isUpdateWaiting, () => false)
  const [dismissed, setDismissed] = useState(false)
  useEffect(startServiceWorker, [])
  const shown = waiting && !dismissed && !GAME_ROUTES.includes(route)
  return (
    <div className="update-note-region" aria-live="polite">
      {shown && (
        <aside className="update-note" aria-label="New version">
          <p>A new version of the museum is ready — it will be used the next time you start.</p>
          <div className="update-note-actions">
            {route === 'start' && (
              <button type="button" className="shell-button" onClick={() => void takeNewVersionNow()}>
                Use it now
              </button>
            )}
            <button type="button" className="shell-button" onClick={() => setDismissed(true)}>
              Later
            </button>
          </div>
        </aside>
      )}
    </div>
  )
}
