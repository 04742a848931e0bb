import { describe, expect, it } from 'vitest'
import { createStore } from 'jotai'
import { createGame, replay, type Action } from '../../../src/engine/index.ts'
import { eventsAtom, sessionAtom, tableModeAtom } from '../../../src/state/gameAtoms.ts'
import {
  clampStep,
  createRecording,
  nextTurnStep,
  previousTurnStep,
  type Recording,
} from '../../../src/ui/replay/recording.ts'
import {
  closeReplayAtom,
  commandStep,
  openReplayAtom,
  playOnAtom,
  replayAtom,
  replayCommandAtom,
  stepToAtom,
} from '../../../src/ui/replay/replayAtoms.ts'
import { replayKey } from '../../../src/ui/replay/replayKey.ts'
import { logLinesAtom } from '../../../src/ui/log/logAtoms.ts'
import { playRandomGame } from '../../engine/support/randomGame.ts'

const setup = { seed: 20261123, investigators: 2 } as const
const game = playRandomGame(setup, createGame(setup), 3, { policy: 'eager', check: false })
const json = (x: unknown) => JSON.stringify(x)

function recorded(): Recording {
  const r = createRecording({ setup, actions: game.actions })
  if (!r.ok) throw new Error('the recording was refused')
  return r.value
}

describe('createRecording', () => {
  it('keeps every state of the game, equal to replaying its prefix', () => {
    const r = recorded()
    expect(r.states).toHaveLength(game.actions.length + 1)
    for (const k of [0, 1, 7, Math.floor(game.actions.length / 2), game.actions.length]) {
      const prefix = replay({ setup, actions: game.actions.slice(0, k) })
      expect(prefix.ok && json(prefix.value)).toBe(json(r.states[k]))
    }
    expect(r.eventEnds).toHaveLength(game.actions.length + 1)
    expect(r.eventEnds[game.actions.length]).toBe(r.events.length)
  })

  it('refuses a malformed record and names the first action the rules refuse', () => {
    const bad = createRecording({ setup: { seed: 1.5, investigators: 2 }, actions: [] })
    expect(bad.ok).toBe(false)
    if (!bad.ok) expect(bad.error.kind).toBe('malformedRecord')
    const stray: Action = { type: 'moveTo', to: { kind: 'card', cardId: 'no-such-card' } }
    const actions: Action[] = [...game.actions.slice(0, 5), stray, ...game.actions.slice(5)]
    const refused = createRecording({ setup, actions })
    expect(refused.ok).toBe(false)
    if (!refused.ok && refused.error.kind === 'rejectedAction') expect(refused.error.index).toBe(5)
  })

  it('knows where each turn starts', () => {
    const r = recorded()
    expect(r.turnStarts[0]).toBe(0)
    for (const s of r.turnStarts.slice(1)) expect(r.states[s]?.turn.number).not.toBe(r.states[s - 1]?.turn.number)
    const second = r.turnStarts[1] as number
    expect(nextTurnStep(r, 0)).toBe(second)
    expect(previousTurnStep(r, second)).toBe(0)
    expect(previousTurnStep(r, second + 1)).toBe(second)
    expect(nextTurnStep(r, game.actions.length)).toBe(game.actions.length)
    expect(clampStep(r, -4)).toBe(0)
    expect(clampStep(r, 1e9)).toBe(game.actions.length)
  })
})

describe('replayKey', () => {
  const k = (key: string, shiftKey = false) => ({ key, shiftKey, ctrlKey: false, metaKey: false, altKey: false })
  it.each([
    [k('ArrowLeft'), 'back'],
    [k('ArrowRight'), 'on'],
    [k('ArrowLeft', true), 'turnBack'],
    [k('ArrowRight', true), 'turnOn'],
    [k('PageUp'), 'turnBack'],
    [k('PageDown'), 'turnOn'],
    [k('Home'), 'first'],
    [k('End'), 'last'],
    [k('a'), null],
  ] as const)('%o is %s', (event, command) => expect(replayKey(event)).toBe(command))
})

