// The game's one store: the session (setup, state, the accepted actions), the event stream and one dispatch.
// Components read the narrow derived atoms below (or add their own next to them); none reads the whole state.
// Undo and redo are in undoAtoms.ts, the trail they walk in undoTrail.ts.
import { atom, type Getter, type Setter } from 'jotai'
import {
  applyAction,
  createGame,
  replay,
  type ReplayError,
  legalActions,
  revealedBy,
  type Action,
  type GameEvent,
  type GameSetup,
  type GameState,
  type Violation,
} from '../engine/index.ts'
import type { AcceptedAction, DispatchOutcome, GameSession, NumberedEvent, Refusal } from './gameSession.ts'

export type { DispatchOutcome, Refusal }
import { keepTrail, redoStackAtom, trailOf, type Trail } from './undoTrail.ts'
import { quietRefusal, roomRefusal, tableRoomAtom, type TableRoom } from './room/tableRoom.ts'
import { trayThrowerAtom } from './trayThrower.ts'
import { clearPicksAtom } from './uiAtoms.ts'

export const sessionAtom = atom<GameSession | null>(null)

/**
 * What the table is showing: a game being played, or a recorded game being watched in the replay viewer (no
 * physics, no autosave, no actions from the HUD: each step is put back with loadSessionAtom).
 */
export const tableModeAtom = atom<'play' | 'replay'>('play')

/** Every event since the game started, oldest first. */
export const eventsAtom = atom<readonly NumberedEvent[]>([])

/**
 * The number the next event gets. It never goes back, not even when a new game starts, so an event number is
 * never reused on this page and an animation that remembers the last number it played cannot miss a new game's.
 */
const nextEventNumberAtom = atom(0)

/** The last refusal, shown in one line beside the control that caused it; cleared by the next accepted action. */
export const lastRefusalAtom = atom<{ readonly violation: Refusal; readonly action: unknown } | null>(null)

/** Starts a new game from a setup (throws only on a programmer error: the setup must be validated before). */
export const startGameAtom = atom(null, (_get, set, setup: GameSetup) => {
  const session: GameSession = { id: newSessionId(), setup, state: createGame(setup), actions: [] }
  keepTrail(session, { states: [session.state], barriers: [] })
  set(sessionAtom, session)
  set(eventsAtom, [])
  set(lastRefusalAtom, null)
  set(redoStackAtom, null)
})

/** A fresh save-slot id (not game randomness: it never reaches the engine). */
function newSessionId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `game-${Date.now().toString(36)}-${Math.floor(performance.now() * 1000).toString(36)}`
}

/**
 * Puts a game back on the table from its setup and actions (continue a save, undo, fork a replay): the actions are
 * replayed through the engine, so the events (and the log) are the game's own. A record the engine refuses
 * changes nothing and comes back as the error. `id` keeps a save's slot; without it the game gets a new one.
 */
export const loadSessionAtom = atom(
  null,
  (
    get,
    set,
    record: { readonly setup: GameSetup; readonly actions: readonly Action[]; readonly id?: string },
  ): { ok: true } | { ok: false; error: ReplayError } => {
    const checked = replay({ setup: record.setup, actions: [] }) // the setup, checked; the actions, one by one below
    if (!checked.ok) return { ok: false, error: checked.error }
    let state = createGame(record.setup)
    const trail: Trail = { states: [state], barriers: [] }
    const events: NumberedEvent[] = []
    let n = get(nextEventNumberAtom)
    for (const [index, action] of record.actions.entries()) {
      const result = applyAction(state, action)
      if (!result.ok) return { ok: false, error: { kind: 'rejectedAction', index, violation: result.violation } }
      trail.barriers.push(revealedBy(state, result.state, result.events))
      state = result.state
      trail.states.push(state)
      for (const event of result.events) events.push({ n: n++, event, action: index })
    }
    const session: GameSession = {
      id: record.id ?? newSessionId(),
      setup: record.setup,
      state,
      actions: [...record.actions],
    }
    keepTrail(session, trail)
    set(nextEventNumberAtom, n)
    set(sessionAtom, session)
    set(eventsAtom, events)
    set(lastRefusalAtom, null)
    set(redoStackAtom, null)
    return { ok: true }
  },
)

