// The table's own roll of a throw (every throw in a room, rollAtTable.ts): the flick is played out in the tray every
// screen builds (physics/tableRoll, on the throw thread), and its faces are handed over when the screens' dice have
// had the time to settle, so the report lands as the tumble ends. One roll at a time; a closed room cancels it.
import type { Action, GameState } from '../engine/index.ts'
import { pendingRoll, type DieRest } from '../physics/tableRoll.ts'
import { throwSpecOf } from '../physics/throwSpec.ts'
import type { DiceThrow, RoomCode, ServerMessages } from '../protocol/protocol.ts'
import { playOnThread, type PlayThrow } from './throwThread.ts'

/**
 * Why seat `seatId` (null: a watcher) may not throw roll `rollId` now: [code, sentence], or null. Only the active
 * investigator's seat throws, only the roll the engine waits for, and one throw of it at a time.
 */
export function throwRefusal(
  game: GameState,
  seatId: string | null,
  actsFor: (seatId: string, players: readonly number[]) => boolean,
  rollId: number,
  rolling: boolean,
): [RoomCode, string] | null {
  if (seatId === null) return ['WATCHING', 'Watchers cannot throw dice.']
  if (pendingRoll(game)?.rollId !== rollId) return ['NOT_YOUR_ROLL', 'No dice of that roll are being thrown now.']
  if (!actsFor(seatId, [game.turn.player])) return ['NOT_YOUR_ROLL', 'Only the active investigator throws.']
  if (rolling) return ['DICE_ROLLING', 'Those dice are already rolling.']
  return null
}

export type TableRoller = {
  /** Whether a roll is being played out or waiting to land. */
  readonly rolling: boolean
  /**
   * Where the last roll left the dice (every screen laid them there; a reroll's other dice lie there): kept by the
   * room's log, so a reopened room sets it back, and a screen that joins lays its dice there.
   */
  last: ServerMessages['rest'] | null
  /**
   * Rolls `flick` for `state`'s pending roll, its seed turned by `chance`, the dice it leaves alone lying where the
   * last roll left them; `land` gets the report and where every die in the tray came to rest once it settles (not
   * if cancelled).
   */
  roll(
    state: GameState,
    seed: number,
    flick: DiceThrow,
    chance: number,
    land: (report: Action, rest: readonly DieRest[]) => void,
    fail: (e: unknown) => void,
  ): void
  /** Forgets the roll in flight (the room closed). */
  cancel(): void
}

/**
 * `play`: where the physics runs (a worker thread; physics/tableRoll's throwOnTable to run it here). `pace`: the share
 * of the dice's settle time to wait before landing the faces (1: as the screens' dice settle; 0: at once, for bots).
 */
export function createTableRoller(
  now: () => number = Date.now,
  play: PlayThrow = playOnThread,
  pace: () => number = () => 1,
): TableRoller {
  let current: { timer: ReturnType<typeof setTimeout> | null } | null = null
  let last: ServerMessages['rest'] | null = null
  return {
    get rolling() {
      return current !== null
    },
    get last() {
      return last
    },
    set last(rest) {
      last = rest
    },
    roll(state, seed, flick, chance, land, fail) {
      const roll = { timer: null as ReturnType<typeof setTimeout> | null }
      current = roll
      const thrown = now()
      const done = (landed: { report: Action; rest: readonly DieRest[] } | null) => {
        if (current !== roll) return
        current = null
        if (!landed) return
        if (landed.report.type === 'reportRoll') last = { rollId: landed.report.rollId, rest: landed.rest }
        land(landed.report, landed.rest)
      }
      play(state, seed, throwSpecOf(flick.impulse, flick.from), chance, last?.rest ?? []).then(
        (result) => {
          if (!result || current !== roll) return done(null)
          const report: Action = { type: 'reportRoll', rollId: result.rollId, faces: result.faces }
          const landed = { report, rest: result.rest }
          roll.timer = setTimeout(() => done(landed), Math.max(0, result.seconds * 1000 * pace() - (now() - thrown)))
        },
        (error: unknown) => {
          done(null)
          fail(error)
        },
      )
    },
    cancel() {
      if (current?.timer) clearTimeout(current.timer)
      current = null
    },
  }
}
