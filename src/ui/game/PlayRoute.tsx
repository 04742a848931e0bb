// The `#/play?…` route, loaded with the game: a good address opens the game page, a bad one the start screen
// with the reason (and no game starts). `&game=<id>` names the save the game is kept in: a reload (or Continue)
// puts that game back, action for action, instead of starting the setup afresh.
import { useEffect, useEffectEvent, useState } from 'react'
import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { loadSessionAtom, sessionAtom, setupKey } from '../../state/gameAtoms.ts'
import { TableView } from '../../scene/table/TableView.tsx'
import { StartScreen } from '../StartScreen.tsx'
import { appSaves } from '../persist/appSaves.ts'
import { startAutosave } from '../persist/autosave.ts'
import { GameFileMenu } from '../persist/GameFileMenu.tsx'
import { parseGameQuery, playHashWithGame, type PlayQuery } from '../persist/gameQuery.ts'
import { GamePage } from './GamePage.tsx'

export function PlayRoute({ query }: { readonly query: string }) {
  const parsed = parseGameQuery(query)
  const store = useStore()
  useEffect(() => {
    const saves = appSaves()
    return saves ? startAutosave(store, saves) : undefined
  }, [store])
  if (!parsed.ok) return <Refused reason={parsed.error} />
  return <ResumedGame setup={parsed.value.setup} game={parsed.value.game} />
}

/** The game of the address: the saved one put back when the address names it, else the setup's. */
function ResumedGame({ setup, game }: PlayQuery) {
  const session = useAtomValue(sessionAtom)
  const loadSession = useSetAtom(loadSessionAtom)
  const [refusal, setRefusal] = useState<{ readonly game: string; readonly reason: string } | null>(null)
  const ready = game === null || session?.id === game
  // The setup is the address's at the time the id was read; the id decides what is loaded.
  const addressSetup = useEffectEvent(() => setup)

  useEffect(() => {
    if (ready || game === null) return
    const fallback = addressSetup()
    let cancelled = false // StrictMode runs this twice: only the second run's answer is used
    const refuse = (reason: string) => {
      if (!cancelled) setRefusal({ game, reason })
    }
    const saves = appSaves()
    ;(saves ? saves.load(game) : Promise.resolve(null))
      .then((saved) => {
        if (cancelled) return
        // No save yet (the game had not begun, or storage is off): the address's setup starts it, under its id.
        const record = saved
          ? { setup: saved.setup, actions: saved.actions, id: game }
          : { setup: fallback, actions: [], id: game }
        const result = loadSession(record)
        if (!result.ok)
          refuse(
            result.error.kind === 'rejectedAction'
              ? `The saved game could not be put back: the rules refuse its action ${result.error.index + 1} (${result.error.violation.message}). You may delete it from the Continue list.`
              : `The saved game could not be put back: ${result.error.message}`,
          )
      })
      .catch(() => refuse('The saved games could not be read from this browser’s storage.'))
    return () => {
      cancelled = true
    }
  }, [ready, game, loadSession])

  // A game started from an address without an id gets its id written into the address (no new history entry),
  // so a reload comes back to it. Once: on the session's id and setup, not on every action it takes (each write is
  // a trip to the browser's history, and Chrome throttles an address written too often).
  const sessionId = session?.id ?? null
  const sessionSetup = session?.setup ?? null
  useEffect(() => {
    if (game !== null || sessionId === null || sessionSetup === null) return
    if (setupKey(sessionSetup) !== setupKey(setup)) return
    window.history.replaceState(window.history.state, '', playHashWithGame(sessionSetup, sessionId))
  }, [game, sessionId, sessionSetup, setup])

  if (refusal && refusal.game === game) return <Refused reason={refusal.reason} />
  if (!ready)
    return (
      <p className="loading" role="status">
        Finding your game…
      </p>
    )
  return <GamePage setup={game !== null && session ? session.setup : setup} files={<GameFileMenu />} />
}

function Refused({ reason }: { readonly reason: string }) {
  return (
    <>
      <TableView />
      <StartScreen refusal={reason} />
    </>
  )
}

export default PlayRoute
