// The fingerprint both ends of a room compare every HASH_EVERY actions (src/protocol/stateHash.ts), read through its
// public function only: the same game gives the same value however its state was come by (built step by step,
// replayed from the log as a joining client does, copied, sent as JSON), and any difference gives another value.
import { describe, expect, it } from 'vitest'
import { replay, type GameState } from '../../src/engine/index.ts'
import { stateHash } from '../../src/protocol/stateHash.ts'
import { playSeeded } from './seededGame.ts'

const game = playSeeded({ seed: 7, investigators: 2 }, 120)

describe('stateHash', () => {
  it('names a state by its JSON text, as it always has (clients of another build compare it)', () => {
    expect(stateHash({ turn: 3, dice: [1, 2] } as unknown as GameState)).toBe('e0c75d79168b91bb')
    expect(stateHash({ dice: [1, 2], turn: 3 } as unknown as GameState)).not.toBe('e0c75d79168b91bb')
  })

  it('is hex text of one length for every state', () => {
    const hashes = game.states.map(stateHash)
    const length = hashes[0]!.length
    expect(length).toBeGreaterThanOrEqual(12) // 48 bits or more: a divergence must not go unseen
    for (const h of hashes) expect(h).toMatch(new RegExp(`^[0-9a-f]{${length}}$`))
  })

  it('gives the same value for the same game, however the state was come by', () => {
    const again = playSeeded(game.setup, 120)
    expect(again.states.map(stateHash)).toEqual(game.states.map(stateHash))
    for (const n of [0, 1, 8, 40, game.actions.length]) {
      const state = game.states[n]!
      const replayed = replay(JSON.parse(JSON.stringify({ setup: game.setup, actions: game.actions.slice(0, n) })))
      if (!replayed.ok) throw new Error(`replay failed at ${n}`)
      expect(stateHash(replayed.value), `replayed to action ${n}`).toBe(stateHash(state))
      expect(stateHash(structuredClone(state))).toBe(stateHash(state))
      expect(stateHash(JSON.parse(JSON.stringify(state)) as GameState)).toBe(stateHash(state))
      expect(stateHash(state)).toBe(stateHash(state))
    }
  })

  it('tells every state of a game apart, and another seed’s start from this one’s', () => {
    const hashes = game.states.map(stateHash)
    expect(game.states.length).toBeGreaterThan(100)
    expect(new Set(hashes).size).toBe(hashes.length)
    expect(stateHash(playSeeded({ ...game.setup, seed: 8 }, 0).states[0]!)).not.toBe(hashes[0])
  })

  it('changes when one small thing differs', () => {
    const state = game.states[40]!
    const base = stateHash(state)
    const player = state.players[0]!
    expect(
      stateHash({ ...state, players: [{ ...player, clues: player.clues + 1 }, ...state.players.slice(1)] }),
    ).not.toBe(base)
    expect(stateHash({ ...state, nextRollId: state.nextRollId + 1 })).not.toBe(base)
  })
})
