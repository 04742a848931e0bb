// A CPU renderer (SwiftShader, llvmpipe: a machine without a graphics card) compiles a shader program in a second
// or more, and the page's thread waits for it the first time the program draws. Programs first drawn after the table
// appeared (the dice's glyphs, a card's focus glow) froze a game in progress for that long, a while after the player
// could act (issue 41). This compiles them and draws them once, into one pixel, before the table's first frame.
import { useLayoutEffect } from 'react'
import { useLoader, useThree } from '@react-three/fiber'
import { Group, Mesh, PlaneGeometry } from 'three'
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js'
import { DIE_COLORS } from '../../engine/index.ts'
import { CARD_OVERLAY_MATERIALS } from '../cards/CardMesh.tsx'
import { createDieObject, dieModelUrl, dressGlyphs } from '../dice/DieModel.tsx'

const URLS = DIE_COLORS.map(dieModelUrl)

/** Compiles what the table draws only later; `onDone` once it is handed over. Suspends while the models load. */
export function ShaderWarmup({ onDone }: { readonly onDone: () => void }) {
  const gl = useThree((s) => s.gl)
  const scene = useThree((s) => s.scene)
  const camera = useThree((s) => s.camera)
  const models = useLoader(GLTFLoader, URLS)
  useLayoutEffect(() => {
    const group = new Group()
    DIE_COLORS.forEach((color, i) => {
      const model = models[i]
      if (!model) return
      const die = createDieObject(model.scene, color)
      dressGlyphs(die, color)
      group.add(die)
    })
    const plane = new PlaneGeometry(1, 1)
    for (const material of CARD_OVERLAY_MATERIALS) group.add(new Mesh(plane, material))
    // Drawn in the table's scene, so with its lights, fog and shadows: the programs the table will ask for, by the
    // same keys. Drawing, not only compiling, is what makes the renderer finish them now.
    group.traverse((o) => (o.frustumCulled = false))
    scene.add(group)
    gl.setScissorTest(true)
    gl.setScissor(0, 0, 1, 1)
    gl.render(scene, camera)
    gl.setScissorTest(false)
    scene.remove(group)
    plane.dispose()
    onDone()
  }, [gl, scene, camera, models, onDone])
  return null
}
