// A player's hand at a room's table, on their phone: the investigator's card (sanity, stamina, clues, possessions),
// the throw pad on their roll, the card in play to place dice on, and the actions the engine allows now. The table
// itself is on the big screen. Results are announced; every control works by touch and by keyboard.
import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { catalogFor, type GameState } from '../../engine/index.ts'
import { pendingRoll } from '../../physics/pendingRoll.ts'
import { gameStateAtom, lastRefusalAtom, legalActionsAtom } from '../../state/gameAtoms.ts'
import { usableCardName } from '../../state/describeAction.ts'
import type { RoomClient } from '../../state/room/roomClient.ts'
import type { RoomView } from '../../state/room/roomTypes.ts'
import { investigatorName, outOfTurnReason, seatNameOf, tableRoomAtom } from '../../state/room/tableRoom.ts'
import { rollAnnouncement } from '../../state/tray/faceLabel.ts'
import { ConnectionNotice } from '../room/ConnectionNotice.tsx'
import { CardInPlay } from './CardInPlay.tsx'
import { HandActions } from './HandActions.tsx'
import { handProbe } from './handProbe.ts'
import { preferTable } from './handChoice.ts'
import { ThrowPad } from './ThrowPad.tsx'

export function HandView({ client, view }: { readonly client: RoomClient; readonly view: RoomView }) {
  const state = useAtomValue(gameStateAtom)
  const room = useAtomValue(tableRoomAtom)
  const legal = useAtomValue(legalActionsAtom)
  const refusal = useAtomValue(lastRefusalAtom)
  const [chosen, setChosen] = useState<number | null>(null)
  const [landed, setLanded] = useState('')

  // The table took this hand's throw: buzz, and say what landed.
  useEffect(
    () =>
      client.on('action', (e) => {
        const a = e.action
        if (a.type !== 'reportRoll' || a.rollId !== handProbe.thrown) return
        globalThis.navigator?.vibrate?.(80)
        const dice = client.view().state?.dice ?? []
        const rolled = a.faces.map((face, i) => ({ color: dice[handProbe.dice[i] ?? -1]?.color ?? 'green', face }))
        setLanded(`Landed. ${rollAnnouncement(a.rollId, rolled)}`)
      }),
    [client],
  )

  if (!state || !room) return null
  const mine = room.players
  const active = state.turn.player
  const player = chosen !== null && mine.includes(chosen) ? chosen : mine.includes(active) ? active : (mine[0] ?? null)
  const waiting = outOfTurnReason(room, state, legal[0] ?? null)
  const myMove = waiting === null && state.status === 'playing'
  const throwing = myMove && (pendingRoll(state) !== null || legal.some((a) => a.type === 'rollDice'))
  const placing =
    myMove &&
    state.phase.kind === 'resolution' &&
    (state.phase.stage === 'rolled' || state.phase.stage === 'discarding')
  const you = view.you
  const me = you?.role === 'player' ? view.seats.find((s) => s.seatId === you.seatId)?.name : null

  return (
    <main className="hand-page hand-view" aria-labelledby="hand-title">
      <ConnectionNotice view={view} />
      <header className="hand-head">
        <h1 id="hand-title">{player !== null ? investigatorName(state, player) : 'Your hand'}</h1>
        <p className="hand-turn" role="status" data-testid="hand-turn">
          {state.status !== 'playing'
            ? 'The game is over: see the big screen.'
            : (waiting ?? `Your move${me ? `, ${me}` : ''}.`)}
        </p>
        {mine.length > 1 && (
          <div className="hand-switch" role="group" aria-label="Your investigators">
            {mine.map((p) => (
              <button
                key={p}
                type="button"
                className="shell-button"
                aria-pressed={p === player}
                onClick={() => setChosen(p)}
              >
                {investigatorName(state, p)}
              </button>
            ))}
          </div>
        )}
      </header>
      {mine.length === 0 && (
        <p className="hand-note">
          {seatNameOf(view.seats, 0) ?? 'The host'} has not given you an investigator yet: until then you watch.
        </p>
      )}
      <p className="hand-landed" role="status" aria-live="polite" data-testid="hand-landed">
        {landed}
      </p>
      {refusal && (
        <p className="hand-refusal" role="alert">
          {refusal.violation.message}
        </p>
      )}
      {throwing && <ThrowPad client={client} />}
      {placing && <CardInPlay />}
      {player !== null && <InvestigatorSheet state={state} player={player} />}
      <HandActions waiting={waiting} />
      <footer className="hand-foot">
        <button
          type="button"
          className="shell-button"
          onClick={() => {
            if (view.roomId) preferTable(view.roomId)
            window.location.reload()
          }}
        >
          Show the whole table on this screen
        </button>
      </footer>
    </main>
  )
}

function InvestigatorSheet({ state, player }: { readonly state: GameState; readonly player: number }) {
  const p = state.players[player]
  if (!p) return null
  const card = p.investigatorId ? catalogFor(state.content).investigator(p.investigatorId) : null
  const things = [
    ...p.items.map((id) => ({ id, kind: 'item' })),
    ...p.spells.map((id) => ({ id, kind: 'spell' })),
    ...p.allies.map((id) => ({ id, kind: 'ally' })),
  ]
  return (
    <section className="hand-sheet" aria-label={`${card?.name ?? 'Investigator'}'s card`}>
      <dl className="hand-stats">
        <div className="is-sanity">
          <dt>Sanity</dt>
          <dd>
            {p.sanity}
            <small>/{p.maxSanity}</small>
          </dd>
        </div>
        <div className="is-stamina">
          <dt>Stamina</dt>
          <dd>
            {p.stamina}
            <small>/{p.maxStamina}</small>
          </dd>
        </div>
        <div className="is-clues">
          <dt>Clues</dt>
          <dd>{p.clues}</dd>
        </div>
        <div className="is-trophies">
          <dt>Trophies</dt>
          <dd>{p.trophies.reduce((n, t) => n + t.value, 0)}</dd>
        </div>
      </dl>
      {things.length > 0 && (
        <ul className="hand-things" aria-label="Items, spells and allies">
          {things.map((t) => (
            <li key={`${t.kind}:${t.id}`} className={`is-${t.kind}`}>
              <span className="hand-thing-kind">{t.kind}</span> {usableCardName(state, t.id)}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
