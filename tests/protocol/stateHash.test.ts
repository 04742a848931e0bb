// The room's state fingerprint: client and server compare it, so its value for a given state must not move.
import { describe, expect, it } from 'vitest'
import type { GameState } from '../../src/engine/index.ts'
import { stateHash } from '../../src/protocol/stateHash.ts'

describe('stateHash', () => {
  it('names a state by its JSON text, as it always has', () => {
    expect(stateHash({ turn: 3, dice: [1, 2] } as unknown as GameState)).toBe('e0c75d79168b91bb')
    expect(stateHash({ dice: [1, 2], turn: 3 } as unknown as GameState)).not.toBe('e0c75d79168b91bb')
  })
})
