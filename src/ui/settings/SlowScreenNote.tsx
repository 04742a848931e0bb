// Said once, when auto quality finds the screen below the floor even at minimal: the dice will land without their
// tumble (scene/quality, issue 41). A small card at the table's bottom left, above the foot's controls (it covered
// Undo when it sat in the window's corner), like the new-version note; on a phone a slim line along the room's top.
// Either way a panel the table is framed beside: over the table it covered the investigator's card, and on a phone
// the dice that had just landed. Settings says it too.
import { useState } from 'react'
import { useAtomValue } from 'jotai'
import { landAtOnceAtom } from '../../scene/quality/qualityAtoms.ts'
import '../pwa/updateNote.css'

export function SlowScreenNote() {
  const landAtOnce = useAtomValue(landAtOnceAtom)
  const [dismissed, setDismissed] = useState(false)
  if (!landAtOnce || dismissed) return null
  return (
    <div className="update-note slow-screen-note" role="status" data-frame-panel="slow-screen">
      <p>This screen draws too slowly to show the dice tumbling, so they land at once. Every throw is still real.</p>
      <div className="update-note-actions">
        <button type="button" className="shell-button" onClick={() => setDismissed(true)}>
          Got it
        </button>
      </div>
    </div>
  )
}
