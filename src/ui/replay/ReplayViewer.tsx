// The replay viewer's page: the table at the step shown, the status bar, the log in step with it, the controls,
// and a polite live region that says each step.
import { useEffect, useRef, useState } from 'react'
import { useAtomValue } from 'jotai'
import { GameTableView } from '../../scene/game/GameTableView.tsx'
import { GameLog } from '../log/GameLog.tsx'
import { StatusBar } from '../game/StatusBar.tsx'
import { replayAtom } from './replayAtoms.ts'
import { ReplayPanel, stepWords } from './ReplayPanel.tsx'
import { useReplayKeys } from './useReplayKeys.ts'
import './replay.css'

export function ReplayViewer() {
  useReplayKeys()
  return (
    <div className="game-page replay-page">
      <GameTableView />
      <StatusBar />
      <GameLog />
      <ReplayPanel />
      <StepAnnouncer />
      <nav className="game-corner" aria-label="Replay">
        <a href="#/">Leave the replay</a>
      </nav>
    </div>
  )
}

function StepAnnouncer() {
  const open = useAtomValue(replayAtom)
  const [message, setMessage] = useState<{ readonly id: number; readonly text: string } | null>(null)
  const count = useRef(0)
  const text = open ? `${Object.values(stepWords(open.recording, open.step)).join(': ')}.` : ''
  useEffect(() => {
    if (text !== '') setMessage({ id: ++count.current, text })
  }, [text])
  return (
    <div className="sr-only" aria-live="polite" data-testid="replay-announcer">
      {message && <p key={message.id}>{message.text}</p>}
    </div>
  )
}
