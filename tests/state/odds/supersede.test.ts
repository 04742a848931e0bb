// Issue 13: a newer question cancels the older ones — waiting requests reject at once, a busy worker that is
// answering an outdated question is terminated and replaced, and the newer question is answered.
import { describe, expect, it } from 'vitest'
import { applyAction, createGame, type GameState } from '../../../src/engine/index.ts'
import { chooseAction } from '../../../src/engine/bot/index.ts'
import { createOddsClient, isSuperseded, type OddsWorkerLike } from '../../../src/state/odds/createOddsClient.ts'
import { handleOddsRequest, type OddsRequest, type OddsResponse } from '../../../src/state/odds/oddsProtocol.ts'

/** A worker that answers only when told to (`answerNext`), so a test controls what is in flight. */
function manualWorker() {
  const listeners: ((event: { data: OddsResponse }) => void)[] = []
  const inbox: OddsRequest[] = []
  const worker = {
    terminated: false,
    inbox,
    postMessage(message: OddsRequest) {
      inbox.push(message)
    },
    addEventListener(type: 'message' | 'error', listener: (event: never) => void) {
      if (type === 'message') listeners.push(listener as (event: { data: OddsResponse }) => void)
    },
    terminate() {
      worker.terminated = true
    },
    answerNext() {
      const request = inbox.shift()
      if (!request) throw new Error('test: nothing was posted')
      const response = handleOddsRequest(request)
      for (const l of listeners) l({ data: response })
    },
  }
  return worker satisfies OddsWorkerLike
}

/** A client over a spawner of manual workers, with every worker it spawned, in order. */
function spawningClient() {
  const spawned: ReturnType<typeof manualWorker>[] = []
  const client = createOddsClient(() => {
    const w = manualWorker()
    spawned.push(w)
    return w
  })
  return { client, spawned }
}

/** The first Movement-phase state of a seeded bot game: every card in play has a chance. */
function movingState(): GameState {
  let s = createGame({ seed: 5, investigators: 1 })
  while (!(s.phase.kind === 'movement' && s.pendingChoices.length === 0)) {
    const r = applyAction(s, chooseAction(s))
    if (!r.ok) throw new Error(`test: the bot's action was refused: ${r.violation.message}`)
    s = r.state
  }
  return s
}

describe('createOddsClient supersede', () => {
  it('sends one request at a time and answers them in order', async () => {
    const w = manualWorker()
    const client = createOddsClient(w)
    const a = client.adventureOdds('L', { green: 1 })
    const b = client.adventureOdds('P', { green: 1 })
    expect(w.inbox).toHaveLength(1)
    w.answerNext()
    expect(await a).toBeCloseTo(1 / 6, 12)
    expect(w.inbox).toHaveLength(1)
    w.answerNext()
    expect(await b).toBeCloseTo(1 / 6, 12)
  })

  it('rejects waiting requests with SUPERSEDED and replaces a worker busy with an older one', async () => {
    const { client, spawned } = spawningClient()
    const busy = client.adventureOdds('L L', { green: 2 })
    const waiting = client.adventureOdds('P', { green: 1 })
    client.supersede()
    await expect(busy).rejects.toSatisfy(isSuperseded)
    await expect(waiting).rejects.toSatisfy(isSuperseded)
    expect(spawned).toHaveLength(2)
    expect(spawned[0]?.terminated).toBe(true)
    const newer = client.adventureOdds('L', { green: 1 })
    expect(spawned[0]?.inbox).toHaveLength(1) // the outdated question is never answered
    expect(spawned[1]?.inbox.map((r) => r.kind)).toEqual(['adventureOdds'])
    spawned[1]?.answerNext()
    expect(await newer).toBeCloseTo(1 / 6, 12)
  })

  it('over a fixed worker ignores the late answer to a superseded question', async () => {
    const w = manualWorker()
    const client = createOddsClient(w)
    const old = client.adventureOdds('L L', { green: 2 })
    client.supersede()
    await expect(old).rejects.toSatisfy(isSuperseded)
    const newer = client.adventureOdds('L', { green: 1 })
    expect(w.terminated).toBe(false)
    w.answerNext() // the old one's answer arrives first and is dropped
    w.answerNext()
    expect(await newer).toBeCloseTo(1 / 6, 12)
  })

  it('leaves nothing pending when nothing was asked', () => {
    const w = manualWorker()
    const client = createOddsClient(w)
    client.supersede()
    expect(w.inbox).toHaveLength(0)
    expect(w.terminated).toBe(false)
  })

  it('asks a question with everySeen (the exact pass) only when no other question waits', async () => {
    const w = manualWorker()
    const client = createOddsClient(w)
    const state = movingState()
    const cardId = state.board[0]?.cardId ?? ''
    const first = client.adventureOdds('L', { green: 1 })
    const exact = client.cardChance(state, cardId, { everySeen: true })
    const second = client.adventureOdds('P', { green: 1 })
    w.answerNext()
    await first
    expect(w.inbox.map((r) => r.kind)).toEqual(['adventureOdds']) // the later question went first
    w.answerNext()
    await second
    expect(w.inbox.map((r) => r.kind)).toEqual(['cardChance'])
    w.answerNext()
    expect((await exact)?.cardId).toBe(cardId)
  })

  it('replaces a worker busy with the exact pass when another question comes, and asks the exact pass again after it', async () => {
    const { client, spawned } = spawningClient()
    const state = movingState()
    const cardId = state.board[0]?.cardId ?? ''
    const exact = client.cardChance(state, cardId, { everySeen: true })
    expect(spawned[0]?.inbox.map((r) => r.kind)).toEqual(['cardChance'])
    const quick = client.adventureOdds('L', { green: 1 })
    expect(spawned).toHaveLength(2)
    expect(spawned[0]?.terminated).toBe(true)
    expect(spawned[1]?.inbox.map((r) => r.kind)).toEqual(['adventureOdds'])
    spawned[1]?.answerNext()
    expect(await quick).toBeCloseTo(1 / 6, 12)
    expect(spawned[1]?.inbox.map((r) => r.kind)).toEqual(['cardChance'])
    spawned[1]?.answerNext()
    expect((await exact)?.cardId).toBe(cardId)
    // Superseding drops a waiting exact pass too.
    const late = client.cardChance(state, cardId, { everySeen: true })
    const busy = client.adventureOdds('L L', { green: 2 })
    client.supersede()
    await expect(late).rejects.toSatisfy(isSuperseded)
    await expect(busy).rejects.toSatisfy(isSuperseded)
  })
})
