// A table of four: the host creates the room and invites three players, then gives investigator i to seat i.
import { chooseAction } from '../../src/engine/bot/index.ts'
import type { Action, GameState } from '../../src/engine/index.ts'
import type { DiceThrow } from '../../src/protocol/protocol.ts'
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

/**
 * The seat that acts for the bot's next move, and the move. A `reportRoll` is not the seat's to send (the table
 * rolls): playMove throws the roll's seeded throw instead.
 */
export function nextMove(seats: readonly TableClient[], state: GameState) {
  const action = chooseAction(state)
  const actor = actorsFor(state, action)[0] as number
  const seat = seats.find((s) => s.players.includes(actor))
  if (!seat) throw new Error(`fourSeats: nobody holds investigator ${actor}`)
  return { seat, action }
}

/** The roll's seeded throw (a zero impulse), as Space or the Roll control sends it. */
export const seededFlick = (rollId: number): DiceThrow => ({
  rollId,
  seed: 0,
  impulse: [0, 0, 0],
  spin: [0, 0, 0],
  from: [0, 0, 0],
})

/** `seat` makes `action`: a proposal, or for a report of the dice, the roll's seeded throw (the table reads it). */
export function playMove(seat: TableClient, action: Action): void {
  if (action.type === 'reportRoll') seat.room.send('handThrow', seededFlick(action.rollId))
  else seat.propose(action)
}
