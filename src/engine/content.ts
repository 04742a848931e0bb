// Revised rulebook, "Component Overview", "Rewards & Penalties", "Mythos Cards", "Monsters", "The Entrance Sheet":
// the shapes card data takes. Cards are data; the engine interprets their effects (docs/rules.md#golden-rule).
import type { DieColor } from './dice.ts'

export type DeckName = 'common' | 'unique' | 'spell' | 'ally'

/** The effect vocabulary shared by rewards, penalties, terror, at-midnight, Mythos, entrance and Ancient One texts. */
export type Effect =
  | { readonly kind: 'sanity'; readonly amount: number } // positive: regain (up to the maximum); negative: lose
  | { readonly kind: 'stamina'; readonly amount: number }
  | { readonly kind: 'clue'; readonly amount: number }
  | { readonly kind: 'draw'; readonly deck: DeckName; readonly count: number }
  | { readonly kind: 'elderSign'; readonly amount: number }
  | { readonly kind: 'doom'; readonly amount: number } // positive: add tokens; negative: remove
  | { readonly kind: 'monster'; readonly count: number } // a monster appears
  | { readonly kind: 'gate'; readonly count: number } // open a gate: an Other World enters play
  | { readonly kind: 'lockDie'; readonly color: DieColor }
  | { readonly kind: 'clock' } // advance the clock three hours
  | { readonly kind: 'loseTrophies'; readonly amount: number }
  | { readonly kind: 'discardItem'; readonly count: number }
  | { readonly kind: 'everyInvestigator'; readonly effects: readonly Effect[] }
  | { readonly kind: 'awaken' }
  | { readonly kind: 'maxSanity'; readonly amount: number } // raise/lower the maximum (never below 1); current clamps
  | { readonly kind: 'maxStamina'; readonly amount: number }
  | { readonly kind: 'maxSanityOrStamina'; readonly amount: number } // the investigator picks which maximum changes

/** What using an item, spell, ally or investigator ability does. */
export type UseEffect =
  | { readonly kind: 'addDie'; readonly color: 'yellow' | 'red' }
  | { readonly kind: 'reroll' } // reroll any of the current roll's dice for free
  | { readonly kind: 'secureDie' } // spells: keep one die of the roll on the card
  | { readonly kind: 'defeatMonster' }
  | { readonly kind: 'effects'; readonly effects: readonly Effect[] } // e.g. heal: { sanity: +2 }

export type AdventureCard = {
  readonly id: string
  readonly name: string
  readonly otherWorld: boolean
  readonly trophies: number
  readonly tasks: string // task notation
  readonly lock: DieColor | null
  readonly terror: readonly Effect[]
  readonly atMidnight: readonly Effect[]
  readonly rewards: readonly Effect[]
  readonly penalties: readonly Effect[]
}

export type Monster = {
  readonly id: string
  readonly name: string
  readonly mask: boolean
  readonly trophies: number
  readonly task: string // one task in the notation, no monster area
  readonly lock: DieColor | null
  readonly atMidnight: readonly Effect[]
  readonly onDefeat: readonly Effect[] // the reverse side
}

/**
 * When an ally's effect expires (revised rulebook, "Allies": allies remain in play until their effects expire,
 * as the card says): `afterUse` — the ally returns to the bottom of the ally deck once used; `atMidnight` — it
 * returns when midnight next strikes. Absent: the ally stays in play for good, usable once per day.
 */
export type AllyExpiry = 'afterUse' | 'atMidnight'

export type UsableCard = {
  readonly id: string
  readonly name: string
  readonly deck: DeckName
  readonly use: UseEffect
  readonly expires?: AllyExpiry // allies only
}

/**
 * An investigator's passive ability (always on, never "used"): `ignoreTerror` — terror effects (card and Mythos)
 * do not apply while this investigator resolves an adventure; `monsterHunter` — each monster this investigator
 * defeats (task, item or spell) also gives 1 clue; `steadyNerves` — this investigator's sanity costs of tasks are
 * 1 lower (minimum 0); `scholar` — each adventure this investigator resolves also gives 1 clue.
 */
export type PassiveAbility = 'ignoreTerror' | 'monsterHunter' | 'steadyNerves' | 'scholar'

export const PASSIVE_ABILITIES = [
  'ignoreTerror',
  'monsterHunter',
  'steadyNerves',
  'scholar',
] as const satisfies readonly PassiveAbility[]

export type InvestigatorAbility =
  | { readonly frequency: 'roll' | 'day'; readonly use: UseEffect }
  | { readonly frequency: 'passive'; readonly passive: PassiveAbility }

export type InvestigatorCard = {
  readonly id: string
  readonly name: string
  readonly sanity: number
  readonly stamina: number
  readonly startingItems: readonly { readonly deck: DeckName; readonly count: number }[]
  readonly startingClues: number
  readonly ability: InvestigatorAbility
}

export type MythosCard = {
  readonly id: string
  readonly name: string
  readonly immediate: readonly Effect[]
  readonly lock: DieColor | null
  readonly terror: readonly Effect[] // lingering: on every failed roll with a terror result
  readonly nextMidnight: readonly Effect[] // lingering: "the next time the clock strikes midnight"
  readonly noFocus: boolean // lingering: investigators cannot focus (a named Golden Rule hook)
}

export type AncientOneCard = {
  readonly id: string
  readonly name: string
  readonly masked: boolean
  readonly elderSigns: number
  readonly doomTrack: readonly ('doom' | 'monster')[]
  readonly battleTask: string
  readonly special: readonly Effect[] // resolved once at setup
  readonly atMidnight: readonly Effect[] // special ability each midnight before awakening
  readonly attack: readonly Effect[] // at midnight during the battle
  // Revised rulebook, "Ancient One Card Anatomy" 5: "The ability that applies during any game with this Ancient One"
  // — besides setup and at-midnight effects, two named ongoing hooks:
  readonly onJoin?: readonly Effect[] // applied to every investigator as he joins (setup and replacements)
  readonly terror?: readonly Effect[] // added to every failed roll with a terror result on an adventure
}

export type Souvenir = {
  readonly id: string
  readonly name: string
  readonly price: number
  readonly effects: readonly Effect[]
}

export type EntranceSheet = {
  readonly lostAndFound: Readonly<Record<'I1' | 'I2' | 'I3' | 'L' | 'P' | 'T', readonly Effect[]>>
  readonly souvenirs: readonly Souvenir[]
}

export type ContentSet = {
  readonly adventures: readonly AdventureCard[]
  readonly otherWorlds: readonly AdventureCard[]
  readonly monsters: readonly Monster[]
  readonly items: readonly UsableCard[] // common and unique
  readonly spells: readonly UsableCard[]
  readonly allies: readonly UsableCard[]
  readonly investigators: readonly InvestigatorCard[]
  readonly mythos: readonly MythosCard[]
  readonly ancientOnes: readonly AncientOneCard[]
  readonly entrance: EntranceSheet
}

/** Every card of a set, kind by kind (not the entrance sheet's souvenirs): the one list of a set's cards. */
export function cardLists(c: ContentSet): readonly (readonly { readonly id: string; readonly name: string }[])[] {
  return [
    c.adventures,
    c.otherWorlds,
    c.monsters,
    c.items,
    c.spells,
    c.allies,
    c.investigators,
    c.mythos,
    c.ancientOnes,
  ]
}
