// Where the table's last throw came to rest outlives the room's process (issue 43): the log keeps it, a reopened
// table sets it back (the next throw's other dice lie there, as every screen shows them), and a snapshot carries it
// to a screen that joins. A throw whose rest was written but whose faces were not is rolled again from the rest
// before it, as it first was.
import { describe, expect, it } from 'vitest'
import { chooseAction } from '../../src/engine/bot/index.ts'
import { applyAction, legalActions, replay, type Action, type GameState } from '../../src/engine/index.ts'
import { pendingRoll, type DieRest } from '../../src/physics/tableRoll.ts'
import { createTableRoller } from '../../src/server/createTableRoller.ts'
import { reopenTable } from '../../src/server/openRecord.ts'
import { hashSecret, readRoomLog, type LogEntry } from '../../src/server/roomLog.ts'
import type { PlayThrow } from '../../src/server/throwThread.ts'
import { seededFlick } from './fourSeats.ts'

const setup = { seed: 3, investigators: 2 }

/** The bot's moves from the start until a roll waits for its throw. */
function untilRoll(): { actions: Action[]; state: GameState } {
  const start = replay({ setup, actions: [] })
  if (!start.ok) throw new Error('setup does not replay')
  let state = start.value
  const actions: Action[] = []
  while (!pendingRoll(state)) {
    const action = chooseAction(state)
    const next = applyAction(state, action)
    if (!next.ok) throw new Error(`the bot's move was refused: ${next.violation.code}`)
    actions.push(action)
    state = next.state
  }
  return { actions, state }
}

const rest = (x: number): DieRest[] => [{ id: 0, position: [x, 0.5, 0], quaternion: [0, 0, 0, 1] }]

function reopened(carried: Action[], tail: LogEntry[]) {
  const open: LogEntry = { k: 'open', setup, carried, invite: hashSecret('i'), watch: hashSecret('w') }
  return reopenTable(readRoomLog([open, ...tail])!)
}

describe('the last rest of a room', () => {
  const { actions, state } = untilRoll()
  const rollId = pendingRoll(state)!.rollId
  const earlier: LogEntry = { k: 'rest', rollId: rollId - 1, rest: rest(1) }
  const thrown: LogEntry = { k: 'throw', seatId: 's', flick: seededFlick(rollId), chance: 7 }
  const its: LogEntry = { k: 'rest', rollId, rest: rest(2) }
  const report = legalActions(state).find((a) => a.type === 'reportRoll')!
  const faces: LogEntry = { k: 'act', seq: actions.length, seatId: 's', action: report }

  it('is set back on a reopened table: the last landed throw’s', () => {
    const table = reopened(actions, [earlier, thrown, its, faces])
    expect(table.inFlight).toBeUndefined()
    expect(table.lastRest).toEqual({ rollId, rest: rest(2) })
    expect(reopened(actions, []).lastRest).toBeUndefined()
  })

  it('skips the rest of a throw whose faces never came: it is rolled again from the rest before it', () => {
    const table = reopened(actions, [earlier, thrown, its])
    expect(table.inFlight?.flick.rollId).toBe(rollId)
    expect(table.lastRest).toEqual({ rollId: rollId - 1, rest: rest(1) })
  })

  it('is where the roller lays the dice a throw leaves alone, and what it keeps after a landing', async () => {
    const lies: (readonly DieRest[] | undefined)[] = []
    const play: PlayThrow = async (s, _seed, _spec, _chance, lie) => {
      lies.push(lie)
      return { rollId: pendingRoll(s)!.rollId, dice: [], faces: [], rest: rest(3), seconds: 0 }
    }
    const roller = createTableRoller(Date.now, play, () => 0)
    roller.last = { rollId: rollId - 1, rest: rest(1) } // a reopened room's
    const landed = new Promise<readonly DieRest[]>((done) =>
      roller.roll(
        state,
        3,
        seededFlick(rollId),
        0,
        (_report, at) => done(at),
        (e) => {
          throw e
        },
      ),
    )
    expect(await landed).toEqual(rest(3))
    expect(lies).toEqual([rest(1)])
    expect(roller.last).toEqual({ rollId, rest: rest(3) })
  })
})
