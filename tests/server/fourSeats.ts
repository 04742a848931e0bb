// A table of four: the host creates the room and invites three players, then gives investigator i to seat i.
import { chooseAction } from '../../src/engine/bot/index.ts'
import type { GameState } from '../../src/engine/index.ts'
import { actorsFor } from '../../src/protocol/actorsFor.ts'
import { TableClient } from './tableClient.ts'

export async function fourSeats(url: string, seed: number): Promise<TableClient[]> {
  const host = await TableClient.create(url, 'Host', { seed, investigators: 4 })
  const roomId = host.room.roomId
  const others = await Promise.all(
    ['Ada', 'Bo', 'Cy'].map((name) => TableClient.join(url, roomId, { name, invite: host.invite })),
  )
  const seats = [host, ...others]
  others.forEach((seat, i) => host.room.send('assign', { player: i + 1, seatId: seat.seatId }))
  await Promise.all(seats.map((s, i) => s.until(() => s.seats.length === 4 && s.players.join() === String(i))))
  return seats
}

/** The seat that acts for the bot's next move, and the move (reduced-motion rolls: the engine's seeded roll). */
export function nextMove(seats: readonly TableClient[], state: GameState) {
  const action = chooseAction(state)
  const actor = actorsFor(state, action)[0] as number
  const seat = seats.find((s) => s.players.includes(actor))
  if (!seat) throw new Error(`fourSeats: nobody holds investigator ${actor}`)
  return { seat, action }
}
