// Picking dice up and letting them go: a settled die follows the pointer, the task rows that would take it glow
// (the engine's `canAssign`, nothing else), and the drop is decided by `dropPlan` from the engine's queries. A
// refused drop flies the die back and shows the engine's reason in one line near where it was dropped.
import { installNearGrab } from './nearGrab.ts'
import { Suspense, useEffect, useMemo, useRef } from 'react'
import { useAtomValue, useStore } from 'jotai'
import { useThree } from '@react-three/fiber'
import { Quaternion, Vector3 } from 'three'
import { checkAction } from '../../engine/index.ts'
import { DieModel, type ReadPose } from '../dice/DieModel.tsx'
import { dispatchAtom, gameStateAtom, tableModeAtom } from '../../state/gameAtoms.ts'
import { selectedDiceAtom } from '../../state/uiAtoms.ts'
import { effectiveReducedMotionAtom } from '../../state/settingsAtoms.ts'
import { layoutAtom, sceneCatalogAtom } from '../game/sceneAtoms.ts'
import { useSceneKit } from '../game/sceneKit.ts'
import { rowPitch } from '../layout/cardFrame.ts'
import { canPickUp, dropPlan, nearestTarget, type DropPlan } from './dropTargets.ts'
import { STAGED_PITCH, taskSpot, worldTargets } from './dropPoints.ts'
import { diceOnScreen, type Hand } from './diceOnScreen.ts'
import { faceRotation } from './faceRotation.ts'
import { glowingTasksAtom, handsRefusalAtom, heldDieAtom, liftedDiceAtom, stagedAtom } from './handsAtoms.ts'
import { useHandsKit } from './handsKit.ts'
import { followPointer, pointerOnPlane, toScreen } from './pointerPlane.ts'
import { RefusalLine } from './RefusalLine.tsx'
import { RowGlow } from './RowGlow.tsx'
import { StagedDie } from './StagedDie.tsx'
import { TRAY_PLACE, isOverTray } from './trayPlace.ts'

/** Height at which a held die hangs over the table: above the card in focus, which leans out toward the player. */
const HELD_Y = 14
/** A drop lands on the nearest target within this share of the canvas height. */
const DROP_REACH = 0.075
const FLY_SECONDS = 0.3

const ground = new Vector3()
const scratch = { p: new Vector3(), q: new Quaternion(), face: new Quaternion(), t: new Vector3() }

