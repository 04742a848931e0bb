// Allies stay in play and help once per day.
import type { UsableCard } from '../../engine/content.ts'
import { clue, draw, san, sta } from './effects.ts'

export const ALLIES: readonly UsableCard[] = [
  { id: 'night-porter', name: 'Bert, the Night Porter', deck: 'ally', use: { kind: 'effects', effects: [clue()] } },
  {
    id: 'retired-surgeon',
    name: 'Dr. Amos Pell, Retired Surgeon',
    deck: 'ally',
    use: { kind: 'effects', effects: [sta(2)] },
  },
  {
    id: 'museum-chaplain',
    name: 'Father Lucan, Museum Chaplain',
    deck: 'ally',
    use: { kind: 'effects', effects: [san(2)] },
  },
  {
    id: 'apprentice-locksmith',
    name: 'Pip, the Locksmith’s Apprentice',
    deck: 'ally',
    use: { kind: 'addDie', color: 'yellow' },
  },
  { id: 'rival-collector', name: 'Madame Orla, Rival Collector', deck: 'ally', use: { kind: 'addDie', color: 'red' } },
  { id: 'trapper', name: 'Eli Voss, Trapper', deck: 'ally', use: { kind: 'defeatMonster' } },
  { id: 'card-sharp', name: 'Lucky Dan, Card Sharp', deck: 'ally', use: { kind: 'reroll' } },
  {
    id: 'estate-auctioneer',
    name: 'Mrs. Greaves, Estate Auctioneer',
    deck: 'ally',
    use: { kind: 'effects', effects: [draw('common')] },
  },
]
