// The tray's physics in the browser: @react-three/rapier's <Physics> declares the world (its parameters and the
// tray's colliders, from physics/worldSpec) and its fixed step is the step the one loop (physics/createStepper)
// takes. The dice are added by the shared dice code in the order the headless builder adds them, so a seeded throw
// lands on the faces Node computes. A fresh world is a fresh <Physics>: the host remounts it under a new key.
// It imports @react-three/rapier, and with it Rapier's WASM: load it lazily (a route's chunk, or React.lazy).
import { useEffect, useSyncExternalStore } from 'react'
import { CuboidCollider, Physics, RigidBody, useRapier } from '@react-three/rapier'
import { PHYSICS, TRAY_COLLIDERS, WORLD_PARAMS, type WorldBinding } from '../../physics/index.ts'
import type { DeclaredHost } from './declaredHost.ts'

const GRAVITY: [number, number, number] = [0, PHYSICS.gravity, 0]

/**
 * The declared world of one tray. Its `<Physics>` is paused: it steps only when the tray's loop asks, one
 * `PHYSICS.timestep` at a time. Must sit where the scene is not moved (the world is in scene coordinates).
 */
export default function TrayPhysics({ host }: { readonly host: DeclaredHost }) {
  const generation = useSyncExternalStore(
    host.subscribe,
    () => host.generation,
    () => 0,
  )
  return (
    <Physics
      key={generation}
      paused
      interpolate={false}
      timeStep={PHYSICS.timestep}
      gravity={GRAVITY}
      colliders={false}
      {...WORLD_PARAMS}
    >
      <RigidBody type="fixed" colliders={false} name="tray-colliders">
        {TRAY_COLLIDERS.map((c) => (
          <CuboidCollider
            key={c.name}
            name={c.name}
            args={[...c.half]}
            position={[...c.at]}
            friction={c.friction}
            restitution={c.restitution}
          />
        ))}
      </RigidBody>
      <WorldBridge host={host} />
    </Physics>
  )
}

/** Hands the declared world to the host once the tray's colliders are in it (effects run in tree order). */
function WorldBridge({ host }: { readonly host: DeclaredHost }) {
  const { rapier, world, step, colliderEvents } = useRapier()
  useEffect(() => {
    const dice = new Set<number>()
    const binding: WorldBinding = {
      world,
      step: () => step(PHYSICS.timestep),
      listen(collider, hit) {
        dice.add(collider.handle)
        colliderEvents.set(collider.handle, {
          onContactForce: (e) => {
            const other = e.other.collider.handle
            // A die striking a die is one hit: only the lower handle's listener sounds it.
            if (!dice.has(other) || collider.handle < other) hit(e.totalForceMagnitude)
          },
        })
      },
      forget(collider) {
        dice.delete(collider.handle)
        colliderEvents.delete(collider.handle)
      },
      free: () => undefined, // <Physics> frees its world when it unmounts
    }
    host.attach({ rapier, binding })
    return () => host.attach(null)
  }, [host, rapier, world, step, colliderEvents])
  return null
}
