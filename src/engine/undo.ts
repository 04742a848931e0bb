// docs/rules.md#randomness: chance speaks only through the game's seeded generator and the shuffled decks. Undo may
// take back any choice that revealed nothing new; an action that let chance speak (a roll's faces, a card drawn or
// dealt, a Mythos card, a monster drawn from the cup) is a barrier: undoing it would let the player ask again.
import type { GameEvent } from './events.ts'
import type { GameState } from './state.ts'

/** What chance revealed, by kind: each barrier kind has its own sentence for the refusal. */
export const BARRIER_KINDS = ['roll', 'card', 'adventure', 'mythos', 'monster', 'chance'] as const
export type BarrierKind = (typeof BARRIER_KINDS)[number]

/** Why an action cannot be taken back: its kind and the sentence a player reads. */
export type UndoBarrier = { readonly kind: BarrierKind; readonly message: string }

const BARRIER_MESSAGES: Readonly<Record<BarrierKind, string>> = {
  roll: 'The dice have been rolled; undoing would be a reroll.',
  card: 'A card has been drawn; undoing would draw again.',
  adventure: 'A new adventure has been dealt; undoing would deal again.',
  mythos: 'A Mythos card has been drawn; undoing would draw again.',
  monster: 'A monster has been drawn from the cup; undoing would draw again.',
  chance: 'Chance has spoken; undoing would ask it again.',
}

/** The barrier of a kind (its refusal sentence). */
export function barrier(kind: BarrierKind): UndoBarrier {
  return { kind, message: BARRIER_MESSAGES[kind] }
}

/** The barrier kind an event reveals, or null when the event tells only what a player chose. */
function revealedByEvent(event: GameEvent): BarrierKind | null {
  switch (event.type) {
    case 'diceRolled':
      return 'roll'
    case 'cardDrawn':
      return 'card'
    case 'cardDealt':
      return 'adventure'
    case 'mythosDrawn':
      return 'mythos'
    case 'choiceOffered':
      return event.kind === 'placeMonster' ? 'monster' : null
    default:
      return null
  }
}

/**
 * Whether the action that took `before` to `after` (emitting `events`) let chance speak, and how: the first
 * revealing event names it; a generator that moved without one (a draw queued behind another choice, a future
 * shuffle) still counts, so nothing random ever slips through as undoable.
 */
export function revealedBy(before: GameState, after: GameState, events: readonly GameEvent[]): UndoBarrier | null {
  for (const event of events) {
    const kind = revealedByEvent(event)
    if (kind) return barrier(kind)
  }
  const moved = before.rng.length !== after.rng.length || before.rng.some((x, i) => x !== after.rng[i])
  return moved ? barrier('chance') : null
}

/** Why undo is refused now, with a code a test can assert and a sentence a player reads. */
export type UndoRefusal = {
  readonly code: 'NOTHING_TO_UNDO' | 'DICE_IN_THE_AIR' | 'CHANCE_HAS_SPOKEN'
  readonly message: string
  readonly barrier?: BarrierKind
}

/** How far back undo may go: the number of actions that stay (the last barrier and everything before it). */
export function undoFloor(barriers: readonly (UndoBarrier | null)[]): number {
  for (let i = barriers.length - 1; i >= 0; i--) if (barriers[i]) return i + 1
  return 0
}

/**
 * Whether the last action may be taken back, given the state now and, for each accepted action, the barrier it
 * raised (null for none). Null means it may; a refusal says why. A roll whose dice are still in the air is not
 * undone either: its result is on its way and the table is throwing it.
 */
export function undoRefusal(state: GameState, barriers: readonly (UndoBarrier | null)[]): UndoRefusal | null {
  const last = barriers.length - 1
  if (last < 0) return { code: 'NOTHING_TO_UNDO', message: 'Nothing has been done yet that could be undone.' }
  const phase = state.phase
  if ((phase.kind === 'resolution' || phase.kind === 'entrance') && phase.stage === 'rolling')
    return { code: 'DICE_IN_THE_AIR', message: 'The dice are in the air; wait for them to land.' }
  const stop = barriers[last]
  if (stop) return { code: 'CHANCE_HAS_SPOKEN', message: stop.message, barrier: stop.kind }
  return null
}
