// The sheet over the table's tray that turns a drag into a throw: press to pick the pool's dice up (the engine is
// asked to roll), move to carry them, let go to throw with the hand's last speed (at a room's table, to the table).
import { useEffect, useRef } from 'react'
import { useStore } from 'jotai'
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber'
import { Vector3 } from 'three'
import { TRAY } from '../../physics/physicsConfig.ts'
import { dispatchAtom, gameStateAtom, legalActionsAtom } from '../../state/gameAtoms.ts'
import { tableRoomAtom } from '../../state/room/tableRoom.ts'
import { throwAtTable } from './throwAtTable.ts'
import type { TableTray as Tray } from '../../physics/createTableTray.ts'
import { flickThrow, type FlickSample } from './flickThrow.ts'
import { useHandsKit } from './handsKit.ts'
import { followPointer, pointerOnPlane } from './pointerPlane.ts'
import { HOLD_HEIGHT, TRAY_PLACE, toTray } from './trayPlace.ts'
import { pendingRoll } from './trayPool.ts'

const hit = new Vector3()

/**
 * The sheet over the tray that turns a drag into a throw: press to pick the pool's dice up (the engine is asked to
 * roll), move to carry them, let go to throw with the hand's last speed. In reduced motion the release rolls with
 * the engine's seeded faces.
 */
export function TableThrowSurface({ tray, reduced }: { readonly tray: Tray | null; readonly reduced: boolean }) {
  const store = useStore()
  const camera = useThree((s) => s.camera)
  const canvas = useThree((s) => s.gl.domElement)
  const controls = useThree((s) => s.controls) as { enabled: boolean } | null
  const invalidate = useThree((s) => s.invalidate)
  const samples = useRef<FlickSample[]>([])
  const kit = useHandsKit()
  // A press hits the sheet only once a frame has placed it (its world matrix); the probe tells tests when.
  useFrame(() => {
    kit.throwReady = true
  })
  useEffect(
    () => () => {
      kit.throwReady = false
    },
    [kit],
  )

  const sample = (e: { clientX: number; clientY: number; timeStamp: number }) => {
    if (!pointerOnPlane(e, canvas, camera, TRAY_PLACE.y + HOLD_HEIGHT, hit)) return null
    const p = toTray(hit.x, hit.z)
    samples.current.push({ t: e.timeStamp, ...p })
    if (samples.current.length > 32) samples.current.shift()
    return p
  }

  const onDown = (e: ThreeEvent<PointerEvent>) => {
    // A second finger is not a second hand: it may be the start of a pinch, which the camera takes.
    if (!e.nativeEvent.isPrimary) return
    e.stopPropagation()
    if (controls) controls.enabled = false
    // A press while the dice still tumble picks nothing up; it is the hand's all the same, not a turn of the view (a
    // player reaching for the dice a moment early would see the table swing away).
    if (tray?.moving) {
      followPointer(
        e.nativeEvent.pointerId,
        () => {},
        () => {
          if (controls) controls.enabled = true
        },
      )
      return
    }
    samples.current = []
    const native = e.nativeEvent
    // The hand holds the dice: the roll waits for the flick (no `throwRoll`).
    const startRoll = () =>
      pendingRoll(store.get(gameStateAtom)) !== null || store.set(dispatchAtom, { type: 'rollDice' }).ok
    if (!reduced && !startRoll()) {
      if (controls) controls.enabled = true
      return
    }
    // Reduced motion: no tumble, the engine's seeded faces are reported as the Roll control does with no tray to
    // throw (in a room the report goes as the roll's seeded throw, once the table took the roll: the table rolls it).
    const reduceRoll = () => {
      const report = store.get(legalActionsAtom).find((a) => a.type === 'reportRoll')
      const action = pendingRoll(store.get(gameStateAtom)) ? report : ({ type: 'rollDice' } as const)
      if (action) store.set(dispatchAtom, action, { throwRoll: true })
    }
    const holdAt = (p: { x: number; z: number } | null) => {
      const roll = pendingRoll(store.get(gameStateAtom))
      if (!reduced && p && roll && tray) {
        tray.hold(roll.dice, p)
        invalidate()
      }
    }
    holdAt(sample(native))
    followPointer(
      native.pointerId,
      (m) => holdAt(sample(m)),
      (u) => {
        if (controls) controls.enabled = true
        sample(u)
        if (reduced) return void reduceRoll()
        const spec = flickThrow(samples.current)
        const room = store.get(tableRoomAtom)
        if (room) return void throwAtTable(store, kit, room, spec)
        const roll = pendingRoll(store.get(gameStateAtom))
        if (!roll || !tray) return
        tray.throwDice(roll.dice, roll.rollId, spec)
        invalidate()
      },
    )
  }

  return (
    // Never drawn, still hit: three's raycaster and React Three Fiber's events test hidden meshes too. A drawn one,
    // however clear, filled the tray's pixels and, mounted anew for each roll, compiled its shader each time (a
    // second or two on a software-GL screen, just as a throw came; issue 33).
    <mesh
      name="tray-throw-surface"
      visible={false}
      rotation={[-Math.PI / 2, 0, 0]}
      position={[TRAY_PLACE.x, TRAY_PLACE.y + HOLD_HEIGHT, TRAY_PLACE.z]}
      onPointerDown={onDown}
    >
      <planeGeometry args={[TRAY.width + 2, TRAY.depth + 2]} />
      <meshBasicMaterial />
    </mesh>
  )
}
