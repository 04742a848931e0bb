// The engine's reason for a refused drop, in one line near where the die was let go.
import { useMemo } from 'react'
import { useStore } from 'jotai'
import { Html } from '@react-three/drei'
import { Vector3 } from 'three'
import { gameStateAtom } from '../../state/gameAtoms.ts'
import { layoutAtom, sceneCatalogAtom } from '../game/sceneAtoms.ts'
import { useSceneKit } from '../game/sceneKit.ts'
import { worldTargets } from './dropPoints.ts'
import { TRAY_PLACE } from './trayPlace.ts'

const REFUSAL_STYLE = {
  margin: 0,
  padding: '0.35em 0.8em',
  maxWidth: '26em',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  font: '600 15px "EB Garamond", Georgia, serif',
  color: '#fbe9c6',
  background: 'rgba(40, 10, 8, 0.9)',
  border: '1px solid #b5523b',
  borderRadius: '6px',
  pointerEvents: 'none',
} as const

/** The engine's reason for a refused drop, in one line near where the die was let go. */
export function RefusalLine({ message, target }: { message: string; target: string }) {
  const sceneKit = useSceneKit()
  const store = useStore()
  const where = useMemo(() => {
    const s = store.get(gameStateAtom)
    const layout = store.get(layoutAtom)
    const cat = store.get(sceneCatalogAtom)
    const t = s && layout && cat ? worldTargets(s, cat, layout, sceneKit.cards).find((x) => x.key === target) : null
    return t ? t.point.clone().setY(t.point.y + 3) : new Vector3(TRAY_PLACE.x, 6, TRAY_PLACE.z - 10)
  }, [store, sceneKit, target])
  return (
    <Html position={where} center zIndexRange={[20, 10]}>
      <p className="hands-refusal" data-testid="hands-refusal" role="status" style={REFUSAL_STYLE}>
        {message}
      </p>
    </Html>
  )
}
