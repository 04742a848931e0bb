// The odds driver as plain code: a store, a fake client that answers only when told to, no worker and no React.
// What it asks and in what order, what supersedes what, the exact second pass, `busy`, and the log's note on a worse
// choice (written when dispatch tells of the choice, issue 30).
import { describe, expect, it, vi } from 'vitest'
import { createStore } from 'jotai'
import { type Action, type BestMove, type BestMoveOptions, type GameState } from '../../../src/engine/index.ts'
import { chooseAction } from '../../../src/engine/bot/index.ts'
import {
  dispatchAtom,
  eventsAtom,
  gameStateAtom,
  legalActionsAtom,
  startGameAtom,
} from '../../../src/state/gameAtoms.ts'
import { settingsAtom } from '../../../src/state/settingsAtoms.ts'
import { focusedCardAtom } from '../../../src/state/uiAtoms.ts'
import { SUPERSEDED, type OddsClient } from '../../../src/state/odds/createOddsClient.ts'
import { createOddsDriver } from '../../../src/state/odds/oddsDriver.ts'
import { adviceNotesAtom, oddsBusyAtom, tableOddsAtom } from '../../../src/state/odds/oddsAtoms.ts'
import { NOT_REFINED, type CardChance } from '../../../src/state/odds/tableOdds.ts'

type Store = ReturnType<typeof createStore>

/** One question the fake client was asked, with the means to answer it. */
type Asked = {
  readonly kind: 'bestMove' | 'cardChance' | 'cardBreakdown' | 'destinations'
  readonly state: GameState
  readonly cardId: string | null
  readonly everySeen: boolean
  readonly answer: (value: unknown) => Promise<void>
  readonly fail: (error: Error) => Promise<void>
}

/** A client that records every question and answers only when the test says; supersede rejects what is open. */
function fakeClient() {
  const asked: Asked[] = []
  const open = new Set<(e: Error) => void>()
  let superseded = 0
  const settle = () => new Promise<void>((r) => setTimeout(r, 0))
  const question =
    (kind: Asked['kind']) =>
    (state: GameState, cardIdOrOpts?: string | BestMoveOptions, maybeOpts?: BestMoveOptions): Promise<never> =>
      new Promise((resolve, reject) => {
        const cardId = typeof cardIdOrOpts === 'string' ? cardIdOrOpts : null
        const opts = typeof cardIdOrOpts === 'string' ? maybeOpts : cardIdOrOpts
        const rejecter = (e: Error) => reject(e)
        open.add(rejecter)
        asked.push({
          kind,
          state,
          cardId,
          everySeen: opts?.everySeen === true,
          answer: (value) => {
            open.delete(rejecter)
            resolve(value as never)
            return settle()
          },
          fail: (error) => {
            open.delete(rejecter)
            reject(error)
            return settle()
          },
        })
      })
  const client: OddsClient = {
    adventureOdds: () => Promise.reject(new Error('test: not asked by the driver')),
    rankChoices: () => Promise.reject(new Error('test: not asked by the driver')),
    bestMove: question('bestMove'),
    cardChance: question('cardChance'),
    cardBreakdown: question('cardBreakdown'),
    destinations: question('destinations'),
    supersede: () => {
      superseded++
      for (const reject of open) reject(new Error(SUPERSEDED))
      open.clear()
    },
    dispose: () => {},
  }
  return { client, asked, superseded: () => superseded, settle }
}

/** A store whose game has reached the first Movement phase with no choice pending (seeded bot play). */
function movingStore(): Store {
  const store = createStore()
  store.set(startGameAtom, { seed: 5, investigators: 1 })
  for (;;) {
    const s = store.get(gameStateAtom) as GameState
    if (s.phase.kind === 'movement' && s.pendingChoices.length === 0) return store
    const outcome = store.set(dispatchAtom, chooseAction(s))
    if (!outcome.ok) throw new Error(`test: the bot's action was refused: ${outcome.violation.message}`)
  }
}

const state = (store: Store) => store.get(gameStateAtom) as GameState
const board = (store: Store) => state(store).board.map((b) => b.cardId)
const chance = (cardId: string, odds: number, refine = false): CardChance => ({
  cardId,
  odds,
  approximate: refine,
  reason: refine ? 'monsters seen elsewhere forgotten' : null,
  refine,
})

