// The game at a room's table: the game page as in solo play, its dispatch proposing to the table (bindRoomTable),
// with the room's panel (links for the host, the seats, the connection) where solo play has undo.
import { useEffect, useState } from 'react'
import { useStore } from 'jotai'
import type { RoomClient } from '../../state/room/roomClient.ts'
import type { RoomView } from '../../state/room/roomTypes.ts'
import { GamePage } from '../game/GamePage.tsx'
import { bindRoomTable } from './bindRoomTable.ts'
import { RoomPanel } from './RoomPanel.tsx'

export function RoomTable({ client, view }: { readonly client: RoomClient; readonly view: RoomView }) {
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
  return <GamePage setup={view.setup} room={<RoomPanel client={client} view={view} />} />
}
