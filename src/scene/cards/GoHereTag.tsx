// The card in focus wears a "Go here" tag on its own lower edge while the engine offers the move there (issue 41):
// a newcomer who clicked a card sees how to go, by pointer or touch; Enter does the same from the keyboard. Within
// the card it never lies over another card (the card in focus is held up in front of its neighbours), and the ring's
// plaques keep off it (its own card's plaque, hung at the same edge, lay over it on a phone).
import { useAtomValue, useStore } from 'jotai'
import { dispatchAtom, legalActionsAtom } from '../../state/gameAtoms.ts'
import { CARD } from '../layout/tablePlan.ts'
import { ScreenTag } from '../plaques/ScreenTag.tsx'
import { moveHere } from './goHere.ts'
import './goHere.css'

export function GoHereTag({ cardId, name }: { readonly cardId: string; readonly name: string }) {
  const store = useStore()
  const move = moveHere(useAtomValue(legalActionsAtom), cardId)
  if (!move) return null
  // The tag's React root is its own (ScreenTag): the click takes the store with it.
  const go = () => store.set(dispatchAtom, move)
  return (
    <group position={[0, CARD.thickness + 0.2, CARD.height / 2 - 1.2]}>
      <ScreenTag>
        <button
          type="button"
          className="go-here"
          data-go-here={cardId}
          data-plaque-avoid
          aria-label={`Go here: ${name}`}
          onClick={go}
        >
          Go here <span aria-hidden="true">▸</span>
        </button>
      </ScreenTag>
    </group>
  )
}
