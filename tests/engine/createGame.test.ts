// Revised rulebook, "Setup" steps 1–9.
import { describe, expect, it } from 'vitest'
import { createGame } from '../../src/engine/index.ts'
import { catalog, catalogFor, registerContentSet } from '../../src/engine/catalog.ts'
import { DEFAULT_CONTENT_SET } from '../../src/engine/index.ts'
import { CONTENT_SETS } from '../../src/content/contentSets.ts'

describe('createGame', () => {
  it('accepts a setup: clock at XII, six adventures, investigators with starting items, first player, initial Mythos', () => {
    const s = createGame({
      content: 'starter',
      seed: 42,
      investigators: ['henry-armitage', 'herbert-west'],
      ancientOne: 'yog-sothoth',
    })
    expect(s.status).toBe('playing')
    expect(s.clock).toBe(0)
    expect(s.board.filter((b) => !b.otherWorld).length).toBeGreaterThanOrEqual(6)
    expect(s.players.map((p) => p.investigatorId)).toEqual(['henry-armitage', 'herbert-west'])
    expect(s.players[0]?.spells.length).toBe(1) // Armitage starts with a spell and a clue
    expect(s.players[0]?.clues).toBe(1)
    expect(s.players[1]?.items.length).toBe(2)
    expect(s.players.every((p) => p.location.kind === 'entrance' && p.sanity === p.maxSanity)).toBe(true)
    expect(s.mythos).not.toBeNull()
    expect(s.turn.number).toBe(1)
    expect(s.phase.kind).toBe('movement')
    expect(JSON.parse(JSON.stringify(s))).toEqual(s)
  })

  it('accepts the masked Ancient One with mask monsters in the cup, and leaves them out otherwise', () => {
    const masked = createGame({ content: 'starter', seed: 1, investigators: 1, ancientOne: 'nyarlathotep' })
    const masks = catalog(masked)
      .content.monsters.filter((m) => m.mask)
      .map((m) => m.id)
    const inPlay = (s: typeof masked) => [
      ...s.monsterCup,
      ...s.board.flatMap((b) => b.monsters.map((m) => m.monsterId)),
      ...s.pendingChoices.flatMap((c) => (c.kind === 'placeMonster' ? [c.monsterId] : [])),
    ]
    expect(masks.every((id) => inPlay(masked).includes(id))).toBe(true)
    const plain = createGame({ content: 'starter', seed: 1, investigators: 1, ancientOne: 'yog-sothoth' })
    expect(masks.some((id) => inPlay(plain).includes(id))).toBe(false)
  })

  it('accepts the same seed as the same game and draws what is not named from the seed', () => {
    expect(createGame({ content: 'starter', seed: 9, investigators: 3 })).toEqual(
      createGame({ content: 'starter', seed: 9, investigators: 3 }),
    )
    const firsts = new Set(
      Array.from({ length: 30 }, (_, seed) => createGame({ content: 'starter', seed, investigators: 4 }).turn.player),
    )
    expect(firsts.size).toBeGreaterThan(1)
  })

  it('places the initial Mythos card lock on a die', () => {
    for (let seed = 0; seed < 200; seed++) {
      const s = createGame({ content: 'starter', seed, investigators: 1, ancientOne: 'yog-sothoth' })
      const lock = s.mythos ? catalog(s).mythos(s.mythos).lock : null
      if (!lock) continue
      expect(s.locks.some((l) => l.source.kind === 'mythos' && l.dieId !== null)).toBe(true)
      return
    }
    throw new Error('no seed drew a locking Mythos card')
  })

  it('accepts a content set by id, stores it in the state and defaults to DEFAULT_CONTENT_SET', () => {
    expect(createGame({ content: 'starter', seed: 3, investigators: 1 }).content).toBe('starter')
    expect(createGame({ seed: 3, investigators: 1 }).content).toBe(DEFAULT_CONTENT_SET)
    expect(catalogFor('starter')).toBe(catalogFor('starter'))
  })

  it('rejects a bad setup with an engine: error', () => {
    expect(() => createGame({ content: 'starter', seed: 1, investigators: 0 })).toThrow(/^engine:/)
    expect(() => createGame({ content: 'starter', seed: 1, investigators: ['nobody'] })).toThrow(/^engine:/)
    expect(() => createGame({ content: 'starter', seed: 1, investigators: 1, ancientOne: 'nobody' })).toThrow(
      /^engine:/,
    )
    expect(() => createGame({ content: 'x', seed: 1, investigators: 1 })).toThrow('engine: unknown content set "x"')
  })

  it('plays the sets src/content registers, and refuses other cards under a registered id', () => {
    expect(catalogFor('original').content).toBe(CONTENT_SETS['original'])
    expect(() => registerContentSet('starter', CONTENT_SETS['starter']!)).not.toThrow()
    expect(() => registerContentSet('starter', CONTENT_SETS['original']!)).toThrow('engine: content set "starter"')
  })
})
