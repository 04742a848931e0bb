// DOM content pinned to a point of the scene, drawn over the canvas: drei's <Html> without its one flaw here — it
// unmounts its React root inside React's commit, which StrictMode (and every card leaving the ring) turns into
// "Attempted to synchronously unmount a root while React was already rendering". This one unmounts after the commit.
// The element is placed in useFrame (a transform, no React state) and stays under the page's panels.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { useFrame, useThree } from '@react-three/fiber'
import { Vector3, type Group } from 'three'

const at = new Vector3()

export function ScreenTag({ children }: { readonly children: ReactNode }) {
  const group = useRef<Group>(null)
  const gl = useThree((s) => s.gl)
  const [host] = useState(() => ({ el: null as HTMLDivElement | null, root: null as Root | null }))
  useLayoutEffect(() => {
    const parent = gl.domElement.parentNode
    if (!parent) return
    const el = document.createElement('div')
    el.style.cssText = 'position:absolute;top:0;left:0;z-index:1;pointer-events:none;will-change:transform'
    parent.appendChild(el)
    const root = createRoot(el)
    host.el = el
    host.root = root
    return () => {
      host.el = null
      host.root = null
      el.remove()
      // after React's commit, never inside it
      setTimeout(() => root.unmount(), 0)
    }
  }, [gl, host])
  useLayoutEffect(() => {
    host.root?.render(children)
  })
  useFrame(({ camera, size }) => {
    const g = group.current
    const el = host.el
    if (!g || !el) return
    g.getWorldPosition(at).project(camera)
    const behind = at.z > 1
    const x = ((at.x + 1) / 2) * size.width
    const y = ((1 - at.y) / 2) * size.height
    el.style.display = behind ? 'none' : ''
    el.style.transform = `translate3d(${x.toFixed(1)}px, ${y.toFixed(1)}px, 0)`
  })
  return <group ref={group} />
}
