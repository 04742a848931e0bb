// Everything on the table during a game. Reads narrow atoms; per-frame values live in refs and the timeline.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { useFrame, useThree } from '@react-three/fiber'
import { OrbitControls } from '@react-three/drei'
import { PerspectiveCamera, TOUCH, type Vector3 } from 'three'
import { MuseumTable } from '../table/MuseumTable.tsx'
import { MuseumRoom } from '../museum/MuseumRoom.tsx'
import { MAX_ORBIT_DISTANCE } from '../museum/roomPlan.ts'
import { hourAtom, gameStateAtom } from '../../state/gameAtoms.ts'
import { focusedCardAtom } from '../../state/uiAtoms.ts'
import { AncientOneView } from '../cards/AncientOneView.tsx'
import { InvestigatorArea } from '../cards/InvestigatorArea.tsx'
import { LazySusan } from '../cards/LazySusan.tsx'
import { MythosView } from '../cards/MythosView.tsx'
import { OtherWorldsView } from '../cards/OtherWorldsView.tsx'
import { DecksView, EntranceView } from '../cards/SideTables.tsx'
import { BoxInstances } from '../cards/BoxInstances.tsx'
import { TablePieces } from '../tokens/TablePieces.tsx'
import { EventDirector } from './EventDirector.tsx'
import { GameLights } from './GameLights.tsx'
import { ShaderWarmup } from './ShaderWarmup.tsx'
import { SceneKitContext, useSceneKit, type SceneKit } from './sceneKit.ts'
import { createTimeline, now } from './sceneTimeline.ts'
import { installSceneProbe } from './sceneProbe.ts'
import { sceneCatalogAtom } from './sceneAtoms.ts'
import { GAME_CAMERA } from '../../state/gameCamera.ts'
import {
  closeUpAtom,
  frameBetween,
  tableFrameAtom,
  throwPendingAtom,
  viewOffsetFor,
  type ViewFrame,
} from '../../state/tableFrame.ts'
import { reducedMotionAtom } from '../../state/uiAtoms.ts'
import { presentationAtom } from '../../state/presentationAtoms.ts'
import { viewFramesFor } from './viewFrames.ts'
import { useLaidDiceLinger } from './useLaidDiceLinger.ts'
import { smoothstep } from '../cinema/easing.ts'
import { OddsOnTable } from '../odds/OddsOnTable.tsx'
import { RingPlaques } from '../plaques/RingPlaques.tsx'
import { createHandsKit, HandsKitContext, useHandsKit, type HandsKit } from '../hands/handsKit.ts'
import { TableTray } from '../hands/TableTray.tsx'
import { TRAY_PLACE } from '../hands/trayPlace.ts'
import { DiceHands } from '../hands/DiceHands.tsx'
import { QualityEffects } from '../quality/QualityEffects.tsx'
import { Cinema } from '../cinema/Cinema.tsx'
import { createCinemaKit, type CinemaKit } from '../cinema/cinemaKit.ts'
import { createCinemaProbe } from '../cinema/cinemaProbe.ts'
import { xrModeAtom, xrOfferAtom } from '../../state/xrAtoms.ts'

// Its own chunk, loaded only when the browser offers an immersive session: the flat table never waits for it.
const XrLayer = lazy(() => import('../xr/XrLayer.tsx'))

/**
 * Touch: one finger turns the view about the table as the mouse's drag does (a press on a die or the tray is the
 * hands', which switch the controls off while they hold it); two fingers pinch to come closer and turn the view as
 * they move together. The view never pans: the table stays at its centre.
 */
const ORBIT_TOUCHES = { ONE: TOUCH.ROTATE, TWO: TOUCH.DOLLY_ROTATE }