/** A setup as one string: two setups that start the same game have the same key. */
export function setupKey(setup: GameSetup): string {
  const { seed, investigators, ancientOne = null, ruleset = 'revised', content = null } = setup
  return JSON.stringify([seed, investigators, ancientOne, ruleset, content])
}

/**
 * Starts a game from this setup unless the session already plays it: a route can ask on every mount (StrictMode
 * mounts twice) and the game starts once, its events never doubled. Returns whether a new game started.
 */
export const ensureGameAtom = atom(null, (get, set, setup: GameSetup): boolean => {
  const session = get(sessionAtom)
  if (session && setupKey(session.setup) === setupKey(setup)) return false
  set(startGameAtom, setup)
  return true
})

/** Leaves the game (back to the start screen). */
export const endSessionAtom = atom(null, (_get, set) => {
  set(sessionAtom, null)
  set(eventsAtom, [])
  set(lastRefusalAtom, null)
  set(redoStackAtom, null)
})

/** The last action the engine accepted through dispatch (written only there: see AcceptedAction). */
export const lastAcceptedAtom = atom<AcceptedAction | null>(null)

/**
 * `throwRoll`: from a control (a button, a key, the bench), a roll the action starts or asks to read is thrown by the
 * table's tray, or with none to throw (reduced motion, no physics) the engine's seeded faces are reported at once.
 * Otherwise a roll waits for a hand to throw it (the table's flick, the phone's pad); a report is the tray's reading.
 */
export type DispatchOptions = { readonly throwRoll?: boolean }

/**
 * The one way anything changes the game: hands the action to the engine. Accepted, it is appended with its events
 * (and recorded in lastAcceptedAtom), the player's picks are cleared and, from a control, a roll it starts is
 * thrown; refused, nothing changes but the refusal line. In a room the table decides: the action is proposed (its
 * one side effect, a message) and applied here when it comes back accepted.
 */
export const dispatchAtom = atom(null, (get, set, action: Action, options: DispatchOptions = {}) =>
  dispatch(get, set, action, options),
)

function dispatch(get: Getter, set: Setter, action: Action, options: DispatchOptions): DispatchOutcome {
  const thrower = options.throwRoll ? get(trayThrowerAtom) : null
  if (action.type === 'reportRoll' && thrower && thrower.throwSeeded() !== 'unavailable')
    return { ok: true, events: [] }
  const room = get(tableRoomAtom)
  const state = get(gameStateAtom)
  const outcome = room && state ? propose(set, room, state, action) : set(commitActionAtom, action)
  if (!outcome.ok) return outcome
  set(clearPicksAtom, action)
  if (!options.throwRoll) return outcome
  const throwOrReport = () => {
    const report = get(legalActionsAtom).find((a) => a.type === 'reportRoll')
    if (report && (!thrower || thrower.throwSeeded() === 'unavailable')) dispatch(get, set, report, {})
  }
  // In a room the roll waits for the table to accept the action (it comes back applied here).
  if (outcome.accepted) void outcome.accepted.then((ok) => ok && throwOrReport())
  else throwOrReport()
  return outcome
}

function propose(set: Setter, room: TableRoom, state: GameState, action: Action): DispatchOutcome {
  const violation = roomRefusal(room, state, action)
  if (violation && !quietRefusal(action, violation)) set(lastRefusalAtom, { violation, action })
  if (violation) return { ok: false, violation, action }
  set(lastRefusalAtom, null)
  return { ok: true, events: [], accepted: room.propose(action) }
}

/**
 * Applies an action to the session through the engine: the one place an accepted action enters the store (a
 * solo dispatch, or an action the room's table accepted). A refused one changes nothing but the refusal line.
 */
