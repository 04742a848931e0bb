import { describe, expect, it } from 'vitest'
import { catalogFor } from '../../../../src/engine/index.ts'
import { CONTENT_SETS } from '../../../../src/content/contentSets.ts'
import {
  adventureVignette,
  ancientOneVignette,
  investigatorVignette,
  mythosVignette,
  seedFor,
  subjectOf,
  usableVignette,
} from '../../../../src/scene/cards/engraving/chooseVignette.ts'
import { INK } from '../../../../src/scene/cards/cardCanvas.ts'

describe('subjectOf', () => {
  it.each([
    ['The Egyptian Wing', 'urn'],
    ['The Bone Catalogue', 'skull'],
    ['The Glass Flowers', 'bellJar'],
    ['The Drowned Figurehead', 'prow'],
    ['The Bell Tower Stair', 'stair'],
    ['The Unmarked Crate', 'crate'],
    ['The Atlas Room', 'chart'],
    ['The Orrery Room', 'orrery'],
    ['Hall of Forgotten Kings', 'crownedBust'],
    ['The Death Mask Gallery', 'mask'],
    ['The Nameless City', 'towers'],
    ['The Monastery on Leng', 'peaks'],
    ['Storeroom Seven', 'crate'],
  ])('draws %s as %s', (name, subject) => {
    expect(subjectOf(name)).toBe(subject)
  })

  it('finds nothing in a name without a known word', () => {
    expect(subjectOf('Zzz')).toBeNull()
  })
})

describe('adventureVignette', () => {
  it.each(Object.keys(CONTENT_SETS))('gives every card of the %s set a picture from its data', (set) => {
    const cat = catalogFor(set)
    const cards = [...cat.content.adventures, ...cat.content.otherWorlds]
    for (const card of cards) {
      const v = adventureVignette(card)
      expect(v.studs, card.id).toBe(card.trophies)
      expect(v.creeping, card.id).toBe(!card.otherWorld && card.terror.length > 0)
      if (card.otherWorld) expect(['tentacles', 'towers', 'peaks'], card.id).toContain(v.subject)
      expect(v.ink).toBe(card.otherWorld ? INK.green : INK.ink)
    }
    expect(new Set(cards.map((c) => seedFor(c.id))).size).toBe(cards.length)
  })

  it('shows a varied set on the original ring: at least ten subjects among the adventures', () => {
    const subjects = new Set(catalogFor('original').content.adventures.map((c) => adventureVignette(c).subject))
    expect(subjects.size).toBeGreaterThanOrEqual(10)
  })
})

describe('the other kinds of card', () => {
  it('gives allies and investigators a bust, spells a blue ink and Ancient Ones tentacles or their land', () => {
    const cat = catalogFor('original')
    for (const ally of cat.content.allies) expect(usableVignette(ally).subject).toBe('bust')
    for (const spell of cat.content.spells) expect(usableVignette(spell).ink).toBe(INK.blue)
    for (const inv of cat.content.investigators) expect(investigatorVignette(inv).subject).toBe('bust')
    for (const ao of cat.content.ancientOnes)
      expect(['tentacles', 'towers', 'peaks']).toContain(ancientOneVignette(ao).subject)
    for (const m of cat.content.mythos) expect(mythosVignette(m).creeping).toBe(m.terror.length > 0)
  })
})
