// The `#/play` route: the table with the game on it, and the DOM layers over it.
import { useEffect, useEffectEvent, type ReactNode } from 'react'
import { useSetAtom, useStore } from 'jotai'
import type { GameSetup } from '../../engine/index.ts'
import { ensureGameAtom, setupKey } from '../../state/gameAtoms.ts'
import { GameTableView } from '../../scene/game/GameTableView.tsx'
import { ActionPanel } from '../hud/ActionPanel.tsx'
import { EndScreen } from '../end/EndScreen.tsx'
import { GameLog } from '../log/GameLog.tsx'
import { CardZoom } from '../zoom/CardZoom.tsx'
import { zoomOpenAtom } from '../zoom/zoomAtoms.ts'
import { TableTools } from '../rules/TableTools.tsx'
import { Announcer } from './Announcer.tsx'
import { TableAdvice } from '../advice/TableAdvice.tsx'
import { HistoryControls } from '../history/HistoryControls.tsx'
import { StatusBar } from './StatusBar.tsx'
import { installTestProbe } from './testProbe.ts'
import { useBenchDriver } from './benchDriver.ts'
import { MuteButton } from '../sound/MuteButton.tsx'
import { PresentationButton, PresentationPanel } from '../presentation/index.ts'

/**
 * Starts the setup's game once (StrictMode's second mount finds it already playing) and lays out the page. `room`:
 * the table's panel when the game is played in a room (no undo there: the table's log is everyone's).
 */
export function GamePage({ setup, room = null }: { readonly setup: GameSetup; readonly room?: ReactNode }) {
  const ensureGame = useSetAtom(ensureGameAtom)
  const store = useStore()
  // The key stands for the setup: a new object with the same setup must not restart the game.
  const key = setupKey(setup)
  const startSetup = useEffectEvent(() => ensureGame(setup))
  useEffect(() => {
    startSetup()
  }, [key])
  useEffect(() => installTestProbe(store), [store])
  useBenchDriver()
  return (
    <div className="game-page">
      <GameTableView />
      <StatusBar />
      <ActionPanel />
      <PresentationPanel>
        <TableAdvice />
        <GameLog />
      </PresentationPanel>
      <Announcer />
      {room ?? <HistoryControls />}
      <nav className="game-corner" aria-label="Table">
        {!room && <a href={HOST_HASH_LINK}>Play together</a>}
        <ReadCardButton />
        <MuteButton />
        <TableTools />
        <PresentationButton />
        <a href="#/">Leave the table</a>
      </nav>
      <CardZoom />
      <EndScreen />
    </div>
  )
}

/** "Play together" opens a room for the game on the table (src/ui/room, loaded with its route). */
const HOST_HASH_LINK = '#/room?host'

function ReadCardButton() {
  const openZoom = useSetAtom(zoomOpenAtom)
  return (
    <button type="button" className="shell-button" onClick={() => openZoom(true)}>
      Read the card <kbd>Z</kbd>
    </button>
  )
}

export default GamePage
