// The dice tray on the game's table: its physics (<TrayPhysics>, with Rapier) loads lazily after the table has
// drawn, the pool's dice lie in it as the engine says, and a throw (a flick of the hand, or Space and the Roll
// control through the thrower) tumbles exactly the dice of the engine's pending roll. Once they settle, the faces
// read from the bodies go to the engine as that roll's result. At a room's table the throw goes to the table
// instead, which rolls it and reads the faces; every screen tumbles the throw it sends back. Reduced motion and the
// replay viewer throw nothing: the engine's faces appear.
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { addAfterEffect, useFrame, useThree, type ThreeEvent } from '@react-three/fiber'
import type { Face } from '../../engine/index.ts'
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
import { effectiveReducedMotionAtom } from '../../state/settingsAtoms.ts'
import { remoteThrowAtom, tableRestAtom, tableRoomAtom } from '../../state/room/tableRoom.ts'
import { createTableTray, BENCH_DIE, type TableTray as Tray } from '../../physics/createTableTray.ts'
import { trayLoadingAtom, trayThrowerAtom } from '../../state/trayThrower.ts'
import { useHandsKit } from './handsKit.ts'
import { TableThrowSurface } from './TableThrowSurface.tsx'
import { TableTrayBox } from './TableTrayBox.tsx'
import { TableDie } from '../tokens/TableDie.tsx'
import { dicePlacesAtom } from '../game/sceneAtoms.ts'
import { TRAY_PLACE } from './trayPlace.ts'
import { landAtOnceAtom } from '../quality/qualityAtoms.ts'
import { pendingRoll, trayPoolAtom } from './trayPool.ts'
import { createDeclaredHost } from '../tray/declaredHost.ts'
import { PhysicsBoundary } from '../tray/PhysicsBoundary.tsx'

/** Frames of simulation a stale tumble may be run on by at once (60 s at a frame's most steps): it always lands. */
const LAND_NOW_FRAMES = 900

// Its own chunk: @react-three/rapier brings Rapier's WASM, which the table must not wait for.
const TrayPhysics = lazy(() => import('../tray/TrayPhysics.tsx'))

