// A room's big screen (issue 33): the page that watches (a watch link, or the big screen link that also carries
// the invite) is presentation mode without controls. The table large, the status bar (whose turn: the seat and its
// investigator), the log in the side panel at the left, and at the right the join code — the invite as a large QR
// code, smaller once the game has started (Q or its button shows it large again) — with the room's seats. Nothing
// here acts on the game: sound, fullscreen and leaving are all it offers. The idle camera drifts between turns and
// the staged moments play (watchScreenAtom, scene/cinema/useWatchWake.ts).
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import { useAtomValue, useStore } from 'jotai'
import type { GameSetup, GameState } from '../../engine/index.ts'
import { gameStateAtom } from '../../state/gameAtoms.ts'
import { presentationAtom, watchScreenAtom } from '../../state/presentationAtoms.ts'
import { inviteLink, type RoomLink } from '../../state/room/roomLinks.ts'
import { investigatorName } from '../../state/room/tableRoom.ts'
import type { PublicSeat, RoomView } from '../../state/room/roomTypes.ts'
import { GameTableView } from '../../scene/game/GameTableView.tsx'
import { EndScreen } from '../end/EndScreen.tsx'
import { Announcer } from '../game/Announcer.tsx'
import { StatusBar } from '../game/StatusBar.tsx'
import { useGameTable } from '../game/useGameTable.ts'
import { GameLog } from '../log/GameLog.tsx'
import { enterFullscreen, isFullscreen, leaveFullscreen, onKeysAndFullscreen } from '../presentation/fullscreen.ts'
import { presentingStyle } from '../presentation/usePresentationMode.ts'
import { MuteButton } from '../sound/MuteButton.tsx'
import { ConnectionNotice } from './ConnectionNotice.tsx'
import { QrCode } from './QrCode.tsx'
import '../game/tableLayout.css'
import '../presentation/presentation.css'
import './watchScreen.css'

type Props = {
  readonly setup: GameSetup
  readonly view: RoomView
  /** The link this page came by: a big screen link carries the invite it shows. */
  readonly link: RoomLink | null
}

export function WatchScreen({ setup, view, link }: Props) {
  const store = useStore()
  const page = useRef<HTMLDivElement>(null)
  useGameTable(setup, page)
  // Presentation mode for as long as this screen shows, without asking for fullscreen (that needs a gesture).
  useEffect(() => {
    store.set(presentationAtom, true)
    store.set(watchScreenAtom, true)
    const unstyle = presentingStyle()
    return () => {
      unstyle()
      store.set(watchScreenAtom, false)
      store.set(presentationAtom, false)
    }
  }, [store])
  const invite = link && 'shownInvite' in link && link.shownInvite ? inviteLink(link.roomId, link.shownInvite) : null
  return (
    <div className="game-page table-layout watch-screen" ref={page}>
      <GameTableView />
      <StatusBar />
      <main className="watch-side" data-frame-panel="watch-side" aria-labelledby="watch-screen-title">
        <h1 id="watch-screen-title" className="sr-only">
          Watching the table
        </h1>
        <ConnectionNotice view={view} />
        <GameLog />
        <WatchControls />
      </main>
      <JoinPanel view={view} invite={invite} />
      <Announcer />
      <EndScreen />
    </div>
  )
}

/** The seats and, with the invite, its QR code: large until the game has started, then small unless asked. */
function JoinPanel({ view, invite }: { readonly view: RoomView; readonly invite: string | null }) {
  const id = useId()
  const started = view.log.length > 0
  const [asked, setAsked] = useState<boolean | null>(null)
  const large = invite !== null && (asked ?? !started)
  const flip = () => setAsked(!large)
  const toggle = useEffectEvent(flip)
  useEffect(() => {
    if (invite === null) return
    const onKey = (event: KeyboardEvent) => {
      if (isOurKey(event, 'q')) {
        event.preventDefault()
        toggle()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [invite])
  return (
    <aside
      className={large ? 'watch-join is-large' : 'watch-join'}
      data-frame-panel="watch-join"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{invite ? 'Join the table' : 'At the table'}</h2>
      {invite && (
        <QrCode
          text={invite}
          className="watch-qr"
          label="QR code: scan to take a seat"
          caption="Scan with a phone to take a seat"
        />
      )}
      <WatchSeats seats={view.seats} />
      {invite && (
        <button type="button" className="shell-button watch-qr-size" aria-keyshortcuts="Q" onClick={flip}>
          {large ? 'Smaller join code' : 'Larger join code'} <kbd>Q</kbd>
        </button>
      )}
    </aside>
  )
}

/** The seats: each name, the investigators it plays, whether it is here, and whose turn it is. */
function WatchSeats({ seats }: { readonly seats: readonly PublicSeat[] }) {
  const state = useAtomValue(gameStateAtom)
  if (!state) return null
  return (
    <ul className="watch-seats" aria-label="Seats">
      {seats.map((seat) => {
        const turn = seat.players.includes(state.turn.player)
        return (
          <li key={seat.seatId} className={[seat.connected ? '' : 'is-away', turn ? 'is-turn' : ''].join(' ').trim()}>
            <span className="watch-seat-name">{seat.name}</span>
            {seat.host && <span className="watch-seat-note"> · host</span>}
            {!seat.connected && <span className="watch-seat-note"> · away</span>}
            {turn && <span className="watch-seat-note"> · their turn</span>}
            <span className="watch-seat-plays">{plays(state, seat)}</span>
          </li>
        )
      })}
    </ul>
  )
}

function plays(state: GameState, seat: PublicSeat): string {
  if (seat.players.length === 0) return 'Watching until the host gives them an investigator'
  return `Plays ${seat.players.map((p) => investigatorName(state, p)).join(', ')}`
}

/** What a watcher may use: the sound, fullscreen (F) and the way out. */
function WatchControls() {
  const [full, setFull] = useState(isFullscreen)
  useEffect(() => {
    const onChange = () => setFull(isFullscreen())
    const onKey = (event: KeyboardEvent) => {
      if (!isOurKey(event, 'f')) return
      event.preventDefault()
      toggleFullscreen()
    }
    return onKeysAndFullscreen(onKey, onChange)
  }, [])
  return (
    <nav className="watch-corner" aria-label="Table">
      <MuteButton />
      <button type="button" className="shell-button" aria-keyshortcuts="F" onClick={toggleFullscreen}>
        {full ? 'Leave fullscreen' : 'Fullscreen'} <kbd>F</kbd>
      </button>
      <a href="#/">Leave the table</a>
    </nav>
  )
}

function toggleFullscreen(): void {
  if (isFullscreen()) leaveFullscreen()
  else void enterFullscreen()
}

/** A plain press of `letter`, not typed into a field nor meant for an open dialog. */
function isOurKey(event: KeyboardEvent, letter: string): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return false
  if (event.key.toLowerCase() !== letter) return false
  const target = event.target
  if (target instanceof Element && target.closest('input, textarea, select, dialog, [role="dialog"]')) return false
  return document.querySelector('dialog[open]') === null
}
