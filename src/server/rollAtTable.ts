// Every roll in a room is the table's. A throw — a screen's mouse flick, Space or the Roll control (the roll's seeded
// throw), a phone's flick or shake — comes as a flick (`handThrow`, or `throw`); the table starts the roll when none
// waits, sends every screen the game's seed, the flick and its own chance for it (`byTable`: the same tumble), plays
// the same throw out in the screens' tray off the event loop (createTableRoller) and, as the dice settle, sends where
// they came to rest and commits the faces for the thrower. No client reports faces: a `reportRoll` proposal is
// refused (FACES_REFUSED).
import { randomBytes } from 'node:crypto'
import type { Action, GameState } from '../engine/index.ts'
import { pendingRoll } from '../physics/tableRoll.ts'
import { actorsFor } from '../protocol/actorsFor.ts'
import type { DiceThrow, RoomCode, ServerMessages } from '../protocol/protocol.ts'
import { throwRefusal, type TableRoller } from './createTableRoller.ts'
import type { LogEntry } from './roomLog.ts'

/** The refusal of a client's `reportRoll` in a room: the table reads the dice it rolled. */
export const FACES_REFUSED: readonly [RoomCode, string] = [
  'TABLE_ROLLS',
  'At a shared table the table reads the dice: throw them and it rolls them for everyone.',
]

/** What a room lends a throw: its game, seed and roller, and its own commit, broadcast and refusal. */
export type ThrowTable = {
  readonly game: () => GameState
  readonly seed: number
  /** The table's own part of a throw's seed, drawn as each flick arrives (tableChance). */
  readonly chance: () => number
  readonly roller: TableRoller
  readonly actsFor: (seatId: string, players: readonly number[]) => boolean
  /** Applies `action` for `seatId` and broadcasts it numbered; the engine's refusal when it changes nothing. */
  readonly commit: (seatId: string, action: Action) => { code: string; message: string } | null
  readonly broadcast: <T extends 'throw' | 'rest'>(type: T, message: ServerMessages[T]) => void
  /**
   * Writes the throw to the room's log before any screen hears of it (a reopened room rolls it again), and where it
   * came to rest before the faces.
   */
  readonly remember: (entry: Extract<LogEntry, { k: 'throw' | 'rest' }>) => void
  /** To the thrower alone. */
  readonly refuse: (code: string, message: string) => void
  readonly onError: (error: unknown) => void
}

/** 32 bits from the system's generator: the table's part of a throw's seed. */
export const tableChance = (): number => randomBytes(4).readUInt32LE(0)

/**
 * Seat `seatId`'s (null: a watcher's) throw `flick`: rolled by the table for every screen, or refused. `chance`: a
 * throw rolled again (its process was killed as it rolled) keeps the one it had; a new one draws its own.
 */
export function rollAtTable(table: ThrowTable, seatId: string | null, flick: DiceThrow, chance?: number): void {
  const { roller, refuse } = table
  // A throw is also the roll's start (one message, one trip): the roll begins for the thrower when none waits.
  if (!pendingRoll(table.game()) && seatId !== null && !roller.rolling) {
    const roll: Action = { type: 'rollDice' }
    if (!table.actsFor(seatId, actorsFor(table.game(), roll)))
      return refuse('NOT_YOUR_ROLL', 'Only the active investigator throws.')
    const violation = table.commit(seatId, roll)
    if (violation) return refuse(violation.code, violation.message)
  }
  const refusal = throwRefusal(table.game(), seatId, table.actsFor, flick.rollId, roller.rolling)
  if (refusal) return refuse(refusal[0], refusal[1])
  const thrower = seatId!
  // The game's seed and the table's chance travel with the flick: the three replay the table's throw on any screen.
  // Only the chance is unknown until now: with the seed alone, a screen could search for the flick that lands the
  // faces it wants, or foresee the Roll control's seeded throw.
  const thrown: DiceThrow = { ...flick, seed: table.seed >>> 0 }
  const drawn = (chance ?? table.chance()) >>> 0
  table.remember({ k: 'throw', seatId: thrower, flick: thrown, chance: drawn })
  table.broadcast('throw', { seatId: thrower, throw: thrown, chance: drawn, byTable: true })
  roller.roll(
    table.game(),
    table.seed,
    thrown,
    drawn,
    (report, rest) => {
      if (pendingRoll(table.game())?.rollId !== flick.rollId) return
      // Where the dice lie first, then the faces: each screen lays its settled dice at the table's places.
      table.remember({ k: 'rest', rollId: flick.rollId, rest })
      table.broadcast('rest', { rollId: flick.rollId, rest })
      table.commit(thrower, report)
    },
    (error) => {
      table.onError(error)
      refuse('SERVER_ERROR', 'The table could not roll those dice: throw them again.')
    },
  )
}
