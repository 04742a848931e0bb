// Revised rulebook, "Ancient One Card Anatomy" 5: the special ability "applies during any game with this Ancient
// One" — the ongoing hooks `onJoin` and `terror` (content.ts), played with the test-only Ancient One.
import { describe, expect, it } from 'vitest'
import { play, rollAt, scenario } from '../support/scenario.ts'
import '../support/testContent.ts'

const BOARD = ['egyptian-wing', 'orne-reading-room', 'planetarium', 'loading-dock', 'dark-stair', 'map-room']
const game = () => scenario({ content: 'engine-test', ancientOne: 'test-old-one', board: BOARD })

describe('Ancient One ongoing hooks', () => {
  it('accepts onJoin: every investigator joins with the effect applied', () => {
    expect(game().players.map((p) => p.maxSanity)).toEqual([5, 4]) // Armitage 6, Carter 5
  })

  it('accepts terror: a failed roll with a terror result also resolves the Ancient One’s terror effect', () => {
    const s = rollAt(game(), 'orne-reading-room', ['T', 'I1', 'I1', 'I1', 'I1', 'I1'])
    const { state } = play(s, { type: 'failRoll' })
    expect([state.players[0]?.sanity, state.players[0]?.stamina]).toEqual([4, 3]) // card: 1 sanity; Ancient One: 1 stamina
  })
})
