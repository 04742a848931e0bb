// At a room's table a throw goes to the table, which rolls it (the dice stay in the hand until the throw comes back
// to tumble here as on every screen). Shared by the desktop flick and a headset's hand.
import type { useStore } from 'jotai'
import { applyAction } from '../../engine/index.ts'
import { gameStateAtom } from '../../state/gameAtoms.ts'
import type { TableRoom } from '../../state/room/tableRoom.ts'
import type { ThrowSpec } from '../../physics/throwSpec.ts'
import type { HandsKit } from './handsKit.ts'
import { pendingRoll } from './trayPool.ts'

type Store = ReturnType<typeof useStore>

/** Sends the throw once per roll; the roll may not be accepted yet: its id is the one the engine will give. */
export function throwAtTable(store: Store, kit: HandsKit, room: TableRoom, spec: ThrowSpec | null): void {
  const now = store.get(gameStateAtom)
  if (!now) return
  let roll = pendingRoll(now)
  if (!roll) {
    const started = applyAction(now, { type: 'rollDice' })
    roll = started.ok ? pendingRoll(started.state) : null
  }
  if (!roll || kit.sentRoll === roll.rollId) return
  kit.sentRoll = roll.rollId
  room.throwAtTable(roll.rollId, spec)
}