export function GameScene() {
  const hour = useAtomValue(hourAtom)
  // The kit lives as long as the table: the timeline starts at the hour the table first shows.
  const [kit] = useState<SceneKit>(() => ({
    timeline: createTimeline(hour),
    cards: new Map(),
    drawnHour: hour,
    firstFrame: false,
    warmed: false,
    closeUpAt: 0,
    frames: { whole: 'table', closeUp: 'dice', eased: true },
  }))
  const [hands] = useState<HandsKit>(createHandsKit)
  const firstFrameDrawn = useCallback(() => kit.firstFrame, [kit])
  const [cinema] = useState<CinemaKit>(createCinemaKit)
  const ready = useAtomValue(gameStateAtom) !== null
  const offer = useAtomValue(xrOfferAtom)
  const xr = useAtomValue(xrModeAtom)
  return (
    <SceneKitContext.Provider value={kit}>
      <HandsKitContext.Provider value={hands}>
        {/* In AR the table stands alone in the player's own room: no museum, no backdrop. */}
        {xr !== 'ar' && <color attach="background" args={['#0a0b10']} />}
        {xr !== 'ar' && <fog attach="fog" args={['#0a0b10', 240, 560]} />}
        <GameLights />
        <MuseumTable />
        {xr !== 'ar' && <MuseumRoom />}
        <OrbitControls
          enabled={xr === null}
          makeDefault
          target={GAME_CAMERA.target}
          enablePan={false}
          touches={ORBIT_TOUCHES}
          minDistance={30}
          maxDistance={MAX_ORBIT_DISTANCE}
          minPolarAngle={0.1}
          maxPolarAngle={1.25}
        />
        <EventDirector />
        <Cinema kit={cinema} />
        <Pump />
        <Probe cinema={cinema} />
        <ViewShift cinema={cinema} />
        <QualityEffects ready={firstFrameDrawn} />
        {ready && <Table />}
        {(offer.vr || offer.ar) && (
          <Suspense fallback={null}>
            <XrLayer />
          </Suspense>
        )}
      </HandsKitContext.Provider>
    </SceneKitContext.Provider>
  )
}

function Table() {
  const setFocused = useSetAtom(focusedCardAtom)
  return (
    <group onPointerMissed={() => setFocused(null)}>
      <BoxInstances>
        <LazySusan />
        <OtherWorldsView />
        <AncientOneView />
        <MythosView />
        <EntranceView />
        <DecksView />
        <InvestigatorArea />
        <TablePieces />
        <RingPlaques />
        <OddsOnTable />
        <TableTray />
        <DiceHands />
      </BoxInstances>
    </group>
  )
}

/** How long the view takes to come to the close-up of the dice in play and back (seconds). */
const CLOSE_UP_SECONDS = 0.6

/**
 * Draws the table as large as fits in the room the page’s panels leave it (state/tableFrame.ts; upright, framed to
 * the width: viewFrames.ts); on a small screen or in presentation mode, while an adventure is resolved, the dice in
 * play instead (`closeUpAtom`), eased in and out (at once under reduced motion). A phone’s close-up moves from the
 * tray to the card in play once the dice lie, eased alike, and back once the dice laid down were seen there.
 */
