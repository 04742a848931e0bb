/// <reference types="webxr" />
// The table in a headset: the one scene, entered through @react-three/xr. The XR origin (the player's floor) is
// scaled 100 (the scene's unit is the centimetre, the headset's the metre), so the table stands at its true size,
// its felt 76 cm above the floor, the cards at their printed size; in VR the player stands at the table's front
// edge in the museum room, in AR the table alone stands where a hit test placed it (ArPlacement). The hands grab,
// throw and lay dice through the table's own paths (xrGrabber), and the action panel stands at the table's edge
// (XrPanel). Loaded lazily, only when the browser offers an immersive session.
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useSetAtom, useStore } from 'jotai'
import { useFrame, useThree } from '@react-three/fiber'
import { XR, XROrigin, useXR } from '@react-three/xr'
import { Matrix4, type Group } from 'three'
import { xrModeAtom, type XrMode } from '../../state/xrAtoms.ts'
import { FLOOR_Y } from '../museum/roomPlan.ts'
import { useHandsKit } from '../hands/handsKit.ts'
import { useSceneKit } from '../game/sceneKit.ts'
import { createXrCardReader } from './xrCardReader.ts'
import { createXrGrabber } from './xrGrabber.ts'
import { readHands, type XrHand } from './xrInputs.ts'
import { XrPanel, type XrPanelApi } from './XrPanel.tsx'
import { createArPlacement, ArReticle, type ArPlacement } from './ArPlacement.tsx'
import { installXrProbe } from './xrProbe.ts'
import { useXrCanvas } from './useXrCanvas.ts'
import { leaveXr, xrStore } from './xrStore.ts'

/** Where the player's floor lies in VR: the table's front edge is 45 cm ahead, its felt 76 cm up. */
export const VR_ORIGIN = [0, FLOOR_Y, 75] as const

export default function XrLayer() {
  return (
    <XR store={xrStore}>
      <XrTable />
    </XR>
  )
}

function modeOf(mode: XRSessionMode | null): XrMode | null {
  return mode === 'immersive-vr' ? 'vr' : mode === 'immersive-ar' ? 'ar' : null
}

function XrTable() {
  const mode = modeOf(useXR((s) => s.mode))
  const setMode = useSetAtom(xrModeAtom)
  useEffect(() => {
    setMode(mode)
    return () => setMode(null)
  }, [mode, setMode])
  const origin = useRef<Group>(null)
  useXrCanvas(mode)
  const placement = useMemo<ArPlacement>(createArPlacement, [])
  // In AR the origin is the inverse of where the table was placed; in VR it stands at the player's place.
  useFrame(() => {
    const o = origin.current
    if (!o) return
    if (mode === 'ar') placement.originMatrix().decompose(o.position, o.quaternion, o.scale)
    else {
      o.position.set(...VR_ORIGIN)
      o.quaternion.identity()
      o.scale.setScalar(100)
    }
  }, -900)
  return (
    <>
      <XROrigin ref={origin} position={VR_ORIGIN} scale={100} />
      {mode && <XrDriver mode={mode} origin={origin} placement={placement} />}
      {mode === 'ar' && <ArReticle placement={placement} />}
    </>
  )
}

const originMatrix = new Matrix4()

/** Reads the hands each frame and gives each to the panel, then the dice, then the cards, then (in AR) the placement. */
function XrDriver({
  mode,
  origin,
  placement,
}: {
  mode: XrMode
  origin: React.RefObject<Group | null>
  placement: ArPlacement
}) {
  const store = useStore()
  const kit = useHandsKit()
  const invalidate = useThree((s) => s.invalidate)
  const gl = useThree((s) => s.gl)
  const scene = useThree((s) => s.scene)
  const ref = useXR((s) => s.originReferenceSpace)
  const session = useXR((s) => s.session)
  const hands = useMemo(() => new Map<string, XrHand>(), [])
  const grabber = useMemo(() => createXrGrabber(store, kit, invalidate), [store, kit, invalidate])
  const sceneKit = useSceneKit()
  const reader = useMemo(() => createXrCardReader(store, sceneKit.cards), [store, sceneKit])
  const panel = useRef<XrPanelApi | null>(null)
  const frames = useRef(0)
  useEffect(() => {
    if (mode !== 'ar' || !session) return
    return placement.start(session)
  }, [mode, session, placement])
  useFrame((_, __, frame: XRFrame | undefined) => {
    const o = origin.current
    if (!frame || !ref || !o) return
    frames.current++
    o.updateWorldMatrix(true, false)
    originMatrix.copy(o.matrixWorld)
    readHands(frame, ref, originMatrix, hands)
    if (mode === 'ar') placement.track(frame, ref)
    const now = performance.now()
    if (mode === 'ar') {
      // Both hands gripping, neither holding dice: the table moves and turns with them.
      let first: XrHand | null = null
      let second: XrHand | null = null
      let gripping = 0
      for (const h of hands.values()) {
        if (!h.live || !h.grab) continue
        gripping++
        if (first) second ??= h
        else first = h
      }
      const both = gripping === 2 && !grabber.holding()
      placement.twoHands(both ? first!.grip : null, both ? second!.grip : null)
    }
    for (const hand of hands.values()) {
      if (!hand.live && !hand.wasGrab && !hand.wasSelect) continue
      if (panel.current?.update(hand) && !grabber.holding()) continue
      if (grabber.update(hand, now)) continue
      if (reader.update(hand)) continue
      if (mode === 'ar' && hand.select && !hand.wasSelect) placement.place(frame, ref)
    }
  })
  const leave = useCallback(() => leaveXr(), [])
  useEffect(
    () =>
      installXrProbe({ mode, frames, origin, grabber, panel, placement, gl, kit, scene, hands, cards: sceneKit.cards }),
    [mode, origin, grabber, placement, gl, kit, scene, hands, sceneKit],
  )
  return <XrPanel api={panel} mode={mode} onLeave={leave} />
}