describe('createOddsDriver', () => {
  it('asks for each card in play (the focused one first), its breakdown and the destinations, and shows the answers', async () => {
    const store = movingStore()
    const cards = board(store)
    const focused = cards[1] as string
    store.set(focusedCardAtom, focused)
    const { client, asked } = fakeClient()
    createOddsDriver(store, client).start()
    expect(asked.map((q) => `${q.kind}:${q.cardId ?? ''}`)).toEqual([
      `cardChance:${focused}`,
      ...cards.filter((c) => c !== focused).map((c) => `cardChance:${c}`),
      `cardBreakdown:${focused}`,
      'destinations:',
    ])
    expect(asked.every((q) => q.state === state(store) && !q.everySeen)).toBe(true)
    expect(store.get(oddsBusyAtom)).toBe(true)
    await asked[0]?.answer(chance(focused, 0.5))
    expect(store.get(tableOddsAtom)?.chances[focused]?.odds).toBe(0.5)
    for (const q of asked.slice(1)) await q.answer(q.kind === 'destinations' ? [] : null)
    expect(store.get(oddsBusyAtom)).toBe(false)
  })

  it('supersedes every question when the game moves on, and drops answers about the old state', async () => {
    const store = movingStore()
    const { client, asked, superseded } = fakeClient()
    createOddsDriver(store, client).start()
    const old = [...asked]
    const before = superseded()
    const cardId = board(store)[0] as string
    store.set(dispatchAtom, { type: 'moveTo', to: { kind: 'card', cardId } })
    expect(superseded()).toBe(before + 1)
    await old[0]?.answer(chance(cardId, 0.9))
    expect(store.get(tableOddsAtom)?.state).toBe(state(store))
    expect(store.get(tableOddsAtom)?.chances).toEqual({})
    // The attempt under way: the best move and the card's chance and breakdown, about the new state.
    const fresh = asked.slice(old.length)
    expect(fresh.map((q) => q.kind)).toEqual(['bestMove', 'cardChance', 'cardBreakdown'])
    expect(fresh.every((q) => q.state === state(store))).toBe(true)
  })

  it('asks only the new breakdown when the focus moves, superseding nothing', () => {
    const store = movingStore()
    const { client, asked, superseded } = fakeClient()
    createOddsDriver(store, client).start()
    const count = asked.length
    const before = superseded()
    const other = board(store)[2] as string
    store.set(focusedCardAtom, other)
    expect(superseded()).toBe(before)
    expect(asked.slice(count).map((q) => `${q.kind}:${q.cardId}`)).toEqual([`cardBreakdown:${other}`])
  })

  it('asks nothing and shows nothing while hints are off, and asks again when they are back on', () => {
    const store = movingStore()
    store.set(settingsAtom, { hints: false })
    const { client, asked } = fakeClient()
    createOddsDriver(store, client).start()
    expect(asked).toEqual([])
    expect(store.get(tableOddsAtom)).toBeNull()
    store.set(settingsAtom, { hints: true })
    expect(asked.length).toBeGreaterThan(0)
    store.set(settingsAtom, { hints: true }) // a write that changes nothing asks nothing
  })

  it('asks an approximate answer again with everySeen, holds busy until it is in, and marks it for good if it fails', async () => {
    const store = movingStore()
    const { client, asked } = fakeClient()
    createOddsDriver(store, client).start()
    const cardId = board(store)[0] as string
    const first = asked.find((q) => q.kind === 'cardChance' && q.cardId === cardId)
    for (const q of asked) if (q !== first) await q.answer(q.kind === 'destinations' ? [] : null)
    await first?.answer(chance(cardId, 0.4, true))
    const exact = asked.at(-1)
    expect(exact).toMatchObject({ kind: 'cardChance', cardId, everySeen: true })
    expect(store.get(oddsBusyAtom)).toBe(true)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await exact?.fail(new Error('odds: over the byte budget'))
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
    const shown = store.get(tableOddsAtom)?.chances[cardId]
    expect(shown).toMatchObject({ odds: 0.4, refine: false })
    expect(shown?.reason).toContain(NOT_REFINED)
    expect(store.get(oddsBusyAtom)).toBe(false)
  })

  it('stops following the game when stopped, and drops answers that come later', async () => {
    const store = movingStore()
    const { client, asked } = fakeClient()
    const driver = createOddsDriver(store, client)
    driver.start()
    const count = asked.length
    driver.stop()
    expect(store.get(oddsBusyAtom)).toBe(false)
    store.set(focusedCardAtom, board(store)[3] as string)
    expect(asked).toHaveLength(count)
  })
})

describe('the note on a worse choice', () => {
  /** A store in an attempt, the driver started, the best move answered: legal[0] best, legal[1] worse. */
  async function attempt(hints = true) {
    const store = movingStore()
    const { client, asked } = fakeClient()
    createOddsDriver(store, client).start()
    store.set(dispatchAtom, { type: 'moveTo', to: { kind: 'card', cardId: board(store)[0] as string } })
    const legal = store.get(legalActionsAtom)
    const [best, worse] = legal as [Action, Action]
    const move: BestMove = {
      action: best,
      odds: 0.6,
      options: [
        { action: best, odds: 0.6 },
        { action: worse, odds: 0.25 },
      ],
      exactness: { approximate: false },
    }
    await asked.find((q) => q.kind === 'bestMove' && !q.everySeen)?.answer(move)
    if (!hints) store.set(settingsAtom, { hints: false })
    return { store, best, worse }
  }

  it('is written when a worse choice is dispatched, at the number of its first event', async () => {
    const { store, worse } = await attempt()
    const n = store.get(eventsAtom).length > 0 ? (store.get(eventsAtom).at(-1)?.n ?? -1) + 1 : 0
    const outcome = store.set(dispatchAtom, worse)
    expect(outcome.ok).toBe(true)
    expect(store.get(eventsAtom).find((e) => e.n === n)).toBeDefined()
    expect(store.get(adviceNotesAtom)[n]).toMatchObject({ chosen: worse, chosenOdds: 0.25, bestOdds: 0.6 })
  })

  it('is not written for the best choice, nor while hints are off', async () => {
    const a = await attempt()
    a.store.set(dispatchAtom, a.best)
    expect(a.store.get(adviceNotesAtom)).toEqual({})
    const b = await attempt(false)
    b.store.set(dispatchAtom, b.worse)
    expect(b.store.get(adviceNotesAtom)).toEqual({})
  })
})
