// Which dice lie in the table's tray, read from the engine: the pool, and the dice of the roll the engine waits for.
import { selectAtom } from 'jotai/utils'
import type { GameState } from '../../engine/index.ts'
import { gameStateAtom } from '../../state/gameAtoms.ts'
import type { PoolDie } from './createTableTray.ts'

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

function samePool(a: readonly PoolDie[], b: readonly PoolDie[]): boolean {
  return a.length === b.length && a.every((d, i) => d.id === b[i]?.id && d.color === b[i].color && d.face === b[i].face)
}

/** The tray's dice; keeps its identity while they are unchanged, so the tray syncs only when the pool changes. */
export const trayPoolAtom = selectAtom(gameStateAtom, trayDice, samePool)
