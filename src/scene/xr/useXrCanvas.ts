// What every XR view of a canvas needs: eye space in centimetres while a session shows it (centimetreEyes), and,
// back on the flat screen, the canvas where it stood with the size and density the page gives it.
import { useEffect, useRef } from 'react'
import { useThree } from '@react-three/fiber'
import type { XrMode } from '../../state/xrAtoms.ts'
import { centimetreEyes } from './centimetreEyes.ts'

export function useXrCanvas(mode: XrMode | null): void {
  const xr = useThree((s) => s.gl.xr)
  const get = useThree((s) => s.get)
  useEffect(() => centimetreEyes(xr), [xr])
  // Back on the flat screen, the canvas takes the size and density the page gives it again (a session, and an
  // emulator, may have resized its drawing buffer), so the desktop view is as it was.
  const was = useRef<XrMode | null>(null)
  const place = useRef<{ parent: Node | null; next: Node | null } | null>(null)
  useEffect(() => {
    const canvas = get().gl.domElement
    if (mode !== null && was.current === null) place.current = { parent: canvas.parentNode, next: canvas.nextSibling }
    const left = was.current !== null && mode === null
    was.current = mode
    if (!left) return
    // An emulator hands the canvas back at the end of its parent: it goes back where it stood, under the labels.
    const at = place.current
    const next = at?.next?.parentNode === at?.parent ? (at?.next ?? null) : (at?.parent?.firstChild ?? null)
    if (at?.parent && canvas.parentNode === at.parent && canvas.nextSibling !== next && next !== canvas)
      at.parent.insertBefore(canvas, next)
    const restore = () => {
      const s = get()
      s.gl.setPixelRatio(s.viewport.dpr)
      s.gl.setSize(s.size.width, s.size.height, false)
      s.invalidate()
    }
    restore()
    const frame = requestAnimationFrame(restore)
    return () => cancelAnimationFrame(frame)
  }, [mode, get])
}
