// Issue 44: in a room a headset takes a seat like a phone does. Its hand picks the roll up over the tray and lets go
// in a swing: the throw goes to the table as a flick (the table rolls it for every screen); nothing is thrown or
// reported here.
import { describe, expect, it, vi } from 'vitest'
import { createStore } from 'jotai'
import { Vector3 } from 'three'
import { dispatchAtom, gameStateAtom, legalActionsAtom, startGameAtom } from '../../../src/state/gameAtoms.ts'
import { tableRoomAtom, type TableRoom } from '../../../src/state/room/tableRoom.ts'
import { pendingRoll } from '../../../src/physics/pendingRoll.ts'
import { createHandsKit } from '../../../src/scene/hands/handsKit.ts'
import { TRAY_PLACE } from '../../../src/scene/hands/trayPlace.ts'
import { createXrGrabber } from '../../../src/scene/xr/xrGrabber.ts'
import type { XrHand } from '../../../src/scene/xr/xrInputs.ts'

/** A controller gripping (or not) at (x, y, z) of the table, its last frame's grip `was`. */
function hand(x: number, y: number, z: number, grab: boolean, was: boolean): XrHand {
  const at = new Vector3(x, y, z)
  return {
    key: 'right',
    tracked: false,
    live: true,
    grip: at,
    rayFrom: at.clone(),
    rayDir: new Vector3(0, 0, -1),
    grab,
    select: false,
    wasGrab: was,
    wasSelect: false,
  }
}

describe('a headset at a room’s table', () => {
  it('sends its throw to the table as a flick, with the hand’s speed', () => {
    const store = createStore()
    store.set(startGameAtom, { seed: 21, investigators: 1 })
    // To an adventure, where the dice wait to be rolled.
    for (let i = 0; i < 30 && !store.get(legalActionsAtom).some((a) => a.type === 'rollDice'); i++) {
      const legal = store.get(legalActionsAtom)
      store.set(dispatchAtom, legal.find((a) => a.type === 'moveTo' && a.to.kind === 'card') ?? legal[0]!)
    }
    expect(pendingRoll(store.get(gameStateAtom))).toBeNull()
    const rollId = store.get(gameStateAtom)!.nextRollId
    const throwAtTable = vi.fn()
    const room: TableRoom = { players: [0], seats: [], watching: false, propose: async () => true, throwAtTable }
    store.set(tableRoomAtom, room)
    const before = store.get(gameStateAtom)

    const grabber = createXrGrabber(store, createHandsKit(), () => undefined)
    const [x, y, z] = [TRAY_PLACE.x, TRAY_PLACE.y + 10, TRAY_PLACE.z]
    expect(grabber.update(hand(x, y, z, true, false), 0)).toBe(true)
    expect(grabber.holding()?.kind).toBe('roll')
    // A swing to the left over 50 ms, let go in it.
    for (let i = 1; i <= 4; i++) grabber.update(hand(x - 4 * i, y, z, true, true), i * 16)
    expect(grabber.update(hand(x - 22, y, z, false, true), 80)).toBe(true)

    expect(throwAtTable).toHaveBeenCalledTimes(1)
    // The roll the table will start for it (one message: the table starts the roll and rolls the throw).
    const [sentFor, spec] = throwAtTable.mock.calls[0]!
    expect(sentFor).toBe(rollId)
    expect(spec.velocity.x).toBeLessThan(0)
    // Nothing thrown or reported on this screen: the table's throw comes back to tumble here.
    expect(store.get(gameStateAtom)).toBe(before)
    expect(grabber.holding()).toBeNull()
  })
})
