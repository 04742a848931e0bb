// The declared world (<TrayPhysics>: @react-three/rapier's <Physics>, <RigidBody> and <CuboidCollider>, mounted in a
// real React Three Fiber root with no GPU) moves the dice exactly as the headless builder does: the same calls give
// bit-identical poses and the same faces, and a throw equals `simulateRoll` of its seed. So the browser, which runs
// this same tree, lands each seeded throw on the faces Node computes.
import { Suspense } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { act, createRoot, extend, type ReconcilerRoot } from '@react-three/fiber'
import * as THREE from 'three'
import {
  createDiceWorld,
  headlessHost,
  loadRapier,
  rollSeed,
  simulateRoll,
  type DiceWorld,
  type Rapier,
} from '../../../src/physics/index.ts'
import { createTableTray, type PoolDie, type TrayReading } from '../../../src/physics/createTableTray.ts'
import { createTrayController, type TrayReport } from '../../../src/scene/tray/createTrayController.ts'
import { createDeclaredHost, type DeclaredHost } from '../../../src/scene/tray/declaredHost.ts'
import TrayPhysics from '../../../src/scene/tray/TrayPhysics.tsx'
import { dieColor } from '../../../src/scene/tray/trayDice.ts'

let rapier: Rapier
let root: ReconcilerRoot<HTMLCanvasElement>

beforeAll(async () => {
  rapier = await loadRapier()
  extend(THREE as never) // what <Canvas> does for its scene
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  const canvas = { width: 300, height: 150, style: {}, addEventListener() {}, removeEventListener() {} }
  root = createRoot(canvas as unknown as HTMLCanvasElement)
  // A renderer that draws nothing: the physics needs a root and its frame loop, not pixels.
  const noop = () => undefined
  const xr = { addEventListener: noop, removeEventListener: noop }
  await root.configure({
    gl: { render: noop, setSize: noop, setPixelRatio: noop, xr, shadowMap: {} } as never,
    frameloop: 'never',
    size: { width: 300, height: 150, top: 0, left: 0 },
    dpr: 1,
  })
})

afterAll(async () => {
  await act(async () => root.unmount())
})

/** Mounts a fresh <TrayPhysics> for `host` and waits until its world is declared. */
async function declare(host: DeclaredHost): Promise<DiceWorld> {
  await act(async () => {
    root.render(
      <Suspense fallback={null}>
        <TrayPhysics key={host.id} host={host} />
      </Suspense>,
    )
  })
  // The first mount suspends while @react-three/rapier loads Rapier.
  for (let i = 0; i < 100 && !host.ready; i++) await act(() => new Promise((r) => setTimeout(r, 5)))
  let world: DiceWorld | null = null
  host.fresh((w) => (world = w))
  if (!world) throw new Error('test: <TrayPhysics> declared no world')
  return world
}

type Posed = { pose(id: number, p: { set(...v: number[]): unknown }, q: { set(...v: number[]): unknown }): boolean }
function poses(tray: Posed, ids: readonly number[]): number[][] {
  return ids.map((id) => {
    const out: number[] = []
    tray.pose(id, { set: (...v) => out.push(...v) }, { set: (...v) => out.push(...v) })
    return out
  })
}

describe('<TrayPhysics>', () => {
  it.each([42, 7, 20261123])(
    'session %i: the tray page throws as headless, pose for pose, and each throw is simulateRoll of its seed',
    async (seed) => {
      const host = createDeclaredHost()
      const declaredReports: TrayReport[] = []
      const headlessReports: TrayReport[] = []
      const declared = createTrayController({
        host,
        world: await declare(host),
        sessionSeed: seed,
        onReport: (r) => declaredReports.push(r),
      })
      const headless = createTrayController({
        host: headlessHost(rapier),
        sessionSeed: seed,
        onReport: (r) => headlessReports.push(r),
      })
      const run = () => {
        for (let i = 0; i < 1800 && (declared.advance(1 / 60) || headless.advance(1 / 60)); i++);
      }
      for (const c of [declared, headless]) c.setMix([0, 1, 2, 3, 4, 5, 6, 7])
      run()
      for (let roll = 1; roll <= 3; roll++) {
        // A throw asks for a fresh world: the declared one remounts <Physics> under a new key.
        await act(async () => {
          declared.throwRandom()
          headless.throwRandom()
        })
        run()
        expect(poses(declared, declared.mix)).toEqual(poses(headless, headless.mix))
        const expected = await simulateRoll({ seed: rollSeed(seed, roll), dice: declared.mix.map(dieColor) })
        expect(declaredReports.at(-1)?.faces.map((f) => f.face)).toEqual(expected.faces)
      }
      await act(async () => declared.rerollDie(3, false))
      headless.rerollDie(3, false)
      run()
      expect(declaredReports).toEqual(headlessReports)
      expect(host.generation).toBe(3)
      declared.dispose()
      headless.dispose()
    },
  )

  it('the table’s tray lays, throws and rerolls as headless, pose for pose', async () => {
    const host = createDeclaredHost()
    const pool: PoolDie[] = [0, 1, 2, 3, 4, 6].map((id) => ({ id, color: dieColor(id), face: null }))
    const declaredReads: TrayReading[] = []
    const headlessReads: TrayReading[] = []
    const declared = createTableTray({ world: await declare(host), seed: 5, onSettled: (r) => declaredReads.push(r) })
    const headless = createTableTray({
      world: createDiceWorld(rapier),
      seed: 5,
      onSettled: (r) => headlessReads.push(r),
    })
    const run = () => {
      for (let i = 0; i < 1800 && (declared.advance(1 / 30) || headless.advance(1 / 30)); i++);
    }
    for (const [rollId, ids] of [
      [1, [0, 1, 2, 3, 4, 6]],
      [2, [1, 4]],
      [3, [6]],
    ] as const) {
      for (const tray of [declared, headless]) {
        tray.sync(pool)
        tray.throwDice(ids, rollId, null)
      }
      run()
      expect(poses(declared, declared.ids)).toEqual(poses(headless, headless.ids))
    }
    expect(declaredReads).toHaveLength(3)
    expect(declaredReads).toEqual(headlessReads)
    declared.dispose()
    headless.dispose()
  })
})
