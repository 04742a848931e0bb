// Asks for a staged moment when the engine's events tell of midnight, the awakening or the end of the game (by
// their running numbers, never by diffing state). Events already in the stream when the table first drew them are
// history: nothing is staged for them.
import { useEffect, useEffectEvent, useRef } from 'react'
import { useAtomValue, useStore } from 'jotai'
import { useThree } from '@react-three/fiber'
import { eventsAtom } from '../../state/gameAtoms.ts'
import { stagedThroughAtom, stagingOnAtom } from './cinemaAtoms.ts'
import type { CinemaKit } from './cinemaKit.ts'
import { stageKindOf } from './stagePlan.ts'

export function useStageBooking(kit: CinemaKit, onHistory: () => void): void {
  const events = useAtomValue(eventsAtom)
  const store = useStore()
  const invalidate = useThree((s) => s.invalidate)
  const last = useRef<number | null>(null)
  const oldest = useRef<number | null>(null)
  // The cinema's own callback: it never changes what this books, so a new one is no reason to book again.
  const historyShown = useEffectEvent(() => onHistory())
  useEffect(() => () => store.set(stagedThroughAtom, null), [store])
  useEffect(() => {
    const newest = events[events.length - 1]?.n ?? -1
    const first = events[0]?.n ?? null
    const renumbered = first !== null && oldest.current !== null && first !== oldest.current
    oldest.current = first
    if (last.current === null || newest < last.current || renumbered) {
      // A new game, an undo, a replay's jump: a picture, not news. Any moment still playing is over.
      last.current = newest
      kit.seen = newest
      historyShown()
      store.set(stagedThroughAtom, newest)
      return
    }
    const staging = store.get(stagingOnAtom)
    for (const e of events) {
      if (e.n <= last.current) continue
      const kind = staging ? stageKindOf(e.event) : null
      if (kind) kit.requests.push({ kind, n: e.n })
    }
    last.current = newest
    if (kit.requests.length > 0) {
      kit.driftSince = null // a moment takes over from the drift (the player's view is still kept)
      invalidate()
    } else if (kit.stages.length === 0) store.set(stagedThroughAtom, newest)
    kit.seen = newest
  }, [events, kit, store, invalidate])
}
