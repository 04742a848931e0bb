// The game at a room's table: the game page as in solo play, its dispatch proposing to the table (bindRoomTable),
// with the room's panel (links for the host, the seats, the connection) where solo play has undo; a page that
// only watches is the big screen (WatchScreen).
import { useEffect, useState } from 'react'
import { useStore } from 'jotai'
import type { RoomClient } from '../../state/room/roomClient.ts'
import type { RoomLink } from '../../state/room/roomLinks.ts'
import type { RoomView } from '../../state/room/roomTypes.ts'
import { GamePage } from '../game/GamePage.tsx'
import { bindRoomTable } from './bindRoomTable.ts'
import { RoomPanel } from './RoomPanel.tsx'
import { WatchScreen } from './WatchScreen.tsx'

type Props = {
  readonly client: RoomClient
  readonly view: RoomView
  /** The link the page came by (a big screen link carries the invite it shows), or null for the host's `?host`. */
  readonly link?: RoomLink | null
}

export function RoomTable({ client, view, link = null }: Props) {
  const store = useStore()
  const [bound, setBound] = useState(false)
  useEffect(() => {
    const unbind = bindRoomTable(store, client)
    setBound(true)
    return () => {
      unbind()
      setBound(false)
    }
  }, [store, client])
  if (!bound || !view.setup)
    return (
      <p className="loading" role="status">
        Laying out the table…
      </p>
    )
  if (view.you?.role !== 'player') return <WatchScreen setup={view.setup} view={view} link={link} />
  return <GamePage setup={view.setup} room={<RoomPanel client={client} view={view} />} />
}
