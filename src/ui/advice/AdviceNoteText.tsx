// In the log, after a choice that left a lower chance than the best one: how much was given up (hints on only).
import { useAtomValue } from 'jotai'
import { adviceNotesAtom } from '../../state/odds/oddsAtoms.ts'
import { hintsAtom } from '../../state/settingsAtoms.ts'
import { describeAction } from '../../state/describeAction.ts'
import { percent, pointsGivenUp } from '../../state/odds/adviceWords.ts'

export function AdviceNoteText({ n }: { readonly n: number }) {
  const note = useAtomValue(adviceNotesAtom)[n]
  const hints = useAtomValue(hintsAtom)
  if (!note || !hints) return null
  return (
    <span className="log-advice" data-testid="log-advice">
      {' '}
      (Odds: {percent(note.chosenOdds)}, {pointsGivenUp(note.bestOdds, note.chosenOdds)} against{' '}
      {describeAction(note.state, note.best).replace(/^./, (c) => c.toLowerCase())} at {percent(note.bestOdds)}.)
    </span>
  )
}
