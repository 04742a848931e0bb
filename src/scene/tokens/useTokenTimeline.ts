// Keeps instanced tokens in step with the scene's timeline: written after each render, then every frame while
// anything moves and once more after, so the last frame shows them at rest.
import { useLayoutEffect, useRef } from 'react'
import { useFrame, useThree } from '@react-three/fiber'
import { useSceneKit } from '../game/sceneKit.ts'
import { now } from '../game/sceneTimeline.ts'

/** Calls `write` with the animation clock's time whenever the tokens it places may have moved. */
export function useTokenTimeline(write: (at: number) => void): void {
  const kit = useSceneKit()
  const invalidate = useThree((s) => s.invalidate)
  useLayoutEffect(() => {
    write(now())
    invalidate()
  })
  const moving = useRef(false)
  useFrame(() => {
    const at = now()
    const busy = kit.timeline.busyUntil > at
    if (busy || moving.current) write(at)
    moving.current = busy
  })
}
