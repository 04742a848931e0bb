// `#/bench?scene=dice`: the bare scene `npm run bench -- table` compares the game's table with — only the table's
// dice tray and 8 dice tumbling in it, drawn with the same components (the tray box, the die models, the tray's
// physics and its seeded bench throw), the same lights, camera and canvas settings as the game's table.
import { Suspense, useEffect, useMemo, useState } from 'react'
import { Canvas, useFrame, useThree } from '@react-three/fiber'
import { PCFShadowMap } from 'three'
import { DieModel, type ReadPose } from '../dice/DieModel.tsx'
import { GameLights } from '../game/GameLights.tsx'
import { GAME_CAMERA } from '../../state/gameCamera.ts'
import { SceneKitContext, type SceneKit } from '../game/sceneKit.ts'
import { createTimeline } from '../game/sceneTimeline.ts'
import { BENCH_DIE, createTableTray, type TableTray } from '../../physics/createTableTray.ts'
import { TableTrayBox } from '../hands/TableTrayBox.tsx'
import { TRAY_PLACE } from '../hands/trayPlace.ts'
import { createDeclaredHost } from '../tray/declaredHost.ts'
import TrayPhysics from '../tray/TrayPhysics.tsx'
import { useBenchProbe } from './useBenchProbe.ts'

/** The seed the game's bench throw uses when the page is opened with the same `seed=` (42 by default). */
function benchSeed(): number {
  const seed = Number(new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('seed') ?? 42)
  return Number.isSafeInteger(seed) ? seed : 42
}

const KINDS = ['green', 'green', 'green', 'green', 'green', 'green', 'yellow', 'red'] as const

export default function DiceBenchView() {
  return (
    <section className="canvas-host" aria-label="The dice tray">
      <Canvas
        frameloop="demand"
        shadows={{ type: PCFShadowMap }}
        dpr={[1, 2]}
        camera={{ position: GAME_CAMERA.position, fov: GAME_CAMERA.fov, near: 1, far: 700 }}
        onCreated={({ camera }) => camera.lookAt(...GAME_CAMERA.target)}
        aria-label="The dice tray alone with eight dice, for the benchmark"
        role="img"
      >
        <Suspense fallback={null}>
          <DiceBench />
        </Suspense>
      </Canvas>
    </section>
  )
}

function DiceBench() {
  const [host] = useState(() => createDeclaredHost())
  const invalidate = useThree((s) => s.invalidate)
  const [kit] = useState<SceneKit>(() => ({
    timeline: createTimeline(0),
    cards: new Map(),
    drawnHour: 0,
    firstFrame: true,
    warmed: true,
    closeUpAt: 0,
    frames: { whole: 'table', closeUp: 'dice', eased: true },
  }))
  const [tray, setTray] = useState<TableTray | null>(null)
  useEffect(() => {
    let live = true
    let created: TableTray | null = null
    host.fresh((world) => {
      if (!live) return
      created = createTableTray({ world, seed: benchSeed(), onSettled: () => undefined })
      setTray(created)
    })
    return () => {
      live = false
      created?.dispose()
    }
  }, [host])
  useFrame((_, delta) => {
    if (tray?.advance(delta)) invalidate()
  })
  const probe = useMemo(
    () => ({
      throwNow: () => {
        if (!tray || tray.moving) return false
        tray.benchThrow(KINDS.length)
        invalidate()
        return true
      },
      moving: () => tray?.moving ?? false,
    }),
    [tray, invalidate],
  )
  useBenchProbe(probe)
  const readPose = useMemo<ReadPose>(
    () => (id, position, quaternion) => tray?.pose(id, position, quaternion) ?? false,
    [tray],
  )
  return (
    <SceneKitContext.Provider value={kit}>
      <color attach="background" args={['#07070a']} />
      <GameLights />
      <TableTrayBox />
      <TrayPhysics key={host.id} host={host} />
      <group position={[TRAY_PLACE.x, TRAY_PLACE.y, TRAY_PLACE.z]}>
        {KINDS.map((kind, i) => (
          <DieModel key={i} id={BENCH_DIE + i} kind={kind} readPose={readPose} />
        ))}
      </group>
    </SceneKitContext.Provider>
  )
}
