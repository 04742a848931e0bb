// Starts the table's animations from the engine's events (never from diffing state): each new event, by its
// running number, books its animation on the timeline in story order, and plays the sounds the story reaches.
import { useEffect, useRef } from 'react'
import { useAtomValue } from 'jotai'
import { useFrame, useThree } from '@react-three/fiber'
import { eventsAtom, hourAtom } from '../../state/gameAtoms.ts'
import { eventCursor, readEvents } from '../../state/eventCursor.ts'
import { reducedMotionAtom } from '../../state/uiAtoms.ts'
import { useSceneKit } from './sceneKit.ts'
import { animateEvent } from './animateEvent.ts'
import { handHour, now } from './sceneTimeline.ts'
import { playDueCues } from '../sound/playCues.ts'
import { tableSound } from '../sound/tableSound.ts'
import { useTableSound } from '../sound/useTableSound.ts'
import { useBenchProbe } from '../bench/useBenchProbe.ts'

export function EventDirector() {
  const events = useAtomValue(eventsAtom)
  const hour = useAtomValue(hourAtom)
  const reduced = useAtomValue(reducedMotionAtom)
  const kit = useSceneKit()
  const invalidate = useThree((s) => s.invalidate)
  // The events already in the stream when the table first drew are history, not news (state/eventCursor.ts).
  const cursor = useRef(eventCursor())
  useTableSound()
  useBenchProbe()
  useFrame(() => {
    const cues = kit.timeline.cues
    if (cues.length > 0 && playDueCues(cues, now(), tableSound) > 0) invalidate()
  })
  useEffect(() => {
    kit.timeline.reduced = reduced
  }, [kit, reduced])
  useEffect(() => {
    const t = kit.timeline
    const read = readEvents(cursor.current, events)
    if (read.picture) {
      // First sight of this game (a new game, an undo, a jump): the hand stands at the state's hour, nothing animates.
      const at = handHour(t, now())
      t.hand = { from: at, to: hour, start: 0, duration: 0 }
      t.hand.from = hour
      t.cues.length = 0
      invalidate()
      return
    }
    for (const e of read.fresh) animateEvent(t, e.event)
    invalidate()
  }, [events, hour, kit, invalidate])
  return null
}
