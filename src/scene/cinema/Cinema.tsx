// The big screen's cinema (presentation mode): the idle camera that drifts around the table when nobody touches
// anything (on a room's big screen, between turns: useWatchWake), and the staged moments — midnight, the awakening,
// the end — with a camera move, a light and a sound. It holds the camera only while it plays, and gives the
// player's view back at once on any input. Per-frame work is in useFrame on refs; it asks for frames only while it
// moves something, so an idle table still draws nothing.
import { useCallback, useEffect, useRef } from 'react'
import { useAtomValue, useStore } from 'jotai'
import { useFrame, useThree } from '@react-three/fiber'
import type { PointLight } from 'three'
import { gameStateAtom } from '../../state/gameAtoms.ts'
import { presentationAtom, watchScreenAtom } from '../../state/presentationAtoms.ts'
import { reducedMotionAtom } from '../../state/uiAtoms.ts'
import { xrModeAtom } from '../../state/xrAtoms.ts'
import { ancientOnePlaceAtom } from '../game/sceneAtoms.ts'
import { useSceneKit } from '../game/sceneKit.ts'
import { now } from '../game/sceneTimeline.ts'
import { useHandsKit } from '../hands/handsKit.ts'
import { tableSound } from '../sound/tableSound.ts'
import { stagedThroughAtom } from './cinemaAtoms.ts'
import { aimCamera, holdCamera, realSeconds, releaseCamera, type CinemaKit, type ViewControls } from './cinemaKit.ts'
import { driftPose, type Vec3 } from './driftPath.ts'
import { planStage, stageAt, stagePose, stageShot, stageWeight, type Stage, type StageShot } from './stagePlan.ts'
import { useIdleCamera } from './useIdleCamera.ts'
import { useStageBooking } from './useStageBooking.ts'
import { isMidTurn, useWatchWake } from './useWatchWake.ts'

const position: Vec3 = [0, 0, 0]
const target: Vec3 = [0, 0, 0]

export function Cinema({ kit }: { readonly kit: CinemaKit }) {
  const scene = useSceneKit()
  const hands = useHandsKit()
  const store = useStore()
  const get = useThree((s) => s.get)
  const invalidate = useThree((s) => s.invalidate)
  const presentation = useAtomValue(presentationAtom)
  const reduced = useAtomValue(reducedMotionAtom)
  // In a headset no camera moves but the player's head: the staged moments keep their light and sound only.
  const xr = useAtomValue(xrModeAtom) !== null
  const ancientOne = useAtomValue(ancientOnePlaceAtom)
  const glow = useRef<PointLight>(null)
  const aoAt = useRef<readonly number[]>([0, 0, -37])
  const shot = useRef<{ stage: Stage; shot: StageShot } | null>(null)
  useEffect(() => {
    if (ancientOne) aoAt.current = ancientOne.position
  }, [ancientOne])

  /** Ends every moment asked for, booked or playing: the light and the player's view come back at once. */
  const endStages = useCallback(() => {
    const t = scene.timeline
    if (kit.sounded && t.darken.start === kit.sounded.start) t.darken = { start: -10, duration: 0 }
    kit.requests.length = 0
    kit.stages.length = 0
    kit.sounded = null
    shot.current = null
    if (glow.current) glow.current.intensity = 0
    kit.glow = 0
    store.set(stagedThroughAtom, kit.seen)
    if (kit.driftSince === null) releaseCamera(kit, get().camera, get().controls as ViewControls | null)
    invalidate()
  }, [kit, scene, store, get, invalidate])

  useStageBooking(kit, endStages)
  useWatchWake(kit)
  useIdleCamera(
    kit,
    {
      allowed: presentation && !reduced && !xr,
      // The big screen keeps the close-up of a turn in play: it drifts only between turns.
      busy: () =>
        scene.timeline.busyUntil > now() ||
        (hands.tray?.moving ?? false) ||
        (store.get(watchScreenAtom) && isMidTurn(store.get(gameStateAtom))),
    },
    endStages,
  )

  useFrame(() => {
    const { camera, controls } = get()
    const t = scene.timeline
    const at = now()
    // Moments asked for are placed after the animations their events booked (midnight's darkness, the flash).
    for (const r of kit.requests) {
      const anchor =
        r.kind === 'midnight' ? t.darken.start : r.kind === 'awakening' ? t.flash.start : Math.max(at, t.busyUntil)
      kit.stages.push(planStage(kit.stages, r.kind, r.n, Math.max(at, anchor), t.reduced))
    }
    kit.requests.length = 0
    const light = glow.current
    const stage = stageAt(kit.stages, at)
    if (!stage) {
      if (kit.stages.length > 0) endStages()
      kit.glow = 0
      if (light) light.intensity = 0
      if (kit.driftSince === null) return
      holdCamera(kit, camera, controls as ViewControls | null)
      if (!kit.player) return
      driftPose(kit.player, realSeconds() - kit.driftSince, position, target)
      aimCamera(camera, position, target)
      invalidate()
      return
    }
    invalidate()
    if (at < stage.start) return // waiting for the story to reach it
    if (kit.sounded !== stage) {
      kit.sounded = stage
      tableSound.playStage(stage.kind)
      t.darken = { start: stage.start, duration: stage.duration } // the room dims for the moment
    }
    if (shot.current?.stage !== stage) {
      shot.current = { stage, shot: stageShot(stage.kind, aoAt.current) }
      if (light) {
        light.position.set(...shot.current.shot.glow)
        light.color.set(shot.current.shot.colour)
      }
    }
    const p = (at - stage.start) / stage.duration
    kit.glow = shot.current.shot.intensity * stageWeight(p)
    if (light) light.intensity = kit.glow
    if (!stage.moves || xr) return
    holdCamera(kit, camera, controls as ViewControls | null)
    if (!kit.player) return
    stagePose(kit.player, shot.current.shot, p, position, target)
    aimCamera(camera, position, target)
  })

  return <pointLight ref={glow} intensity={0} decay={2} distance={0} />
}
