import { describe, expect, it } from 'vitest'
import { createGame, type GameEvent, type GameState } from '../../src/engine/index.ts'
import { endReason } from '../../src/ui/end/endReason.ts'

const playing = createGame({ seed: 3, investigators: 2 })
const over = (change: Partial<GameState>): GameState => ({ ...playing, phase: { kind: 'over' }, ...change })

describe('endReason', () => {
  it('is null while the game is played', () => {
    expect(endReason(playing, [], 'Cthulhu')).toBeNull()
  })

  it('tells a win sealed with Elder Signs', () => {
    const events: GameEvent[] = [
      { type: 'elderSignAdded', total: 13 },
      { type: 'gameWon', how: 'sealed' },
    ]
    const reason = endReason(over({ status: 'won', elderSigns: 13 }), events, 'Cthulhu')
    expect(reason).toMatchObject({ won: true, cause: 'sealed', title: 'Sealed away' })
    expect(reason?.reason).toContain('13 Elder Signs')
    expect(reason?.reason).toContain('Cthulhu')
  })

  it('tells a win in the final battle', () => {
    const events: GameEvent[] = [{ type: 'ancientOneAwakened' }, { type: 'gameWon', how: 'defeated' }]
    expect(endReason(over({ status: 'won', awakened: true, doom: 0 }), events, 'Hastur')).toMatchObject({
      won: true,
      cause: 'defeated',
    })
  })

  it('takes how the game was won from the event, not a guess from the state', () => {
    // Elder Signs reached the limit as the battle ended: the event says which came first.
    const events: GameEvent[] = [{ type: 'gameWon', how: 'defeated' }]
    expect(endReason(over({ status: 'won', awakened: true, elderSigns: 99 }), events, 'X')?.cause).toBe('defeated')
  })

  it('tells a loss to devouring before the awakening', () => {
    const players = playing.players.map((p) => ({ ...p, status: 'eliminated' as const }))
    const reason = endReason(over({ status: 'lost', players }), [{ type: 'gameLost' }], 'Yig')
    expect(reason).toMatchObject({ won: false, cause: 'devoured', title: 'Devoured' })
  })

  it('tells a loss in the final battle once doom awoke the Ancient One', () => {
    const reason = endReason(over({ status: 'lost', awakened: true }), [{ type: 'gameLost' }], 'Azathoth')
    expect(reason).toMatchObject({ won: false, cause: 'battleLost', title: 'The battle is lost' })
    expect(reason?.reason).toContain('Azathoth awoke')
  })
})
