// Test-only content: the starter set plus cards using shapes the starter set does not (passive abilities,
// ally expiry, maximum changes). Registered as 'engine-test' so a game can name it in GameSetup.content.
import { validateContent, type ContentSet, type InvestigatorCard, type UsableCard } from '../../../src/engine/index.ts'
import { registerContentSet } from '../../../src/engine/catalog.ts'
import { STARTER_CONTENT } from '../../../src/content/contentSets.ts'

const passive = (
  id: string,
  passiveAbility: InvestigatorCard['ability'] & { frequency: 'passive' },
): InvestigatorCard => ({
  id,
  name: id,
  sanity: 5,
  stamina: 5,
  startingItems: [],
  startingClues: 0,
  ability: passiveAbility,
})

const ALLIES: readonly UsableCard[] = [
  {
    id: 'one-shot-ally',
    name: 'A One-Shot Ally',
    deck: 'ally',
    use: { kind: 'effects', effects: [{ kind: 'clue', amount: 1 }] },
    expires: 'afterUse',
  },
  {
    id: 'night-ally',
    name: 'A Night Ally',
    deck: 'ally',
    use: { kind: 'effects', effects: [{ kind: 'clue', amount: 1 }] },
    expires: 'atMidnight',
  },
]

export const TEST_CONTENT: ContentSet = validateContent({
  ...STARTER_CONTENT,
  adventures: [
    ...STARTER_CONTENT.adventures,
    {
      id: 'beast-pen',
      name: 'The Beast Pen',
      otherWorld: false,
      trophies: 1,
      tasks: '3I',
      lock: null,
      terror: [],
      atMidnight: [],
      rewards: [{ kind: 'monster', count: 1 }],
      penalties: [],
    },
  ],
  ancientOnes: [
    ...STARTER_CONTENT.ancientOnes,
    {
      id: 'test-old-one',
      name: 'A Test Old One',
      masked: false,
      elderSigns: 10,
      doomTrack: ['doom', 'doom', 'doom', 'monster', 'doom', 'doom', 'doom', 'doom', 'doom', 'doom', 'doom', 'doom'],
      battleTask: 'P P 4I',
      special: [],
      atMidnight: [],
      attack: [
        { kind: 'everyInvestigator', effects: [{ kind: 'sanity', amount: -2 }] },
        { kind: 'doom', amount: 1 },
      ],
      onJoin: [{ kind: 'maxSanity', amount: -1 }],
      terror: [{ kind: 'stamina', amount: -1 }],
    },
  ],
  allies: [...STARTER_CONTENT.allies, ...ALLIES],
  investigators: [
    ...STARTER_CONTENT.investigators,
    passive('fearless', { frequency: 'passive', passive: 'ignoreTerror' }),
    passive('hunter', { frequency: 'passive', passive: 'monsterHunter' }),
    passive('steady', { frequency: 'passive', passive: 'steadyNerves' }),
    passive('scholar', { frequency: 'passive', passive: 'scholar' }),
  ],
  entrance: {
    ...STARTER_CONTENT.entrance,
    souvenirs: [
      ...STARTER_CONTENT.entrance.souvenirs,
      {
        id: 'tonic',
        name: 'A Tonic',
        price: 1,
        effects: [
          { kind: 'maxSanity', amount: 1 },
          { kind: 'maxStamina', amount: -1 },
        ],
      },
    ],
  },
})

registerContentSet('engine-test', TEST_CONTENT)
