// The replay viewer's store: the recording being watched and its step, put on the table through the game store
// (tableModeAtom 'replay': no physics, no autosave, no undo). Others open a game here with openReplayAtom.
import { atom, type Getter, type Setter } from 'jotai'
import type { Action, GameSetup, ReplayError, Result } from '../../engine/index.ts'
import { endSessionAtom, loadSessionAtom, sessionAtom, showStepAtom, tableModeAtom } from '../../state/gameAtoms.ts'
import { playHashWithGame } from '../persist/gameQuery.ts'
import { routeFromHash } from '../useRoute.ts'
import { clampStep, createRecording, lastStep, nextTurnStep, previousTurnStep, type Recording } from './recording.ts'
import type { ReplayCommand } from './replayKey.ts'

export const replayAtom = atom<{ readonly recording: Recording; readonly step: number } | null>(null)

/** What openReplayAtom takes: a game record, an optional title, and the step to show (the last by default). */
export type OpenReplay = {
  readonly setup: GameSetup
  readonly actions: readonly Action[]
  readonly title?: string
  readonly step?: number
}

function show(set: Setter, recording: Recording, step: number): void {
  set(replayAtom, { recording, step })
  set(showStepAtom, {
    session: {
      id: recording.id,
      setup: recording.setup,
      state: recording.states[step] ?? (recording.states[0] as Recording['states'][number]),
      actions: recording.actions.slice(0, step),
    },
    events: recording.events.slice(0, recording.eventEnds[step] ?? 0),
  })
}

function navigate(hash: string): void {
  if (typeof window !== 'undefined') window.location.hash = hash
}

/**
 * Opens a recorded game in the viewer (an imported file, a shared link, a finished game): the record is checked
 * with the engine's replay; a refused one changes nothing and comes back as the error. On success the table shows
 * the given step (the last by default) and the page goes to `#/replay` unless it is there already.
 */
export const openReplayAtom = atom(
  null,
  (_get, set, open: OpenReplay): Result<{ readonly steps: number }, ReplayError> => {
    const made = createRecording({ setup: open.setup, actions: open.actions }, open.title ?? null)
    if (!made.ok) return made
    const recording = made.value
    set(tableModeAtom, 'replay')
    show(set, recording, clampStep(recording, open.step ?? lastStep(recording)))
    if (typeof window !== 'undefined' && routeFromHash(window.location.hash) !== 'replay') navigate('#/replay')
    return { ok: true, value: { steps: lastStep(recording) } }
  },
)

/** Shows a step of the recording being watched (clamped to the game). */
export const stepToAtom = atom(null, (get, set, step: number) => {
  const open = get(replayAtom)
  if (!open) return
  const to = clampStep(open.recording, step)
  if (to !== open.step || get(sessionAtom)?.id !== open.recording.id) show(set, open.recording, to)
})

/** The step a command leads to from `step`. */
export function commandStep(recording: Recording, step: number, command: ReplayCommand): number {
  switch (command) {
    case 'first':
      return 0
    case 'last':
      return lastStep(recording)
    case 'back':
      return step - 1
    case 'on':
      return step + 1
    case 'turnBack':
      return previousTurnStep(recording, step)
    case 'turnOn':
      return nextTurnStep(recording, step)
  }
}

export const replayCommandAtom = atom(null, (get, set, command: ReplayCommand) => {
  const open = get(replayAtom)
  if (open) set(stepToAtom, commandStep(open.recording, open.step, command))
})

/**
 * "Play on from here": a new game (its own save id) from the recording's setup and its actions up to the step
 * shown, at the table in play mode; the page goes to that game's play address. Returns the new game's id.
 */
export const playOnAtom = atom(null, (get, set): string | null => {
  const open = get(replayAtom)
  if (!open) return null
  const { recording, step } = open
  const loaded = set(loadSessionAtom, { setup: recording.setup, actions: recording.actions.slice(0, step) })
  if (!loaded.ok) return null // the recording was replayed when opened: its prefix always loads
  set(tableModeAtom, 'play')
  set(replayAtom, null)
  const id = get(sessionAtom)?.id ?? null
  if (id) navigate(playHashWithGame(recording.setup, id))
  return id
})

/** Leaves the viewer: the watched game leaves the table (unless play on took it over). */
export const closeReplayAtom = atom(null, (get: Getter, set) => {
  if (get(tableModeAtom) !== 'replay') return
  set(replayAtom, null)
  set(endSessionAtom)
  set(tableModeAtom, 'play')
})