export function DiceHands() {
  const kit = useHandsKit()
  const sceneKit = useSceneKit()
  const store = useStore()
  const camera = useThree((s) => s.camera)
  const canvas = useThree((s) => s.gl.domElement)
  const controls = useThree((s) => s.controls) as { enabled: boolean } | null
  const invalidate = useThree((s) => s.invalidate)
  const state = useAtomValue(gameStateAtom)
  const held = useAtomValue(heldDieAtom)
  const staged = useAtomValue(stagedAtom)
  const lifted = useAtomValue(liftedDiceAtom)
  const glowing = useAtomValue(glowingTasksAtom)
  const refusal = useAtomValue(handsRefusalAtom)
  const reduced = useAtomValue(effectiveReducedMotionAtom)
  const hand = useRef<Hand>({ point: new Vector3(), flying: null })

  useEffect(() => {
    kit.lifted.clear()
    for (const id of lifted) kit.lifted.add(id)
    const flying = hand.current.flying
    if (flying) kit.lifted.add(flying.id)
    invalidate()
  }, [kit, lifted, invalidate])

  useEffect(() => {
    const settle = (id: number, plan: DropPlan | null) => {
      store.set(heldDieAtom, null)
      const back = () => {
        if (reduced) return
        hand.current.flying = { id, from: hand.current.point.clone(), start: performance.now() }
        kit.lifted.add(id)
      }
      if (!plan) return back()
      store.set(stagedAtom, plan.staged)
      if (plan.kind === 'refuse') back()
      if (plan.kind === 'return') back()
      if (plan.kind !== 'dispatch') return
      // The first action is the drop's; the ones after it follow only where the engine takes them then (a failed
      // roll with no die left to discard ends there). At a room's table each waits until the table took the one
      // before (it comes back applied here), so one drop still fails the roll and discards the die.
      const perform = async () => {
        for (const [i, action] of plan.actions.entries()) {
          const now = store.get(gameStateAtom)
          if (i > 0 && (!now || checkAction(now, action) !== null)) break
          const outcome = store.set(dispatchAtom, action)
          if (!outcome.ok) {
            store.set(handsRefusalAtom, refusalAt(outcome.violation.message))
            return back()
          }
          if (outcome.accepted && i < plan.actions.length - 1 && !(await outcome.accepted)) break
        }
      }
      void perform()
      store.set(selectedDiceAtom, [])
    }
    let refusals = 0
    let lastKey = ''
    const refusalAt = (message: string) => ({ message, target: lastKey, n: ++refusals })
    const allTargets = () => {
      const s = store.get(gameStateAtom)
      const layout = store.get(layoutAtom)
      const cat = store.get(sceneCatalogAtom)
      return s && layout && cat ? worldTargets(s, cat, layout, sceneKit.cards) : []
    }
    const screenTargets = () =>
      allTargets().map((t) => ({ key: t.key, target: t.target, point: t.point, ...toScreen(t.point, canvas, camera) }))
    kit.targets = () => screenTargets().map(({ key, x, y }) => ({ key, x, y }))
    kit.dice = () => diceOnScreen(kit, sceneKit.cards, store, hand.current, (p) => toScreen(p, canvas, camera))
    // One die in one hand at a time, picked up only where the engine lets it be moved.
    const pickUp = (id: number): boolean => {
      const s = store.get(gameStateAtom)
      if (store.get(heldDieAtom) !== null) return false
      if (!s || store.get(tableModeAtom) !== 'play' || !canPickUp(s, id) || hand.current.flying) return false
      store.set(heldDieAtom, id)
      store.set(handsRefusalAtom, null)
      return true
    }
    // The held die let go over the target `key` (null: nowhere it can go): the engine's plan decides.
    const letGo = (id: number, key: string | null) => {
      const now = store.get(gameStateAtom)
      const target = allTargets().find((t) => t.key === key)
      lastKey = key ?? ''
      const plan = now && target ? dropPlan(now, id, target.target, store.get(stagedAtom)) : null
      if (plan?.kind === 'refuse') store.set(handsRefusalAtom, refusalAt(plan.message))
      settle(id, plan)
      invalidate()
    }
    kit.reach = {
      pickUp,
      carry: (p) => {
        hand.current.point.set(p.x, p.y, p.z)
        invalidate()
      },
      letGo: (key) => {
        const id = store.get(heldDieAtom)
        if (id !== null) letGo(id, key)
      },
      targets: allTargets,
    }
    kit.grab = (id, event) => {
      // One hand: a second finger (not the primary pointer) never picks up a second die; it may be a pinch.
      if (!event.isPrimary || !pickUp(id)) return false
      if (controls) controls.enabled = false
      pointerOnPlane(event, canvas, camera, HELD_Y, hand.current.point)
      invalidate()
      followPointer(
        event.pointerId,
        (e) => {
          pointerOnPlane(e, canvas, camera, HELD_Y, hand.current.point)
          invalidate()
        },
        (e) => {
          if (controls) controls.enabled = true
          pointerOnPlane(e, canvas, camera, HELD_Y, hand.current.point)
          // The browser took the touch back (it is not a drop anywhere): the die goes home.
          if (e.type === 'pointercancel') {
            settle(id, null)
            return invalidate()
          }
          const targets = screenTargets()
          const reach = canvas.getBoundingClientRect().height * DROP_REACH
          let key = nearestTarget(targets, e.clientX, e.clientY, reach)
          if (key === null && pointerOnPlane(e, canvas, camera, TRAY_PLACE.y, ground) && isOverTray(ground.x, ground.z))
            key = 'tray'
          letGo(id, key)
        },
      )
      return true
    }
    const removeNearGrab = installNearGrab(canvas, kit)
    return () => {
      removeNearGrab()
      kit.grab = () => false
      kit.reach = null
      kit.targets = () => []
      kit.dice = () => []
    }
  }, [kit, sceneKit, store, camera, canvas, controls, invalidate, reduced])

  const cat = useAtomValue(sceneCatalogAtom)
  const layout = useAtomValue(layoutAtom)
  const rows = useMemo(() => {
    if (!state || !cat || !layout) return []
    return Object.entries(staged).flatMap(([taskId, dice]) => {
      const spot = taskSpot(state, cat, layout, taskId)
      return spot ? dice.map((id, k) => ({ id, spot: { ...spot, u: spot.u - 1 + k * STAGED_PITCH } })) : []
    })
  }, [state, cat, layout, staged])
  const glows = useMemo(() => {
    if (!state || !cat || !layout) return []
    return glowing.flatMap((taskId) => {
      const spot = taskSpot(state, cat, layout, taskId)
      const count = spot && taskId.startsWith('row:') ? cat.adventureTasks(spot.cardId).tasks.length : 3
      return spot ? [{ taskId, spot, height: rowPitch(count) * 0.92 }] : []
    })
  }, [state, cat, layout, glowing])

  const flying = hand.current.flying
  const heldId = held ?? flying?.id ?? null
  const heldDie = heldId === null ? undefined : state?.dice[heldId]
  const heldPose = useMemo<ReadPose>(() => {
    const up = heldDie ? faceRotation(heldDie.color, heldDie.face, new Quaternion()) : null
    return (_id, position, quaternion) => {
      const h = hand.current
      if (!heldDie || !up) return false
      scratch.face.copy(up)
      if (h.flying && kit.tray) {
        const t = Math.min(1, (performance.now() - h.flying.start) / 1000 / FLY_SECONDS)
        if (!kit.tray.pose(h.flying.id, scratch.t, scratch.q) || t >= 1) {
          kit.lifted.delete(h.flying.id)
          h.flying = null
          invalidate()
          return false
        }
        scratch.t.x += TRAY_PLACE.x
        scratch.t.y += TRAY_PLACE.y
        scratch.t.z += TRAY_PLACE.z
        scratch.p.lerpVectors(h.flying.from, scratch.t, t * t * (3 - 2 * t))
        position.set(scratch.p.x, scratch.p.y + Math.sin(Math.PI * t) * 3, scratch.p.z)
        quaternion.set(scratch.face.x, scratch.face.y, scratch.face.z, scratch.face.w)
        invalidate()
        return true
      }
      if (h.flying) {
        kit.lifted.delete(h.flying.id)
        h.flying = null
        return false
      }
      // Flown back, the die is drawn by the tray: this model stays mounted until the next render, unseen (it was
      // drawn at the hand's last point, on the refusing row, until another die was picked up).
      if (store.get(heldDieAtom) !== heldDie.id) return false
      position.set(h.point.x, h.point.y, h.point.z)
      quaternion.set(scratch.face.x, scratch.face.y, scratch.face.z, scratch.face.w)
      return true
    }
  }, [heldDie, kit, invalidate, store])

  return (
    <>
      <Suspense fallback={null}>
        {heldDie && <DieModel key={`held:${heldDie.id}`} id={heldDie.id} kind={heldDie.color} readPose={heldPose} />}
        {rows.map(({ id, spot }) => {
          const die = state?.dice[id]
          return die ? (
            <group key={`row:${id}`} onPointerDown={(e) => kit.grab(id, e.nativeEvent) && e.stopPropagation()}>
              <StagedDie id={id} color={die.color} face={die.face} spot={spot} />
            </group>
          ) : null
        })}
      </Suspense>
      {glows.map((g) => (
        <RowGlow key={g.taskId} taskId={g.taskId} spot={g.spot} height={g.height} />
      ))}
      {refusal && <RefusalLine key={refusal.n} message={refusal.message} target={refusal.target} />}
    </>
  )
}
