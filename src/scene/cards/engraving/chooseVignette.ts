// Which picture a card carries, chosen from its data: the words of its name pick the subject (an urn for the
// Egyptian Wing, a skull for the Bone Catalogue), the kind of card picks it when no word does, its id seeds the
// proportions, a terror effect sends a tentacle creeping into the corner and the trophy value studs the frame.
import type { AdventureCard, AncientOneCard, InvestigatorCard, MythosCard, UsableCard } from '../../../engine/index.ts'
import { INK } from '../cardCanvas.ts'

export const SUBJECTS = [
  'urn',
  'bellJar',
  'skull',
  'bust',
  'crownedBust',
  'mask',
  'stone',
  'crystals',
  'orrery',
  'stair',
  'crate',
  'tome',
  'chart',
  'doorway',
  'sigil',
  'prow',
  'tentacles',
  'towers',
  'peaks',
] as const
export type Subject = (typeof SUBJECTS)[number]

/** Everything the picture is drawn from. */
export type Vignette = {
  readonly subject: Subject
  readonly seed: number
  readonly ink: string
  /** Small diamonds on the frame's top edge: the trophy value of an adventure. */
  readonly studs: number
  /** A tentacle creeping in from the lower right: the card has a terror effect. */
  readonly creeping: boolean
}

/** Words of a card's name and the subject each calls for; the first that matches wins. */
const WORDS: readonly [Subject, readonly string[]][] = [
  ['towers', ['city', 'towers', 'lyeh']],
  ['peaks', ['leng', 'kadath', 'yuggoth']],
  ['crownedBust', ['king', 'crown', 'sultan', 'trustees']],
  ['mask', ['mask', 'chessman']],
  ['skull', ['bone', 'skull', 'anatomy', 'sarcophagus', 'fossil', 'grave', 'knit', 'flesh']],
  ['bellJar', ['glass', 'insect', 'herbarium', 'taxidermy', 'flower', 'conservation', 'diorama', 'curiosit', 'pearl']],
  ['crystals', ['mineral', 'crystal', 'amber']],
  ['stone', ['meteorite', 'stone', 'obsidian', 'mirror']],
  ['orrery', ['orrery', 'clock', 'observatory', 'astrolabe', 'star', 'hourglass', 'music', 'hours', 'moment']],
  ['prow', ['figurehead', 'whaling', 'harbour', 'tide', 'ship', 'drowned', 'aquarium', 'water', 'fog', 'deep']],
  ['stair', ['stair', 'elevator', 'tower', 'bell']],
  ['crate', ['crate', 'dock', 'storeroom', 'shop', 'freight', 'boiler', 'loading', 'theft', 'tin']],
  ['tome', ['library', 'reading', 'archive', 'manuscript', 'catalogue', 'ledger', 'study', 'notebook', 'lecture']],
  ['chart', ['atlas', 'map', 'chart', 'string']],
  ['sigil', ['sigil', 'ward', 'circle', 'word', 'ritual', 'rift', 'gate', 'candle']],
  ['urn', ['egyptian', 'porcelain', 'coin', 'ceremonial', 'drum', 'urn', 'lamp', 'flute', 'bequest']],
  ['bust', ['statue', 'plaster', 'portrait', 'armour', 'cloak', 'director', 'curator', 'watchman', 'children']],
  ['doorway', ['hall', 'gallery', 'corridor', 'wing', 'room', 'chamber', 'door', 'closed', 'sealed', 'crypt']],
]

/** The subject the words of `name` call for, if any. */
export function subjectOf(name: string): Subject | null {
  const words = name.toLowerCase()
  return WORDS.find(([, keys]) => keys.some((k) => words.includes(k)))?.[0] ?? null
}

/** A 32-bit hash of a card's id (FNV-1a): the picture's seed. */
export function seedFor(id: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193) >>> 0
  return h
}

/** `choices[seed mod n]`: the subject for a card whose name calls for none. */
const pick = (seed: number, choices: readonly Subject[]): Subject => choices[seed % choices.length] ?? 'doorway'

export function adventureVignette(card: AdventureCard): Vignette {
  const seed = seedFor(card.id)
  const named = subjectOf(card.name)
  const subject = card.otherWorld
    ? named === 'towers' || named === 'peaks'
      ? named
      : 'tentacles'
    : (named ?? pick(seed, ['urn', 'doorway', 'bellJar', 'bust']))
  return {
    subject,
    seed,
    ink: card.otherWorld ? INK.green : INK.ink,
    studs: card.trophies,
    creeping: !card.otherWorld && card.terror.length > 0,
  }
}

export function usableVignette(card: UsableCard): Vignette {
  const seed = seedFor(card.id)
  const fallback: Subject = card.deck === 'spell' ? 'sigil' : card.deck === 'ally' ? 'bust' : 'bellJar'
  const subject = card.deck === 'ally' ? 'bust' : (subjectOf(card.name) ?? fallback)
  return { subject, seed, ink: card.deck === 'spell' ? INK.blue : INK.ink, studs: 0, creeping: false }
}

export function mythosVignette(card: MythosCard): Vignette {
  const seed = seedFor(card.id)
  const subject = subjectOf(card.name) ?? pick(seed, ['doorway', 'prow', 'tentacles', 'orrery'])
  return { subject, seed, ink: INK.ink, studs: 0, creeping: card.terror.length > 0 }
}

export function ancientOneVignette(ao: AncientOneCard): Vignette {
  const seed = seedFor(ao.id)
  const named = subjectOf(ao.name)
  return {
    subject: named === 'towers' || named === 'peaks' ? named : 'tentacles',
    seed,
    ink: INK.red,
    studs: 0,
    creeping: false,
  }
}

export function investigatorVignette(inv: InvestigatorCard): Vignette {
  return { subject: 'bust', seed: seedFor(inv.id), ink: INK.ink, studs: 0, creeping: false }
}
