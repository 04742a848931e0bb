// Issue 32: what a screen at a room's table may do and what it is told, from actorsFor and the engine alone.
import { describe, expect, it } from 'vitest'
import { createGame, legalActions, type GameState } from '../../../src/engine/index.ts'
import {
  investigatorName,
  outOfTurnReason,
  roomRefusal,
  seatNameOf,
  type TableRoom,
} from '../../../src/state/room/tableRoom.ts'
import { specOfThrow, throwOfSpec } from '../../../src/state/room/throwRelay.ts'
import { throwSchema } from '../../../src/protocol/protocol.ts'

const state: GameState = createGame({ seed: 3, investigators: 2, ancientOne: 'cthulhu', content: 'original' })
const seats = [
  { seatId: 'a'.repeat(24), name: 'Ada', host: true, connected: true, players: [0] },
  { seatId: 'b'.repeat(24), name: 'Ben', host: false, connected: true, players: [1] },
]
const room = (players: number[], watching = false): TableRoom => ({
  players,
  seats,
  watching,
  propose: () => Promise.resolve(true),
  throwAtTable: () => undefined,
})
const first = legalActions(state)[0]!

describe('roomRefusal', () => {
  it('accepts an action of the seat whose turn it is', () => {
    expect(state.turn.player).toBe(0)
    expect(roomRefusal(room([0]), state, first)).toBeNull()
  })

  it('rejects with NOT_YOUR_TURN and names whose move it is for another seat', () => {
    const refusal = roomRefusal(room([1]), state, first)
    expect(refusal?.code).toBe('NOT_YOUR_TURN')
    expect(refusal?.message).toBe(`Waiting for Ada, who plays ${investigatorName(state, 0)}.`)
  })

  it('rejects with WATCHING for a watcher', () => {
    expect(roomRefusal(room([], true), state, first)?.code).toBe('WATCHING')
  })

  it('gives the engine’s own refusal first', () => {
    const refusal = roomRefusal(room([0]), state, { type: 'reportRoll', rollId: 99, faces: [] })
    expect(refusal?.code).not.toBe('NOT_YOUR_TURN')
    expect(refusal?.message.length).toBeGreaterThan(0)
  })
})

describe('outOfTurnReason', () => {
  it('is null in solo play and for the seat on turn', () => {
    expect(outOfTurnReason(null, state, first)).toBeNull()
    expect(outOfTurnReason(room([0, 1]), state, first)).toBeNull()
  })

  it('names the person and the investigator when another seat is on turn', () => {
    expect(outOfTurnReason(room([1]), state, first)).toContain('Waiting for Ada')
  })

  // Issue 41: a seat waiting on another's roll reads a calm line, not the engine's refusal of a report.
  it('says the other seat is to roll when its move is a roll or its dice are in the air', () => {
    expect(outOfTurnReason(room([1]), state, { type: 'rollDice' })).toBe('Waiting for Ada to roll.')
    const rolling = { ...state, phase: { kind: 'entrance', stage: 'rolling', rollId: 3, pendingDice: [0] } } as const
    expect(outOfTurnReason(room([1]), rolling as GameState, null)).toBe('Waiting for Ada to roll.')
  })
})

describe('seatNameOf', () => {
  it('names the seat holding an investigator, else the host', () => {
    expect(seatNameOf(seats, 1)).toBe('Ben')
    expect(seatNameOf([{ ...seats[0]!, players: [] }], 1)).toBe('Ada')
  })
})

describe('throwRelay', () => {
  it('round-trips a flick through the protocol’s schema', () => {
    const spec = { origin: { x: 1.5, z: -2 }, velocity: { x: 10, y: -30, z: -40 } }
    const relayed = throwSchema.parse(throwOfSpec(4, 164, spec))
    expect(specOfThrow(relayed)).toEqual(spec)
  })

  it('relays the seeded throw as a zero impulse', () => {
    expect(specOfThrow(throwSchema.parse(throwOfSpec(4, 164, null)))).toBeNull()
  })
})
