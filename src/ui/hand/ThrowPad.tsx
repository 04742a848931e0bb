// The throw pad: the dice of the roll this seat throws, and a pad standing for the tray. A flick across it throws
// them onto the big screen's table (the server rolls the flick: the phone has no physics); so does a shake where the
// phone gives motion events (iOS asks first: a button asks for it), and, for a keyboard or a screen reader, the
// Throw button (the roll's seeded throw). The phone buzzes when the table takes the faces.
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react'
import { useAtomValue, useStore } from 'jotai'
import { applyAction, type GameState } from '../../engine/index.ts'
import type { ThrowSpec } from '../../physics/throwSpec.ts'
import { pendingRoll, trayDice } from '../../physics/pendingRoll.ts'
import { gameStateAtom, lastRefusalAtom } from '../../state/gameAtoms.ts'
import { roomRefusal, tableRoomAtom } from '../../state/room/tableRoom.ts'
import { dieLabel } from '../../state/describeAction.ts'
import type { RoomClient } from '../../state/room/roomClient.ts'
import { throwOfSpec } from '../../state/room/throwRelay.ts'
import { HandDie } from './HandDie.tsx'
import { createShakeDetector, padThrow, type PadSample } from './handThrow.ts'
import { handProbe } from './handProbe.ts'

type Motion = typeof DeviceMotionEvent & { requestPermission?: () => Promise<'granted' | 'denied'> }

const motionApi = (): Motion | null => (globalThis as { DeviceMotionEvent?: Motion }).DeviceMotionEvent ?? null

export function ThrowPad({ client }: { readonly client: RoomClient }) {
  const store = useStore()
  const state = useAtomValue(gameStateAtom) as GameState
  const roll = pendingRoll(state)
  const dice = roll ? state.dice.filter((d) => roll.dice.includes(d.id)) : trayDice(state).map((d) => state.dice[d.id]!)
  const [thrown, setThrown] = useState<number | null>(null)
  const rolling = roll !== null && thrown === roll.rollId
  const [note, setNote] = useState<string | null>(null)
  const samples = useRef<PadSample[]>([])
  /** The roll this pad last threw: a second flick before the table answers throws nothing. */
  const sent = useRef(-1)
  // The pad comes into view when the throw is this hand's (the page may be scrolled to the actions).
  const section = useRef<HTMLElement>(null)
  useEffect(() => {
    section.current?.scrollIntoView({ block: 'nearest' }) // a promise in newer browsers: not a cleanup
  }, [])
  // Motion where it needs no asking (Android, desktop emulation); iOS asks, from a button.
  const [shakeArmed, setShakeArmed] = useState(() => typeof motionApi()?.requestPermission !== 'function')

  const throwWith = (spec: ThrowSpec | null) => {
    const now = store.get(gameStateAtom)
    const room = store.get(tableRoomAtom)
    if (!now || !room) return
    // With no roll waiting the throw starts one (the server rolls and throws in one go, one trip): the same refusal
    // as the Roll control's when it may not, and the id the engine gives the roll when it may.
    let r = pendingRoll(now)
    if (!r) {
      const refused = roomRefusal(room, now, { type: 'rollDice' })
      if (refused) return void store.set(lastRefusalAtom, { violation: refused, action: null })
      const started = applyAction(now, { type: 'rollDice' })
      r = started.ok ? pendingRoll(started.state) : null
    }
    if (!r || sent.current === r.rollId) return
    sent.current = r.rollId
    handProbe.flickAt = performance.timeOrigin + performance.now()
    setThrown(r.rollId)
    handProbe.thrown = r.rollId
    handProbe.dice = r.dice
    client.throwDice(throwOfSpec(r.rollId, 0, spec), true)
  }

  useEffect(() => {
    if (!shakeArmed || rolling) return
    const shake = createShakeDetector()
    const onMotion = (e: DeviceMotionEvent) => {
      const a = e.acceleration?.x != null ? e.acceleration : e.accelerationIncludingGravity
      if (!a) return
      const spec = shake.add({ t: e.timeStamp, x: a.x ?? 0, y: a.y ?? 0, z: a.z ?? 0 })
      if (spec) throwWith(spec)
    }
    window.addEventListener('devicemotion', onMotion)
    return () => window.removeEventListener('devicemotion', onMotion)
  })

  const askMotion = async () => {
    const api = motionApi()
    try {
      const answer = api?.requestPermission ? await api.requestPermission() : 'granted'
      if (answer === 'granted') {
        setShakeArmed(true)
        setNote('Shake the phone to throw.')
      } else setNote('Motion is not allowed on this phone: flick the pad instead.')
    } catch {
      setNote('Motion is not allowed on this phone: flick the pad instead.')
    }
  }

  const down = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (rolling) return
    e.currentTarget.setPointerCapture(e.pointerId)
    samples.current = [sample(e)]
  }
  const move = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (samples.current.length > 0) samples.current.push(sample(e))
  }
  const up = (e: ReactPointerEvent<HTMLDivElement>) => {
    const all = [...samples.current, sample(e)]
    samples.current = []
    const box = e.currentTarget.getBoundingClientRect()
    const spec = padThrow(all, { width: box.width, height: box.height })
    if (spec) throwWith(spec)
    else setNote('Flick across the pad, toward its top, to throw.')
  }

  return (
    <section ref={section} className="hand-throw" aria-labelledby="hand-throw-title">
      <h2 id="hand-throw-title">{rolling ? 'Rolling on the table…' : 'Your throw'}</h2>
      <div className="hand-throw-dice">
        {dice.map((d) => (
          <HandDie key={d.id} color={d.color} face={rolling ? null : d.face} label={dieLabel(state, d.id)} />
        ))}
      </div>
      <div
        className={`hand-pad${rolling ? ' is-rolling' : ''}`}
        data-testid="hand-pad"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={() => (samples.current = [])}
        aria-hidden="true"
      >
        <span>{rolling ? 'Watch the big screen' : 'Flick up to throw'}</span>
      </div>
      <div className="hand-throw-actions">
        <button type="button" className="shell-button primary" disabled={rolling} onClick={() => throwWith(null)}>
          Throw the dice
        </button>
        {!shakeArmed && (
          <button type="button" className="shell-button" onClick={() => void askMotion()}>
            Shake to throw
          </button>
        )}
      </div>
      <p className="hand-note" role="status">
        {note ?? ''}
      </p>
    </section>
  )
}

function sample(e: ReactPointerEvent<HTMLDivElement>): PadSample {
  const box = e.currentTarget.getBoundingClientRect()
  return { t: e.timeStamp, x: e.clientX - box.left, y: e.clientY - box.top }
}
