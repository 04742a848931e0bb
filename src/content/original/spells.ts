// Spells: most secure a die for later; the rest defeat a monster, heal, reroll or bring insight.
import type { UsableCard } from '../../engine/content.ts'
import { clue, san, sta } from './effects.ts'

const secure = (id: string, name: string): UsableCard => ({ id, name, deck: 'spell', use: { kind: 'secureDie' } })

export const SPELLS: readonly UsableCard[] = [
  secure('pin-the-moment', 'Pin the Moment'),
  secure('ward-of-stillness', 'Ward of Stillness'),
  secure('candle-sigil', 'The Candle Sigil'),
  secure('hold-the-breath', 'Hold the Breath of the World'),
  secure('amber-binding', 'Amber Binding'),
  secure('eye-that-remembers', 'The Eye That Remembers'),
  secure('knot-of-hours', 'Knot of Hours'),
  secure('salt-circle', 'Salt Circle'),
  { id: 'banishing-word', name: 'The Banishing Word', deck: 'spell', use: { kind: 'defeatMonster' } },
  { id: 'knit-the-flesh', name: 'Knit the Flesh', deck: 'spell', use: { kind: 'effects', effects: [sta(2), san(1)] } },
  { id: 'bend-chance', name: 'Bend Chance', deck: 'spell', use: { kind: 'reroll' } },
  {
    id: 'voices-of-the-archive',
    name: 'Voices of the Archive',
    deck: 'spell',
    use: { kind: 'effects', effects: [clue(2)] },
  },
]
