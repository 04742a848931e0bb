// In the log, after a choice that left a chance half a point or more below the best one: in plain words, the chance
// it left and what the best choice would have left (hints on only; state/odds/oddsDriver.ts `adviceNote`).
import { useAtomValue } from 'jotai'
import { adviceNotesAtom } from '../../state/odds/oddsAtoms.ts'
import { hintsAtom } from '../../state/settingsAtoms.ts'
import { describeAction } from '../../state/describeAction.ts'
import { percent } from '../../state/odds/adviceWords.ts'

export function AdviceNoteText({ n }: { readonly n: number }) {
  const note = useAtomValue(adviceNotesAtom)[n]
  const hints = useAtomValue(hintsAtom)
  if (!note || !hints) return null
  return (
    <span className="log-advice" data-testid="log-advice">
      {' '}
      (That left a {percent(note.chosenOdds)} chance to resolve the card; “{describeAction(note.state, note.best)}”
      would have left {percent(note.bestOdds)}.)
    </span>
  )
}
