// Drives the tray page's one fixed-step loop from the render loop, asking for frames only while dice move.
import { useEffect, useRef } from 'react'
import { useFrame, useThree } from '@react-three/fiber'
import type { TrayController } from './createTrayController.ts'

/**
 * Steps the tray's physics from the render loop in fixed steps. The canvas renders on demand, so
 * this asks for the next frame only while something moves: an idle tray costs nothing.
 */
export function TrayStepper({
  controller,
  onFirstFrame,
}: {
  readonly controller: TrayController
  /** Called once, after the first frame: the scene is mounted and pointer events can reach the tray. */
  readonly onFirstFrame?: () => void
}) {
  const invalidate = useThree((s) => s.invalidate)
  const drawn = useRef(false)
  useEffect(() => invalidate(), [controller, invalidate])
  useFrame((_, delta) => {
    if (!drawn.current) {
      drawn.current = true
      onFirstFrame?.()
    }
    if (controller.advance(delta)) invalidate()
  })
  return null
}
