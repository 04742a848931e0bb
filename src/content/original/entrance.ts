// The entrance sheet: the lost & found chart (one outcome per green face) and the souvenirs priced in trophies.
import type { EntranceSheet } from '../../engine/content.ts'
import { clue, doom, draw, monster, sign, sta } from './effects.ts'

export const ENTRANCE: EntranceSheet = {
  lostAndFound: {
    I1: [monster()], // a crate in lost property was not empty
    I2: [clue()], // a visitor's notes, left on a bench
    I3: [draw('common')], // something useful, unclaimed
    L: [draw('spell')], // a page torn from an old book
    P: [sta(-1)], // the shelves give way
    T: [doom()], // someone left an idol here, and it is humming
  },
  souvenirs: [
    { id: 'souvenir-clue', name: 'A Guidebook with Notes in the Margin', price: 2, effects: [clue()] },
    { id: 'souvenir-common', name: 'Something from the Gift Shop', price: 2, effects: [draw('common')] },
    { id: 'souvenir-unique', name: 'A Piece from the Reserve Collection', price: 4, effects: [draw('unique')] },
    { id: 'souvenir-spell', name: 'A Page of the Restricted Archive', price: 4, effects: [draw('spell')] },
    { id: 'souvenir-ally', name: 'A Friend on the Night Staff', price: 5, effects: [draw('ally')] },
    { id: 'souvenir-elder-sign', name: 'An Elder Sign from the Founder’s Case', price: 8, effects: [sign()] },
  ],
}
