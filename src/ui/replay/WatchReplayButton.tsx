// "Watch the replay" at the end of a game: the game just played, opened in the replay viewer at its last step.
import { useAtomValue, useSetAtom } from 'jotai'
import { sessionAtom } from '../../state/gameAtoms.ts'
import { openReplayAtom } from './replayAtoms.ts'

export function WatchReplayButton() {
  const session = useAtomValue(sessionAtom)
  const openReplay = useSetAtom(openReplayAtom)
  if (!session) return null
  return (
    <button
      type="button"
      className="shell-button"
      onClick={() => openReplay({ setup: session.setup, actions: session.actions, title: 'Your game' })}
    >
      Watch the replay
    </button>
  )
}
