// The start screen's game half: continue the game left unfinished, or set up a new one. Loaded after the first
// paint, so the start screen never waits for the rules engine and the card set.
import { useAtomValue, useSetAtom } from 'jotai'
import type { GameSetup } from '../../engine/index.ts'
import { endSessionAtom, setupAtom, startGameAtom, statusAtom, turnNumberAtom } from '../../state/gameAtoms.ts'
import { NewGameForm } from './NewGameForm.tsx'
import { playHash } from './playHash.ts'

export function NewGamePanel() {
  const endSession = useSetAtom(endSessionAtom)
  const startGame = useSetAtom(startGameAtom)
  const start = (setup: GameSetup, { together }: { readonly together: boolean }) => {
    endSession()
    if (!together) return void (window.location.hash = playHash(setup))
    // "Play together": the new game goes on the table, and the room route opens a room for it.
    startGame(setup)
    window.location.hash = '#/room?host'
  }
  return (
    <div className="new-game-panel">
      <ContinueLink />
      <NewGameForm onStart={start} />
    </div>
  )
}

/** A game left unfinished (the player went back to the start screen) can be taken up again. */
function ContinueLink() {
  const setup = useAtomValue(setupAtom)
  const status = useAtomValue(statusAtom)
  const turn = useAtomValue(turnNumberAtom)
  if (!setup || status !== 'playing') return null
  return (
    <p className="continue">
      <a href={playHash(setup)}>Continue the game</a>
      <span> — turn {turn}, the table as you left it</span>
    </p>
  )
}

export default NewGamePanel
