// Starter monsters (mask monsters join the cup only for a masked Ancient One).
import type { Monster } from '../engine/content.ts'

type Spec = Partial<Monster> & Pick<Monster, 'id' | 'name' | 'task'>
const m = (spec: Spec): Monster => ({ mask: false, trophies: 1, lock: null, atMidnight: [], onDefeat: [], ...spec })

export const MONSTERS: readonly Monster[] = [
  m({ id: 'ghoul', name: 'Ghoul of the Catacombs', task: 'P 2I' }),
  m({ id: 'night-gaunt', name: 'Night-Gaunt', task: 'T T', onDefeat: [{ kind: 'clue', amount: 1 }] }),
  m({ id: 'deep-one', name: 'Deep One', task: '3I', lock: 'yellow' }),
  m({ id: 'byakhee', name: 'Byakhee', task: 'L|P 4I', trophies: 2 }),
  m({ id: 'cultist', name: 'Whispering Cultist', task: 'L', atMidnight: [{ kind: 'doom', amount: 1 }] }),
  m({ id: 'shoggoth', name: 'Shoggoth', task: '5I', trophies: 2, onDefeat: [{ kind: 'doom', amount: -1 }] }),
  m({ id: 'mi-go', name: 'Mi-Go', task: 'T L', lock: 'green' }),
  m({ id: 'gug', name: 'Gug', task: 'P 1san' }),
  m({ id: 'masked-envoy', name: 'The Masked Envoy', task: '4I L', mask: true, trophies: 2 }),
  m({
    id: 'veiled-one',
    name: 'The Veiled One',
    task: 'T P',
    mask: true,
    atMidnight: [{ kind: 'sanity', amount: -1 }],
  }),
  m({ id: 'smiling-stranger', name: 'The Smiling Stranger', task: '3I T', mask: true, lock: 'red' }),
]
