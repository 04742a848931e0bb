// The odds the table shows, asked of the engine (pure: runs in the odds worker and in Node tests). A card's chance
// is the solver's best-move value (odds/bestMove.ts) of the state the game would be in once the active investigator
// stands on it: the move is applied by the engine itself, so the dice (locks), focus, clues, spells, items,
// abilities and helpers counted are exactly what the rules allow there (odds/helpLeft.ts asks the validators).
// "Without a help" is the same question on the same state with that help taken away from the player.
import { applyAction, bestMove, type BestMove, type BestMoveOptions, type GameState } from '../../engine/index.ts'

type Player = GameState['players'][number]

/** A help the player brings, each of which the breakdown takes away in turn. */
export type HelpId = 'focus' | 'assist' | 'clues' | 'spells' | 'items' | 'allies'
const HELP_IDS: readonly HelpId[] = ['focus', 'assist', 'clues', 'spells', 'items', 'allies']

export type CardChance = {
  readonly cardId: string
  /** The exact chance of resolving the card with optimal play from here. */
  readonly odds: number
  /** The solver marks a number it could not make exact (odds/terrorModel.ts `exactness`), with its reason. */
  readonly approximate: boolean
  readonly reason: string | null
  /**
   * Approximate only because the solver forgot monsters seen going elsewhere: the same question with `everySeen`
   * (the worker's second pass) gives the exact number, at many times the cost.
   */
  readonly refine: boolean
}

export type CardBreakdown = CardChance & {
  /** The chance without each help the player has (only the helps they have), in HELP_IDS order. */
  readonly without: readonly { readonly help: HelpId; readonly odds: number }[]
  /** The chance with the dice alone (every help taken away), or null when the player has no help to take. */
  readonly bare: number | null
}

type Exactness = { readonly approximate: boolean; readonly reason?: string; readonly refine?: boolean }

/** Whether the solver could make this number exact (bestMove's `exactness`; read loosely, it is optional). */
function exactness(move: BestMove): Pick<CardChance, 'approximate' | 'reason' | 'refine'> {
  const e = (move as { readonly exactness?: Exactness }).exactness
  return e?.approximate
    ? { approximate: true, reason: e.reason ?? null, refine: e.refine === true }
    : { approximate: false, reason: null, refine: false }
}

/** Said of a number the exact pass could not better (it stays marked approximate). */
export const NOT_REFINED = 'following every one would take more memory than this device gives the odds'

type MoveExactness = BestMove['exactness']

/** Whether bestMove's number can be made exact by the second pass (terrorModel.ts, Exactness.refine). */
export const refinable = (e: MoveExactness): boolean => e.approximate && e.refine === true

/** The exactness of a number the exact pass failed to better: approximate for good, the reason extended. */
export function unrefined(e: MoveExactness): MoveExactness {
  return e.approximate ? { approximate: true, reason: `${e.reason}; ${NOT_REFINED}` } : e
}

/** The same for a card's chance or breakdown. */
export function unrefinedChance<C extends CardChance>(c: C): C {
  return c.refine ? { ...c, refine: false, reason: `${c.reason ?? 'approximate'}; ${NOT_REFINED}` } : c
}

/** The card whose attempt is under way, if any (not the Ancient One). */
export function attemptCard(state: GameState): string | null {
  const phase = state.phase
  return phase.kind === 'resolution' && phase.target.kind === 'card' ? phase.target.cardId : null
}

/**
 * The cards a chance can be shown for now: every card in play while the active investigator chooses where to
 * go, the card of the attempt under way during one, none otherwise.
 */
export function chanceCards(state: GameState): readonly string[] {
  if (state.status !== 'playing') return []
  if (state.phase.kind === 'movement' && state.pendingChoices.length === 0) return state.board.map((b) => b.cardId)
  const card = attemptCard(state)
  return card === null ? [] : [card]
}

/** The card whose breakdown the HUD shows: the one in focus, else the attempt's. */
export function breakdownCard(state: GameState, focused: string | null): string | null {
  const cards = chanceCards(state)
  if (focused !== null && cards.includes(focused)) return focused
  return attemptCard(state)
}

