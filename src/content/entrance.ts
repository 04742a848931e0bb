// The starter entrance sheet: one lost & found outcome per green face, souvenirs priced in trophies.
import type { EntranceSheet } from '../engine/content.ts'

export const ENTRANCE: EntranceSheet = {
  lostAndFound: {
    I1: [{ kind: 'stamina', amount: -1 }],
    I2: [{ kind: 'clue', amount: 1 }],
    I3: [{ kind: 'draw', deck: 'common', count: 1 }],
    L: [{ kind: 'draw', deck: 'spell', count: 1 }],
    P: [{ kind: 'sanity', amount: -1 }],
    T: [{ kind: 'doom', amount: 1 }],
  },
  souvenirs: [
    { id: 'clue', name: 'A Clue Token', price: 2, effects: [{ kind: 'clue', amount: 1 }] },
    { id: 'common-item', name: 'A Common Item', price: 2, effects: [{ kind: 'draw', deck: 'common', count: 1 }] },
    { id: 'unique-item', name: 'A Unique Item', price: 4, effects: [{ kind: 'draw', deck: 'unique', count: 1 }] },
    { id: 'spell', name: 'A Spell', price: 4, effects: [{ kind: 'draw', deck: 'spell', count: 1 }] },
    { id: 'ally', name: 'An Ally', price: 6, effects: [{ kind: 'draw', deck: 'ally', count: 1 }] },
    { id: 'elder-sign', name: 'An Elder Sign', price: 8, effects: [{ kind: 'elderSign', amount: 1 }] },
  ],
}
