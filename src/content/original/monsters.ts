// The 22 monster markers and the 5 mask monsters that join the cup only for the masked Ancient One.
import type { Monster } from '../../engine/content.ts'
import { clue, doom, draw, every, san, sta } from './effects.ts'

type Spec = Partial<Monster> & Pick<Monster, 'id' | 'name' | 'task'>
const m = (spec: Spec): Monster => ({ mask: false, trophies: 1, lock: null, atMidnight: [], onDefeat: [], ...spec })
const mask = (spec: Spec): Monster => m({ ...spec, mask: true })

export const MONSTERS: readonly Monster[] = [
  m({ id: 'catacomb-ghoul', name: 'Catacomb Ghoul', task: 'P 3I' }),
  m({ id: 'night-gaunt', name: 'Night-Gaunt', task: 'T T', onDefeat: [clue()] }),
  m({ id: 'deep-one', name: 'Deep One from the Harbour', task: '4I', lock: 'yellow' }),
  m({ id: 'shoggoth', name: 'Shoggoth in the Cistern', task: '7I', trophies: 2, onDefeat: [doom(-1)] }),
  m({ id: 'mi-go', name: 'Mi-Go Collector', task: 'L T', lock: 'green' }),
  m({ id: 'gug', name: 'Gug of the Lower Vaults', task: 'P P 1sta', trophies: 2 }),
  m({ id: 'ghast', name: 'Ghast', task: 'P 2I' }),
  m({ id: 'star-spawn', name: 'Star-Spawn', task: 'L L 4I', trophies: 3, atMidnight: [every(san(-1))] }),
  m({ id: 'elder-thing', name: 'Elder Thing in the Ice Case', task: 'L 5I', trophies: 2, onDefeat: [draw('unique')] }),
  m({ id: 'rat-thing', name: 'Rat-Thing', task: '3I', onDefeat: [clue()] }),
  m({ id: 'whispering-cultist', name: 'Whispering Cultist', task: 'L', atMidnight: [doom()] }),
  m({ id: 'restless-mummy', name: 'Restless Mummy', task: 'T 4I', atMidnight: [sta(-1)] }),
  m({ id: 'gallery-shade', name: 'Gallery Shade', task: 'T L', atMidnight: [san(-1)] }),
  m({ id: 'living-tapestry', name: 'The Living Tapestry', task: 'L P' }),
  m({ id: 'wax-double', name: 'Your Wax Double', task: 'T 1san', onDefeat: [san(2)] }),
  m({ id: 'clockwork-sentinel', name: 'Clockwork Sentinel', task: '6I', lock: 'red', trophies: 2 }),
  m({ id: 'drowned-sailor', name: 'The Drowned Sailor', task: 'P T', onDefeat: [sta(1)] }),
  m({ id: 'moth-swarm', name: 'Swarm of Grey Moths', task: '2I 2I' }),
  m({ id: 'faceless-docent', name: 'The Faceless Docent', task: 'L 3I', onDefeat: [draw('spell')] }),
  m({ id: 'ink-wraith', name: 'Ink Wraith', task: 'L L', trophies: 2 }),
  m({ id: 'skeletal-curator', name: 'The Skeletal Curator', task: 'P 4I', atMidnight: [every(san(-1))], trophies: 2 }),
  m({ id: 'thing-in-the-vents', name: 'The Thing in the Vents', task: 'T P 2I', onDefeat: [draw('common')] }),
]

export const MASK_MONSTERS: readonly Monster[] = [
  mask({ id: 'faceless-herald', name: 'The Faceless Herald', task: 'L T 3I', trophies: 2, atMidnight: [doom()] }),
  mask({ id: 'smiling-mask', name: 'The Smiling Mask', task: 'T T', lock: 'yellow' }),
  mask({ id: 'veiled-dancer', name: 'The Veiled Dancer', task: 'P L', atMidnight: [san(-1)] }),
  mask({ id: 'masked-lecturer', name: 'The Masked Lecturer', task: 'L L 2I', trophies: 2, onDefeat: [clue(2)] }),
  mask({ id: 'hollow-bride', name: 'The Hollow Bride', task: '5I 1san', lock: 'red', trophies: 2 }),
]
