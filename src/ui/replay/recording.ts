// A recorded game laid out for watching: every state it passed through, kept once, so a step in either direction
// is a lookup (a 500-action game is replayed once, when it is opened), never a replay from the start.
import {
  applyAction,
  createGame,
  replay,
  type Action,
  type GameEvent,
  type GameSetup,
  type GameState,
  type ReplayError,
  type Result,
} from '../../engine/index.ts'

/** One event of the recording and the action (by index) that caused it; the same object at every step. */
export type RecordedEvent = { readonly event: GameEvent; readonly action: number }

export type Recording = {
  /** The session id the viewer's steps share (never a save slot: nothing in replay mode is saved). */
  readonly id: string
  readonly title: string | null
  readonly setup: GameSetup
  readonly actions: readonly Action[]
  /** `states[k]`: the game after its first k actions (0 … actions.length). */
  readonly states: readonly GameState[]
  readonly events: readonly RecordedEvent[]
  /** `eventEnds[k]`: how many events the first k actions emitted. */
  readonly eventEnds: readonly number[]
  /** The steps at which a turn begins, ascending, 0 first. */
  readonly turnStarts: readonly number[]
}

let recordings = 0

/**
 * Checks a record with the engine (a malformed setup or an action the rules refuse comes back as the error, nothing
 * throws) and lays it out step by step, running the engine over the record once.
 */
export function createRecording(
  record: { readonly setup: GameSetup; readonly actions: readonly Action[] },
  title: string | null = null,
): Result<Recording, ReplayError> {
  // The setup is checked once by the engine's replay (with no actions); the actions are then applied one by one,
  // keeping every state: `applyAction` is total, so a refused or malformed action comes back as its violation.
  const checked = replay({ setup: record.setup, actions: [] })
  if (!checked.ok) return checked
  let state = createGame(record.setup)
  const states: GameState[] = [state]
  const events: RecordedEvent[] = []
  const eventEnds = [0]
  const turnStarts = [0]
  for (const [index, action] of record.actions.entries()) {
    const result = applyAction(state, action)
    if (!result.ok) return { ok: false, error: { kind: 'rejectedAction', index, violation: result.violation } }
    if (result.state.turn.number !== state.turn.number) turnStarts.push(index + 1)
    state = result.state
    states.push(state)
    for (const event of result.events) events.push({ event, action: index })
    eventEnds.push(events.length)
  }
  return {
    ok: true,
    value: {
      id: `replay-${++recordings}`,
      title,
      setup: record.setup,
      actions: [...record.actions],
      states,
      events,
      eventEnds,
      turnStarts,
    },
  }
}

/** The last step of a recording (all its actions applied). */
export const lastStep = (r: Recording): number => r.actions.length

/** A step kept inside the recording. */
export function clampStep(r: Recording, step: number): number {
  return Math.max(0, Math.min(lastStep(r), Math.round(Number.isFinite(step) ? step : lastStep(r))))
}

/** The first step of the next turn (or the last step when this is the last turn). */
export function nextTurnStep(r: Recording, step: number): number {
  return r.turnStarts.find((s) => s > step) ?? lastStep(r)
}

/** The start of this turn, or of the previous one when already at a turn's start. */
export function previousTurnStep(r: Recording, step: number): number {
  let found = 0
  for (const s of r.turnStarts) if (s < step) found = s
  return found
}