describe('the replay viewer store', () => {
  function opened(step?: number) {
    const store = createStore()
    const result = store.set(openReplayAtom, { setup, actions: game.actions, ...(step === undefined ? {} : { step }) })
    expect(result).toEqual({ ok: true, value: { steps: game.actions.length } })
    return store
  }

  it('opens at the last step in replay mode, with the whole log', () => {
    const store = opened()
    expect(store.get(tableModeAtom)).toBe('replay')
    expect(store.get(replayAtom)?.step).toBe(game.actions.length)
    expect(json(store.get(sessionAtom)?.state)).toBe(json(game.state))
    expect(store.get(eventsAtom)).toHaveLength(recorded().events.length)
  })

  it('refuses a record the rules refuse and changes nothing', () => {
    const store = createStore()
    const result = store.set(openReplayAtom, { setup, actions: [{ type: 'failRoll' }] })
    expect(result.ok).toBe(false)
    expect(store.get(tableModeAtom)).toBe('play')
    expect(store.get(sessionAtom)).toBeNull()
    expect(store.get(replayAtom)).toBeNull()
  })

  it('steps back and on with the log in step: back keeps the numbers, on adds new ones, a jump renumbers', () => {
    const store = opened(10)
    const r = store.get(replayAtom)!.recording
    const at10 = store.get(eventsAtom)
    expect(at10.map((e) => e.event)).toEqual(r.events.slice(0, r.eventEnds[10]).map((e) => e.event))
    store.set(replayCommandAtom, 'back')
    const at9 = store.get(eventsAtom)
    expect(at9).toEqual(at10.slice(0, r.eventEnds[9]))
    expect(store.get(logLinesAtom).length).toBeLessThanOrEqual(at9.length)
    store.set(replayCommandAtom, 'on')
    const again = store.get(eventsAtom)
    expect(again.slice(0, at9.length)).toEqual(at9)
    const highest = Math.max(...at10.map((e) => e.n))
    expect(again.slice(at9.length).every((e) => e.n > highest)).toBe(true)
    store.set(stepToAtom, 40)
    const jumped = store.get(eventsAtom)
    expect(jumped[0]!.n).toBeGreaterThan(Math.max(...again.map((e) => e.n)))
    expect(json(store.get(sessionAtom)?.state)).toBe(json(r.states[40]))
    expect(store.get(sessionAtom)?.actions).toEqual(game.actions.slice(0, 40))
  })

  it('moves by turns and to the ends', () => {
    const store = opened(0)
    const r = store.get(replayAtom)!.recording
    store.set(replayCommandAtom, 'turnOn')
    expect(store.get(replayAtom)?.step).toBe(r.turnStarts[1])
    store.set(replayCommandAtom, 'last')
    expect(store.get(replayAtom)?.step).toBe(game.actions.length)
    store.set(replayCommandAtom, 'on')
    expect(store.get(replayAtom)?.step).toBe(game.actions.length)
    store.set(replayCommandAtom, 'first')
    expect(store.get(replayAtom)?.step).toBe(0)
    expect(commandStep(r, 0, 'back')).toBe(-1) // clamped by stepTo
    store.set(replayCommandAtom, 'back')
    expect(store.get(replayAtom)?.step).toBe(0)
  })

  it('plays on from a step: a new game in play mode whose state is the replayed prefix', () => {
    const store = opened(25)
    const viewerId = store.get(sessionAtom)!.id
    const id = store.set(playOnAtom)
    expect(id).not.toBeNull()
    const session = store.get(sessionAtom)!
    expect(session.id).toBe(id)
    expect(session.id).not.toBe(viewerId)
    expect(store.get(tableModeAtom)).toBe('play')
    expect(store.get(replayAtom)).toBeNull()
    const prefix = replay({ setup, actions: game.actions.slice(0, 25) })
    expect(prefix.ok && json(prefix.value)).toBe(json(session.state))
    expect(session.actions).toEqual(game.actions.slice(0, 25))
    store.set(closeReplayAtom) // leaving the viewer after playing on leaves the new game alone
    expect(store.get(sessionAtom)).toBe(session)
  })

  it('closing the viewer takes the recorded game off the table', () => {
    const store = opened()
    store.set(closeReplayAtom)
    expect(store.get(sessionAtom)).toBeNull()
    expect(store.get(tableModeAtom)).toBe('play')
  })

  it('steps through a 500-action game from a cache: opened once, then every step a lookup', () => {
    const longSetup = { seed: 3, investigators: 8 } // eager play: a 651-action game
    const long = playRandomGame(longSetup, createGame(longSetup), 3, { policy: 'eager', check: false })
    const actions = long.actions.slice(0, 500)
    expect(actions.length).toBe(500)
    const store = createStore()
    let t = performance.now()
    store.set(openReplayAtom, { setup: longSetup, actions, step: 0 })
    const openMs = performance.now() - t
    t = performance.now()
    for (let i = 0; i < 500; i++) store.set(replayCommandAtom, 'on')
    const onMs = (performance.now() - t) / 500
    t = performance.now()
    for (let i = 0; i < 500; i++) store.set(replayCommandAtom, 'back')
    const backMs = (performance.now() - t) / 500
    t = performance.now()
    for (let i = 0; i < 50; i++) store.set(stepToAtom, (i * 97) % 501)
    const jumpMs = (performance.now() - t) / 50
    const bytes = JSON.stringify(store.get(replayAtom)!.recording.states).length
    console.log(
      `replay of 500 actions: open ${openMs.toFixed(1)} ms; step on ${onMs.toFixed(3)} ms, step back ${backMs.toFixed(3)} ms, jump ${jumpMs.toFixed(3)} ms (mean); states kept ${(bytes / 1024 / 1024).toFixed(1)} MB as JSON`,
    )
    expect(store.get(replayAtom)?.step).toBe((49 * 97) % 501)
  })
})
