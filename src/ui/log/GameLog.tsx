// The game log: the whole game in sentences, newest at the bottom, scrolled into view as it grows. It folds away
// to show more of the table.
import { useEffect, useRef, useState } from 'react'
import { useAtomValue } from 'jotai'
import { logLinesAtom } from './logAtoms.ts'
import { gameSummaryAtom } from './summaryAtom.ts'
import { AdviceNoteText } from '../advice/AdviceNoteText.tsx'

export function GameLog() {
  const lines = useAtomValue(logLinesAtom)
  const summary = useAtomValue(gameSummaryAtom)
  const [open, setOpen] = useState(true)
  const listRef = useRef<HTMLOListElement>(null)
  useEffect(() => {
    const list = listRef.current
    if (list) list.scrollTop = list.scrollHeight
  }, [lines.length, open])
  return (
    <section className={open ? 'game-log' : 'game-log is-folded'} aria-labelledby="game-log-title">
      <div className="game-log-header">
        <h2 id="game-log-title">Log</h2>
        <button
          type="button"
          className="shell-button"
          aria-expanded={open}
          aria-controls="game-log-lines"
          onClick={() => setOpen((was) => !was)}
        >
          {open ? 'Fold away' : 'Open the log'}
        </button>
      </div>
      {/* Focusable so the keyboard can scroll it; the live region, not this list, speaks new lines. */}
      <ol id="game-log-lines" ref={listRef} tabIndex={0} aria-label="The game so far" hidden={!open}>
        {summary && <li className="log-setup">{summary}</li>}
        {lines.map((line) => (
          <li key={line.n} className={`log-${line.kind}`}>
            {line.text}
            <AdviceNoteText n={line.n} />
          </li>
        ))}
      </ol>
    </section>
  )
}
