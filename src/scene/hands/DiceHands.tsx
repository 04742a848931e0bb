// Picking dice up and letting them go: a settled die follows the pointer, the task rows that would take it glow
// (the engine's `canAssign`, nothing else), and the drop is decided by `dropPlan` from the engine's queries. A
// refused drop flies the die back and shows the engine's reason in one line near where it was dropped.
import { Suspense, useEffect, useMemo, useRef } from 'react'
import { useAtomValue, useStore } from 'jotai'
import { useFrame, useThree } from '@react-three/fiber'
import { Html } from '@react-three/drei'
import { Matrix4, Quaternion, Vector3, type Mesh, type Object3D } from 'three'
import { checkAction, DIE_FACES, type DieColor, type Face } from '../../engine/index.ts'
import { restingRotation } from '../../physics/upFace.ts'
import { DieModel, type ReadPose } from '../dice/DieModel.tsx'
import { dispatchAtom, gameStateAtom, tableModeAtom } from '../../state/gameAtoms.ts'
import { selectedDiceAtom } from '../../state/uiAtoms.ts'
import { effectiveReducedMotionAtom } from '../../state/settingsAtoms.ts'
import { layoutAtom, sceneCatalogAtom } from '../game/sceneAtoms.ts'
import { useSceneKit } from '../game/sceneKit.ts'
import { rowPitch } from '../layout/cardFrame.ts'
import { canPickUp, dropPlan, nearestTarget, type DropPlan } from './dropTargets.ts'
import { ON_CARD_Y, onCardPoint, taskSpot, worldTargets } from './dropPoints.ts'
import { glowingTasksAtom, handsRefusalAtom, heldDieAtom, liftedDiceAtom, stagedAtom } from './handsAtoms.ts'
import { useHandsKit } from './handsKit.ts'
import { followPointer, pointerOnPlane, toScreen } from './pointerPlane.ts'
import { TRAY_PLACE, isOverTray } from './trayPlace.ts'

/** Height at which a held die hangs over the table: above the card in focus, which leans out toward the player. */
const HELD_Y = 14
/** A drop lands on the nearest target within this share of the canvas height. */
const DROP_REACH = 0.075
const FLY_SECONDS = 0.3
/** Distance between dice staged on one row (card units). */
const STAGED_PITCH = 1.9

const ground = new Vector3()
const scratch = { p: new Vector3(), q: new Quaternion(), face: new Quaternion(), m: new Matrix4(), t: new Vector3() }

function faceRotation(color: DieColor, face: Face | null, out: Quaternion): Quaternion {
  const index = face ? Math.max(0, (DIE_FACES[color] as readonly Face[]).indexOf(face)) : 0
  const r = restingRotation(index, 0)
  return out.set(r.x, r.y, r.z, r.w)
}

type Hand = { point: Vector3; flying: { id: number; from: Vector3; start: number } | null }

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
      // roll with no die left to discard ends there).
      for (const [i, action] of plan.actions.entries()) {
        const now = store.get(gameStateAtom)
        if (i > 0 && (!now || checkAction(now, action) !== null)) break
        const outcome = store.set(dispatchAtom, action)
        if (!outcome.ok) {
          store.set(handsRefusalAtom, refusalAt(outcome.violation.message))
          return back()
        }
      }
      store.set(selectedDiceAtom, [])
    }
    let refusals = 0
    let lastKey = ''
    const refusalAt = (message: string) => ({ message, target: lastKey, n: ++refusals })
    const screenTargets = () => {
      const s = store.get(gameStateAtom)
      const layout = store.get(layoutAtom)
      const cat = store.get(sceneCatalogAtom)
      if (!s || !layout || !cat) return []
      return worldTargets(s, cat, layout, sceneKit.cards).map((t) => ({
        key: t.key,
        target: t.target,
        point: t.point,
        ...toScreen(t.point, canvas, camera),
      }))
    }
    kit.targets = () => screenTargets().map(({ key, x, y }) => ({ key, x, y }))
    kit.dice = () => diceOnScreen(kit, sceneKit.cards, store, hand.current, (p) => toScreen(p, canvas, camera))
    kit.grab = (id, event) => {
      const s = store.get(gameStateAtom)
      if (!s || store.get(tableModeAtom) !== 'play' || !canPickUp(s, id) || hand.current.flying) return false
      store.set(heldDieAtom, id)
      store.set(handsRefusalAtom, null)
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
          const now = store.get(gameStateAtom)
          const targets = screenTargets()
          const reach = canvas.getBoundingClientRect().height * DROP_REACH
          let key = nearestTarget(targets, e.clientX, e.clientY, reach)
          if (key === null && pointerOnPlane(e, canvas, camera, TRAY_PLACE.y, ground) && isOverTray(ground.x, ground.z))
            key = 'tray'
          const target = targets.find((t) => t.key === key)
          lastKey = key ?? ''
          const plan = now && target ? dropPlan(now, id, target.target, store.get(stagedAtom)) : null
          if (plan?.kind === 'refuse') store.set(handsRefusalAtom, refusalAt(plan.message))
          settle(id, plan)
          invalidate()
        },
      )
      return true
    }
    return () => {
      kit.grab = () => false
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
      position.set(h.point.x, h.point.y, h.point.z)
      quaternion.set(scratch.face.x, scratch.face.y, scratch.face.z, scratch.face.w)
      return true
    }
  }, [heldDie, kit, invalidate])

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