export function TableTray() {
  const kit = useHandsKit()
  const store = useStore()
  const host = useMemo(() => createDeclaredHost({ onImpact: (force, die) => tableSound.playClatter(force, die) }), [])
  const seed = useAtomValue(setupAtom)?.seed ?? null
  const state = useAtomValue(gameStateAtom)
  const reduced = useAtomValue(effectiveReducedMotionAtom)
  const mode = useAtomValue(tableModeAtom)
  const setThrower = useSetAtom(trayThrowerAtom)
  const invalidate = useThree((s) => s.invalidate)
  const [tray, setTray] = useState<Tray | null>(null)
  const [benchIds, setBenchIds] = useState<readonly number[]>([])

  useEffect(() => {
    if (seed === null) return
    let live = true
    let created: Tray | null = null
    // The world comes once <TrayPhysics> has loaded and declared it (no WASM: the dice lie as the engine says).
    host.fresh((world) => {
      if (!live) return
      created = createTableTray({
        world,
        seed,
        onSettled: (reading) => {
          kit.lastRead = reading
          const faces: readonly Face[] = reading.faces
          // In a room the table reads the faces (it rolled the same throw) and says where its dice came to rest:
          // they are laid there (as on every screen), or turned to its faces where they lie until it says. Reporting
          // too would only be refused, or read as a stale roll once the table has.
          if (store.get(tableRoomAtom)) {
            const rest = store.get(tableRestAtom)
            if (rest?.rollId === reading.rollId) created?.place(rest.rest)
            created?.sync(store.get(trayPoolAtom))
          } else store.set(dispatchAtom, { type: 'reportRoll', rollId: reading.rollId, faces })
          invalidate()
        },
      })
      kit.tray = created
      setTray(created)
      invalidate()
    })
    return () => {
      live = false
      if (created && kit.tray === created) kit.tray = null
      created?.dispose()
      setTray(null)
    }
  }, [host, seed, kit, store, invalidate])

  // The tray holds the pool as the engine has it (a throw in flight keeps its dice until it is reported).
  const pool = useAtomValue(trayPoolAtom)
  useEffect(() => {
    if (!tray) return
    tray.sync(pool)
    setBenchIds([])
    invalidate()
  }, [tray, pool, invalidate])

  const live = tray !== null && !reduced && mode === 'play'
  // The thrower is there from the start: a roll started while the physics is still loading (Space pressed as the
  // table appears) waits for it and is thrown when it is ready (below), rather than landing without a tumble. It
  // reads the tray from the kit, set as soon as the world is made, a render before `tray` is.
  const [physicsFailed, setPhysicsFailed] = useState(false)
  const canThrow = !reduced && mode === 'play' && !physicsFailed
  useEffect(() => {
    if (!canThrow) return
    setThrower({
      throwSeeded: () => {
        const roll = pendingRoll(store.get(gameStateAtom))
        if (!roll) return 'unavailable'
        const tray = kit.tray
        if (tray?.moving || kit.sentRoll === roll.rollId) return 'busy'
        const room = store.get(tableRoomAtom)
        if (room) {
          // The table rolls it; the throw it sends back tumbles here as on every screen.
          kit.sentRoll = roll.rollId
          room.throwAtTable(roll.rollId, null)
          return 'thrown'
        }
        if (!tray) return 'loading'
        // The tray as the engine has it now: the roll may have just begun with a die the tray has not been given
        // yet (the Lost & Found's), before React's effect below has synced it.
        tray.sync(store.get(trayPoolAtom))
        if (!tray.throwDice(roll.dice, roll.rollId, null)) return 'unavailable'
        invalidate()
        return 'thrown'
      },
    })
    return () => setThrower(null)
  }, [canThrow, store, setThrower, invalidate, kit])
  const setLoading = useSetAtom(trayLoadingAtom)
  useEffect(() => {
    setLoading(canThrow && tray === null)
    return () => setLoading(false)
  }, [canThrow, tray, setLoading])

  // The table rolled a throw (another screen's, a phone's or this one's): the same dice tumble here from the same
  // flick, once, as soon as this screen has the roll too (the throw can come before the action that started the roll
  // is applied here). Followed on the store itself, not through a render: a busy screen would start the tumble late,
  // or after the table has already taken the faces.
  const tumbled = useRef<object | null>(null)
  useEffect(() => {
    if (!live || !tray) return
    const tumble = () => {
      const remote = store.get(remoteThrowAtom)
      const roll = pendingRoll(store.get(gameStateAtom))
      if (!remote || tumbled.current === remote || !roll || roll.rollId !== remote.rollId) return
      tumbled.current = remote
      // A slow screen can still be tumbling the last throw, whose faces the table has taken: land it at once, and
      // lay the pool as the engine has it now (a sync is ignored while dice move).
      for (let i = 0; tray.moving && i < LAND_NOW_FRAMES; i++) tray.advance(1 / 15)
      tray.sync(store.get(trayPoolAtom))
      if (!tray.throwDice(roll.dice, roll.rollId, remote.spec, remote.chance)) return
      kit.remoteTumble = { rollId: roll.rollId, receivedAt: remote.receivedAt, drawnAt: 0 }
      invalidate()
    }
    tumble()
    const offs = [store.sub(remoteThrowAtom, tumble), store.sub(gameStateAtom, tumble)]
    return () => offs.forEach((off) => off())
  }, [live, tray, store, invalidate, kit])

  // Where the table's throw came to rest, said as it takes the faces: dice at rest here are laid there now (a screen
  // whose tumble settled first, or that showed none); dice still tumbling are laid there as they settle (above).
  useEffect(() => {
    if (!tray) return
    const lay = () => {
      const rest = store.get(tableRestAtom)
      if (!rest || !tray.place(rest.rest)) return
      tray.sync(store.get(trayPoolAtom))
      invalidate()
    }
    lay()
    return store.sub(tableRestAtom, lay)
  }, [tray, store, invalidate])

  // A roll left in the air when the page closed (a reload mid-throw, or a game played on from a replay at that
  // step), or started while the physics loaded, is thrown as soon as the table can answer it: the physics dice
  // tumble, or under reduced motion (or with no physics at all) the engine's seeded faces appear. Checked once for
  // each game put on the table (its save id), when the tray is ready (at once under reduced motion).
  const gameId = useAtomValue(sessionAtom)?.id ?? null
  const resumeChecked = useRef<string | null>(null)
  useEffect(() => {
    if (gameId === null || resumeChecked.current === gameId || mode !== 'play') return
    if (!reduced && !tray && !physicsFailed) return // the physics is still loading
    resumeChecked.current = gameId
    const roll = pendingRoll(store.get(gameStateAtom))
    if (!roll) return
    // At a room's table the table rolls it, for the seat whose roll it is (it may be rolling it already).
    const room = store.get(tableRoomAtom)
    if (room) {
      const state = store.get(gameStateAtom)
      if (!reduced && state && room.players.includes(state.turn.player)) room.throwAtTable(roll.rollId, null)
      if (!reduced) return
    }
    if (!reduced && tray) {
      if (tray.throwDice(roll.dice, roll.rollId, null)) invalidate()
      return
    }
    const report = store.get(legalActionsAtom).find((a) => a.type === 'reportRoll')
    if (report) store.set(dispatchAtom, report)
  }, [gameId, mode, reduced, tray, physicsFailed, store, invalidate])

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

  // Another screen's throw is drawn when the frame that first moved its dice has been rendered.
  const tumbleMoved = useRef(false)
  const landAtOnce = useAtomValue(landAtOnceAtom)
  useFrame((_, delta) => {
    if (!tray) return
    // Below the floor (auto at minimal and still under 4 frames a second) a tumble cannot be shown: the throw is
    // played out in the frame after it leaves the hand and the dice are drawn where they came to rest (issue 41).
    const landing = landAtOnce && tray.moving
    if (landing) for (let i = 0; tray.moving && i < LAND_NOW_FRAMES; i++) tray.advance(1 / 15)
    if (!tray.advance(delta) && !landing) return
    invalidate()
    if (kit.remoteTumble?.drawnAt === 0) tumbleMoved.current = true
  })
  useEffect(
    () =>
      addAfterEffect(() => {
        if (!tumbleMoved.current || !kit.remoteTumble) return
        tumbleMoved.current = false
        kit.remoteTumble.drawnAt = performance.timeOrigin + performance.now()
      }),
    [kit],
  )

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
      <PhysicsBoundary onFail={() => setPhysicsFailed(true)}>
        <Suspense fallback={null}>
          <TrayPhysics key={host.id} host={host} />
        </Suspense>
      </PhysicsBoundary>
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
      {throwable && <TableThrowSurface tray={tray} reduced={reduced || tray === null} />}
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
