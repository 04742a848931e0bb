// Starter Mythos cards and Ancient Ones.
import type { AncientOneCard, MythosCard } from '../engine/content.ts'
import { mythosCard as mythos } from './mythosCard.ts'

export const MYTHOS: readonly MythosCard[] = [
  mythos({ id: 'stars-align', name: 'The Stars Are Right', immediate: [{ kind: 'doom', amount: 1 }] }),
  mythos({
    id: 'restless-dead',
    name: 'The Restless Dead',
    immediate: [{ kind: 'monster', count: 1 }],
    terror: [{ kind: 'stamina', amount: -1 }],
  }),
  mythos({ id: 'dread-silence', name: 'A Dread Silence', immediate: [{ kind: 'doom', amount: 1 }], noFocus: true }),
  mythos({
    id: 'locked-galleries',
    name: 'The Galleries Are Locked',
    lock: 'green',
    nextMidnight: [{ kind: 'doom', amount: 1 }],
  }),
  mythos({
    id: 'whispers',
    name: 'Whispers in the Walls',
    immediate: [{ kind: 'everyInvestigator', effects: [{ kind: 'sanity', amount: -1 }] }],
    terror: [{ kind: 'sanity', amount: -1 }],
  }),
  mythos({
    id: 'open-rift',
    name: 'A Rift Opens',
    immediate: [
      { kind: 'gate', count: 1 },
      { kind: 'doom', amount: 1 },
    ],
  }),
  mythos({
    id: 'calm-night',
    name: 'A Calm Night',
    immediate: [
      {
        kind: 'everyInvestigator',
        effects: [
          { kind: 'sanity', amount: 1 },
          { kind: 'stamina', amount: 1 },
        ],
      },
    ],
    nextMidnight: [{ kind: 'doom', amount: 1 }],
  }),
  mythos({ id: 'hour-turns', name: 'The Hour Turns', immediate: [{ kind: 'doom', amount: 1 }, { kind: 'clock' }] }),
  mythos({
    id: 'yellow-sign',
    name: 'The Yellow Sign',
    immediate: [
      { kind: 'lockDie', color: 'yellow' },
      { kind: 'doom', amount: 2 },
    ],
  }),
]

const d = 'doom' as const
const m = 'monster' as const

export const ANCIENT_ONES: readonly AncientOneCard[] = [
  {
    id: 'yog-sothoth',
    name: 'Yog-Sothoth, the Key and the Gate',
    masked: false,
    elderSigns: 10,
    doomTrack: [d, d, d, m, d, d, d, m, d, d, d, d],
    battleTask: 'P P 4I',
    special: [],
    atMidnight: [],
    attack: [
      { kind: 'everyInvestigator', effects: [{ kind: 'sanity', amount: -2 }] },
      { kind: 'doom', amount: 1 },
    ],
  },
  {
    id: 'nyarlathotep',
    name: 'Nyarlathotep, the Crawling Chaos',
    masked: true,
    elderSigns: 9,
    doomTrack: [d, d, m, d, d, m, d, d, m, d, d],
    battleTask: 'L L 3I',
    special: [{ kind: 'monster', count: 1 }],
    atMidnight: [],
    attack: [
      {
        kind: 'everyInvestigator',
        effects: [
          { kind: 'stamina', amount: -2 },
          { kind: 'sanity', amount: -1 },
        ],
      },
    ],
  },
  {
    id: 'shub-niggurath',
    name: 'Shub-Niggurath, the Black Goat of the Woods',
    masked: false,
    elderSigns: 8,
    doomTrack: [d, d, d, d, m, d, d, d, d, m],
    battleTask: 'T 5I',
    special: [],
    atMidnight: [{ kind: 'monster', count: 1 }],
    attack: [
      {
        kind: 'everyInvestigator',
        effects: [
          { kind: 'sanity', amount: -2 },
          { kind: 'stamina', amount: -2 },
        ],
      },
    ],
  },
]
