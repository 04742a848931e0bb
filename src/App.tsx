import { Suspense, lazy, type ReactNode } from 'react'
import { useHashQuery, useRoute } from './ui/useRoute'
import { StartBackdrop, StartScreen } from './ui/StartScreen'
import { opensHand } from './ui/hand/handChoice'
import { lazyWithCards } from './ui/lazyWithCards'
import { useTextSize } from './ui/settings/useTextSize'

// The table (three.js, React Three Fiber) is its own chunk: the start screen shows a still of it (StartBackdrop), and
// a phone's hand view never loads it.
const TableView = lazy(() => import('./scene/table/TableView').then((m) => ({ default: m.TableView })))

// The dice tray pulls in Rapier's WASM, so it loads only when visited: the first screen never waits for physics.
const DiceTrayView = lazy(() => import('./ui/tray/DiceTrayView'))
// The game (rules engine, card sets, HUD, log, the game's table) loads with the play route; the start screen
// does not wait for it. Every part that reads games loads the card sets beside it (lazyWithCards).
const PlayRoute = lazyWithCards(() => import('./ui/game/PlayRoute'))
// A room's table (`#/room?…`): the room client and the Colyseus SDK load with it, never with solo play.
const RoomRoute = lazyWithCards(() => import('./ui/room/RoomRoute'))
// An invite opened on a phone: the player's hand (the DOM alone, no three.js), the table being on the big screen.
const HandRoute = lazyWithCards(() => import('./ui/hand/HandRoute'))
// The replay viewer (`#/replay`, `#/replay?g=…` a shared game) loads with the game code too.
const ReplayRoute = lazyWithCards(() => import('./ui/replay/ReplayRoute'))
// The first game with the guide's notes (`#/guide`), loaded like the play route.
const GuideRoute = lazyWithCards(() => import('./ui/guide/GuideRoute'))
// The odds explorer (`#/odds`): the solver alone, no table.
const OddsExplorer = lazyWithCards(() => import('./ui/explorer/OddsExplorer'))
// `#/bench?scene=dice`: the bare dice scene `npm run bench -- table` measures the table against.
const DiceBenchView = lazy(() => import('./scene/bench/DiceBenchView'))

/**
 * Routes by URL hash: `#/` start screen over a still of the table, `#/table` the table alone, `#/tray` the dice tray,
 * `#/play?seed=…&investigators=…` a game (a bad address shows the start screen with the reason).
 */
export function App() {
  useTextSize()
  const route = useRoute()
  const query = useHashQuery()
  switch (route) {
    case 'tray':
      return (
        <Loading text="Setting out the dice…">
          <DiceTrayView />
        </Loading>
      )
    case 'table':
      return (
        <Suspense fallback={null}>
          <TableView />
        </Suspense>
      )
    case 'play':
      return (
        <Loading text="Laying out the table…">
          <PlayRoute query={query} />
        </Loading>
      )
    case 'room':
      if (opensHand(query))
        return (
          <Loading text="Finding your seat…">
            <HandRoute query={query} />
          </Loading>
        )
      return (
        <Loading text="Finding the table…">
          <RoomRoute query={query} />
        </Loading>
      )
    case 'guide':
      return (
        <Loading text="Laying out the table…">
          <GuideRoute />
        </Loading>
      )
    case 'replay':
      return (
        <Loading text="Setting out the recorded game…">
          <ReplayRoute query={query} />
        </Loading>
      )
    case 'odds':
      return (
        <Loading text="Opening the odds explorer…">
          <OddsExplorer />
        </Loading>
      )
    case 'bench':
      return (
        <Loading text="Setting out the bench…">
          <DiceBenchView />
        </Loading>
      )
    case 'start':
      return (
        <>
          <StartBackdrop />
          <StartScreen />
        </>
      )
  }
}

function Loading({ text, children }: { readonly text: string; readonly children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p className="loading" role="status">
          {text}
        </p>
      }
    >
      {children}
    </Suspense>
  )
}
