// The room's panel on the game page: the connection (and "Reconnecting…" while the SDK retries), the seats with
// who plays whom, and for the host the invite and watch links (with a QR code) and the seat each investigator
// belongs to.
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useAtomValue, useSetAtom } from 'jotai'
import { gameStateAtom } from '../../state/gameAtoms.ts'
import { investigatorName } from '../../state/room/tableRoom.ts'
import type { RoomClient } from '../../state/room/roomClient.ts'
import type { RoomView } from '../../state/room/roomTypes.ts'
import { sheetSizeAtom } from '../game/SheetHandle.tsx'
import { ConnectionNotice } from './ConnectionNotice.tsx'
import { InvitePanel } from './InvitePanel.tsx'

export function RoomPanel({ client, view }: { readonly client: RoomClient; readonly view: RoomView }) {
  const id = useId()
  const host = view.you?.role === 'player' && view.you.host
  // Open while nobody has joined the host yet: the invite is what the host needs first.
  const [open, setOpen] = useState(host && view.seats.length <= 1)
  const panel = useRef<HTMLElement>(null)
  // Opened, the panel comes into view: on a phone it lies below the actions, so the sheet is drawn up halfway and
  // scrolled to it (elsewhere the sheet's size draws nothing), and again to the QR code once it is drawn (on a phone
  // on its side it lies beside the invite link, at the foot of the panel's own scroll).
  const setSheet = useSetAtom(sheetSizeAtom)
  const reveal = useCallback(() => {
    setSheet((size) => (size === 'peek' ? 'half' : size))
    panel.current?.scrollIntoView({ block: 'nearest' })
    panel.current?.querySelector('.room-qr')?.scrollIntoView({ block: 'nearest' })
  }, [setSheet])
  const openedAtFirst = useRef(open)
  useEffect(() => {
    const el = panel.current
    if (!openedAtFirst.current || !el) return
    reveal()
    // The actions beside it still fill in and resize the panel: until the host first touches the page, the panel
    // keeps its QR code in view.
    const keep = new ResizeObserver(() => el.querySelector('.room-qr')?.scrollIntoView({ block: 'nearest' }))
    keep.observe(el)
    const stop = () => keep.disconnect()
    const inputs = ['pointerdown', 'keydown', 'wheel'] as const
    for (const type of inputs) window.addEventListener(type, stop, { capture: true, once: true, passive: true })
    return () => {
      keep.disconnect()
      for (const type of inputs) window.removeEventListener(type, stop, { capture: true })
    }
  }, [reveal])
  return (
    <section className="room-panel" aria-labelledby={`${id}-title`} ref={panel}>
      <ConnectionNotice view={view} />
      <div className="room-panel-header">
        <h2 id={`${id}-title`}>
          {view.you?.role === 'player' ? 'At the table' : 'Watching'}{' '}
          <span className="room-count">({view.seats.length})</span>
        </h2>
        <button
          type="button"
          className="shell-button"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => {
            setOpen(!open)
            if (!open) requestAnimationFrame(reveal)
          }}
        >
          {open ? 'Fold away' : host ? 'Invite and seats' : 'Seats'}
        </button>
      </div>
      <div id={`${id}-body`} hidden={!open}>
        {host && view.roomId && view.invite && view.watch && (
          <InvitePanel
            roomId={view.roomId}
            invite={view.invite}
            watch={view.watch}
            onQrDrawn={open ? reveal : undefined}
          />
        )}
        <Seats client={client} view={view} host={host} />
      </div>
    </section>
  )
}

function Seats({
  client,
  view,
  host,
}: {
  readonly client: RoomClient
  readonly view: RoomView
  readonly host: boolean
}) {
  const id = useId()
  const state = useAtomValue(gameStateAtom)
  const me = view.you?.role === 'player' ? view.you.seatId : null
  if (!state) return null
  return (
    <div className="room-seats">
      <ul aria-label="Seats">
        {view.seats.map((seat) => (
          <li key={seat.seatId} className={seat.connected ? '' : 'is-away'}>
            <strong>{seat.name}</strong>
            {seat.seatId === me && ' (you)'}
            {seat.host && ' · host'}
            {!seat.connected && ' · away'}
            {seat.players.length > 0 && (
              <span> — plays {seat.players.map((p) => investigatorName(state, p)).join(', ')}</span>
            )}
          </li>
        ))}
      </ul>
      {host && (
        <fieldset className="room-assign">
          <legend>Who plays whom</legend>
          {state.players.map((_, player) => {
            const holder = view.seats.find((s) => s.players.includes(player)) ?? null
            return (
              <div className="field" key={player}>
                <label htmlFor={`${id}-p${player}`}>{investigatorName(state, player)}</label>
                <select
                  id={`${id}-p${player}`}
                  value={holder?.seatId ?? ''}
                  onChange={(e) => client.assign(player, e.target.value === '' ? null : e.target.value)}
                >
                  {!holder && <option value="">The host</option>}
                  {view.seats.map((seat) => (
                    <option key={seat.seatId} value={seat.seatId}>
                      {seat.name}
                      {seat.host ? ' (host)' : ''}
                    </option>
                  ))}
                </select>
              </div>
            )
          })}
        </fieldset>
      )}
    </div>
  )
}
