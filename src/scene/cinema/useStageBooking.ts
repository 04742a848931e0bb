// Asks for a staged moment when the engine's events tell of midnight, the awakening or the end of the game (by
// their running numbers, state/eventCursor.ts). Events already in the stream when the table first drew them are
// history: nothing is staged for them.
import { useEffect, useEffectEvent, useRef } from 'react'
import { useAtomValue, useStore } from 'jotai'
import { useThree } from '@react-three/fiber'
import { eventsAtom } from '../../state/gameAtoms.ts'
import { eventCursor, readEvents } from '../../state/eventCursor.ts'
import { stagedThroughAtom, stagingOnAtom } from './cinemaAtoms.ts'
import type { CinemaKit } from './cinemaKit.ts'
import { stageKindOf } from './stagePlan.ts'

export function useStageBooking(kit: CinemaKit, onHistory: () => void): void {
  const events = useAtomValue(eventsAtom)
  const store = useStore()
  const invalidate = useThree((s) => s.invalidate)
  const cursor = useRef(eventCursor())
  // The cinema's own callback: it never changes what this books, so a new one is no reason to book again.
  const historyShown = useEffectEvent(() => onHistory())
  useEffect(() => () => store.set(stagedThroughAtom, null), [store])
  useEffect(() => {
    const read = readEvents(cursor.current, events)
    if (read.picture) {
      // A new game, an undo, a replay's jump: a picture, not news. Any moment still playing is over.
      kit.seen = read.newest
      historyShown()
      store.set(stagedThroughAtom, read.newest)
      return
    }
    const staging = store.get(stagingOnAtom)
    for (const e of read.fresh) {
      const kind = staging ? stageKindOf(e.event) : null
      if (kind) kit.requests.push({ kind, n: e.n })
    }
    if (kit.requests.length > 0) {
      kit.driftSince = null // a moment takes over from the drift (the player's view is still kept)
      invalidate()
    } else if (kit.stages.length === 0) store.set(stagedThroughAtom, read.newest)
    kit.seen = read.newest
  }, [events, kit, store, invalidate])
}
