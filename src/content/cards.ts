// Starter common and unique items, spells and allies.
import type { UsableCard } from '../engine/content.ts'

export const ITEMS: readonly UsableCard[] = [
  { id: 'brass-lantern', name: 'Brass Lantern', deck: 'common', use: { kind: 'addDie', color: 'yellow' } },
  { id: 'pocket-compass', name: 'Pocket Compass', deck: 'common', use: { kind: 'addDie', color: 'yellow' } },
  { id: 'service-revolver', name: 'Service Revolver', deck: 'common', use: { kind: 'addDie', color: 'yellow' } },
  {
    id: 'laudanum',
    name: 'Tincture of Laudanum',
    deck: 'common',
    use: { kind: 'effects', effects: [{ kind: 'sanity', amount: 2 }] },
  },
  {
    id: 'field-dressing',
    name: 'Field Dressing',
    deck: 'common',
    use: { kind: 'effects', effects: [{ kind: 'stamina', amount: 2 }] },
  },
  {
    id: 'old-journal',
    name: 'An Old Journal',
    deck: 'common',
    use: { kind: 'effects', effects: [{ kind: 'clue', amount: 1 }] },
  },
  { id: 'silver-key', name: 'The Silver Key', deck: 'unique', use: { kind: 'addDie', color: 'red' } },
  {
    id: 'pnakotic-leaf',
    name: 'A Leaf of the Pnakotic Manuscripts',
    deck: 'unique',
    use: { kind: 'addDie', color: 'red' },
  },
  { id: 'star-stone', name: 'Star-Stone of Mnar', deck: 'unique', use: { kind: 'defeatMonster' } },
  { id: 'shining-trapezohedron', name: 'Shard of a Shining Stone', deck: 'unique', use: { kind: 'reroll' } },
]

export const SPELLS: readonly UsableCard[] = [
  { id: 'binding-sigil', name: 'Binding Sigil', deck: 'spell', use: { kind: 'secureDie' } },
  { id: 'voice-of-ra', name: 'Voice of the Sun', deck: 'spell', use: { kind: 'secureDie' } },
  { id: 'still-the-hour', name: 'Still the Hour', deck: 'spell', use: { kind: 'secureDie' } },
  { id: 'warding-sign', name: 'Warding Sign', deck: 'spell', use: { kind: 'defeatMonster' } },
  {
    id: 'mend-flesh',
    name: 'Mend Flesh',
    deck: 'spell',
    use: {
      kind: 'effects',
      effects: [
        { kind: 'stamina', amount: 2 },
        { kind: 'sanity', amount: 1 },
      ],
    },
  },
  { id: 'twist-fate', name: 'Twist of Fate', deck: 'spell', use: { kind: 'reroll' } },
]

export const ALLIES: readonly UsableCard[] = [
  {
    id: 'night-porter',
    name: 'The Night Porter',
    deck: 'ally',
    use: { kind: 'effects', effects: [{ kind: 'clue', amount: 1 }] },
  },
  { id: 'museum-curator', name: 'The Museum Curator', deck: 'ally', use: { kind: 'addDie', color: 'yellow' } },
  { id: 'old-sailor', name: 'An Old Sailor from Innsmouth', deck: 'ally', use: { kind: 'reroll' } },
]