function ViewShift({ cinema }: { readonly cinema: CinemaKit }) {
  const camera = useThree((s) => s.camera)
  const size = useThree((s) => s.size)
  const invalidate = useThree((s) => s.invalidate)
  const room = useAtomValue(tableFrameAtom)
  const closeUp = useAtomValue(closeUpAtom)
  const throwPending = useLaidDiceLinger(useAtomValue(throwPendingAtom))
  const presenting = useAtomValue(presentationAtom)
  const reduced = useAtomValue(reducedMotionAtom)
  // In a headset the player's head is the camera: the view never moves on its own.
  const xr = useAtomValue(xrModeAtom) !== null
  // Once thrown, where the dice lie as the roll is taken (the tray at rest; a slow screen's tumble: the whole tray).
  const hands = useHandsKit()
  const frames = useMemo(() => {
    const tray = hands.tray
    const lying =
      throwPending || !tray || tray.moving
        ? []
        : tray.rests().map(({ position: [x, , z] }) => ({ x: x + TRAY_PLACE.x, z: z + TRAY_PLACE.z }))
    return room ? viewFramesFor(room, throwPending, lying, presenting) : null
  }, [room, throwPending, hands, presenting])
  // The close-up's frame as drawn: easing from the last one toward the new one (`at` 0 → 1).
  const ease = useRef<{ from: ViewFrame; to: ViewFrame; at: number } | null>(null)
  const shownCloseUp = (): ViewFrame | null => {
    const e = ease.current
    return e ? frameBetween(e.from, e.to, smoothstep(e.at)) : null
  }
  // How far the view is toward the close-up (0: the whole table, 1: the close-up), kept where the probe reads it.
  const kit = useSceneKit()
  const apply = useCallback(() => {
    if (!(camera instanceof PerspectiveCamera)) return
    const near = shownCloseUp()
    if (!room || !frames || !near || xr) {
      camera.clearViewOffset()
      return
    }
    const t = smoothstep(kit.closeUpAt)
    const frame = t === 0 ? frames.whole : frameBetween(frames.whole, near, t)
    const view = viewOffsetFor(room, size.width, size.height, frame)
    camera.setViewOffset(view.fullWidth, view.fullHeight, view.offsetX, view.offsetY, size.width, size.height)
  }, [camera, room, size, kit, frames, xr])
  useEffect(() => {
    if (!frames) return
    const was = shownCloseUp()
    const moving = was !== null && !reduced && kit.closeUpAt > 0
    kit.frames = { ...frames.names, eased: !moving }
    ease.current = { from: moving ? was : frames.closeUp, to: frames.closeUp, at: moving ? 0 : 1 }
  }, [frames, reduced, kit])
  // Once an adventure ends the close-up stays a moment (sceneTimeline's `closeUpUntil`): its outcome is seen there.
  const wantsCloseUp = useCallback(
    () => (closeUp || now() < kit.timeline.closeUpUntil) && cinema.player === null,
    [closeUp, kit, cinema],
  )
  useEffect(() => {
    if (reduced) kit.closeUpAt = wantsCloseUp() ? 1 : 0
    apply()
    invalidate()
    return () => {
      if (camera instanceof PerspectiveCamera) camera.clearViewOffset()
    }
  }, [apply, camera, wantsCloseUp, invalidate, reduced, kit])
  useFrame((_, delta) => {
    // While the cinema holds the camera (presentation's drift, a staged moment) the whole view comes back.
    if (xr) return
    const goal = wantsCloseUp() ? 1 : 0
    const at = kit.closeUpAt
    const e = ease.current
    if (at === goal && (!e || e.at === 1)) return
    const step = reduced ? 1 : Math.min(delta, 0.1) / CLOSE_UP_SECONDS
    kit.closeUpAt = goal > at ? Math.min(goal, at + step) : Math.max(goal, at - step)
    if (e) e.at = Math.min(1, e.at + step)
    if (e?.at === 1) kit.frames.eased = true
    apply()
    invalidate()
  })
  return null
}

/** Keeps frames coming while anything is animating; compiles the later shaders; marks the first frame drawn. */
function Pump() {
  const kit = useSceneKit()
  const invalidate = useThree((s) => s.invalidate)
  useFrame(() => {
    if (kit.timeline.busyUntil > now()) invalidate()
    const first = !kit.firstFrame
    kit.firstFrame = kit.cards.size > 0 && kit.warmed
    if (first && kit.firstFrame) invalidate() // one more: what waits on the first frame (auto's measure) starts
  })
  const warmed = useCallback(() => {
    kit.warmed = true
    invalidate()
  }, [kit, invalidate])
  return (
    <Suspense fallback={null}>
      <ShaderWarmup onDone={warmed} />
    </Suspense>
  )
}

function Probe({ cinema }: { readonly cinema: CinemaKit }) {
  const kit = useSceneKit()
  const hands = useHandsKit()
  const store = useStore()
  const camera = useThree((s) => s.camera)
  const canvas = useThree((s) => s.gl.domElement)
  const get = useThree((s) => s.get)
  const state = useAtomValue(gameStateAtom)
  const cat = useAtomValue(sceneCatalogAtom)
  const aoId = state?.ancientOne ?? null
  useEffect(() => {
    const ancientOne = () => (aoId && cat ? { id: aoId, track: cat.ancientOne(aoId).doomTrack } : null)
    const cinemaProbe = createCinemaProbe(cinema, () => get().camera)
    const orbitTarget = () => (get().controls as { target?: Vector3 } | null)?.target ?? null
    return installSceneProbe(kit, get, canvas, ancientOne, hands, store, cinemaProbe, orbitTarget)
  }, [kit, camera, canvas, get, aoId, cat, hands, store, cinema])
  return null
}
