// The rooms bench's tables play plain moves (bench/lib/plainMove.ts): every one legal, the game carried forward,
// and rolls at least as often as people make them, so the server's share of the work is not understated.
import { describe, expect, it } from 'vitest'
import { plainMove } from '../../bench/lib/plainMove.ts'
import { applyAction, checkAction, createGame } from '../../src/engine/index.ts'
import { createRandom } from '../../src/physics/createRandom.ts'

describe('plainMove', () => {
  it('plays only legal moves, rolls often and varies its destinations with the seed', () => {
    const destinations = new Set<string>()
    for (const seed of [1, 2, 3]) {
      const rng = createRandom(seed)
      let state = createGame({ seed, investigators: 4 })
      let rolls = 0
      let moves = 0
      for (; moves < 150 && state.status === 'playing'; moves++) {
        const action = plainMove(state, rng)
        expect(checkAction(state, action)).toBeNull()
        if (action.type === 'rollDice') rolls++
        if (action.type === 'moveTo') destinations.add(JSON.stringify(action.to))
        const result = applyAction(state, action)
        if (!result.ok) throw new Error(result.violation.message)
        state = result.state
      }
      expect(moves).toBe(150)
      expect(rolls / moves).toBeGreaterThan(0.15)
    }
    expect(destinations.size).toBeGreaterThan(3)
  })
})
