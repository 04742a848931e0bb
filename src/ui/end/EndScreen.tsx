// The end screen: won or lost and why, the game in numbers, and the way to the next one.
import { useEffect, useRef } from 'react'
import { useAtomValue, useSetAtom } from 'jotai'
import { endSessionAtom, setupAtom, startGameAtom } from '../../state/gameAtoms.ts'
import { endSummaryAtom } from './endAtoms.ts'
import { WatchReplayButton } from '../replay/WatchReplayButton.tsx'
import { endStagingAtom } from '../../scene/cinema/cinemaAtoms.ts'

export function EndScreen() {
  const summary = useAtomValue(endSummaryAtom)
  const setup = useAtomValue(setupAtom)
  const startGame = useSetAtom(startGameAtom)
  const endSession = useSetAtom(endSessionAtom)
  const headingRef = useRef<HTMLHeadingElement>(null)
  // In presentation mode the end of the game is staged on the table first; the screen comes after it.
  const staging = useAtomValue(endStagingAtom)
  const ended = summary !== null && !staging
  useEffect(() => {
    if (ended) headingRef.current?.focus()
  }, [ended])
  if (!summary || !setup || !ended) return null
  const { reason } = summary
  return (
    <section
      className={`end-screen ${reason.won ? 'end-won' : 'end-lost'}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby="end-title"
      aria-describedby="end-reason"
    >
      <p className="end-outcome">{reason.won ? 'The investigators win' : 'The investigators lose'}</p>
      <h2 id="end-title" ref={headingRef} tabIndex={-1}>
        {reason.title}
      </h2>
      <p id="end-reason" className="end-reason">
        {reason.reason}
      </p>
      <dl className="end-figures">
        <div>
          <dt>Turns played</dt>
          <dd data-testid="end-turns">{summary.turns}</dd>
        </div>
        <div>
          <dt>Elder Signs</dt>
          <dd data-testid="end-elder-signs">
            {summary.elderSigns} / {summary.elderSignLimit}
          </dd>
        </div>
        <div>
          <dt>Doom</dt>
          <dd data-testid="end-doom">
            {summary.doom} / {summary.doomTrack}
          </dd>
        </div>
        <div>
          <dt>Seed</dt>
          <dd data-testid="end-seed">{setup.seed}</dd>
        </div>
      </dl>
      <div className="end-actions">
        <button type="button" className="shell-button primary" onClick={() => startGame(setup)}>
          Play again (same setup)
        </button>
        <button
          type="button"
          className="shell-button"
          onClick={() => {
            endSession()
            window.location.hash = '#/'
          }}
        >
          New game
        </button>
        <WatchReplayButton />
      </div>
    </section>
  )
}
