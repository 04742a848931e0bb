// The sixteen investigators: sanity and stamina summing to 10, two or three starting items, a spread of roles.
import type { DeckName, Effect, InvestigatorAbility } from '../../engine/content.ts'
import type { OriginalInvestigator } from './types.ts'
import { draw, every, san, sta } from './effects.ts'

type Spec = {
  readonly id: string
  readonly name: string
  readonly occupation: string
  readonly sanity: number
  readonly stamina: number
  readonly items: readonly DeckName[]
  readonly clues?: number
  readonly ability: InvestigatorAbility
}

function investigator(spec: Spec): OriginalInvestigator {
  const counts = new Map<DeckName, number>()
  for (const deck of spec.items) counts.set(deck, (counts.get(deck) ?? 0) + 1)
  return {
    id: spec.id,
    name: spec.name,
    occupation: spec.occupation,
    sanity: spec.sanity,
    stamina: spec.stamina,
    startingItems: [...counts].map(([deck, count]) => ({ deck, count })),
    startingClues: spec.clues ?? 0,
    ability: spec.ability,
  }
}

const perDay = (effects: Effect[]): InvestigatorAbility => ({ frequency: 'day', use: { kind: 'effects', effects } })

export const INVESTIGATORS: readonly OriginalInvestigator[] = [
  // Healers
  investigator({
    id: 'ada-marsh',
    name: 'Ada Marsh',
    occupation: 'Night Nurse',
    sanity: 5,
    stamina: 5,
    items: ['common', 'spell'],
    clues: 1,
    ability: perDay([every(san(1), sta(1))]),
  }),
  investigator({
    id: 'ruth-calloway',
    name: 'Ruth Calloway',
    occupation: 'Surgeon',
    sanity: 4,
    stamina: 6,
    items: ['common', 'ally'],
    ability: perDay([every(sta(2))]),
  }),
  investigator({
    id: 'abel-stroud',
    name: 'Abel Stroud',
    occupation: 'Parish Priest',
    sanity: 7,
    stamina: 3,
    items: ['spell', 'common'],
    ability: perDay([every(san(2))]),
  }),
  // Dice fixers
  investigator({
    id: 'silas-crane',
    name: 'Silas Crane',
    occupation: 'Locksmith',
    sanity: 4,
    stamina: 6,
    items: ['common', 'common'],
    ability: { frequency: 'roll', use: { kind: 'reroll' } },
  }),
  investigator({
    id: 'odette-vane',
    name: 'Odette Vane',
    occupation: 'Stage Magician',
    sanity: 6,
    stamina: 4,
    items: ['unique', 'spell'],
    ability: { frequency: 'day', use: { kind: 'addDie', color: 'red' } },
  }),
  investigator({
    id: 'theo-lark',
    name: 'Theo Lark',
    occupation: 'Newsboy',
    sanity: 4,
    stamina: 6,
    items: ['common', 'common'],
    clues: 1,
    ability: { frequency: 'day', use: { kind: 'addDie', color: 'yellow' } },
  }),
  investigator({
    id: 'ivy-carmody',
    name: 'Ivy Carmody',
    occupation: 'Field Archaeologist',
    sanity: 5,
    stamina: 5,
    items: ['unique', 'common'],
    ability: { frequency: 'roll', use: { kind: 'reroll' } },
  }),
  // Item drawers
  investigator({
    id: 'bartholomew-finch',
    name: 'Bartholomew Finch',
    occupation: 'Antiquarian',
    sanity: 6,
    stamina: 4,
    items: ['common', 'unique'],
    ability: perDay([draw('common')]),
  }),
  investigator({
    id: 'nell-whitcombe',
    name: 'Nell Whitcombe',
    occupation: 'Pickpocket',
    sanity: 5,
    stamina: 5,
    items: ['common', 'spell'],
    clues: 1,
    ability: perDay([draw('spell')]),
  }),
  // Terror-proof
  investigator({
    id: 'mercy-holloway',
    name: 'Mercy Holloway',
    occupation: 'Spirit Medium',
    sanity: 7,
    stamina: 3,
    items: ['spell', 'spell'],
    clues: 1,
    ability: { frequency: 'passive', passive: 'ignoreTerror' },
  }),
  investigator({
    id: 'edgar-penn',
    name: 'Edgar Penn',
    occupation: 'Night Guard',
    sanity: 3,
    stamina: 7,
    items: ['common', 'common'],
    ability: { frequency: 'passive', passive: 'ignoreTerror' },
  }),
  investigator({
    id: 'victor-osei',
    name: 'Victor Osei',
    occupation: 'Dockhand',
    sanity: 4,
    stamina: 6,
    items: ['common', 'common', 'unique'],
    ability: { frequency: 'passive', passive: 'steadyNerves' },
  }),
  // Monster hunters
  investigator({
    id: 'jonah-reed',
    name: 'Jonah Reed',
    occupation: 'Big-Game Hunter',
    sanity: 3,
    stamina: 7,
    items: ['common', 'common', 'unique'],
    ability: { frequency: 'day', use: { kind: 'defeatMonster' } },
  }),
  investigator({
    id: 'hollis-gray',
    name: 'Hollis Gray',
    occupation: 'Private Detective',
    sanity: 5,
    stamina: 5,
    items: ['common', 'common'],
    clues: 1,
    ability: { frequency: 'passive', passive: 'monsterHunter' },
  }),
  investigator({
    id: 'winifred-ash',
    name: 'Winifred Ash',
    occupation: 'Occultist',
    sanity: 6,
    stamina: 4,
    items: ['spell', 'spell', 'unique'],
    ability: { frequency: 'day', use: { kind: 'defeatMonster' } },
  }),
  // Scholars
  investigator({
    id: 'clara-bishop',
    name: 'Clara Bishop',
    occupation: 'Archive Librarian',
    sanity: 6,
    stamina: 4,
    items: ['spell', 'common'],
    clues: 2,
    ability: { frequency: 'passive', passive: 'scholar' },
  }),
]
