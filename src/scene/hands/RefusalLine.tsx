// The engine's reason for a refused drop, above the card whose row refused it (else above where the die was let go).
import { useMemo, useRef } from 'react'
import { useStore } from 'jotai'
import { useFrame } from '@react-three/fiber'
import { Html } from '@react-three/drei'
import { Vector3, type Camera, type Object3D } from 'three'
import { gameStateAtom } from '../../state/gameAtoms.ts'
import { tableFrameAtom } from '../../state/tableFrame.ts'
import { CARD } from '../layout/tablePlan.ts'
import { layoutAtom, sceneCatalogAtom } from '../game/sceneAtoms.ts'
import { useSceneKit } from '../game/sceneKit.ts'
import { worldTargets } from './dropPoints.ts'
import { TRAY_PLACE } from './trayPlace.ts'

// The whole sentence, never cut (what the row asks and what each die shows: up to some 160 characters, four lines on a
// phone), as large as a guide note (1.15rem; 1rem on a phone), in rem so that presentation mode's larger type reaches
// it; it stands above the row it refuses, raised to the top of the card in play where the room allows: stood just
// above the row, it covered the card's upper rows and the tray's far dice.
const REFUSAL_STYLE = {
  margin: 0,
  padding: '0.35em 0.8em',
  width: 'max-content',
  maxWidth: 'min(26em, calc(100vw - 16px))',
  textAlign: 'center',
  font: '600 clamp(1rem, 0.8rem + 0.6vw, 1.15rem) / 1.3 "EB Garamond", Georgia, serif',
  color: '#fbe9c6',
  background: 'rgba(40, 10, 8, 0.9)',
  border: '1px solid #b5523b',
  borderRadius: '6px',
  pointerEvents: 'none',
  transform: 'translate(calc(-50% + var(--shift, 0px)), calc(-100% - 1.2rem - var(--lift, 0px)))',
} as const

/** Room kept between the note and the screen's edge (CSS px). */
const EDGE = 8
const seen = new Vector3()
const edge = new Vector3()

/** The engine's reason for a refused drop, above the refusing row's card (else just above where the die was let go). */
export function RefusalLine({ message, target }: { message: string; target: string }) {
  const sceneKit = useSceneKit()
  const store = useStore()
  const where = useMemo(() => {
    const s = store.get(gameStateAtom)
    const layout = store.get(layoutAtom)
    const cat = store.get(sceneCatalogAtom)
    const t = s && layout && cat ? worldTargets(s, cat, layout, sceneKit.cards).find((x) => x.key === target) : null
    return t ? t.point.clone().setY(t.point.y + 0.5) : new Vector3(TRAY_PLACE.x, 6, TRAY_PLACE.z - 10)
  }, [store, sceneKit, target])
  // The card in play, when one of its rows refused the die.
  const card = useMemo(() => {
    const phase = store.get(gameStateAtom)?.phase
    const id = phase?.kind === 'resolution' && phase.target.kind === 'card' ? phase.target.cardId : null
    return id && target.startsWith('task:') ? (sceneKit.cards.get(id) ?? null) : null
  }, [store, sceneKit, target])
  // Centred over the row, but slid sideways to stay whole on the screen (a row near a phone's edge cut it off).
  const tag = useRef<HTMLParagraphElement>(null)
  /**
   * How far to raise the note from just above the row: to just above the card's top edge as drawn, yet whole inside
   * the room the page's panels leave (on a phone, below the status bar), and never below the row.
   */
  const liftOver = (p: HTMLElement, card: Object3D, camera: Camera, size: { top: number; height: number }) => {
    const box = p.getBoundingClientRect()
    const base = box.bottom + (parseFloat(p.style.getPropertyValue('--lift')) || 0)
    card.updateWorldMatrix(true, false)
    edge
      .set(0, CARD.thickness, -CARD.height / 2)
      .applyMatrix4(card.matrixWorld)
      .project(camera)
    const top = size.top + ((1 - edge.y) / 2) * size.height
    const highest = (store.get(tableFrameAtom)?.y ?? 0) + EDGE + box.height
    return Math.max(0, base - Math.max(top - EDGE, highest))
  }
  useFrame(({ camera, size, invalidate }) => {
    const p = tag.current
    if (!p) return
    const x = ((seen.copy(where).project(camera).x + 1) / 2) * size.width
    const left = x - p.offsetWidth / 2
    const shift = `${Math.round(Math.min(Math.max(left, EDGE), size.width - EDGE - p.offsetWidth) - left)}px`
    const lift = `${card ? Math.round(liftOver(p, card, camera, size)) : 0}px`
    if (p.style.getPropertyValue('--shift') === shift && p.style.getPropertyValue('--lift') === lift) return
    p.style.setProperty('--shift', shift)
    p.style.setProperty('--lift', lift)
    invalidate()
  })
  return (
    <Html position={where} zIndexRange={[20, 10]} style={{ pointerEvents: 'none' }}>
      <p ref={tag} className="hands-refusal" data-testid="hands-refusal" role="status" style={REFUSAL_STYLE}>
        {message}
      </p>
    </Html>
  )
}
