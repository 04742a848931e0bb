// Starter adventures and other worlds: original texts, written in the task notation.
import type { AdventureCard, Effect } from '../engine/content.ts'

const san = (amount: number): Effect => ({ kind: 'sanity', amount })
const sta = (amount: number): Effect => ({ kind: 'stamina', amount })
const sign = (amount = 1): Effect => ({ kind: 'elderSign', amount })
const doom = (amount = 1): Effect => ({ kind: 'doom', amount })
const clue = (amount = 1): Effect => ({ kind: 'clue', amount })
const draw = (deck: 'common' | 'unique' | 'spell' | 'ally'): Effect => ({ kind: 'draw', deck, count: 1 })
const monster: Effect = { kind: 'monster', count: 1 }
const gate: Effect = { kind: 'gate', count: 1 }

type Spec = Partial<AdventureCard> & Pick<AdventureCard, 'id' | 'name' | 'tasks' | 'rewards' | 'penalties'>
const card = (spec: Spec, otherWorld = false): AdventureCard => ({
  otherWorld,
  trophies: 1,
  lock: null,
  terror: [],
  atMidnight: [],
  ...spec,
})

export const ADVENTURES: readonly AdventureCard[] = [
  card({ id: 'egyptian-wing', name: 'The Egyptian Wing', tasks: '3I / P P', rewards: [sign()], penalties: [san(-1)] }),
  card({
    id: 'orne-reading-room',
    name: 'Orne Library Reading Room',
    tasks: 'L L > 4I',
    trophies: 2,
    terror: [san(-1)],
    rewards: [draw('spell'), clue()],
    penalties: [sta(-1)],
  }),
  card({
    id: 'boiler-room',
    name: 'The Boiler Room',
    tasks: '5I 1sta / T',
    atMidnight: [monster],
    rewards: [draw('common')],
    penalties: [doom()],
  }),
  card({
    id: 'star-chamber',
    name: 'The Star Chamber',
    tasks: '{P 3I} / L L',
    trophies: 2,
    rewards: [sign(), clue()],
    penalties: [san(-1), sta(-1)],
  }),
  card({
    id: 'curators-office',
    name: "The Curator's Office",
    tasks: 'L {T} / 2I 2I',
    trophies: 2,
    rewards: [draw('unique')],
    penalties: [{ kind: 'loseTrophies', amount: 1 }],
  }),
  card({ id: 'loading-dock', name: 'The Loading Dock', tasks: '4I {} / P', rewards: [sign()], penalties: [monster] }),
  card({
    id: 'gallery-of-masks',
    name: 'Gallery of Masks',
    tasks: 'T T > 3I clock',
    trophies: 2,
    terror: [monster],
    rewards: [sign(2)],
    penalties: [doom()],
  }),
  card({
    id: 'crypt-annex',
    name: 'The Crypt Annex',
    tasks: '6I / L|P L|P',
    trophies: 3,
    lock: 'yellow',
    rewards: [sign(2), gate],
    penalties: [sta(-2)],
  }),
  card({
    id: 'planetarium',
    name: 'The Planetarium',
    tasks: '2I L / P 2san',
    atMidnight: [san(-1)],
    rewards: [draw('ally')],
    penalties: [{ kind: 'discardItem', count: 1 }],
  }),
  card({
    id: 'map-room',
    name: 'The Map Room',
    tasks: '3I 3I',
    terror: [{ kind: 'lockDie', color: 'green' }],
    rewards: [gate, clue()],
    penalties: [san(-2)],
  }),
  card({
    id: 'specimen-vault',
    name: 'The Specimen Vault',
    tasks: '{} / 4I',
    rewards: [sign(), draw('common')],
    penalties: [sta(-1)],
  }),
  card({
    id: 'ticket-booth',
    name: 'The Ticket Booth',
    tasks: '2I / L',
    rewards: [clue(2)],
    penalties: [{ kind: 'clock' }],
  }),
  card({
    id: 'hall-of-ages',
    name: 'The Hall of Ages',
    tasks: 'P L T / 8I',
    trophies: 3,
    rewards: [sign(3)],
    penalties: [doom(), san(-1)],
  }),
  card({
    id: 'dark-stair',
    name: 'The Dark Stair',
    tasks: 'T P > {L 2I}',
    trophies: 2,
    rewards: [sign(), draw('spell')],
    penalties: [doom()],
  }),
  card({
    id: 'restoration-lab',
    name: 'The Restoration Lab',
    tasks: '4I P / L 1sta',
    trophies: 2,
    lock: 'red',
    rewards: [draw('unique'), sign()],
    penalties: [sta(-1)],
  }),
]

export const OTHER_WORLDS: readonly AdventureCard[] = [
  card(
    {
      id: 'plateau-of-leng',
      name: 'The Plateau of Leng',
      tasks: '5I / T T / L',
      trophies: 3,
      rewards: [sign(2)],
      penalties: [doom(), sta(-1)],
    },
    true,
  ),
  card(
    {
      id: 'city-of-yith',
      name: 'The Great City of Yith',
      tasks: 'L L > 6I {}',
      trophies: 3,
      rewards: [sign(2), clue()],
      penalties: [{ kind: 'awaken' }],
    },
    true,
  ),
  card(
    {
      id: 'dreamlands-shore',
      name: 'A Shore of the Dreamlands',
      tasks: '{P P} / 4I L',
      trophies: 2,
      lock: 'green',
      rewards: [sign(), draw('unique')],
      penalties: [doom(2)],
    },
    true,
  ),
]
