// The game server of the rooms bench at a human pace: src/server/main.ts as `npm start` runs it, plus one probe. For
// every roll the table plays out, the process tells its parent (IPC) the throw's chance and the dice's settle time,
// in seconds: the time the server waits by design before it commits the faces (createTableRoller, pace 1). The bench
// subtracts it from throw→faces. The chance is drawn as the server draws it (tableChance: 32 bits of the system's
// generator) and is the one every screen receives with the throw, so the parent matches the two by it.
import { GameRoom } from '../../src/server/GameRoom.ts'
import { tableChance } from '../../src/server/rollAtTable.ts'
import { telemetry } from '../../src/server/telemetry.ts'

/** The chance of the throw being handed to the throw thread: drawn, then played in the same turn of the loop. */
let drawn: number | null = null
const timeRoll = telemetry.timeRoll.bind(telemetry)
telemetry.timeRoll = <T>(roll: Promise<T>): Promise<T> => {
  const chance = drawn
  drawn = null
  return timeRoll(
    roll.then((result) => {
      const seconds = (result as { seconds?: number } | null)?.seconds
      if (chance !== null && seconds !== undefined) process.send?.({ settled: chance, seconds })
      return result
    }),
  )
}

await import('../../src/server/main.ts')
// After main.ts: createGameServer sets the rooms' config anew.
GameRoom.config.rollChance = () => (drawn = tableChance() >>> 0)
