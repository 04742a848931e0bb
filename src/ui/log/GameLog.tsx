// The game log: the whole game in sentences, newest at the bottom, scrolled into view as it grows.
import { useEffect, useRef } from 'react'
import { useAtomValue } from 'jotai'
import { logLinesAtom } from './logAtoms.ts'
import { gameSummaryAtom } from './summaryAtom.ts'

export function GameLog() {
  const lines = useAtomValue(logLinesAtom)
  const summary = useAtomValue(gameSummaryAtom)
  const listRef = useRef<HTMLOListElement>(null)
  useEffect(() => {
    const list = listRef.current
    if (list) list.scrollTop = list.scrollHeight
  }, [lines.length])
  return (
    <section className="game-log" aria-labelledby="game-log-title">
      <h2 id="game-log-title">Log</h2>
      {/* Focusable so the keyboard can scroll it; the live region, not this list, speaks new lines. */}
      <ol ref={listRef} tabIndex={0} aria-label="The game so far">
        {summary && <li className="log-setup">{summary}</li>}
        {lines.map((line) => (
          <li key={line.n} className={`log-${line.kind}`}>
            {line.text}
          </li>
        ))}
      </ol>
    </section>
  )
}
