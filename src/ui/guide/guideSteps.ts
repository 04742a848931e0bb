// Which note of the first-game guide shows now. Pure: read from the game's events so far, its state, the legal
// actions and the notes the player has acknowledged — never from a timer, and the same after an undo or reload.
import type { Action, GameEvent, GameState } from '../../engine/index.ts'

/** The notes, in the order a first turn meets them. */
export const GUIDE_NOTES = ['move', 'roll', 'assign', 'fail', 'focus', 'clock', 'midnight'] as const
export type GuideNote = (typeof GUIDE_NOTES)[number]

/** Notes that only tell (nothing to do at the table): the player acknowledges them. */
export const TOLD_NOTES: readonly GuideNote[] = ['clock', 'midnight']

export type GuideContext = {
  readonly events: readonly GameEvent[]
  readonly state: GameState
  readonly legal: readonly Action[]
  /** Told notes the player has acknowledged ("Got it"). */
  readonly acknowledged: ReadonlySet<GuideNote>
}

const happened = (events: readonly GameEvent[], type: GameEvent['type']): boolean => events.some((e) => e.type === type)
const offers = (legal: readonly Action[], type: Action['type']): boolean => legal.some((a) => a.type === type)

/** Whether a note's step has been done (or, for a told note, acknowledged). */
function isDone(note: GuideNote, ctx: GuideContext): boolean {
  const { events, acknowledged } = ctx
  switch (note) {
    case 'move':
      return happened(events, 'investigatorMoved')
    case 'roll':
      return happened(events, 'diceRolled')
    case 'assign':
      return happened(events, 'taskCompleted')
    case 'fail':
      return happened(events, 'dieDiscarded')
    case 'focus':
      return happened(events, 'dieFocused')
    case 'clock':
    case 'midnight':
      return acknowledged.has(note)
  }
}

/** Whether the game stands at a note's step now. */
function isReached(note: GuideNote, ctx: GuideContext): boolean {
  const { events, state, legal } = ctx
  const phase = state.phase
  const stage = phase.kind === 'resolution' ? phase.stage : null
  switch (note) {
    case 'move':
      return phase.kind === 'movement'
    case 'roll':
      return phase.kind === 'resolution' && offers(legal, 'rollDice')
    case 'assign':
      return stage === 'rolled' && offers(legal, 'completeTask')
    case 'fail':
      return stage === 'discarding' || (stage === 'rolled' && !offers(legal, 'completeTask'))
    case 'focus':
      return offers(legal, 'focusDie')
    case 'clock':
      return happened(events, 'clockAdvanced')
    case 'midnight':
      return happened(events, 'midnightStruck')
  }
}

/**
 * The note to show now, or null (between steps, or once the guide is over). Told notes come first when their
 * moment has come (midnight before the clock); otherwise the step the game stands at, if its note is not done.
 * The guide is over once midnight is acknowledged or the game has ended.
 */
export function currentNote(ctx: GuideContext): GuideNote | null {
  if (ctx.acknowledged.has('midnight') || ctx.state.status !== 'playing') return null
  for (const note of ['midnight', 'clock'] as const) if (isReached(note, ctx) && !isDone(note, ctx)) return note
  return GUIDE_NOTES.find((note) => !TOLD_NOTES.includes(note) && isReached(note, ctx) && !isDone(note, ctx)) ?? null
}

/** How far along: notes done or acknowledged, of all of them. */
export function guideProgress(ctx: GuideContext): { readonly done: number; readonly of: number } {
  return { done: GUIDE_NOTES.filter((n) => isDone(n, ctx)).length, of: GUIDE_NOTES.length }
}
