// The `#/play` route: the table with the game on it, and the DOM layers over it.
import { useRef, type ReactNode } from 'react'
import { useAtom, useAtomValue } from 'jotai'
import type { GameSetup } from '../../engine/index.ts'
import { GameTableView } from '../../scene/game/GameTableView.tsx'
import { ActionPanel } from '../hud/ActionPanel.tsx'
import { EndScreen } from '../end/EndScreen.tsx'
import { GameLog } from '../log/GameLog.tsx'
import { CardZoom } from '../zoom/CardZoom.tsx'
import { zoomOpenAtom } from '../zoom/zoomAtoms.ts'
import { TableTools } from '../rules/TableTools.tsx'
import { Announcer } from './Announcer.tsx'
import { SlowScreenNote } from '../settings/SlowScreenNote.tsx'
import { TableAdvice } from '../advice/TableAdvice.tsx'
import { HistoryControls } from '../history/HistoryControls.tsx'
import { StatusBar } from './StatusBar.tsx'
import { useBenchDriver } from './benchDriver.ts'
import { MuteButton } from '../sound/MuteButton.tsx'
import { PresentationButton, PresentationPanel } from '../presentation/index.ts'
import { PanelsFold, panelsFoldedAtom } from './PanelsFold.tsx'
import { useGameTable } from './useGameTable.ts'
import { SheetHandle, sheetSizeAtom } from './SheetHandle.tsx'
import { useFootMore } from './useFootMore.ts'
import { XrButtons, XrPanelFeed } from '../xr/XrButtons.tsx'
import './tableLayout.css'

/**
 * Starts the setup's game once (StrictMode's second mount finds it already playing) and lays out the page: the
 * status bar along the top, the side column (actions, odds, log, a room's panel) at the right or, on a narrow
 * screen, as a sheet along the bottom, the table's commands along the foot; the camera frames the table in the room
 * they leave (tableLayout.css, useTableFrame.ts). `room`: the table's panel when the game is played in a room (no
 * undo there: the table's log is everyone's). `guide`: the first game's note, docked at the head of the column (or
 * the sheet), so the table is framed beside it and no note lies over the dice.
 */
export function GamePage({
  setup,
  room = null,
  files = null,
  guide = null,
}: {
  readonly setup: GameSetup
  readonly room?: ReactNode
  /** The first-game guide's note, above the actions. */
  readonly guide?: ReactNode
  /** The game's file commands (export, import, share), in the foot. */
  readonly files?: ReactNode
}) {
  const page = useRef<HTMLDivElement>(null)
  const folded = useAtomValue(panelsFoldedAtom)
  const sheet = useAtomValue(sheetSizeAtom)
  // A phone's foot shows its first commands and folds the rest behind "More" (tableLayout.css).
  const more = useFootMore()
  useGameTable(setup, page)
  useBenchDriver()
  return (
    <div className={folded ? 'game-page table-layout is-folded' : 'game-page table-layout'} ref={page}>
      <GameTableView />
      <StatusBar />
      <div className="game-side" data-frame-panel="side">
        {/* A phone's bottom sheet (peek, half, full); elsewhere it draws nothing of its own. */}
        <div className="game-sheet" data-sheet={sheet}>
          <div className="game-sheet-top">
            <SheetHandle />
            <PanelsFold />
          </div>
          <div className="game-side-panels" id="game-side-panels">
            {guide}
            <ActionPanel />
            {room}
            <PresentationPanel>
              <TableAdvice />
              <GameLog />
            </PresentationPanel>
          </div>
        </div>
      </div>
      <div
        className={more.open ? 'game-foot is-more-open' : 'game-foot'}
        data-frame-panel="foot"
        ref={more.foot}
        onClick={more.onFootClick}
      >
        {!room && <HistoryControls />}
        <nav className="game-corner" aria-label="Table">
          {!room && <a href={HOST_HASH_LINK}>Play together</a>}
          <ReadCardButton />
          <MuteButton />
          <TableTools />
          <PresentationButton />
          <XrButtons />
          <a href="#/">Leave the table</a>
          <button
            type="button"
            className="shell-button foot-more"
            aria-expanded={more.open}
            aria-controls="game-foot-more"
            ref={more.button}
            onClick={more.toggle}
          >
            More
          </button>
        </nav>
        <div id="game-foot-more" className="foot-more-files">
          {files}
        </div>
      </div>
      <XrPanelFeed />
      <Announcer />
      <SlowScreenNote />
      <CardZoom />
      <EndScreen />
    </div>
  )
}

/** "Play together" opens a room for the game on the table (src/ui/room, loaded with its route). */
const HOST_HASH_LINK = '#/room?host'

/** Opens the card zoom, and closes it again (as Z does). */
function ReadCardButton() {
  const [open, setOpen] = useAtom(zoomOpenAtom)
  return (
    <button
      type="button"
      className="shell-button read-card-button"
      aria-expanded={open}
      aria-keyshortcuts="Z"
      onClick={() => setOpen(!open)}
    >
      Read the card <kbd>Z</kbd>
    </button>
  )
}

export default GamePage