export const commitActionAtom = atom(null, (get, set, action: Action): DispatchOutcome => {
  const session = get(sessionAtom)
  if (!session) {
    const violation: Violation = { code: 'WRONG_PHASE', message: 'No game is in progress.' }
    set(lastRefusalAtom, { violation, action })
    return { ok: false, violation, action }
  }
  const result = applyAction(session.state, action)
  if (!result.ok) {
    set(lastRefusalAtom, { violation: result.violation, action })
    return { ok: false, violation: result.violation, action }
  }
  const index = session.actions.length
  const next: GameSession = { ...session, state: result.state, actions: [...session.actions, action] }
  const trail = trailOf(session)
  keepTrail(next, {
    states: [...trail.states, result.state],
    barriers: [...trail.barriers, revealedBy(session.state, result.state, result.events)],
  })
  set(sessionAtom, next)
  // Doing again what was undone keeps the rest of the redo stack; anything else clears it.
  const redo = get(redoStackAtom)
  const top = redo && redo.after === session ? redo.actions[redo.actions.length - 1] : undefined
  set(
    redoStackAtom,
    redo && top !== undefined && sameAction(top, action) ? { after: next, actions: redo.actions.slice(0, -1) } : null,
  )
  const first = get(nextEventNumberAtom)
  set(nextEventNumberAtom, first + result.events.length)
  set(eventsAtom, [...get(eventsAtom), ...result.events.map((event, i) => ({ n: first + i, event, action: index }))])
  set(lastRefusalAtom, null)
  set(lastAcceptedAtom, {
    action,
    before: session.state,
    after: next,
    firstEvent: result.events.length > 0 ? first : null,
  })
  return { ok: true, events: result.events }
})

const sameAction = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b)

/**
 * Puts one step of a recorded game on the table (the replay viewer): the session and the events of its actions.
 * Events already on show keep their numbers (a step back shortens the stream, a step on adds its events with new
 * numbers, so they animate); a jump of more than one step renumbers the whole stream, which the table takes as a
 * new picture to lay out rather than a story to play.
 */
export const showStepAtom = atom(
  null,
  (
    get,
    set,
    step: {
      readonly session: GameSession
      readonly events: readonly { readonly event: GameEvent; readonly action: number }[]
    },
  ) => {
    const shown = get(eventsAtom)
    const current = get(sessionAtom)
    const sameGame = current !== null && current.id === step.session.id
    let keep = 0
    if (sameGame)
      while (keep < shown.length && keep < step.events.length && shown[keep]?.event === step.events[keep]?.event) keep++
    const prefix = sameGame && keep === Math.min(shown.length, step.events.length)
    const oneOn = prefix && step.session.actions.length === (current?.actions.length ?? 0) + 1
    let n = get(nextEventNumberAtom)
    const events: NumberedEvent[] =
      prefix && (oneOn || step.events.length <= shown.length)
        ? [
            ...shown.slice(0, keep),
            ...step.events.slice(keep).map((e) => ({ n: n++, event: e.event, action: e.action })),
          ]
        : step.events.map((e) => ({ n: n++, event: e.event, action: e.action }))
    set(nextEventNumberAtom, n)
    set(sessionAtom, step.session)
    set(eventsAtom, events)
    set(lastRefusalAtom, null)
    set(redoStackAtom, null)
  },
)

// ── narrow derived atoms: each component subscribes to just what it draws ──

/** The engine state, for derived atoms and pure layout functions (components should prefer a narrower atom). */
export const gameStateAtom = atom((get) => get(sessionAtom)?.state ?? null)

/** What the engine allows now; the HUD and the glow on the table are built only from this. */
export const legalActionsAtom = atom<readonly Action[]>((get) => {
  const state = get(gameStateAtom)
  return state ? legalActions(state) : []
})

/** The setup the game was started from (for "play again" and the end screen's seed). */
export const setupAtom = atom((get) => get(sessionAtom)?.setup ?? null)
export const turnNumberAtom = atom((get) => get(gameStateAtom)?.turn.number ?? 0)
export const hourAtom = atom((get) => get(gameStateAtom)?.clock ?? 0)
export const doomAtom = atom((get) => get(gameStateAtom)?.doom ?? 0)
export const elderSignsAtom = atom((get) => get(gameStateAtom)?.elderSigns ?? 0)
export const statusAtom = atom((get) => get(gameStateAtom)?.status ?? null)
export const boardAtom = atom((get) => get(gameStateAtom)?.board ?? [])
export const activePlayerAtom = atom((get) => {
  const state = get(gameStateAtom)
  return state ? (state.players[state.turn.player] ?? null) : null
})
export const ancientOneIdAtom = atom((get) => get(gameStateAtom)?.ancientOne ?? null)
