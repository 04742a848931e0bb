// Common and unique items: most add the yellow (common) or red (unique) die; the rest do something of their own.
import type { UsableCard } from '../../engine/content.ts'
import { clue, doom, san, sta } from './effects.ts'

const yellow = (id: string, name: string): UsableCard => ({
  id,
  name,
  deck: 'common',
  use: { kind: 'addDie', color: 'yellow' },
})
const red = (id: string, name: string): UsableCard => ({
  id,
  name,
  deck: 'unique',
  use: { kind: 'addDie', color: 'red' },
})

export const COMMON_ITEMS: readonly UsableCard[] = [
  yellow('brass-hand-lantern', 'Brass Hand Lantern'),
  yellow('curators-keyring', "The Curator's Keyring"),
  yellow('magnifying-loupe', 'Jeweller’s Loupe'),
  yellow('acquisitions-ledger', 'Ledger of Acquisitions'),
  yellow('night-watch-revolver', 'Night-Watch Revolver'),
  yellow('fire-axe', 'Fire Axe from the Stairwell'),
  yellow('chalk-and-string', 'Chalk and a Ball of String'),
  yellow('folding-camera', 'Folding Camera'),
  { id: 'smelling-salts', name: 'Smelling Salts', deck: 'common', use: { kind: 'effects', effects: [san(2)] } },
  { id: 'first-aid-tin', name: 'First-Aid Tin', deck: 'common', use: { kind: 'effects', effects: [sta(2)] } },
  { id: 'field-notebook', name: 'Field Notebook', deck: 'common', use: { kind: 'effects', effects: [clue(2)] } },
  { id: 'flash-powder', name: 'Flash Powder', deck: 'common', use: { kind: 'reroll' } },
]

export const UNIQUE_ITEMS: readonly UsableCard[] = [
  red('obsidian-mirror', 'The Obsidian Mirror'),
  red('saltwater-pearl', 'A Pearl That Is Always Wet'),
  red('astrolabe-of-ib', 'Astrolabe of Ib'),
  red('bone-flute', 'The Bone Flute'),
  red('seven-keyed-lock', 'The Seven-Keyed Lock'),
  red('ivory-chessman', 'An Ivory Chessman'),
  red('lamp-of-alhazred', 'Lamp from a Desert Tomb'),
  red('scrying-glass', 'Scrying Glass'),
  { id: 'star-carved-stone', name: 'Star-Carved Stone', deck: 'unique', use: { kind: 'defeatMonster' } },
  { id: 'ceremonial-blade', name: 'Ceremonial Blade', deck: 'unique', use: { kind: 'defeatMonster' } },
  {
    id: 'hourglass-of-sand',
    name: 'Hourglass of Black Sand',
    deck: 'unique',
    use: { kind: 'effects', effects: [doom(-1)] },
  },
  { id: 'loaded-dice', name: 'Dice Carved from Knucklebone', deck: 'unique', use: { kind: 'reroll' } },
]