type Spot = { readonly cardId: string; readonly u: number; readonly v: number }
type Where = 'tray' | 'row' | 'hand' | 'table'

/** Where each die the hands know is drawn on the screen now (for the probe). */
function diceOnScreen(
  kit: ReturnType<typeof useHandsKit>,
  cards: ReadonlyMap<string, Object3D>,
  store: ReturnType<typeof useStore>,
  hand: Hand,
  screen: (p: Vector3) => { x: number; y: number },
): { id: number; x: number; y: number; where: Where }[] {
  const out: { id: number; x: number; y: number; where: Where }[] = []
  const state = store.get(gameStateAtom)
  const layout = store.get(layoutAtom)
  const cat = store.get(sceneCatalogAtom)
  if (!state || !layout || !cat) return out
  const p = new Vector3()
  const q = new Quaternion()
  const add = (id: number, where: Where) => out.push({ id, ...screen(p), where })
  for (const d of layout.dice) {
    if (kit.lifted.has(d.id)) continue
    if (d.anchor.kind === 'tray') {
      if (kit.tray?.pose(d.id, p, q)) p.add(TRAY_OFFSET)
      else p.set(...d.anchor.position)
      add(d.id, 'tray')
    } else if (d.anchor.kind === 'table' && (d.at === 'marker' || d.at === 'spell')) {
      p.set(...d.anchor.position)
      add(d.id, 'table')
    }
  }
  for (const [taskId, dice] of Object.entries(store.get(stagedAtom))) {
    const spot = taskSpot(state, cat, layout, taskId)
    const card = spot && cards.get(spot.cardId)
    if (!spot || !card) continue
    dice.forEach((id, k) => {
      onCardPoint(card, spot.u - 1 + k * STAGED_PITCH, ON_CARD_Y, spot.v, p)
      add(id, 'row')
    })
  }
  const held = store.get(heldDieAtom)
  if (held !== null) {
    p.copy(hand.point)
    add(held, 'hand')
  }
  return out
}

const TRAY_OFFSET = new Vector3(TRAY_PLACE.x, TRAY_PLACE.y, TRAY_PLACE.z)

/** A die staged on a task row: it rides the card (the ring may turn), the engine's face up. */
function StagedDie({ id, color, face, spot }: { id: number; color: DieColor; face: Face | null; spot: Spot }) {
  const sceneKit = useSceneKit()
  const readPose = useMemo<ReadPose>(() => {
    const up = faceRotation(color, face, new Quaternion())
    return (_id, position, quaternion) => {
      const card = sceneKit.cards.get(spot.cardId)
      if (!card) return false
      onCardPoint(card, spot.u, ON_CARD_Y, spot.v, scratch.p)
      card.getWorldQuaternion(scratch.q)
      scratch.q.multiply(up)
      position.set(scratch.p.x, scratch.p.y, scratch.p.z)
      quaternion.set(scratch.q.x, scratch.q.y, scratch.q.z, scratch.q.w)
      return true
    }
  }, [sceneKit, spot, color, face])
  return <DieModel id={id} kind={color} readPose={readPose} />
}

const GLOW_WIDTH = 6.4

/** The glow over a task row that would take the held die, riding its card. */
function RowGlow({ taskId, spot, height }: { taskId: string; spot: Spot; height: number }) {
  const sceneKit = useSceneKit()
  const mesh = useRef<Mesh>(null)
  useFrame(() => {
    const m = mesh.current
    const card = sceneKit.cards.get(spot.cardId)
    if (!m || !card) return
    card.updateWorldMatrix(true, false)
    const u = taskId.startsWith('row:') ? 0 : spot.u
    m.matrix.copy(card.matrixWorld).multiply(scratch.m.makeTranslation(u, CARD_GLOW_Y, -spot.v))
    m.matrixWorldNeedsUpdate = true
  })
  const width = taskId.startsWith('row:') ? GLOW_WIDTH : 3.6
  return (
    <mesh ref={mesh} matrixAutoUpdate={false} name={`glow-${taskId}`} renderOrder={2}>
      <boxGeometry args={[width, 0.05, height]} />
      <meshBasicMaterial color="#ffcf5a" transparent opacity={0.42} depthWrite={false} toneMapped={false} />
    </mesh>
  )
}
const CARD_GLOW_Y = 0.08

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
function RefusalLine({ message, target }: { message: string; target: string }) {
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
