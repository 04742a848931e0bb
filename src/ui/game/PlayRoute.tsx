// The `#/play?…` route, loaded with the game: a good address opens the game page, a bad one the start screen
// with the reason (and no game starts).
import { TableView } from '../../scene/table/TableView.tsx'
import { StartScreen } from '../StartScreen.tsx'
import { parsePlayUrl } from '../setup/parsePlayUrl.ts'
import { GamePage } from './GamePage.tsx'

export function PlayRoute({ query }: { readonly query: string }) {
  const setup = parsePlayUrl(query)
  if (!setup.ok)
    return (
      <>
        <TableView />
        <StartScreen refusal={setup.error} />
      </>
    )
  return <GamePage setup={setup.value} />
}

export default PlayRoute
