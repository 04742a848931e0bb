// The `#/room?…` route, loaded with the room client and the Colyseus SDK (solo play loads none of it): "Play
// together" (`?host`) opens a room for the game on the table; an invite link takes a seat (a closed tab comes back
// to its own), a watch link watches. A bad or stale link is refused with a sentence and nothing else changes.
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useStore } from 'jotai'
import { TableView } from '../../scene/table/TableView.tsx'
import { StartScreen } from '../StartScreen.tsx'
import { appSaves } from '../persist/appSaves.ts'
import { startAutosave } from '../persist/autosave.ts'
import { parseRoomQuery } from './roomQuery.ts'
import { theRoomClient } from './roomSession.ts'
import { RoomEntry } from './RoomEntry.tsx'
import { RoomTable } from './RoomTable.tsx'
import './room.css'

export function RoomRoute({ query }: { readonly query: string }) {
  const client = theRoomClient()
  const view = useSyncExternalStore(client.subscribe, client.view)
  const store = useStore()
  const parsed = parseRoomQuery(query)
  const [refusal, setRefusal] = useState<{ readonly query: string; readonly text: string } | null>(null)
  // Every screen at the table keeps the game in its own saves: the host can reopen it if the server dies.
  useEffect(() => {
    const saves = appSaves()
    return saves ? startAutosave(store, saves) : undefined
  }, [store])

  if (!parsed.ok) return <Refused reason={parsed.error} />
  if (refusal && refusal.query === query) return <Refused reason={refusal.text} />
  const at = parsed.value.kind === 'link' ? parsed.value.link.roomId : view.roomId
  const seated = view.roomId !== null && view.roomId === at && view.state !== null && view.connection !== 'idle'
  const link = parsed.value.kind === 'link' ? parsed.value.link : null
  if (seated && view.connection !== 'left') return <RoomTable client={client} view={view} link={link} />
  return (
    <>
      <TableView />
      <RoomEntry query={parsed.value} client={client} onRefused={(text) => setRefusal({ query, text })} key={query} />
    </>
  )
}

function Refused({ reason }: { readonly reason: string }) {
  return (
    <>
      <TableView />
      <StartScreen refusal={reason} refusalTitle="That table cannot be joined" />
    </>
  )
}

export default RoomRoute
