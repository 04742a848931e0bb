// A new table from `create`'s options: a setup, or a carried game record replayed under caps — its size, its number
// of actions and the CPU its replay may take (checked every few actions), each refused with its code. The process's
// room cap is checked here too, where the room is made.
import { ServerError } from '@colyseus/core'
import { applyAction, parseAction, replay, type Action, type GameSetup, type GameState } from '../engine/index.ts'
import { createOptions, type ServerMessages } from '../protocol/protocol.ts'
import { refuseEntry } from './admission.ts'
import type { Caps } from './caps.ts'
import { pendingRoll } from '../physics/pendingRoll.ts'
import type { LogEntry, StoredRoom } from './roomLog.ts'
import { telemetry } from './telemetry.ts'

export type OpenedTable = {
  readonly setup: GameSetup
  readonly log: Action[]
  readonly game: GameState
  /** A reopened room's throw that never landed (its process was killed as the dice rolled): rolled again. */
  readonly inFlight?: Extract<LogEntry, { k: 'throw' }>
  /** A reopened room's last landed throw: where its dice came to rest. */
  readonly lastRest?: ServerMessages['rest']
}

/** Actions replayed between two looks at the clock. */
const CLOCK_EVERY = 32

/**
 * The process's CPU time, in ms: the replay's budget is CPU spent, not time passed, so a busy machine (the process
 * waiting for a core) never refuses a record a quiet one takes. Worker threads count too (a throw rolling meanwhile).
 */
function cpuMs(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/** The table `options` open, or a thrown refusal (an EntryRefusal, or a ServerError naming what is wrong). */
export function openTable(options: unknown, caps: Caps, now = cpuMs): OpenedTable {
  if (telemetry.rooms() >= caps.maxRooms) throw refuseEntry('ROOMS_FULL')
  const parsed = createOptions.safeParse(options)
  if (!parsed.success) throw refuseEntry('BAD_CREATE')
  const { setup, record } = parsed.data
  if (record && JSON.stringify(record).length > caps.maxRecordBytes) throw refuseEntry('RECORD_TOO_LARGE')
  if (record && record.actions.length > caps.maxRecordActions) throw refuseEntry('RECORD_TOO_LONG')
  const chosen = (record ? record.setup : setup) as GameSetup // checked by replay
  const start = replay({ setup: chosen, actions: [] })
  if (!start.ok)
    throw new ServerError(
      400,
      start.error.kind === 'malformedRecord' ? start.error.message : start.error.violation.message,
    )
  let game = start.value
  const log: Action[] = []
  const deadline = now() + caps.replayBudgetMs
  for (const [index, raw] of (record?.actions ?? []).entries()) {
    if (index % CLOCK_EVERY === 0 && now() > deadline) throw refuseEntry('REPLAY_TOO_SLOW')
    const action = parseAction(raw)
    if (!action.ok) throw new ServerError(400, `Move ${index + 1} of that record: ${action.error.message}`)
    const next = applyAction(game, action.value)
    if (!next.ok) throw new ServerError(400, `Move ${index + 1} of that record: ${next.violation.message}`)
    game = next.state
    log.push(action.value)
  }
  return { setup: chosen, log, game }
}

/**
 * The table a room's log rebuilds (reopenRoom.ts): its setup, the moves carried at `create`, then each accepted
 * action in its number's order. The log is the server's own: no caps; it stops at a gap or a move that does not apply.
 */
export function reopenTable({ open, rest }: StoredRoom): OpenedTable {
  const start = replay({ setup: open.setup, actions: open.carried })
  if (!start.ok) throw new ServerError(500, 'That table’s log does not replay.')
  let game = start.value
  const log: Action[] = [...open.carried]
  let thrown: Extract<LogEntry, { k: 'throw' }> | undefined
  // Where each of the last two throws came to rest: a throw whose rest was written but whose faces were not is
  // rolled again from the rest before it, as it first was.
  const rests: ServerMessages['rest'][] = []
  for (const entry of rest) {
    if (entry.k === 'throw') thrown = entry
    if (entry.k === 'rest') rests.push({ rollId: entry.rollId, rest: entry.rest })
    if (rests.length > 2) rests.shift()
    if (entry.k !== 'act' || entry.seq !== log.length) continue
    const next = applyAction(game, entry.action)
    if (!next.ok) break
    game = next.state
    log.push(entry.action)
  }
  const inFlight = thrown && pendingRoll(game)?.rollId === thrown.flick.rollId ? thrown : undefined
  const lastRest = rests.findLast((r) => r.rollId !== inFlight?.flick.rollId)
  return { setup: open.setup, log, game, ...(inFlight ? { inFlight } : {}), ...(lastRest ? { lastRest } : {}) }
}
