import { useAtomValue, useSetAtom } from 'jotai'
import type { GameSetup } from '../engine/index.ts'
import { endSessionAtom, setupAtom, statusAtom, turnNumberAtom } from '../scene/store/gameAtoms.ts'
import { NewGameForm } from './setup/NewGameForm.tsx'
import { playHash } from './setup/parsePlayUrl.ts'

/**
 * The start screen: a dialog over the table with the New game form. Each other entry is a real link, so it works
 * from the keyboard and by URL. `refusal` is why a `#/play` address could not start a game.
 */
export function StartScreen({ refusal = null }: { readonly refusal?: string | null }) {
  const endSession = useSetAtom(endSessionAtom)
  const start = (setup: GameSetup) => {
    endSession()
    window.location.hash = playHash(setup)
  }
  return (
    <main className="start-screen" aria-labelledby="start-title">
      <div className="start-intro">
        <h1 id="start-title">Midnight Museum</h1>
        <p className="tagline">
          The exhibits stir after dark. Seal the Ancient One away before the clock strikes its last midnight.
        </p>
        {refusal && (
          <div className="refusal" role="alert">
            <h2>That game cannot start</h2>
            <p>{refusal}</p>
          </div>
        )}
        <nav aria-label="Start">
          <ul>
            <ContinueLink />
            <li>
              <a href="#/tray">Dice tray</a>
              <span> — roll any mix of the eight dice</span>
            </li>
            <li>
              <a href="#/table">Explore the table</a>
              <span> — the museum at night</span>
            </li>
          </ul>
        </nav>
      </div>
      <NewGameForm onStart={start} />
    </main>
  )
}

/** A game left unfinished (the player went back to the start screen) can be taken up again. */
function ContinueLink() {
  const setup = useAtomValue(setupAtom)
  const status = useAtomValue(statusAtom)
  const turn = useAtomValue(turnNumberAtom)
  if (!setup || status !== 'playing') return null
  return (
    <li>
      <a href={playHash(setup)}>Continue the game</a>
      <span> — turn {turn}, the table as you left it</span>
    </li>
  )
}
