// Undo and redo at the table: two buttons with their keys, the line that says what was taken back or why not
// (the engine's own sentence), read out politely to screen readers.
import { useAtomValue, useSetAtom } from 'jotai'
import { historyNoteAtom, historyStatusAtom, redoCommandAtom, undoCommandAtom } from './historyAtoms.ts'
import { useHistoryKeys } from './useHistoryKeys.ts'
import './history.css'

export function HistoryControls() {
  useHistoryKeys()
  const status = useAtomValue(historyStatusAtom)
  const note = useAtomValue(historyNoteAtom)
  const undo = useSetAtom(undoCommandAtom)
  const redo = useSetAtom(redoCommandAtom)
  if (!status.playing) return null
  return (
    <section className="history" aria-label="Undo and redo">
      <div className="history-buttons">
        {/* aria-disabled, not disabled: a refused undo can still be pressed to hear why */}
        <button
          type="button"
          className="shell-button history-undo"
          aria-disabled={!status.canUndo}
          aria-keyshortcuts="Control+Z"
          title={status.undoRefusal ?? 'Undo the last choice'}
          onClick={() => undo()}
        >
          <span aria-hidden="true">↶</span> Undo <kbd>Ctrl Z</kbd>
        </button>
        <button
          type="button"
          className="shell-button history-redo"
          aria-disabled={!status.canRedo}
          aria-keyshortcuts="Control+Shift+Z Control+Y"
          title={status.canRedo ? 'Redo what was undone' : 'Nothing to redo'}
          onClick={() => redo()}
        >
          Redo <kbd>Ctrl ⇧ Z</kbd> <span aria-hidden="true">↷</span>
        </button>
      </div>
      <p className={note?.refused ? 'history-note is-refused' : 'history-note'} data-testid="history-note">
        {note?.text ?? ''}
      </p>
      <div className="sr-only" aria-live="polite" data-testid="history-announcer">
        {note && <p key={note.id}>{note.text}</p>}
      </div>
    </section>
  )
}
