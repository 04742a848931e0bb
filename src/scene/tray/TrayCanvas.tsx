// The tray page's canvas: felt, walls, the declared physics world, the dice posed from it, and the throw sheet.
import { lazy, Suspense } from 'react'
import { useAtomValue } from 'jotai'
import { xrOfferAtom } from '../../state/xrAtoms.ts'
import { RecoveringCanvas } from '../resilience/RecoveringCanvas.tsx'
import { useQualityProps } from '../quality/useQualityProps.ts'
import { DieModel } from '../dice/DieModel.tsx'
import type { DieKind, Vec3 } from '../../physics/index.ts'
import type { TrayController } from './createTrayController.ts'
import type { DeclaredHost } from './declaredHost.ts'
import { TrayBox } from './TrayBox.tsx'
import TrayPhysics from './TrayPhysics.tsx'
import { TRAY_CAMERA } from './trayCamera.ts'
import { TrayStepper } from './TrayStepper.tsx'
import { TrayThrowSurface } from './TrayThrowSurface.tsx'

// The headset's view of the tray: its own chunk, loaded only when the browser offers an immersive session.
const XrTrayView = lazy(() => import('../xr/XrTrayView.tsx'))

/** Props of {@link TrayCanvas}. */
export interface TrayCanvasProps {
  /** The session's world host: the canvas declares its worlds. */
  readonly host: DeclaredHost
  /** Null until the first world is declared: the tray is drawn empty. */
  readonly controller: TrayController | null
  readonly mix: readonly number[]
  /** The kind of each die id, for its model and glyphs. */
  readonly kindOf: (id: number) => DieKind
  readonly canThrow: boolean
  /** When given, clicking a die chooses it (a reroll) rather than picking up the dice. */
  readonly onSelectDie?: ((id: number) => void) | undefined
  readonly onHold: (point: { x: number; z: number }) => void
  readonly onRelease: (origin: { x: number; z: number }, velocity: Vec3) => void
  /** Called once the first frame has been drawn. */
  readonly onReady?: () => void
}

/** The 3D tray: felt, walls, the dice posed from physics, and the sheet that catches throws. */
export function TrayCanvas(props: TrayCanvasProps) {
  const { host, controller, mix, kindOf, canThrow, onHold, onRelease, onReady, onSelectDie } = props
  const offer = useAtomValue(xrOfferAtom)
  // The player's quality tier and resolution, as at the table: a machine without a graphics card draws the tray at
  // minimal (half the pixels across, no shadows) rather than a frame every third of a second.
  const quality = useQualityProps()
  return (
    <RecoveringCanvas
      subject="tray"
      frameloop="demand"
      {...quality}
      camera={{ position: TRAY_CAMERA.position, fov: TRAY_CAMERA.fov, near: 1, far: 200 }}
      onCreated={({ camera }) => camera.lookAt(...TRAY_CAMERA.target)}
      role="img"
      aria-label={`The dice tray with ${mix.length} ${mix.length === 1 ? 'die' : 'dice'}. Drag across it and let go to throw.`}
    >
      <color attach="background" args={['#07070a']} />
      <hemisphereLight args={['#9fb2d6', '#2a1a0c', 1.1]} />
      <directionalLight
        position={[-10, 30, 14]}
        intensity={2.6}
        color="#ffe2b0"
        castShadow
        shadow-mapSize={[1024, 1024]}
        shadow-camera-left={-16}
        shadow-camera-right={16}
        shadow-camera-top={12}
        shadow-camera-bottom={-12}
        shadow-bias={-0.0005}
      />
      <directionalLight position={[14, 10, -18]} intensity={0.7} color="#8ea8ff" />
      <TrayBox />
      <Suspense fallback={null}>
        <TrayPhysics key={host.id} host={host} />
      </Suspense>
      {controller && (
        <>
          <Suspense fallback={null}>
            {mix.map((id) => (
              <DieModel key={id} id={id} kind={kindOf(id)} readPose={controller.pose} onSelect={onSelectDie} />
            ))}
          </Suspense>
          <TrayThrowSurface enabled={canThrow} onHold={onHold} onRelease={onRelease} />
          <TrayStepper controller={controller} {...(onReady ? { onFirstFrame: onReady } : {})} />
        </>
      )}
      {(offer.vr || offer.ar) && (
        <Suspense fallback={null}>
          <XrTrayView />
        </Suspense>
      )}
    </RecoveringCanvas>
  )
}
