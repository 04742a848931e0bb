// Entering a table: the host names themself and opens the room; a guest names themself and takes a seat (or
// watches). A tab that held a seat at this table takes it back without asking. Every answer that is not a seat
// is a sentence; a link the table no longer knows goes back to the start screen with it.
import { useEffect, useId, useState, type FormEvent } from 'react'
import { useStore } from 'jotai'
import { sessionAtom } from '../../state/gameAtoms.ts'
import { inviteLink } from '../../state/room/roomLinks.ts'
import { preferTable } from '../hand/handChoice.ts'
import type { RoomClient } from '../../state/room/roomClient.ts'
import type { RoomResult, RoomStart, RoomView } from '../../state/room/roomTypes.ts'
import type { RoomQuery } from './roomQuery.ts'
import { hasSeatAt } from './roomSession.ts'

type Props = {
  readonly query: RoomQuery
  readonly client: RoomClient
  readonly onRefused: (sentence: string) => void
}

const STALE = 'That table is closed, or the link is not one of its own: ask the host for a fresh link.'
const NAME_KEY = 'midnight-museum/player-name'

export function RoomEntry({ query, client, onRefused }: Props) {
  const id = useId()
  const store = useStore()
  // A big screen (its link shows the invite) needs no person's name: it is the table's screen.
  const bigScreen = query.kind === 'link' && 'shownInvite' in query.link && Boolean(query.link.shownInvite)
  const [name, setName] = useState(() => (bigScreen ? 'Big screen' : rememberedName()))
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const seatAt = query.kind === 'link' && 'invite' in query.link ? query.link.roomId : null
  const [returning] = useState(() => seatAt !== null && hasSeatAt(seatAt))
  const [asking, setAsking] = useState(!returning)

  // A seat this browser held at the table (the tab was closed, the page reloaded): take it back, once.
  useEffect(() => {
    if (seatAt === null || !returning) return
    let live = true
    void client.returnToSeat(seatAt).then((result) => {
      if (live && !result.ok) setAsking(true)
    })
    return () => {
      live = false
    }
  }, [client, seatAt, returning])

  const answer = (result: RoomResult<RoomView>) => {
    setBusy(false)
    if (result.ok) return
    if (result.error.code === 'REFUSED' || result.error.code === 'BAD_LINK') onRefused(STALE)
    else setProblem(result.error.message)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setProblem(null)
    setBusy(true)
    if (!bigScreen) remember(name)
    if (query.kind === 'link') return void client.join(query.link, name).then(answer)
    const session = store.get(sessionAtom)
    if (!session) {
      setBusy(false)
      return setProblem('There is no game on the table to share: set one up first.')
    }
    const start: RoomStart =
      session.actions.length > 0
        ? { record: { setup: session.setup, actions: session.actions } }
        : { setup: session.setup }
    void client.host(name, start).then((result) => {
      answer(result)
      // The host's own address is the invite link: a reload finds the host's seat by its token. The host keeps
      // the whole table on this screen, phone or not: the invite, the seats and the game are all there.
      if (result.ok && result.value.roomId && result.value.invite) {
        preferTable(result.value.roomId)
        window.location.replace(inviteLink(result.value.roomId, result.value.invite))
      }
    })
  }

  if (!asking)
    return (
      <p className="loading" role="status">
        Taking your seat again…
      </p>
    )
  const watching = query.kind === 'link' && 'watch' in query.link
  const title = query.kind === 'host' ? 'Play together' : watching ? 'Watch the table' : 'Join the table'
  return (
    <main className="room-entry" aria-labelledby={`${id}-title`}>
      <form onSubmit={submit} noValidate>
        <h1 id={`${id}-title`}>{title}</h1>
        <p className="room-entry-lead">
          {query.kind === 'host'
            ? 'Open a room for this game: friends join by its invite link, and each plays the investigators you give them.'
            : bigScreen
              ? 'This screen will show the table as it is played, whose turn it is, the log, and the code that phones scan to take a seat.'
              : watching
                ? 'You will see the table as it is played; only its seats play.'
                : 'The host gives each investigator to a seat; until then you watch.'}
        </p>
        <label htmlFor={`${id}-name`}>Your name</label>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={40}
          autoComplete="nickname"
          onChange={(e) => setName(e.target.value)}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        <div className="room-entry-actions">
          <button type="submit" className="shell-button primary" disabled={busy}>
            {query.kind === 'host' ? 'Open the room' : watching ? 'Watch' : 'Take a seat'}
          </button>
          <a href="#/">Back to the start</a>
        </div>
        {busy && <p role="status">{query.kind === 'host' ? 'Opening the room…' : 'Joining the table…'}</p>}
        {problem && (
          <p id={`${id}-problem`} className="problem" role="alert">
            {problem}
          </p>
        )}
      </form>
    </main>
  )
}

function rememberedName(): string {
  try {
    return globalThis.localStorage?.getItem(NAME_KEY) ?? ''
  } catch {
    return ''
  }
}

function remember(name: string): void {
  try {
    globalThis.localStorage?.setItem(NAME_KEY, name.trim())
  } catch {
    // storage forbidden: the name is asked again next time
  }
}
