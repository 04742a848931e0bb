// Pieces of terrorModel.ts: whether odds are exact (Exactness), what the player brings that terror cares about
// (TerrorHelp), what one terror event does (tally), the kinds a card can no longer be won with (deadFrom), the locks
// the solver does not follow (exactnessOf), and the dice an attempt can roll (rollableDice).
import type { DieRequirement } from '../card.ts'
import type { Effect } from '../content.ts'
import type { GameState } from '../state.ts'
import { eventsUntil } from './terrorStates.ts'
import type { Arrival, MonsterKind, TerrorModel } from './types.ts'

/**
 * Whether the odds are exact, and if not, why (shown with the number). `refine`: the only reason is monsters seen
 * going elsewhere that the solver forgets (KEEP_SEEN); asked again with `everySeen` (TerrorHelp, bestMove's options)
 * it follows them all and the odds are exact, at many times the cost (the odds worker's second pass).
 */
export type Exactness =
  { readonly approximate: false } | { readonly approximate: true; readonly reason: string; readonly refine?: true }

export const EXACT: Exactness = { approximate: false }

/** What the player can bring to the attempt, as far as terror cares. */
export type TerrorHelp = {
  /** He can focus, be assisted or secure dice on spells (a lock may then take such a die). @defaultValue true */
  readonly focusable?: boolean
  /** He can add the yellow / red die (OddsOptions addYellow / addRed): it is not counted idle. @defaultValue false */
  readonly addYellow?: boolean
  readonly addRed?: boolean
  /**
   * He has a securing spell to cast or a die on a spell: the states the solver follows are then many times more, and
   * fewer monsters seen going elsewhere are kept (KEEP_SEEN). @defaultValue true
   */
  readonly spells?: boolean
  /**
   * Follow every monster seen going elsewhere, however many (KEEP_SEEN does not apply): exact odds at up to some
   * hundred times the time and memory. @defaultValue false
   */
  readonly everySeen?: boolean
}

export type Tally = { sanity: number; stamina: number; monsters: number; doom: number; unmodelled: string[] }

/** What one terror event does to the active investigator and the attempt. */
export function tally(effects: readonly Effect[], into: Tally): void {
  for (const e of effects) {
    switch (e.kind) {
      case 'sanity':
      case 'stamina':
        if (e.amount < 0) into[e.kind] -= e.amount
        else if (e.amount > 0) into.unmodelled.push(`a terror effect restores ${e.kind}`)
        break
      case 'monster':
        into.monsters += e.count
        break
      case 'doom':
        into.doom += e.amount
        break
      case 'everyInvestigator':
        tally(e.effects, into)
        break
      case 'lockDie':
        into.unmodelled.push(`a terror effect locks a ${e.color} die`)
        break
      case 'awaken':
      case 'maxSanity':
      case 'maxStamina':
      case 'maxSanityOrStamina':
        into.unmodelled.push(`a terror effect (${e.kind})`)
        break
      default: // clue, draw, elderSign, gate, clock, loseTrophies, discardItem: no die, no task of this attempt
    }
  }
}

/**
 * The kinds, each with the first draw from which the card cannot be won with it on it (MonsterKind.deadFrom): each
 * terror event follows a failed roll, which takes a die out of the attempt for good, so by the event that brings draw
 * d at most `dice` less the events so far are left for the card's tasks, which then need `fewest` and the monster's
 * task at the least (a monster's chain only adds tasks). Only where some draw of `at` may come onto the card.
 */
export function deadFrom(
  kinds: readonly MonsterKind[],
  at: readonly Arrival[],
  monsters: readonly number[],
  dice: number,
  fewest: number,
  asks: (task: readonly DieRequirement[]) => number,
): MonsterKind[] {
  const last = Math.max(-1, ...at.map((a) => a.draw))
  return kinds.map((k) => {
    const least = asks(k.task)
    for (let d = 0; d <= last; d++)
      if (dice - eventsUntil(monsters, 0, d) < fewest + least) return { ...k, deadFrom: d }
    return k
  })
}

/**
 * Adds to `reasons` the locks the solver does not follow (terror.ts): a green lock while the pool has no green die
 * and one may be on a marker — only at the second green lock of one event (the event's terror die is green and in
 * the pool, so the first always finds one there or idle): which green die it takes depends on die ids, which the
 * solver does not keep. (The yellow and red die on a marker are followed: keys.ts, markerFace.)
 */
export function exactnessOf(
  model: TerrorModel,
  help: TerrorHelp,
  perEvent: number,
  appear: boolean,
  reasons: string[],
): void {
  if (!appear || !(help.focusable ?? true)) return
  if (perEvent >= 2 && (model.cup[1] as number) >= 2)
    reasons.push(
      "a second green terror monster's lock in one event may take a focused green die, which the solver does not follow",
    )
}

/** The dice that can be rolled in this attempt: an upper bound on its terror events. */
export function rollableDice(state: GameState, help: TerrorHelp): number {
  return state.dice.filter(
    (d) =>
      d.at.kind !== 'locked' &&
      d.at.kind !== 'removed' &&
      (d.color === 'green' ||
        d.at.kind === 'pool' ||
        d.at.kind === 'marker' ||
        d.at.kind === 'spell' ||
        (d.color === 'yellow' && help.addYellow === true) ||
        (d.color === 'red' && help.addRed === true)),
  ).length
}
