// `#/room?id=…&invite=…` opened on a phone (handChoice.ts): the player's hand. The same room client and the same
// binding as the table's page (the log becomes the game store's session, dispatch proposes to the table), and the
// same join form; what differs is the page: the DOM alone, laid out for a thumb. The table is on the big screen.
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useStore } from 'jotai'
import { StartScreen } from '../StartScreen.tsx'
import { parseRoomQuery } from '../room/roomQuery.ts'
import { theRoomClient } from '../room/roomSession.ts'
import { RoomEntry } from '../room/RoomEntry.tsx'
import { bindRoomTable } from '../room/bindRoomTable.ts'
import { installTestProbe } from '../game/testProbe.ts'
import { HandView } from './HandView.tsx'
import '../room/room.css'
import './hand.css'

export function HandRoute({ query }: { readonly query: string }) {
  const client = theRoomClient()
  const view = useSyncExternalStore(client.subscribe, client.view)
  const store = useStore()
  const parsed = parseRoomQuery(query)
  const [refusal, setRefusal] = useState<{ readonly query: string; readonly text: string } | null>(null)
  const seated =
    parsed.ok &&
    parsed.value.kind === 'link' &&
    view.roomId === parsed.value.link.roomId &&
    view.state !== null &&
    view.connection !== 'idle' &&
    view.connection !== 'left'
  const [bound, setBound] = useState(false)
  useEffect(() => installTestProbe(store), [store])
  useEffect(() => {
    if (!seated) return
    const unbind = bindRoomTable(store, client)
    setBound(true)
    return () => {
      unbind()
      setBound(false)
    }
  }, [seated, store, client])

  if (!parsed.ok) return <StartScreen refusal={parsed.error} refusalTitle="That table cannot be joined" />
  if (refusal && refusal.query === query)
    return <StartScreen refusal={refusal.text} refusalTitle="That table cannot be joined" />
  if (!seated)
    return (
      <div className="hand-page">
        <RoomEntry query={parsed.value} client={client} onRefused={(text) => setRefusal({ query, text })} key={query} />
      </div>
    )
  if (!bound)
    return (
      <p className="loading" role="status">
        Taking your seat…
      </p>
    )
  return <HandView client={client} view={view} />
}

export default HandRoute
