// Starter investigators: Lovecraft's public-domain characters, our own abilities.
import type { InvestigatorCard } from '../engine/content.ts'

export const INVESTIGATORS: readonly InvestigatorCard[] = [
  {
    id: 'henry-armitage',
    name: 'Henry Armitage, Librarian',
    sanity: 6,
    stamina: 4,
    startingItems: [{ deck: 'spell', count: 1 }],
    startingClues: 1,
    ability: { frequency: 'day', use: { kind: 'effects', effects: [{ kind: 'clue', amount: 1 }] } },
  },
  {
    id: 'randolph-carter',
    name: 'Randolph Carter, Dreamer',
    sanity: 5,
    stamina: 5,
    startingItems: [{ deck: 'unique', count: 1 }],
    startingClues: 1,
    ability: { frequency: 'roll', use: { kind: 'reroll' } },
  },
  {
    id: 'herbert-west',
    name: 'Herbert West, Physician',
    sanity: 4,
    stamina: 6,
    startingItems: [{ deck: 'common', count: 2 }],
    startingClues: 0,
    ability: { frequency: 'day', use: { kind: 'effects', effects: [{ kind: 'stamina', amount: 2 }] } },
  },
  {
    id: 'francis-thurston',
    name: 'Francis Thurston, Anthropologist',
    sanity: 5,
    stamina: 4,
    startingItems: [{ deck: 'common', count: 1 }],
    startingClues: 2,
    ability: { frequency: 'day', use: { kind: 'addDie', color: 'yellow' } },
  },
  {
    id: 'walter-gilman',
    name: 'Walter Gilman, Student',
    sanity: 4,
    stamina: 5,
    startingItems: [
      { deck: 'spell', count: 1 },
      { deck: 'common', count: 1 },
    ],
    startingClues: 1,
    ability: { frequency: 'day', use: { kind: 'defeatMonster' } },
  },
  {
    id: 'nathaniel-peaslee',
    name: 'Nathaniel Peaslee, Professor',
    sanity: 6,
    stamina: 5,
    startingItems: [{ deck: 'ally', count: 1 }],
    startingClues: 1,
    ability: { frequency: 'day', use: { kind: 'addDie', color: 'red' } },
  },
  {
    id: 'william-dyer',
    name: 'William Dyer, Geologist',
    sanity: 5,
    stamina: 6,
    startingItems: [{ deck: 'common', count: 1 }],
    startingClues: 1,
    ability: {
      frequency: 'day',
      use: {
        kind: 'effects',
        effects: [
          { kind: 'sanity', amount: 1 },
          { kind: 'stamina', amount: 1 },
        ],
      },
    },
  },
]
