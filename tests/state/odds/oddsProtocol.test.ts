// The worker's handler (src/state/odds/oddsProtocol.ts): a solve past the worker's byte budget answers with the reason
// instead of taking the browser's memory, and every cached solver (one of them half built) is dropped.
import { afterEach, describe, expect, it } from 'vitest'
import { createGame } from '../../../src/engine/index.ts'
import { setSolverByteBudget } from '../../../src/engine/odds/index.ts'
import { SolverCache } from '../../../src/engine/odds/solverCache.ts'
import { handleOddsRequest, solverBytesFor, WORKER_SOLVER_BYTES } from '../../../src/state/odds/oddsProtocol.ts'

afterEach(() => setSolverByteBudget(Infinity))

describe('handleOddsRequest', () => {
  it('answers a solve past the byte budget with the reason, and drops every cached solver', () => {
    // Seed 100099 starts in the Movement phase with the Fossil Preparation Lab in play, whose exact pass (every
    // monster seen going elsewhere followed) holds some 240 MB.
    const state = createGame({ seed: 100099, investigators: 3, ancientOne: 'yog-sothoth' })
    expect([state.phase.kind, state.pendingChoices.length]).toEqual(['movement', 0])
    const cache = new SolverCache<{ heldBytes: () => number }>(4, Infinity)
    cache.get('kept', () => ({ heldBytes: () => 1 }))
    setSolverByteBudget(16 * 2 ** 20)
    const response = handleOddsRequest({
      id: 7,
      kind: 'cardChance',
      state,
      cardId: 'fossil-lab',
      opts: { everySeen: true },
    })
    expect(response).toEqual({ id: 7, ok: false, error: 'engine: odds: this solve needs more than 16 MB' })
    expect(cache.size).toBe(0)
    // The solvers dropped, the next question starts afresh (here without a bound).
    setSolverByteBudget(Infinity)
    const first = handleOddsRequest({ id: 8, kind: 'cardChance', state, cardId: 'fossil-lab' })
    expect(first.ok && first.result).toMatchObject({ cardId: 'fossil-lab', approximate: true, refine: true })
  })
})

describe('solverBytesFor', () => {
  const MiB = 2 ** 20
  it('gives an eighth of the device’s memory, between 128 MiB and the desktop’s gigabyte', () => {
    expect(solverBytesFor(8)).toBe(WORKER_SOLVER_BYTES)
    expect(solverBytesFor(4)).toBe(512 * MiB)
    expect(solverBytesFor(2)).toBe(256 * MiB)
    expect(solverBytesFor(0.5)).toBe(128 * MiB)
    expect(solverBytesFor(0.25)).toBe(128 * MiB)
  })
  it('asks a phone that does not say for half a gigabyte, never a gigabyte', () => {
    for (const unknown of [undefined, Number.NaN, 0, -1]) expect(solverBytesFor(unknown)).toBe(512 * MiB)
  })
})
