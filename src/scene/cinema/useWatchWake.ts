// The big screen's idle camera (a room's watch screen): nobody there touches anything, so the table's own moves
// count as input. The idle time is shorter there, and each new event brings the player's view back (unless a
// staged moment takes the camera) and starts the idle time again: the camera drifts between turns, never while a
// turn's adventure is being resolved (its close-up of the dice and the card stays: isMidTurn).
import { useEffect, useRef } from 'react'
import { useAtomValue } from 'jotai'
import { useThree } from '@react-three/fiber'
import type { GameState } from '../../engine/index.ts'
import { eventsAtom } from '../../state/gameAtoms.ts'
import { WATCH_IDLE_SECONDS, watchScreenAtom } from '../../state/presentationAtoms.ts'
import { isStaging, realSeconds, releaseCamera, type CinemaKit, type ViewControls } from './cinemaKit.ts'
import { DEFAULT_IDLE_SECONDS, setIdleSeconds, touch } from './idleClock.ts'

/** Whether a turn is in the middle of its adventure (the Entrance, a card, the Ancient One): the dice are in play. */
export function isMidTurn(state: GameState | null): boolean {
  const kind = state?.phase.kind
  return kind === 'resolution' || kind === 'entrance'
}

export function useWatchWake(kit: CinemaKit): void {
  const watching = useAtomValue(watchScreenAtom)
  const events = useAtomValue(eventsAtom)
  const get = useThree((s) => s.get)
  const invalidate = useThree((s) => s.invalidate)
  const newest = events[events.length - 1]?.n ?? -1
  const seen = useRef(newest)

  useEffect(() => {
    const wanted = watching ? WATCH_IDLE_SECONDS : DEFAULT_IDLE_SECONDS
    if (kit.idle.idleSeconds === wanted) return
    setIdleSeconds(kit.idle, wanted)
    touch(kit.idle, realSeconds())
    kit.rearm()
  }, [watching, kit])

  useEffect(() => {
    if (newest === seen.current) return
    seen.current = newest
    if (!watching) return
    touch(kit.idle, realSeconds())
    kit.idleNoticed = false
    if (kit.driftSince === null) return
    kit.driftSince = null
    if (!isStaging(kit)) releaseCamera(kit, get().camera, get().controls as ViewControls | null)
    invalidate()
    kit.rearm()
  }, [newest, watching, kit, get, invalidate])
}
