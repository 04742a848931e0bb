// A throw of the pending roll played out headless in a fresh tray, as every screen at a room's table plays it (the
// game server rolls a phone's flick this way: the phone has no physics, and reads the roll from `pendingRoll.ts`).
import type { GameState } from '../engine/index.ts'
import { createDiceWorld } from './createDiceWorld.ts'
import { createTableTray, type TrayReading } from './createTableTray.ts'
import { loadRapier } from './loadRapier.ts'
import { pendingRoll, trayDice } from './pendingRoll.ts'
import { PHYSICS } from './physicsConfig.ts'
import type { ThrowSpec } from './throwSpec.ts'

export { pendingRoll, trayDice }

/** Where a die came to rest (tray coordinates): its position and its rotation as a quaternion. */
export type DieRest = {
  readonly id: number
  readonly position: readonly [number, number, number]
  readonly quaternion: readonly [number, number, number, number]
}

/**
 * A throw played out: the faces read from the bodies, how long the dice took to settle, in seconds, and where
 * every die in the tray lies then.
 */
export type TableThrow = TrayReading & { readonly seconds: number; readonly rest: readonly DieRest[] }

/** A roll left unsettled after this much simulated time is a bug in the tray, not bad luck. */
const MAX_SECONDS = 60

/**
 * Throws the dice of `state`'s pending roll with `spec` (null: the roll's seeded throw) in a fresh headless tray
 * holding the pool as the engine has it, and steps until they settle. The same world a screen builds, so a screen
 * whose tray is fresh sees its dice land on these faces; one whose tray has a history turns them to these faces
 * where they lie. `chance`: the table's own part of the throw's seed (createTrayDice's `throw`). Null when no roll is
 * pending.
 */
export async function throwOnTable(
  state: GameState,
  seed: number,
  spec: ThrowSpec | null,
  chance = 0,
): Promise<TableThrow | null> {
  const roll = pendingRoll(state)
  if (!roll) return null
  const rapier = await loadRapier()
  let reading: TrayReading | null = null
  const tray = createTableTray({ world: createDiceWorld(rapier), seed, onSettled: (r) => (reading = r) })
  try {
    tray.sync(trayDice(state))
    if (!tray.throwDice(roll.dice, roll.rollId, spec, chance)) return null
    let steps = 0
    const limit = Math.ceil(MAX_SECONDS / PHYSICS.timestep)
    while (tray.moving && steps < limit) {
      tray.advance(PHYSICS.timestep)
      steps++
    }
    const done = reading as TrayReading | null
    if (!done) throw new Error(`physics: roll ${roll.rollId} did not settle in ${MAX_SECONDS} s`)
    return { ...done, seconds: steps * PHYSICS.timestep, rest: tray.ids.map((id) => restOf(tray, id)) }
  } finally {
    tray.dispose()
  }
}

function restOf(tray: ReturnType<typeof createTableTray>, id: number): DieRest {
  let position: DieRest['position'] = [0, 0, 0]
  let quaternion: DieRest['quaternion'] = [0, 0, 0, 1]
  tray.pose(
    id,
    { set: (x: number, y: number, z: number) => (position = [x, y, z]) },
    { set: (x: number, y: number, z: number, w: number) => (quaternion = [x, y, z, w]) },
  )
  return { id, position, quaternion }
}
