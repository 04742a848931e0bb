// The polite live region: a screen reader hears each roll, each completed task, each refusal and each new turn.
import { useEffect, useRef, useState } from 'react'
import { useAtomValue } from 'jotai'
import { lastRefusalAtom } from '../../state/gameAtoms.ts'
import { logLinesAtom } from '../log/logAtoms.ts'
import { announcedLines } from './announcedLines.ts'

export function Announcer() {
  const lines = useAtomValue(logLinesAtom)
  const refusal = useAtomValue(lastRefusalAtom)
  const [message, setMessage] = useState<{ readonly id: number; readonly text: string } | null>(null)
  // Lines already in the log when the page mounts (a game taken up again) were heard before.
  const heard = useRef<number>(lines[lines.length - 1]?.n ?? -1)
  const count = useRef(0)

  // New lines since the last announcement (by running number), never the whole log again.
  useEffect(() => {
    const last = lines[lines.length - 1]
    if (!last || last.n < heard.current) heard.current = last ? last.n : -1 // a new game, or an undo: not news
    const fresh = lines.filter((line) => line.n > heard.current)
    heard.current = last ? last.n : -1
    const text = announcedLines(fresh)
    if (text !== '') setMessage({ id: ++count.current, text })
  }, [lines])

  useEffect(() => {
    if (refusal) setMessage({ id: ++count.current, text: `Refused: ${refusal.violation.message}` })
  }, [refusal])

  return (
    <div className="sr-only" aria-live="polite" data-testid="announcer">
      {/* A fresh node per message, so the same words twice are still heard twice. */}
      {message && <p key={message.id}>{message.text}</p>}
    </div>
  )
}
