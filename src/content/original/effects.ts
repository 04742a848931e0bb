// Shorthands for writing the original set's card texts in the engine's effect vocabulary.
import type { DeckName, Effect } from '../../engine/content.ts'
import type { DieColor } from '../../engine/dice.ts'

export const san = (amount: number): Effect => ({ kind: 'sanity', amount })
export const sta = (amount: number): Effect => ({ kind: 'stamina', amount })
export const clue = (amount = 1): Effect => ({ kind: 'clue', amount })
export const draw = (deck: DeckName, count = 1): Effect => ({ kind: 'draw', deck, count })
export const sign = (amount = 1): Effect => ({ kind: 'elderSign', amount })
export const doom = (amount = 1): Effect => ({ kind: 'doom', amount })
export const monster = (count = 1): Effect => ({ kind: 'monster', count })
export const gate = (count = 1): Effect => ({ kind: 'gate', count })
export const lock = (color: DieColor): Effect => ({ kind: 'lockDie', color })
export const clock: Effect = { kind: 'clock' }
export const loseTrophies = (amount = 1): Effect => ({ kind: 'loseTrophies', amount })
export const discardItem = (count = 1): Effect => ({ kind: 'discardItem', count })
export const every = (...effects: Effect[]): Effect => ({ kind: 'everyInvestigator', effects })
export const awaken: Effect = { kind: 'awaken' }