/** The state of the attempt at `cardId` as the engine makes it (moving there now, or the attempt under way). */
function attemptAt(state: GameState, cardId: string): GameState | null {
  if (attemptCard(state) === cardId) return state
  if (state.phase.kind !== 'movement') return null
  const moved = applyAction(state, { type: 'moveTo', to: { kind: 'card', cardId } })
  return moved.ok ? moved.state : null
}

/**
 * The chance of resolving `cardId` from here (see the file comment), or null when no attempt can start there.
 * `opts.everySeen`: the exact number where the default is approximate with `refine` (slower).
 */
export function cardChance(state: GameState, cardId: string, opts: BestMoveOptions = {}): CardChance | null {
  const attempt = attemptAt(state, cardId)
  const move = attempt ? bestMove(attempt, opts) : null
  return move ? { cardId, odds: move.odds, ...exactness(move) } : null
}

const activeOf = (state: GameState): Player | undefined => state.players[state.turn.player]

/** Whether the active player has this help to take away (the rules still decide whether it can be used). */
export function hasHelp(state: GameState, help: HelpId): boolean {
  const p = activeOf(state)
  if (!p) return false
  switch (help) {
    case 'focus':
      return state.ruleset === 'revised' && !state.turn.focused
    case 'assist':
      return state.players.some((o, i) => i !== state.turn.player && onAttemptCard(o, state))
    case 'clues':
      return p.clues > 0
    case 'spells':
      return p.spells.length > 0
    case 'items':
      return p.items.length > 0
    case 'allies':
      return p.allies.length > 0
  }
}

/** Whether a player stands on the card of the attempt under way (hasHelp is asked of the attempt's state). */
function onAttemptCard(other: Player, state: GameState): boolean {
  return other.location.kind === 'card' && other.location.cardId === attemptCard(state)
}

/** The same game with one help taken from the active player (the other players leave the card for `assist`). */
export function withoutHelp(state: GameState, help: HelpId): GameState {
  const active = state.turn.player
  const players = state.players.map((p, i) => {
    if (help === 'assist') return i === active || p.location.kind !== 'card' ? p : { ...p, location: ENTRANCE }
    if (i !== active) return p
    switch (help) {
      case 'clues':
        return { ...p, clues: 0 }
      case 'spells':
        return { ...p, spells: [] }
      case 'items':
        return { ...p, items: [] }
      case 'allies':
        return { ...p, allies: [] }
      case 'focus':
        return p
    }
  })
  const turn = help === 'focus' ? { ...state.turn, focused: true } : state.turn
  return { ...state, players, turn }
}

const ENTRANCE = { kind: 'entrance' } as const

/**
 * The card's chance with every help, without each help the player has, and with the dice alone (each as cardChance,
 * with `opts`). Approximate where any of them is; `refine` where each approximate one may be refined.
 */
export function cardBreakdown(state: GameState, cardId: string, opts: BestMoveOptions = {}): CardBreakdown | null {
  const all = cardChance(state, cardId, opts)
  if (!all) return null
  const attempt = attemptAt(state, cardId)
  const helps = attempt ? HELP_IDS.filter((h) => hasHelp(attempt, h)) : []
  const chances: CardChance[] = [all]
  const without = helps.flatMap((help) => {
    const c = cardChance(withoutHelp(state, help), cardId, opts)
    if (c) chances.push(c)
    return c ? [{ help, odds: c.odds }] : []
  })
  const bareChance = helps.length === 0 ? null : cardChance(helps.reduce(withoutHelp, state), cardId, opts)
  if (bareChance) chances.push(bareChance)
  const approximate = chances.filter((c) => c.approximate)
  const exact = { approximate: false, reason: null, refine: false }
  const marked =
    approximate.length === 0
      ? exact
      : {
          approximate: true,
          reason: [...new Set(approximate.map((c) => c.reason ?? ''))].filter((r) => r !== '').join('; ') || null,
          refine: approximate.every((c) => c.refine),
        }
  return { ...all, ...marked, without, bare: bareChance?.odds ?? null }
}
