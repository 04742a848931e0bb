// A throw of the pending roll played out headless in a fresh tray, as every screen at a room's table plays it (the
// game server rolls a phone's flick this way: the phone has no physics, and reads the roll from `pendingRoll.ts`).
import type { GameState } from '../engine/index.ts'
import { createDiceWorld } from './createDiceWorld.ts'
import { createTableTray, type DieRest, type TrayReading } from './createTableTray.ts'
import { loadRapier } from './loadRapier.ts'
import { pendingRoll, trayDice } from './pendingRoll.ts'
import { PHYSICS } from './physicsConfig.ts'
import type { ThrowSpec } from './throwSpec.ts'

export { pendingRoll, trayDice }
export type { DieRest }

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
 * where they lie. `chance`: the table's own part of the throw's seed (createTrayDice's `throw`). `lie`: where the
 * dice lay when the table's last throw came to rest (every screen laid them there): the dice this throw leaves
 * alone lie there too, as on the screens. Null when no roll is pending.
 */
export async function throwOnTable(
  state: GameState,
  seed: number,
  spec: ThrowSpec | null,
  chance = 0,
  lie: readonly DieRest[] = [],
): Promise<TableThrow | null> {
  const roll = pendingRoll(state)
  if (!roll) return null
  const rapier = await loadRapier()
  let reading: TrayReading | null = null
  const tray = createTableTray({ world: createDiceWorld(rapier), seed, onSettled: (r) => (reading = r) })
  try {
    // Laid where the screens have them; a die whose face the engine has changed since is turned to it there.
    tray.sync(trayDice(state))
    tray.place(lie)
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
    return { ...done, seconds: steps * PHYSICS.timestep, rest: tray.rests() }
  } finally {
    tray.dispose()
  }
}
