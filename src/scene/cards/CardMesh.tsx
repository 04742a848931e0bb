// One card lying on the table: a thin paper block with its drawn face on top, the glow of focus around it and a
// band over the task row in focus. Geometries and the edge and glow materials are shared by every card; in medium
// and high the face wears the paper's grain (materials/surfaceDetail.ts), shared by every card too.
import type { ReactNode } from 'react'
import { useStore } from 'jotai'
import type { ThreeEvent } from '@react-three/fiber'
import { MeshBasicMaterial, PlaneGeometry, type Material, type Texture } from 'three'
import { BoxInstance } from './BoxInstances.tsx'
import { dispatchAtom, legalActionsAtom } from '../../state/gameAtoms.ts'
import { focusedCardAtom, zoomOpenAtom } from '../../state/uiAtoms.ts'
import { moveHere } from './goHere.ts'
import { heldDieAtom } from '../hands/handsAtoms.ts'
import { startLongPress } from '../hands/longPress.ts'
import { CARD } from '../layout/tablePlan.ts'
import { useSurfaceDetail } from '../materials/useSurfaceDetail.ts'

const PLANE = new PlaneGeometry(1, 1).rotateX(-Math.PI / 2)
const GLOW = new MeshBasicMaterial({ color: '#ffcf5a', transparent: true, opacity: 0.85, depthWrite: false })
const ROW = new MeshBasicMaterial({ color: '#ffd76a', transparent: true, opacity: 0.32, depthWrite: false })

/** The materials a card wears only now and then (focus, a row in focus): compiled before the first frame. */
export const CARD_OVERLAY_MATERIALS: readonly Material[] = [GLOW, ROW]

export type CardMeshProps = {
  readonly cardId: string
  readonly texture: Texture
  readonly width?: number
  readonly height?: number
  readonly focused?: boolean
  /** The v (card units) of the task row in focus, banded on the face. */
  readonly rowV?: number | null
  /** Clicking selects this card (sets the card in focus) unless false. */
  readonly selectable?: boolean
  readonly children?: ReactNode
}

/** A card whose face is `texture`, centred on its group's origin, its top edge toward −z. */
export function CardMesh({
  cardId,
  texture,
  width = CARD.width,
  height = CARD.height,
  focused = false,
  rowV = null,
  selectable = true,
  children,
}: CardMeshProps) {
  const store = useStore()
  const paper = useSurfaceDetail()?.paper ?? null
  const t = CARD.thickness
  // A click focuses the card; a second click on the card in focus goes there, when the engine offers the move.
  const onClick = selectable
    ? (e: ThreeEvent<MouseEvent>) => {
        e.stopPropagation()
        // Not the release of a finger held to read the card (its zoom is open by then).
        const again = store.get(focusedCardAtom) === cardId && !store.get(zoomOpenAtom)
        const move = again ? moveHere(store.get(legalActionsAtom), cardId) : null
        if (move) store.set(dispatchAtom, move)
        else store.set(focusedCardAtom, cardId)
      }
    : undefined
  // A finger (or pen) held still on the card opens its zoom, as focusing it and pressing Z does. Not the mouse: a
  // mouse has Z and the HUD's button, and a held button is how a mouse starts to turn the view. A die picked up
  // here stops the press before it reaches the card; one held by the time it fires wins over the zoom.
  const onPointerDown = selectable
    ? (e: ThreeEvent<PointerEvent>) => {
        const native = e.nativeEvent
        if (native.pointerType === 'mouse' || !native.isPrimary) return
        startLongPress(native, () => {
          if (store.get(heldDieAtom) !== null) return
          store.set(focusedCardAtom, cardId)
          store.set(zoomOpenAtom, true)
        })
      }
    : undefined
  return (
    <group name={`card-${cardId}`}>
      <BoxInstance kind="card" scale={[width, t, height]} position={[0, t / 2, 0]} />
      <mesh
        geometry={PLANE}
        scale={[width, 1, height]}
        position={[0, t + 0.004, 0]}
        receiveShadow
        {...(onClick && { onClick })}
        {...(onPointerDown && { onPointerDown })}
      >
        {/* Declared, so R3F makes and disposes it; a new face only swaps the map (never null: no recompile). The
            paper's grain (medium, high) is keyed: it comes and goes with the tier, each time a new material. */}
        <meshStandardMaterial
          key={paper ? 'paper-detail' : 'paper'}
          map={texture}
          normalMap={paper?.normalMap ?? null}
          normalScale={[0.5, 0.5]}
          roughnessMap={paper?.roughnessMap ?? null}
          roughness={paper ? 0.92 : 0.82}
          metalness={0}
        />
      </mesh>
      {focused && (
        <mesh geometry={PLANE} material={GLOW} scale={[width + 0.7, 1, height + 0.7]} position={[0, 0.012, 0]} />
      )}
      {rowV !== null && (
        <mesh geometry={PLANE} material={ROW} scale={[width - 0.3, 1, 1.25]} position={[0, t + 0.012, -rowV]} />
      )}
      {children}
    </group>
  )
}
