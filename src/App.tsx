import { Suspense, lazy } from 'react'
import { useRoute } from './ui/useRoute'
import { StartScreen } from './ui/StartScreen'
import { TableView } from './scene/table/TableView'

// The dice tray pulls in Rapier's WASM, so it loads only when visited: the first screen never waits for physics.
const DiceTrayView = lazy(() => import('./scene/tray/DiceTrayView'))

/** Routes by URL hash: `#/` start screen over the table, `#/table` the table alone, `#/tray` the dice tray. */
export function App() {
  const route = useRoute()
  switch (route) {
    case 'tray':
      return (
        <Suspense
          fallback={
            <p className="loading" role="status">
              Setting out the dice…
            </p>
          }
        >
          <DiceTrayView />
        </Suspense>
      )
    case 'table':
      return <TableView />
    case 'start':
      return (
        <>
          <TableView />
          <StartScreen />
        </>
      )
  }
}
