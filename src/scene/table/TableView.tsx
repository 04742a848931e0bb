import { Canvas } from '@react-three/fiber'
import { PCFShadowMap } from 'three'
import { TableScene } from './TableScene'

/** The full-window canvas with the museum table. Frames are drawn on demand, so an idle table costs nothing. */
export function TableView() {
  return (
    <section className="canvas-host" aria-label="The table">
      <Canvas
        frameloop="demand"
        shadows={{ type: PCFShadowMap }}
        dpr={[1, 2]}
        camera={{ position: [0, 48, 44], fov: 42, near: 1, far: 600 }}
        aria-label="The museum table with the clock at its centre, hand at twelve"
        role="img"
      >
        <TableScene />
      </Canvas>
    </section>
  )
}
