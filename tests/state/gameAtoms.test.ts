import { describe, expect, it } from 'vitest'
import { createStore } from 'jotai'
import { createGame, legalActions, type Action } from '../../src/engine/index.ts'
import {
  dispatchAtom,
  doomAtom,
  ensureGameAtom,
  eventsAtom,
  gameStateAtom,
  hourAtom,
  lastRefusalAtom,
  legalActionsAtom,
  sessionAtom,
  setupKey,
  startGameAtom,
} from '../../src/state/gameAtoms.ts'
import { activeInvestigatorAtom, ringCardsAtom } from '../../src/ui/game/shellAtoms.ts'
import { logLinesAtom } from '../../src/ui/log/logAtoms.ts'
import { endSummaryAtom } from '../../src/ui/end/endAtoms.ts'
import { createTestProbe } from '../../src/ui/game/testProbe.ts'

const setup = { seed: 42, investigators: 2 } as const

function started() {
  const store = createStore()
  store.set(startGameAtom, setup)
  return store
}

describe('the game store', () => {
  it('starts a game from a setup, with no events yet and nothing refused', () => {
    const store = started()
    expect(store.get(gameStateAtom)).toEqual(createGame(setup))
    expect(store.get(eventsAtom)).toEqual([])
    expect(store.get(lastRefusalAtom)).toBeNull()
    expect(store.get(legalActionsAtom)).toEqual(legalActions(createGame(setup)))
  })

  it('appends a legal action and its numbered events', () => {
    const store = started()
    const action = store.get(legalActionsAtom)[0] as Action
    const outcome = store.set(dispatchAtom, action)
    expect(outcome.ok).toBe(true)
    expect(store.get(sessionAtom)?.actions).toEqual([action])
    const events = store.get(eventsAtom)
    expect(events.length).toBeGreaterThan(0)
    expect(events.map((e) => e.n)).toEqual(events.map((_, i) => i))
    expect(events.every((e) => e.action === 0)).toBe(true)
    expect(store.get(logLinesAtom)).toHaveLength(events.length)
  })

  it('refuses an illegal action: nothing changes but the refusal', () => {
    const store = started()
    const before = store.get(sessionAtom)
    const outcome = store.set(dispatchAtom, { type: 'failRoll' })
    expect(outcome.ok).toBe(false)
    expect(store.get(sessionAtom)).toBe(before)
    expect(store.get(eventsAtom)).toEqual([])
    expect(store.get(lastRefusalAtom)?.violation.code).toBe('WRONG_PHASE')
    // the next accepted action clears it
    store.set(dispatchAtom, store.get(legalActionsAtom)[0] as Action)
    expect(store.get(lastRefusalAtom)).toBeNull()
  })

  it('starts the same setup once however often a route asks (StrictMode mounts twice)', () => {
    const store = createStore()
    expect(store.set(ensureGameAtom, setup)).toBe(true)
    store.set(dispatchAtom, store.get(legalActionsAtom)[0] as Action)
    const events = store.get(eventsAtom)
    expect(store.set(ensureGameAtom, { ...setup })).toBe(false)
    expect(store.get(eventsAtom)).toBe(events)
    expect(store.set(ensureGameAtom, { ...setup, seed: 43 })).toBe(true)
    expect(store.get(sessionAtom)?.actions).toEqual([])
  })

  it('never reuses an event number, not even after a new game starts', () => {
    const store = started()
    store.set(dispatchAtom, store.get(legalActionsAtom)[0] as Action)
    const last = store.get(eventsAtom).at(-1)?.n ?? -1
    store.set(startGameAtom, setup)
    expect(store.get(eventsAtom)).toEqual([])
    store.set(dispatchAtom, store.get(legalActionsAtom)[0] as Action)
    expect(store.get(eventsAtom)[0]?.n).toBe(last + 1)
  })

  it('keys setups by what starts the same game', () => {
    expect(setupKey({ seed: 1, investigators: 2 })).toBe(setupKey({ seed: 1, investigators: 2, ruleset: 'revised' }))
    expect(setupKey({ seed: 1, investigators: 2 })).not.toBe(setupKey({ seed: 1, investigators: 3 }))
    expect(setupKey({ seed: 1, investigators: ['a', 'b'] })).not.toBe(setupKey({ seed: 1, investigators: ['b', 'a'] }))
  })

  it('derives the status bar from the state', () => {
    const store = started()
    const state = createGame(setup)
    const player = state.players[state.turn.player]!
    expect(store.get(hourAtom)).toBe(state.clock)
    expect(store.get(doomAtom)).toBe(state.doom)
    expect(store.get(activeInvestigatorAtom)).toMatchObject({
      sanity: player.sanity,
      maxSanity: player.maxSanity,
      stamina: player.stamina,
      clues: player.clues,
    })
    expect(store.get(ringCardsAtom).map((c) => c.id)).toEqual(
      state.board.filter((b) => !b.otherWorld).map((b) => b.cardId),
    )
  })

  it('plays to the end: the end summary appears and the probe reads copies', () => {
    const store = started()
    let pick = 7
    for (let i = 0; i < 5000 && store.get(gameStateAtom)?.status === 'playing'; i++) {
      const legal = store.get(legalActionsAtom)
      pick = (pick * 1103515245 + 12345) % 2147483648
      expect(store.set(dispatchAtom, legal[pick % legal.length] as Action).ok).toBe(true)
    }
    const summary = store.get(endSummaryAtom)
    expect(summary).not.toBeNull()
    expect(summary?.turns).toBe(store.get(gameStateAtom)?.turn.number)
    const probe = createTestProbe(store)
    expect(probe.state()).toEqual(store.get(gameStateAtom))
    expect(probe.state()).not.toBe(store.get(gameStateAtom))
    expect(probe.actions()).toHaveLength(store.get(sessionAtom)?.actions.length ?? -1)
    expect(probe.events()).toHaveLength(store.get(eventsAtom).length)
    expect(store.get(logLinesAtom).filter((l) => l.kind === 'end')).toHaveLength(1)
  })
})
