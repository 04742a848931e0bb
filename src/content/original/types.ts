// The original set's card shapes: the engine's types plus what the table shows but the rules never act on
// (flavour, occupation, epithet). The engine reads the ContentSet built from these in index.ts.
import type {
  AdventureCard,
  AncientOneCard,
  EntranceSheet,
  InvestigatorCard,
  Monster,
  MythosCard,
  UsableCard,
} from '../../engine/content.ts'

export type OriginalAdventure = AdventureCard & { readonly flavour: string }
export type OriginalInvestigator = InvestigatorCard & { readonly occupation: string }
export type OriginalAncientOne = AncientOneCard & { readonly epithet: string }

/** The whole original set, split the way the rulebook's component list counts it. */
export type OriginalContent = {
  readonly ancientOnes: readonly OriginalAncientOne[]
  readonly investigators: readonly OriginalInvestigator[]
  readonly adventures: readonly OriginalAdventure[]
  readonly otherWorlds: readonly OriginalAdventure[]
  readonly commonItems: readonly UsableCard[]
  readonly uniqueItems: readonly UsableCard[]
  readonly spells: readonly UsableCard[]
  readonly allies: readonly UsableCard[]
  readonly mythos: readonly MythosCard[]
  readonly monsters: readonly Monster[]
  readonly maskMonsters: readonly Monster[]
  readonly entrance: EntranceSheet
}

/** The component counts of the revised rulebook's component list. */
export const COMPONENT_COUNTS = {
  ancientOnes: 8,
  investigators: 16,
  adventures: 48,
  otherWorlds: 8,
  commonItems: 12,
  uniqueItems: 12,
  spells: 12,
  allies: 8,
  mythos: 32,
  monsters: 22,
  maskMonsters: 5,
} as const satisfies Partial<Record<keyof OriginalContent, number>>

type AdventureSpec = Partial<OriginalAdventure> &
  Pick<OriginalAdventure, 'id' | 'name' | 'flavour' | 'tasks' | 'rewards' | 'penalties'>

/** An adventure card with the usual defaults: 1 trophy, no lock, no terror or at-midnight text. */
export const adventure = (spec: AdventureSpec): OriginalAdventure => ({
  otherWorld: false,
  trophies: 1,
  lock: null,
  terror: [],
  atMidnight: [],
  ...spec,
})

/** An Other World card (a gate's far side). */
export const otherWorld = (spec: AdventureSpec): OriginalAdventure => adventure({ ...spec, otherWorld: true })
