// The dice tray on the game's table: Rapier loads with it (lazily, after the table has drawn), the pool's dice lie
// in it as the engine says, and a throw — a flick of the hand, or Space / the Roll control through the thrower —
// tumbles exactly the dice of the engine's pending roll. Once they settle, the faces read from the bodies go to
// the engine as that roll's result. Reduced motion and the replay viewer throw nothing: the engine's faces appear.
import { Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber'
import { Vector3 } from 'three'
import type { Face, GameState } from '../../engine/index.ts'
import type { Rapier } from '../../physics/createDiceWorld.ts'
import { DieModel, type ReadPose } from '../dice/DieModel.tsx'
import { tableSound } from '../sound/tableSound.ts'
import {
  dispatchAtom,
  gameStateAtom,
  legalActionsAtom,
  sessionAtom,
  setupAtom,
  tableModeAtom,
} from '../../state/gameAtoms.ts'
import { selectedDiceAtom } from '../../state/uiAtoms.ts'
import { effectiveReducedMotionAtom } from '../../state/settingsAtoms.ts'
import { createTableTray, BENCH_DIE, type PoolDie, type TableTray as Tray } from './createTableTray.ts'
import { flickThrow, type FlickSample } from './flickThrow.ts'
import { trayThrowerAtom } from './handsAtoms.ts'
import { useHandsKit } from './handsKit.ts'
import { followPointer, pointerOnPlane } from './pointerPlane.ts'
import { TableTrayBox } from './TableTrayBox.tsx'
import { TableDie } from '../tokens/TableDie.tsx'
import { dicePlacesAtom } from '../game/sceneAtoms.ts'
import { HOLD_HEIGHT, TRAY_PLACE, toTray } from './trayPlace.ts'
import { TRAY } from '../../physics/physicsConfig.ts'

/** The roll the engine waits for: its id and dice, or null. */
export function pendingRoll(state: GameState | null): { rollId: number; dice: readonly number[] } | null {
  const phase = state?.phase
  if (!phase || (phase.kind !== 'resolution' && phase.kind !== 'entrance') || phase.stage !== 'rolling') return null
  return { rollId: phase.rollId, dice: phase.pendingDice }
}

/** The dice in the tray: the pool, and a die waiting for a roll (the Lost & Found's). */
function trayDice(state: GameState | null): PoolDie[] {
  if (!state) return []
  const pending = pendingRoll(state)?.dice ?? []
  return state.dice
    .filter((d) => d.at.kind === 'pool' || pending.includes(d.id))
    .map((d) => ({ id: d.id, color: d.color, face: d.face }))
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

function useRapier(): Rapier | null {
  const [rapier, setRapier] = useState<Rapier | null>(null)
  useEffect(() => {
    let live = true
    // Straight from the package, not through src/physics/index.ts: the table's dice models import that index, and a
    // dynamic import of a module it re-exports would pull Rapier's WASM into the table's first chunks.
    import('@dimforge/rapier3d-compat')
      .then(async ({ default: rapier }) => {
        await rapier.init()
        return rapier
      })
      .then((r) => {
        if (live) setRapier(() => r)
      })
      .catch(() => undefined) // no WASM: the dice lie as the engine says, rolls are the engine's seeded ones
    return () => {
      live = false
    }
  }, [])
  return rapier
}

export function TableTray() {
  const kit = useHandsKit()
  const store = useStore()
  const rapier = useRapier()
  const seed = useAtomValue(setupAtom)?.seed ?? null
  const state = useAtomValue(gameStateAtom)
  const reduced = useAtomValue(effectiveReducedMotionAtom)
  const mode = useAtomValue(tableModeAtom)
  const setThrower = useSetAtom(trayThrowerAtom)
  const invalidate = useThree((s) => s.invalidate)
  const [tray, setTray] = useState<Tray | null>(null)
  const [benchIds, setBenchIds] = useState<readonly number[]>([])

  useEffect(() => {
    if (!rapier || seed === null) return
    const created = createTableTray({
      rapier,
      seed,
      onImpact: (force, die) => tableSound.playClatter(force, die),
      onSettled: (reading) => {
        kit.lastRead = reading
        const faces: readonly Face[] = reading.faces
        store.set(dispatchAtom, { type: 'reportRoll', rollId: reading.rollId, faces })
        invalidate()
      },
    })
    kit.tray = created
    setTray(created)
    return () => {
      if (kit.tray === created) kit.tray = null
      created.dispose()
      setTray(null)
    }
  }, [rapier, seed, kit, store, invalidate])

  // The tray holds the pool as the engine has it (a throw in flight keeps its dice until it is reported).
  const pool = useMemoJson(trayDice(state))
  useEffect(() => {
    if (!tray) return
    tray.sync(pool)
    setBenchIds([])
    invalidate()
  }, [tray, pool, invalidate])

  const live = tray !== null && !reduced && mode === 'play'
  useEffect(() => {
    if (!live || !tray) return
    setThrower({
      throwSeeded: () => {
        const roll = pendingRoll(store.get(gameStateAtom))
        if (!roll) return 'unavailable'
        if (tray.moving) return 'busy'
        if (!tray.throwDice(roll.dice, roll.rollId, null)) return 'unavailable'
        invalidate()
        return 'thrown'
      },
    })
    return () => setThrower(null)
  }, [live, tray, store, setThrower, invalidate])

  // A roll left in the air when the page closed (a reload mid-throw, or a game played on from a replay at that
  // step) is thrown again as soon as the table can answer it: the physics dice tumble again, or under reduced
  // motion the engine's seeded faces appear. Checked once for each game put on the table (its save id), when the
  // tray is ready (or at once under reduced motion).
  const gameId = useAtomValue(sessionAtom)?.id ?? null
  const resumeChecked = useRef<string | null>(null)
  useEffect(() => {
    if (gameId === null || resumeChecked.current === gameId || mode !== 'play') return
    if (!reduced && !tray) return // the physics is still loading
    resumeChecked.current = gameId
    const roll = pendingRoll(store.get(gameStateAtom))
    if (!roll) return
    if (!reduced && tray) {
      if (tray.throwDice(roll.dice, roll.rollId, null)) invalidate()
      return
    }
    const report = store.get(legalActionsAtom).find((a) => a.type === 'reportRoll')
    if (report) store.set(dispatchAtom, report)
  }, [gameId, mode, reduced, tray, store, invalidate])

  useEffect(() => {
    kit.throwNow = () => {
      if (!tray || tray.moving) return false
      tray.benchThrow(8)
      setBenchIds(tray.ids.filter((id) => id >= BENCH_DIE))
      invalidate()
      return true
    }
    return () => {
      kit.throwNow = () => false
    }
  }, [kit, tray, invalidate])

  useFrame((_, delta) => {
    if (tray?.advance(delta)) invalidate()
  })

  const readPose = useMemo<ReadPose>(
    () => (id, position, quaternion) => !kit.lifted.has(id) && (tray?.pose(id, position, quaternion) ?? false),
    [tray, kit],
  )
  const legal = useAtomValue(legalActionsAtom)
  const throwable =
    mode === 'play' && (legal.some((a) => a.type === 'rollDice') || pendingRoll(state) !== null) && pool.length > 0

  return (
    <>
      <TableTrayBox />
      {!tray && <RestingDice />}
      <group position={[TRAY_PLACE.x, TRAY_PLACE.y, TRAY_PLACE.z]} visible={tray !== null}>
        <Suspense fallback={null}>
          {[...pool.map((d) => ({ id: d.id, kind: d.color })), ...benchIds.map(benchDie)].map((d) => (
            <group key={d.id} onPointerDown={(e) => grabFromTray(e, d.id)}>
              <DieModel id={d.id} kind={d.kind} readPose={readPose} />
            </group>
          ))}
        </Suspense>
      </group>
      {throwable && <ThrowSurface tray={tray} reduced={reduced || tray === null} />}
    </>
  )

  function grabFromTray(e: ThreeEvent<PointerEvent>, id: number): void {
    if (throwable || tray?.moving) return
    if (kit.grab(id, e.nativeEvent)) e.stopPropagation()
  }
}

/** Without physics (Rapier not loaded yet, or no WASM) the tray's dice lie at rest as the layout puts them. */
function RestingDice() {
  const dice = useAtomValue(dicePlacesAtom)
  return (
    <Suspense fallback={null}>
      {dice.map((d) =>
        d.anchor.kind === 'tray' ? (
          <TableDie key={d.id} id={d.id} color={d.color} face={d.face} position={d.anchor.position} />
        ) : null,
      )}
    </Suspense>
  )
}

const BENCH_COLORS = ['green', 'green', 'green', 'green', 'green', 'green', 'yellow', 'red'] as const
function benchDie(id: number): { id: number; kind: (typeof BENCH_COLORS)[number] } {
  return { id, kind: BENCH_COLORS[(id - BENCH_DIE) % 8] ?? 'green' }
}

/** A value that keeps its identity while its JSON is unchanged (the pool re-renders nothing until it changes). */
function useMemoJson<T>(value: T): T {
  const ref = useRef(value)
  if (!sameJson(ref.current, value)) ref.current = value
  return ref.current
}

const hit = new Vector3()

/**
 * The sheet over the tray that turns a drag into a throw: press to pick the pool's dice up (the engine is asked to
 * roll), move to carry them, let go to throw with the hand's last speed. In reduced motion the release rolls with
 * the engine's seeded faces.
 */
function ThrowSurface({ tray, reduced }: { readonly tray: Tray | null; readonly reduced: boolean }) {
  const store = useStore()
  const camera = useThree((s) => s.camera)
  const canvas = useThree((s) => s.gl.domElement)
  const controls = useThree((s) => s.controls) as { enabled: boolean } | null
  const invalidate = useThree((s) => s.invalidate)
  const samples = useRef<FlickSample[]>([])

  const sample = (e: { clientX: number; clientY: number; timeStamp: number }) => {
    if (!pointerOnPlane(e, canvas, camera, TRAY_PLACE.y + HOLD_HEIGHT, hit)) return null
    const p = toTray(hit.x, hit.z)
    samples.current.push({ t: e.timeStamp, ...p })
    if (samples.current.length > 32) samples.current.shift()
    return p
  }

  const onDown = (e: ThreeEvent<PointerEvent>) => {
    if (tray?.moving) return
    e.stopPropagation()
    if (controls) controls.enabled = false
    samples.current = []
    const native = e.nativeEvent
    const startRoll = () => {
      if (pendingRoll(store.get(gameStateAtom))) return true
      const outcome = store.set(dispatchAtom, { type: 'rollDice' })
      if (outcome.ok) store.set(selectedDiceAtom, [])
      return outcome.ok
    }
    if (!reduced && !startRoll()) {
      if (controls) controls.enabled = true
      return
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
        if (reduced) {
          if (!startRoll()) return
          const report = store.get(legalActionsAtom).find((a) => a.type === 'reportRoll')
          if (report) store.set(dispatchAtom, report)
          return
        }
        const roll = pendingRoll(store.get(gameStateAtom))
        const spec = flickThrow(samples.current)
        if (!roll || !tray) return
        tray.throwDice(roll.dice, roll.rollId, spec)
        invalidate()
      },
    )
  }

  return (
    <mesh
      name="tray-throw-surface"
      rotation={[-Math.PI / 2, 0, 0]}
      position={[TRAY_PLACE.x, TRAY_PLACE.y + HOLD_HEIGHT, TRAY_PLACE.z]}
      onPointerDown={onDown}
    >
      <planeGeometry args={[TRAY.width + 2, TRAY.depth + 2]} />
      <meshBasicMaterial transparent opacity={0} depthWrite={false} />
    </mesh>
  )
}
