// Tells the page when a freshly mounted canvas has drawn: the frame after its first one (by then the renderer has
// compiled the scene and put it on the screen).
import { useRef } from 'react'
import { useFrame, useThree } from '@react-three/fiber'

export function TableLaid({ onLaid }: { readonly onLaid: () => void }) {
  const frames = useRef(0)
  const invalidate = useThree((s) => s.invalidate)
  useFrame(() => {
    frames.current++
    if (frames.current === 1) invalidate() // on demand: ask for the second frame
    if (frames.current === 2) onLaid()
  })
  return null
}
