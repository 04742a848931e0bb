// Which dice lie in the table's tray, read from the engine: the pool, and the dice of the roll the engine waits for.
import { selectAtom } from 'jotai/utils'
import { gameStateAtom } from '../../state/gameAtoms.ts'
import type { PoolDie } from '../../physics/createTableTray.ts'
import { pendingRoll, trayDice } from '../../physics/pendingRoll.ts'

export { pendingRoll }

function samePool(a: readonly PoolDie[], b: readonly PoolDie[]): boolean {
  return a.length === b.length && a.every((d, i) => d.id === b[i]?.id && d.color === b[i].color && d.face === b[i].face)
}

/** The tray's dice; keeps its identity while they are unchanged, so the tray syncs only when the pool changes. */
export const trayPoolAtom = selectAtom(gameStateAtom, trayDice, samePool)
