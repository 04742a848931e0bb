// The table during a game: one full-window canvas, drawn on demand. Card faces are drawn once the page's fonts
// have loaded, so every face is inked in the right type the first time. A lost WebGL context lays the table again
// on a fresh canvas (src/scene/resilience/useContextRecovery.ts says why a fresh one).
import { useEffect, useState } from 'react'
import { useQualityProps } from '../quality/useQualityProps.ts'
import { GameScene } from './GameScene.tsx'
import { GAME_CAMERA } from '../../state/gameCamera.ts'
import { RecoveringCanvas } from '../resilience/RecoveringCanvas.tsx'

const FACES = ['64px "IM Fell English"', '32px "EB Garamond"'] as const

function useFontsLoaded(): boolean {
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    let live = true
    Promise.all(FACES.map((f) => document.fonts.load(f)))
      .catch(() => undefined) // the Georgia fallback draws a readable face
      .then(() => document.fonts.ready)
      .then(() => {
        if (live) setLoaded(true)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])
  return loaded
}

/** The museum table with the whole game state on it (SHELL mounts it on `#/play`). */
export function GameTableView() {
  const fonts = useFontsLoaded()
  const quality = useQualityProps()
  return (
    <section className="canvas-host" aria-label="The table">
      <RecoveringCanvas
        subject="table"
        frameloop="demand"
        {...quality}
        camera={{ position: GAME_CAMERA.position, fov: GAME_CAMERA.fov, near: 1, far: 700 }}
        aria-label="The museum table: the clock ringed by six adventures, the Ancient One beyond, your investigator in front"
        role="img"
      >
        {fonts && <GameScene />}
      </RecoveringCanvas>
    </section>
  )
}

export default GameTableView
