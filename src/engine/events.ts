// CONTRIBUTING.md, "Engine": events are past-tense facts the scene animates from.
import type { DieColor, Face } from './dice.ts'
import type { Location, PendingChoice } from './state.ts'

export type GameEvent =
  | { readonly type: 'gameStarted'; readonly firstPlayer: number }
  | { readonly type: 'investigatorMoved'; readonly player: number; readonly to: Location }
  | { readonly type: 'rollRequested'; readonly rollId: number; readonly dice: readonly number[] }
  | {
      readonly type: 'diceRolled'
      readonly rollId: number
      readonly dice: readonly number[]
      readonly faces: readonly Face[]
    }
  | { readonly type: 'taskCompleted'; readonly taskId: string; readonly dice: readonly number[] }
  | { readonly type: 'rollFailed'; readonly terror: boolean }
  | { readonly type: 'dieDiscarded'; readonly dieId: number }
  | { readonly type: 'dieFocused'; readonly dieId: number; readonly player: number }
  | { readonly type: 'dieSecured'; readonly dieId: number; readonly spellId: string }
  | { readonly type: 'dieAddedToPool'; readonly dieId: number }
  | { readonly type: 'cardUsed'; readonly cardId: string; readonly player: number }
  | { readonly type: 'clueSpent'; readonly player: number }
  | { readonly type: 'adventureResolved'; readonly cardId: string; readonly player: number }
  | { readonly type: 'adventureFailed'; readonly cardId: string; readonly player: number }
  | { readonly type: 'cardDealt'; readonly cardId: string; readonly otherWorld: boolean }
  | { readonly type: 'cardDiscarded'; readonly cardId: string }
  | { readonly type: 'sanityChanged'; readonly player: number; readonly amount: number }
  | { readonly type: 'staminaChanged'; readonly player: number; readonly amount: number }
  | {
      readonly type: 'maximumChanged'
      readonly player: number
      readonly stat: 'sanity' | 'stamina'
      readonly max: number
    }
  | { readonly type: 'cluesChanged'; readonly player: number; readonly amount: number }
  | { readonly type: 'cardDrawn'; readonly player: number; readonly cardId: string }
  | { readonly type: 'trophyGained'; readonly player: number; readonly id: string }
  | { readonly type: 'trophiesSpent'; readonly player: number; readonly ids: readonly string[] }
  | { readonly type: 'elderSignAdded'; readonly total: number }
  | { readonly type: 'doomAdded'; readonly total: number }
  | { readonly type: 'doomRemoved'; readonly total: number }
  | { readonly type: 'monsterAppeared'; readonly monsterId: string; readonly cardId: string; readonly row: number }
  | { readonly type: 'monsterDefeated'; readonly monsterId: string }
  | { readonly type: 'dieLocked'; readonly dieId: number; readonly color: DieColor; readonly lockId: number }
  | { readonly type: 'dieFreed'; readonly dieId: number; readonly lockId: number }
  | { readonly type: 'dieRemoved'; readonly dieId: number }
  | { readonly type: 'clockAdvanced'; readonly clock: number }
  | { readonly type: 'midnightStruck'; readonly day: number }
  | { readonly type: 'mythosDrawn'; readonly cardId: string }
  | { readonly type: 'investigatorDevoured'; readonly player: number; readonly investigatorId: string }
  | { readonly type: 'investigatorJoined'; readonly player: number; readonly investigatorId: string }
  | { readonly type: 'playerEliminated'; readonly player: number }
  | { readonly type: 'ancientOneAwakened' }
  | { readonly type: 'ancientOneAttacked' }
  | { readonly type: 'turnStarted'; readonly player: number; readonly number: number }
  | { readonly type: 'gameWon'; readonly how: 'sealed' | 'defeated' }
  | { readonly type: 'gameLost' }
  | { readonly type: 'itemDiscarded'; readonly player: number; readonly cardId: string }
  | { readonly type: 'allyLeft'; readonly player: number; readonly cardId: string }
  | { readonly type: 'choiceOffered'; readonly kind: PendingChoice['kind']; readonly player: number }
