import { useEffect } from 'react'
import { useFrame, useThree } from '@react-three/fiber'
import type { TrayController } from './createTrayController.ts'

/**
 * Steps the tray's physics from the render loop in fixed steps. The canvas renders on demand, so
 * this asks for the next frame only while something moves: an idle tray costs nothing.
 */
export function TrayStepper({ controller }: { readonly controller: TrayController }) {
  const invalidate = useThree((s) => s.invalidate)
  useEffect(() => invalidate(), [controller, invalidate])
  useFrame((_, delta) => {
    if (controller.advance(delta)) invalidate()
  })
  return null
}
