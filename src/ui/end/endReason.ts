// Why a game ended, from its events and final state (Revised rulebook, "Winning and Losing the Game";
// docs/rules.md#battle and #devoured).
import type { GameEvent, GameState } from '../../engine/index.ts'

export type EndCause = 'sealed' | 'defeated' | 'devoured' | 'battleLost'

export type EndReason = {
  readonly won: boolean
  readonly cause: EndCause
  readonly title: string
  readonly reason: string
}

/**
 * The outcome in words. A win names how (`gameWon.how`: Elder Signs sealed the Ancient One, or the final battle
 * emptied its doom track); a loss tells whether the investigators fell before it woke or in the final battle.
 * Null while the game is still being played.
 */
export function endReason(state: GameState, events: readonly GameEvent[], ancientOneName: string): EndReason | null {
  if (state.status === 'playing') return null
  if (state.status === 'won') {
    const won = events.findLast((e) => e.type === 'gameWon')
    const how = won?.type === 'gameWon' ? won.how : state.awakened ? 'defeated' : 'sealed'
    return how === 'sealed'
      ? {
          won: true,
          cause: 'sealed',
          title: 'Sealed away',
          reason: `The investigators laid ${state.elderSigns} Elder Signs and sealed ${ancientOneName} away before it woke.`,
        }
      : {
          won: true,
          cause: 'defeated',
          title: 'The Ancient One is defeated',
          reason: `${ancientOneName} woke, and the investigators drove it back in the final battle.`,
        }
  }
  return state.awakened
    ? {
        won: false,
        cause: 'battleLost',
        title: 'The battle is lost',
        reason: `Doom filled the track, ${ancientOneName} awoke, and every investigator fell in the final battle.`,
      }
    : {
        won: false,
        cause: 'devoured',
        title: 'Devoured',
        reason: `Every investigator was devoured before ${ancientOneName} could be sealed away.`,
      }
}
