// The roll the engine waits for and the dice in the table's tray, read from a game state. No Rapier here: a phone's
// hand page reads these and never loads the physics (issue 42); `tableRoll.ts` plays a throw out.
import type { GameState } from '../engine/index.ts'
import type { PoolDie } from './createTableTray.ts'

/** The roll the engine waits for: its id and dice, or null. */
export function pendingRoll(state: GameState | null): { rollId: number; dice: readonly number[] } | null {
  const phase = state?.phase
  if (!phase || (phase.kind !== 'resolution' && phase.kind !== 'entrance') || phase.stage !== 'rolling') return null
  return { rollId: phase.rollId, dice: phase.pendingDice }
}

/** The dice in the tray: the pool, and a die waiting for a roll (the Lost & Found's). */
export function trayDice(state: GameState | null): PoolDie[] {
  if (!state) return []
  const pending = pendingRoll(state)?.dice ?? []
  return state.dice
    .filter((d) => d.at.kind === 'pool' || pending.includes(d.id))
    .map((d) => ({ id: d.id, color: d.color, face: d.face }))
}
